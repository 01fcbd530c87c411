import { readFileSync } from 'node:fs';
import { type ApiClient, type CsvSection, readCsvTable } from '@esgkit/core';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shouldRunBrowserTests } from './helpers/browser.ts';
import { hostAndChromium, openSignedInPage } from './helpers/chromium-suite.ts';
import type { TestHost } from './helpers/host.ts';
import { RESULT_VIEWS_SETUP_MS, resultViewsLookup } from './helpers/lookup.ts';

// A CSV of every view (issue 26): on the lookup results, every result view's CSV button is clicked and the file it
// downloads is read with core's CSV reader; its rows are that view's rows (what the page shows where the view shows
// every row, else what the engine answers for the view: the tables page by 20). Before, the allocation views'
// buttons downloaded the holdings file and the summary, the risk measures and PAI by company had none.

const poll = { timeout: 15_000 };
const results = '/platform/datahub/lookup/results';
const ALL = { page: 1, perPage: 500 } as const;

/** The view's rows as keys, from the page or the engine, and the same key read from a row of the file. */
interface Check {
  expected: (page: Page) => Promise<string[]>;
  key: (cells: string[]) => string;
}
interface ViewCase {
  path: string;
  sections: Partial<Record<CsvSection, Check>>;
}

describe.runIf(shouldRunBrowserTests())('A CSV of every view, in Chromium', () => {
  let host: TestHost;
  let browser: Browser;
  let client: ApiClient;
  let token = '';
  let portfolioId = '';

  hostAndChromium((started) => ({ host, browser } = started));
  beforeAll(async () => {
    ({ client, token, portfolioId } = await resultViewsLookup(host, {
      names: { firstName: 'Ada', lastName: 'Lovelace' },
      pai: true,
    }));
  }, RESULT_VIEWS_SETUP_MS);

  /** The names the page's allocation table shows (the view lists every entry, "Other" and "Unknown" included). */
  const allocationShown = (page: Page) =>
    page.getByTestId('allocation-table').first().locator('tbody td[data-column="label"]').allInnerTexts();
  const allocation: Check = { expected: allocationShown, key: (c) => c[1]! };
  const aggregates = async () =>
    (await client.call('views.aggregates', { params: { portfolioId }, query: {} })).data;
  const names = (rows: { name: string }[]) => rows.map((r) => r.name);
  const byName: (rows: () => Promise<{ name: string }[]>) => Check = (rows) => ({
    expected: async () => names(await rows()),
    key: (c) => c[0]!,
  });
  const riskMeasureLabels = [
    'Volatility (annualised)',
    'Sharpe ratio',
    'Sortino ratio',
    'Alpha',
    'Beta coefficient',
    'R squared',
    'Maximum drawdown',
  ];
  const riskWindowLabels: Record<string, string> = {
    ytd: 'YTD',
    y1: '1 year',
    y3: '3 years',
    y5: '5 years',
    whole: 'Since the first investment',
  };

  const views: ViewCase[] = [
    {
      path: 'portfolio/summary',
      sections: {
        // the headline figures, then the distribution as the page's table lists it
        summary: {
          expected: async (page) => [
            'Date of first investment',
            'Investment amount (EUR)',
            'Items entered',
            'Holdings after look-through',
            'Companies',
            'Countries',
            'Cash (%)',
            'Not looked through (%)',
            ...(await allocationShown(page)),
          ],
          key: (c) => c[0]!,
        },
      },
    },
    {
      path: 'portfolio/holdings',
      sections: {
        holdings: byName(
          async () =>
            (await client.call('views.holdings', { params: { portfolioId }, query: ALL })).data.data,
        ),
      },
    },
    { path: 'portfolio/assets', sections: { assets: allocation } },
    { path: 'portfolio/country', sections: { countries: allocation } },
    { path: 'portfolio/currency', sections: { currencies: allocation } },
    { path: 'portfolio/sector', sections: { sectors: allocation } },
    { path: 'portfolio/sdgs', sections: { sdgs: allocation } },
    {
      path: 'performance/financial',
      sections: {
        performance: {
          expected: async () =>
            (
              await client.call('views.dailyPerformance', { params: { portfolioId }, query: {} })
            ).data.series.map((p) => p.date),
          key: (c) => c[0]!,
        },
        // each window the view shows (its columns) by each measure (its rows)
        risk: {
          expected: async () => {
            const { data } = await client.call('views.risk', { params: { portfolioId }, query: {} });
            const windows = [...data.windows.map((w) => w.window), ...(data.window ? ['whole'] : [])];
            return windows.flatMap((w) => riskMeasureLabels.map((m) => `${riskWindowLabels[w]}|${m}`));
          },
          key: (c) => `${c[0]}|${c[4]}`,
        },
      },
    },
    {
      path: 'performance/sustainable/esg',
      sections: {
        // pillar, then the company
        esg: {
          expected: async () => {
            const { data } = await client.call('views.esg', { params: { portfolioId }, query: ALL });
            return names([...data.e.companies, ...data.s.companies, ...data.g.companies]);
          },
          key: (c) => c[1]!,
        },
        'esg-countries': {
          expected: async () =>
            (await client.call('views.esgCountries', { params: { portfolioId }, query: ALL })).data.data.map(
              (r) => r.country,
            ),
          key: (c) => c[0]!,
        },
        // the sustainability score, then its five pillars, each row stating the profile version (issue 28)
        sustainability: {
          expected: async () => {
            const { data } = await client.call('views.sustainability', { params: { portfolioId } });
            return [
              'Sustainability score',
              'Environmental',
              'Social',
              'Governance',
              'Impact',
              'Products',
            ].map((label) => `${label}|${data.scoringProfileVersion}`);
          },
          key: (c) => `${c[0]}|${c[5]}`,
        },
      },
    },
    {
      path: 'performance/sustainable/product',
      sections: {
        products: {
          expected: async () =>
            (
              await client.call('views.products', { params: { portfolioId }, query: {} })
            ).data.companies.flatMap((c) => c.products.map((p) => `${c.name}|${p.label}`)),
          key: (c) => `${c[0]}|${c[2]}`,
        },
      },
    },
    {
      path: 'performance/sustainable/impact/summary',
      sections: {
        'impact-summary': {
          expected: async () =>
            (
              await client.call('views.impactSummary', { params: { portfolioId }, query: { type: 0 } })
            ).data.categories.flatMap((c) => c.indicators.map((i) => `${c.label}|${i.label}`)),
          key: (c) => `${c[0]}|${c[1]}`,
        },
      },
    },
    {
      path: 'performance/sustainable/impact/detail',
      sections: {
        impact: byName(
          async () =>
            (
              await client.call('views.impactDetail', {
                params: { portfolioId },
                query: { ...ALL, type: 0 },
              })
            ).data.data,
        ),
      },
    },
    {
      path: 'performance/sustainable/controversy/summary',
      sections: {
        controversies: {
          expected: async () =>
            (await client.call('views.controversySummary', { params: { portfolioId } })).data.columns.map(
              (c) => c.label,
            ),
          key: (c) => c[0]!,
        },
      },
    },
    {
      path: 'performance/sustainable/controversy/detail',
      sections: {
        exclusions: byName(
          async () =>
            (await client.call('views.controversies', { params: { portfolioId }, query: ALL })).data.results,
        ),
      },
    },
    {
      path: 'performance/sustainable/sFDRPAI/summary',
      sections: {
        'pai-1': {
          expected: async () =>
            (
              await client.call('views.pai', {
                params: { portfolioId, set: 1 },
                query: { basis: 'all' },
              })
            ).data.indicators.flatMap((i) => i.metrics.map((m) => `${i.number}|${m.label}`)),
          key: (c) => `${c[0]}|${c[2]}`,
        },
      },
    },
    {
      path: 'performance/sustainable/sFDRPAI/detail',
      sections: {
        'pai-detail-1': byName(
          async () =>
            (await client.call('views.paiDetail', { params: { portfolioId, set: 1 }, query: ALL })).data.data,
        ),
      },
    },
    {
      path: 'performance/sustainable/eu-taxonomy',
      sections: {
        taxonomy: byName(
          async () =>
            (await client.call('views.taxonomy', { params: { portfolioId }, query: ALL })).data.data,
        ),
      },
    },
  ];

  /** Clicks a section's CSV button and reads the file it downloads with core's CSV reader. */
  const downloadOf = async (page: Page, section: CsvSection) => {
    const button = page.getByTestId(`csv-${section}`).first();
    await button.waitFor(poll);
    const download = page.waitForEvent('download');
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const path = await file.path();
    return readCsvTable(readFileSync(path, 'utf8'));
  };

  it.each(views)(
    '$path: each CSV button downloads its own view’s rows',
    async ({ path, sections }) => {
      const opened = await openSignedInPage(browser, host.url, { token, accessLevel: 3 });
      const { context, page, errors } = opened;
      await page.goto(`${host.url}${results}/${path}?p=${encodeURIComponent(portfolioId)}`);
      await page.locator('main nav').first().waitFor();
      // every CSV button the view shows is one this case checks
      await page.locator('[data-testid^="csv-"]').first().waitFor(poll);
      const shown = await page
        .locator('[data-testid^="csv-"]')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-testid')!.slice(4)));
      expect([...new Set(shown)].sort()).toEqual(Object.keys(sections).sort());
      let checked = 0;
      for (const [section, check] of Object.entries(sections) as [CsvSection, Check][]) {
        const { delimiter, records } = await downloadOf(page, section);
        // en-US: Excel's English CSV
        expect(delimiter, section).toBe(',');
        const rows = records.slice(1).map((r) => check.key(r.cells));
        const expected = await check.expected(page);
        expect(rows.sort(), section).toEqual([...expected].sort());
        checked += rows.length;
      }
      // a section may be empty (this portfolio holds no sovereigns, so no countries' ESG), never a whole view
      expect(checked).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it('an Italian user gets the allocation in Italian Excel’s format, each weight as the view shows it', async () => {
    const { context, page, errors } = await openSignedInPage(
      browser,
      host.url,
      { token, accessLevel: 3 },
      { locale: 'it-IT' },
    );
    await page.goto(`${host.url}${results}/portfolio/country?p=${encodeURIComponent(portfolioId)}`);
    await page.locator('main nav').first().waitFor();
    const { delimiter, records } = await downloadOf(page, 'countries');
    expect(delimiter).toBe(';');
    expect(records[0]!.cells).toEqual(['Codice', 'Nome', 'Peso (%)']);
    const { countries } = await aggregates();
    expect(records.slice(1, countries.entries.length + 1).map((r) => r.cells[0])).toEqual(
      countries.entries.map((e) => e.key),
    );
    // the decimal comma, read back as the engine's weight
    records.slice(1, countries.entries.length + 1).forEach((r, i) => {
      expect(Number(r.cells[2]!.replace(',', '.'))).toBeCloseTo(countries.entries[i]!.weightPct, 6);
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
