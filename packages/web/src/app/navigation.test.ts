import { canAccess, createI18n, featureIds, planAccess } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { featureLabelKey, linkPath, menuTree, screenIds, screens } from './navigation.ts';

describe('the navigation table', () => {
  it('gives every screen its own path', () => {
    const paths = screenIds.map((id) => screens[id].path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('builds the side menu of doc 1 §2: Data Hub (Lookup, Screening, Matching), Portfolio Hub, Customization, Library, AI chat', () => {
    expect(menuTree()).toEqual([
      { id: 'dataHub', icon: 'dataHub', children: ['lookup', 'screening', 'matching'] },
      {
        id: 'portfolioHub',
        icon: 'portfolioHub',
        children: [
          'clients',
          'clientInformation',
          'clientSustainable',
          'clientFinancial',
          'clientPortfolio',
          'clientShare',
        ],
      },
      { id: 'customization', icon: 'customization', children: [] },
      { id: 'library', icon: 'library', children: [] },
      { id: 'chat', icon: 'chat', children: [] },
    ]);
  });

  it('links a client screen with the client id, and refuses to link it without one', () => {
    expect(linkPath('clientSustainable', { clientId: 'a b' })).toBe(
      '/platform/client/a%20b/performance/sustainable/summary',
    );
    expect(linkPath('billing')).toBe('/platform/profile/billing');
    expect(() => linkPath('clientShare')).toThrow(/client id/);
  });

  it('has a label and, for a screen not built yet, a description in both languages', () => {
    for (const locale of ['en-US', 'it-IT'] as const) {
      const t = createI18n(locale).t;
      for (const id of screenIds) {
        const screen = screens[id];
        expect(t(screen.label), `${locale} ${id}`).not.toBe(screen.label);
        if (screen.kind === 'soon')
          expect(t(`web.soon.areas.${screen.area}`), `${locale} ${id}`).not.toMatch(/^web\.soon/);
      }
    }
  });

  it('serves Matching research and results as pages behind Matching, which only Premium (capability 100) may use', () => {
    // doc 1 §2 datahub/matching research and results; §6 "Matching: level 100 only", shown disabled otherwise
    for (const id of ['matching', 'matchingResearch', 'matchingResults'] as const)
      expect(screens[id].kind === 'soon', id).toBe(false);
    expect(screens.matchingResearch).toMatchObject({
      kind: 'page',
      feature: 'matching',
      page: 'MatchingPage',
    });
    expect(screens.matchingResults).toMatchObject({
      kind: 'page',
      feature: 'matching',
      page: 'MatchingResultsPage',
    });
    const user = (plan: 'premium' | 'professional') => {
      const { accessLevel, capability } = planAccess(plan);
      return { accessLevel, userCapability: capability };
    };
    expect(canAccess(user('premium'), 'matching').allowed).toBe(true);
    expect(canAccess(user('professional'), 'matching')).toMatchObject({ allowed: false });
    expect(canAccess(user('professional'), 'matching')).not.toMatchObject({ reason: 'locked' });
  });

  it('names every feature by its screen, or by the nearest screen above it', () => {
    expect(featureLabelKey('screening.company')).toBe('nav.companyScreening');
    expect(featureLabelKey('lookup.performance.esg')).toBe('nav.lookup');
    expect(featureLabelKey('client.performance.financial')).toBe('nav.financialPerformance');
    expect(featureLabelKey('client.portfolio.holdings')).toBe('nav.portfolioHub');
    expect(featureLabelKey('report.pdf')).toBe('nav.portfolioHub');
    expect(featureLabelKey('billing')).toBe('profileMenu.billing');
    for (const feature of featureIds) expect(featureLabelKey(feature)).toMatch(/^(nav|profileMenu)\./);
  });
});
