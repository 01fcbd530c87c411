import { describe, expect, it } from 'vitest';
import { couponOutcome, premiumCodeMatches } from './coupons.ts';
import { defaultPlansFile } from './plans-file.ts';
import { plansWithCoupons as plans } from './test-plans.test-helper.ts';

describe('couponOutcome', () => {
  it('0 with the terms for a known code, compared without case', () => {
    expect(couponOutcome(' welcome10 ', plans)).toEqual({
      code: 'WELCOME10',
      outcome: 0,
      isValid: true,
      percentOff: 10,
      amountOff: null,
      durationMonths: 3,
    });
    // 2000 cents = 20 euros
    expect(couponOutcome('ESG20EUR', plans)).toMatchObject({ outcome: 0, amountOff: 20, percentOff: null });
  });

  it('1 for an unknown code, 0 without a code', () => {
    expect(couponOutcome('NOPE', plans)).toEqual({
      code: 'NOPE',
      outcome: 1,
      isValid: false,
      percentOff: null,
      amountOff: null,
      durationMonths: null,
    });
    expect(couponOutcome('  ', plans)).toMatchObject({ outcome: 0, isValid: false });
  });
});

describe('premiumCodeMatches', () => {
  // sha256("open-sesame") = the hex below (printf 'open-sesame' | sha256sum)
  const withCode = {
    ...defaultPlansFile,
    premiumCode: {
      ...defaultPlansFile.premiumCode,
      sha256: 'd7ecdf25eaf3deba0f2628771dbdd22d4138ab6cf38f91ed02a2ca0dec7c8ab7',
    },
  };

  it('matches the code whose SHA-256 the operator set, and nothing when none is set', async () => {
    expect(await premiumCodeMatches('whatever', defaultPlansFile)).toBe(false);
    expect(await premiumCodeMatches('', withCode)).toBe(false);
    expect(await premiumCodeMatches('wrong', withCode)).toBe(false);
    expect(await premiumCodeMatches(' open-sesame ', withCode)).toBe(true);
    expect(await premiumCodeMatches('Open-Sesame', withCode)).toBe(false);
  });
});
