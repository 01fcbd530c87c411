import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ACCESS_LEVEL,
  FREE_TRIAL_DAYS,
  FULL_ACCESS_LEVEL,
  MATCHING_CAPABILITY,
  SHARING_CAPABILITY,
} from '../rules/constants.ts';
import { defaultPlansFile, PlansFileError, parsePlansFile } from './plans-file.ts';

const text = (edit: (f: Record<string, unknown>) => void = () => {}) => {
  const f = structuredClone(defaultPlansFile) as unknown as Record<string, unknown>;
  edit(f);
  return JSON.stringify(f);
};

describe('the repo’s plans file', () => {
  it('holds the spec’s plans: 14-day trial, Professional 25/25, the access levels and capabilities', () => {
    const { plans } = defaultPlansFile;
    expect(defaultPlansFile.currency).toBe('EUR');
    expect(defaultPlansFile.trialDays).toBe(14); // doc 1 §9
    expect(FREE_TRIAL_DAYS).toBe(14);
    expect(plans.professional.limits).toEqual({ maxSecuritiesPerPortfolio: 25, maxPortfolios: 25 }); // doc 1 §9
    expect([plans.starter.accessLevel, plans.starter.capability]).toEqual([DEFAULT_ACCESS_LEVEL, 1]);
    expect([plans.professional.accessLevel, plans.professional.capability]).toEqual([
      FULL_ACCESS_LEVEL,
      SHARING_CAPABILITY,
    ]);
    expect([plans.premium.accessLevel, plans.premium.capability]).toEqual([
      FULL_ACCESS_LEVEL,
      MATCHING_CAPABILITY,
    ]);
    expect([plans.enterprise.contactSales, plans.enterprise.pricing]).toEqual([true, null]); // doc 1 §1
    expect(defaultPlansFile.premiumCode.sha256).toBeNull(); // the operator's setting, never in the repo
    expect(defaultPlansFile.coupons).toEqual([]);
  });
});

describe('parsePlansFile', () => {
  it('parses a good file', () => {
    expect(parsePlansFile(text(), 'plans.json')).toEqual(defaultPlansFile);
  });

  it('names the file when the text is not JSON', () => {
    expect(() => parsePlansFile('{ "version": ', '/etc/esgkit/plans.json')).toThrow(
      /^\/etc\/esgkit\/plans\.json: not valid JSON/,
    );
  });

  it('names the file and the field path of a bad value', () => {
    const bad = text((f) => {
      (
        f.plans as { professional: { pricing: { monthlyPriceCents: number } } }
      ).professional.pricing.monthlyPriceCents = 49.5;
    });
    let error: unknown;
    try {
      parsePlansFile(bad, 'ops/plans.json');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PlansFileError);
    expect((error as PlansFileError).path).toBe('plans.professional.pricing.monthlyPriceCents');
    expect((error as Error).message).toMatch(
      /^ops\/plans\.json: plans\.professional\.pricing\.monthlyPriceCents: /,
    );
  });

  it('refuses a misspelt key, a coupon with two discounts, unsorted tiers and a plain-text Premium code', () => {
    const cases: [(f: Record<string, unknown>) => void, string][] = [
      [
        (f) => {
          f.coupns = [];
        },
        '(top level)',
      ],
      [
        (f) => {
          f.coupons = [{ code: 'X', percentOff: 5, amountOffCents: 100, durationMonths: null }];
        },
        'coupons[0]',
      ],
      [
        (f) => {
          f.scalabilityDiscount = [
            { minSeats: 10, discountPct: 5 },
            { minSeats: 5, discountPct: 10 },
          ];
        },
        'scalabilityDiscount',
      ],
      [
        (f) => {
          (f.premiumCode as { sha256: string }).sha256 = 'letmein';
        },
        'premiumCode.sha256',
      ],
      [
        (f) => {
          f.currency = 'USD';
        },
        'currency',
      ],
      [
        (f) => {
          f.sellerCountry = 'CH';
        },
        'sellerCountry',
      ],
    ];
    for (const [edit, path] of cases) {
      expect(() => parsePlansFile(text(edit), 'p.json')).toThrow(`p.json: ${path}: `);
    }
  });
});
