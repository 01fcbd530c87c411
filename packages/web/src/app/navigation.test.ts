import { createI18n, featureIds } from '@esgkit/core';
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
