// The demo universe in memory, drawn from one random stream in a fixed order (companies, securities, funds):
// reordering these steps changes every file.
import { dayFromIso, isoFromDay } from '@esgkit/core';
import { DEMO_AS_OF, type DemoSize, sizes } from '../calibration.ts';
import { type BuildContext, businessDays, type DemoModel } from '../model.ts';
import { createRandom } from '../random.ts';
import { buildCompanies } from './companies.ts';
import { buildFunds } from './funds.ts';
import { buildSecurities } from './securities.ts';

export const buildDemoModel = (demoSize: DemoSize, seed: number): DemoModel => {
  const size = sizes[demoSize];
  const asOfDay = dayFromIso(DEMO_AS_OF);
  const calendar = businessDays(asOfDay - Math.round(size.priceYears * 365.25) + 1, asOfDay);
  let nsinCounter = 100_000;
  const ctx: BuildContext = {
    seed,
    size,
    rnd: createRandom(seed),
    calendar,
    nDays: calendar.length,
    usedTickers: new Set<string>(),
    nextNsin: (prefix) => `${prefix}${String(nsinCounter++).padStart(9 - prefix.length, '0')}`,
  };
  const companies = buildCompanies(ctx);
  const direct = buildSecurities(ctx, companies);
  const funds = buildFunds(ctx, direct, companies);
  return {
    seed,
    size,
    calendar,
    calendarStrings: Array.from(calendar, isoFromDay),
    nDays: calendar.length,
    companies,
    secs: direct.secs,
    funds,
  };
};
