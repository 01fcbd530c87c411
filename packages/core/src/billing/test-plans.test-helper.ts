import { defaultPlansFile, type PlansFile } from './plans-file.ts';

/** The repo's plans file with two coupons, for the tests (the repo's file ships none). */
export const plansWithCoupons: PlansFile = {
  ...defaultPlansFile,
  coupons: [
    { code: 'WELCOME10', percentOff: 10, amountOffCents: null, durationMonths: 3 },
    { code: 'ESG20EUR', percentOff: null, amountOffCents: 2000, durationMonths: 1 },
    { code: 'BIG', percentOff: null, amountOffCents: 1_000_000, durationMonths: null },
  ],
};
