import { describe, expect, it } from 'vitest';
import { contract } from '../api/contract.ts';
import {
  type AccessUser,
  canAccess,
  capabilityTable,
  effectiveCapability,
  type FeatureId,
  featureIds,
  hasFullAccess,
  isLoggedIn,
  resolveAccessLevel,
  resolveFeature,
  viewFeature,
  viewNames,
} from './capability.ts';

const full = (userCapability: number, extra: Partial<AccessUser> = {}): AccessUser => ({
  accessLevel: 100,
  userCapability,
  ...extra,
});
const allowed = (user: AccessUser, feature: FeatureId) => canAccess(user, feature).allowed;
/** The capabilities 0–10 and 100 that may use a feature, for a user with full access. */
const capabilitiesAllowed = (feature: FeatureId) =>
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100].filter((capability) => allowed(full(capability), feature));

describe('canAccess', () => {
  it('locks the Data Hub, Portfolio Hub and Customization without full access', () => {
    // Given a Starter user (4, 1) and even a capability-100 user without full access
    for (const user of [
      { accessLevel: 4, userCapability: 1 },
      { accessLevel: 4, userCapability: 100 },
    ]) {
      for (const feature of [
        'dataHub',
        'lookup',
        'screening.fund',
        'portfolioHub',
        'client.performance.summary',
        'customization',
        'customization.api',
      ] as const) {
        expect(canAccess(user, feature), feature).toEqual({
          allowed: false,
          reason: 'locked',
          redirect: 'plan',
          code: 'noAccessToFeature',
        });
      }
    }
    // With full access the same user gets in
    expect(canAccess(full(1), 'lookup')).toEqual({ allowed: true, limited: false });
    expect(canAccess(full(1), 'customization.companyInfo')).toEqual({ allowed: true, limited: false });
  });

  it('keeps the Library, documentation and chat open on Starter', () => {
    const starter = { accessLevel: 4, userCapability: 1 };
    for (const feature of ['library', 'documentation', 'chat', 'accountInfo', 'plan', 'billing'] as const) {
      expect(canAccess(starter, feature), feature).toEqual({ allowed: true, limited: false });
    }
  });

  it('gates lookup performance views at 1, 2, 3 and 4', () => {
    const from = (min: number) => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100].filter((c) => c >= min);
    expect(capabilitiesAllowed('lookup')).toEqual(from(1));
    expect(capabilitiesAllowed('lookup.performance.summary')).toEqual(from(1));
    for (const view of ['esg', 'controversy', 'controversyDetail', 'financial'] as const) {
      expect(capabilitiesAllowed(`lookup.performance.${view}`), view).toEqual(from(2));
    }
    expect(capabilitiesAllowed('lookup.performance.impact')).toEqual(from(3));
    expect(capabilitiesAllowed('lookup.performance.impactDetail')).toEqual(from(3));
    for (const view of ['product', 'sfdrPai', 'sfdrPaiDetail', 'euTaxonomy'] as const) {
      expect(capabilitiesAllowed(`lookup.performance.${view}`), view).toEqual(from(4));
    }
  });

  it('blocks lookup portfolio views below 2 and for 6', () => {
    for (const view of ['summary', 'holdings', 'assets', 'country', 'currency', 'sector', 'sdgs'] as const) {
      expect(capabilitiesAllowed(`lookup.portfolio.${view}`), view).toEqual([2, 3, 4, 5, 7, 8, 9, 10, 100]);
    }
    expect(canAccess(full(6), 'lookup.portfolio.holdings')).toEqual({
      allowed: false,
      reason: 'blocked',
      code: 'notEnoughCapability',
    });
    expect(canAccess(full(1), 'lookup.portfolio.summary')).toEqual({
      allowed: false,
      reason: 'notEnoughCapability',
      code: 'notEnoughCapability',
    });
  });

  it('gates screening: fund at 3, company and country at 4, blocked for 6 and 7', () => {
    expect(capabilitiesAllowed('screening')).toEqual([3, 4, 5, 7, 8, 9, 10, 100]);
    expect(capabilitiesAllowed('screening.fund')).toEqual([3, 4, 5, 7, 8, 9, 10, 100]);
    expect(capabilitiesAllowed('screening.company')).toEqual([4, 5, 8, 9, 10, 100]);
    expect(capabilitiesAllowed('screening.country')).toEqual([4, 5, 8, 9, 10, 100]);
  });

  it('gives Matching only to capability 100 with full access', () => {
    expect(capabilitiesAllowed('matching')).toEqual([100]);
    // shown disabled for 100 without full access
    expect(canAccess({ accessLevel: 4, userCapability: 100 }, 'matching')).toMatchObject({
      allowed: false,
      reason: 'locked',
    });
    expect(viewFeature('matching', 'performance.esg')).toBe('matching');
  });

  it('blocks client product, SFDR PAI, EU taxonomy and financial for 7 and below 4', () => {
    for (const view of ['product', 'sfdrPai', 'sfdrPaiDetail', 'euTaxonomy', 'financial'] as const) {
      expect(capabilitiesAllowed(`client.performance.${view}`), view).toEqual([4, 5, 6, 8, 9, 10, 100]);
    }
    // the other client views have no capability gate
    expect(capabilitiesAllowed('client.performance.summary')).toHaveLength(12);
    expect(capabilitiesAllowed('client.portfolio.sdgs')).toHaveLength(12);
  });

  it('blocks client impact and controversy details for 7', () => {
    expect(capabilitiesAllowed('client.performance.impactDetail')).toEqual([
      0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 100,
    ]);
    expect(capabilitiesAllowed('client.performance.controversyDetail')).toEqual([
      0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 100,
    ]);
    expect(allowed(full(7), 'client.performance.impact')).toBe(true);
    expect(allowed(full(7), 'client.performance.controversy')).toBe(true);
  });

  it('marks holdings, ESG and impact summary limited for capability 7', () => {
    const limitedFor7 = featureIds.filter((f) => {
      const decision = canAccess(full(7), f);
      return decision.allowed && decision.limited;
    });
    expect(limitedFor7.sort()).toEqual(
      [
        'client.performance.esg',
        'client.performance.impact',
        'client.portfolio.holdings',
        'lookup.performance.esg',
        'lookup.performance.impact',
        'lookup.portfolio.holdings',
      ].sort(),
    );
    expect(canAccess(full(4), 'client.portfolio.holdings')).toEqual({ allowed: true, limited: false });
  });

  it('sends capabilities 4 and 5 from Billing and Plan to Account Info unless they hold full access', () => {
    for (const feature of ['billing', 'plan'] as const) {
      for (const capability of [4, 5]) {
        expect(canAccess({ accessLevel: 4, userCapability: capability }, feature), feature).toEqual({
          allowed: false,
          reason: 'blocked',
          redirect: 'accountInfo',
          code: 'notEnoughCapability',
        });
        // a paying Professional (100, 4) manages its own subscription
        expect(canAccess(full(capability), feature)).toEqual({ allowed: true, limited: false });
      }
      expect(canAccess({ accessLevel: 4, userCapability: 1 }, feature)).toEqual({
        allowed: true,
        limited: false,
      });
    }
  });

  it('disables chat for capabilities 8 and 9', () => {
    expect(capabilitiesAllowed('chat')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 10, 100]);
    expect(canAccess({ accessLevel: 4, userCapability: 8 }, 'chat')).toEqual({
      allowed: false,
      reason: 'blocked',
      code: 'notEnoughCapability',
    });
  });

  it('shows placeholders while the capability is not loaded', () => {
    expect(canAccess(full(-1), 'lookup')).toEqual({ allowed: false, reason: 'notLoaded' });
    expect(canAccess(full(-1), 'chat')).toEqual({ allowed: false, reason: 'notLoaded' });
    // the Library needs nothing, so it shows at once
    expect(canAccess(full(-1), 'library')).toEqual({ allowed: true, limited: false });
  });

  it('lets the demo portfolio bypass capability checks', () => {
    expect(canAccess(full(1, { isDemoPortfolio: true }), 'lookup.performance.sfdrPai')).toEqual({
      allowed: true,
      limited: false,
    });
    expect(canAccess(full(7, { isDemoPortfolio: true }), 'client.performance.product')).toEqual({
      allowed: true,
      limited: false,
    });
    // the Starter lock is not a capability check
    expect(canAccess({ accessLevel: 4, userCapability: 1, isDemoPortfolio: true }, 'lookup')).toMatchObject({
      reason: 'locked',
    });
    expect(canAccess(full(1), 'lookup.performance.sfdrPai')).toMatchObject({ allowed: false });
  });

  it('gives a share link capability 4 and shared views only', () => {
    // Given a visitor whose stored capability would be 7 (limited); sharing mode sets 4
    const visitor: AccessUser = { accessLevel: 100, userCapability: 7, isSharing: true };
    expect(effectiveCapability(visitor)).toBe(4);
    for (const view of viewNames)
      expect(canAccess(visitor, viewFeature('client', view)), view).toEqual({
        allowed: true,
        limited: false,
      });
    expect(canAccess(visitor, 'report.pdf')).toEqual({ allowed: true, limited: false });
    // read-only: no client management, no lookups, no account pages
    for (const feature of [
      'portfolioHub',
      'client.information',
      'client.share',
      'lookup.performance.summary',
      'billing',
      'chat',
    ] as const) {
      expect(canAccess(visitor, feature), feature).toEqual({
        allowed: false,
        reason: 'blocked',
        redirect: 'login',
        code: 'noAccessToFeature',
      });
    }
  });

  it('redirects a locked screen to the Plan page and a missing capability to the no-access message', () => {
    expect(canAccess({ accessLevel: 4, userCapability: 4 }, 'screening.company')).toEqual({
      allowed: false,
      reason: 'locked',
      redirect: 'plan',
      code: 'noAccessToFeature',
    });
    expect(canAccess(full(3), 'screening.company')).toEqual({
      allowed: false,
      reason: 'notEnoughCapability',
      code: 'notEnoughCapability',
    });
  });
});

