import { describe, expect, it } from 'vitest';
import { checkPlanLimits, planAccess } from './plans.ts';

describe('planAccess', () => {
  it('maps each plan to its access level, capability and limits', () => {
    // docs/decisions.md "Permissions and rules": Starter (4, 1), Professional (100, 4; 25, 25), Premium and Enterprise (100, 100)
    expect(planAccess('starter')).toEqual({
      accessLevel: 4,
      capability: 1,
      limits: { maxSecuritiesPerPortfolio: null, maxPortfolios: null },
    });
    expect(planAccess('professional')).toEqual({
      accessLevel: 100,
      capability: 4,
      limits: { maxSecuritiesPerPortfolio: 25, maxPortfolios: 25 },
    });
    expect(planAccess('premium')).toEqual({
      accessLevel: 100,
      capability: 100,
      limits: { maxSecuritiesPerPortfolio: null, maxPortfolios: null },
    });
    expect(planAccess('enterprise')).toEqual({
      accessLevel: 100,
      capability: 100,
      limits: { maxSecuritiesPerPortfolio: null, maxPortfolios: null },
    });
  });

  it('lets an enterprise contract set its own limits', () => {
    expect(planAccess('enterprise', { contractLimits: { maxPortfolios: 500 } }).limits).toEqual({
      maxSecuritiesPerPortfolio: null,
      maxPortfolios: 500,
    });
    // other plans keep theirs
    expect(planAccess('professional', { contractLimits: { maxPortfolios: 500 } }).limits.maxPortfolios).toBe(
      25,
    );
  });
});

describe('checkPlanLimits', () => {
  it('refuses a 26th security on Professional and accepts 25', () => {
    expect(checkPlanLimits('professional', { securities: 25 })).toEqual([]);
    expect(checkPlanLimits('professional', { securities: 26 })).toEqual([
      {
        code: 'maxSecurities',
        path: ['items'],
        messageKey: 'maxSecurities',
        severity: 'error',
        params: { max: 25, count: 26 },
      },
    ]);
  });

  it('holds the benchmark to the same 25 securities on Professional', () => {
    expect(checkPlanLimits('professional', { securities: 2, benchmarkSecurities: 25 })).toEqual([]);
    expect(
      checkPlanLimits('professional', { securities: 2, benchmarkSecurities: 26 }).map((i) => [
        i.code,
        i.path,
      ]),
    ).toEqual([['maxSecurities', ['benchmark', 'items']]]);
  });

  it('refuses a 26th portfolio on Professional and accepts 25', () => {
    expect(checkPlanLimits('professional', { portfolios: 25 })).toEqual([]);
    expect(checkPlanLimits('professional', { portfolios: 26 }).map((i) => i.code)).toEqual(['maxPortfolios']);
  });

  it('sets no limit on Premium and Enterprise', () => {
    expect(checkPlanLimits('premium', { securities: 5000, portfolios: 5000 })).toEqual([]);
    expect(checkPlanLimits('enterprise', { securities: 5000, portfolios: 5000 })).toEqual([]);
    expect(
      checkPlanLimits({ maxSecuritiesPerPortfolio: 10, maxPortfolios: null }, { securities: 11 }).map(
        (i) => i.code,
      ),
    ).toEqual(['maxSecurities']);
  });
});