describe('access level and login', () => {
  it('defaults the access level to 4 and reads full access as 100', () => {
    expect(resolveAccessLevel(undefined)).toBe(4);
    expect(resolveAccessLevel(null)).toBe(4);
    expect(resolveAccessLevel('')).toBe(4);
    expect(resolveAccessLevel('abc')).toBe(4);
    expect(resolveAccessLevel('100')).toBe(100);
    expect(resolveAccessLevel(6)).toBe(6);
    expect(hasFullAccess(100)).toBe(true);
    expect(hasFullAccess(99)).toBe(false);
    expect(hasFullAccess(4)).toBe(false);
  });

  it('reads logged in as a loaded profile with an id', () => {
    expect(isLoggedIn({ id: 'u-1' })).toBe(true);
    expect(isLoggedIn({ id: '' })).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
    expect(isLoggedIn(undefined)).toBe(false);
  });
});

describe('feature ids', () => {
  it('resolves a view name for a lookup, a client or a matching result', () => {
    expect(resolveFeature('performance.esg', 'lookup')).toBe('lookup.performance.esg');
    expect(resolveFeature('portfolio.holdings', 'client')).toBe('client.portfolio.holdings');
    expect(resolveFeature('portfolio.holdings', 'matching')).toBe('matching');
    expect(resolveFeature('billing', 'client')).toBe('billing');
    expect(resolveFeature('nope', 'lookup')).toBeUndefined();
    for (const view of viewNames) {
      expect(Object.hasOwn(capabilityTable, `lookup.${view}`), view).toBe(true);
      expect(Object.hasOwn(capabilityTable, `client.${view}`), view).toBe(true);
    }
  });

  it('knows every feature the API contract names', () => {
    const named = [
      ...new Set(Object.values(contract).flatMap((route) => ('feature' in route ? [route.feature] : []))),
    ];
    expect(named.length).toBeGreaterThan(10);
    const unknown = named.filter(
      (f) => resolveFeature(f, 'lookup') === undefined || resolveFeature(f, 'client') === undefined,
    );
    expect(unknown).toEqual([]);
  });
});
