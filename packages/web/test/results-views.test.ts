import {
  type ApiClient,
  FRACTION_RISK_MEASURES,
  formatDate,
  formatNumber,
  formatPercent,
  indicatorUnits,
  RISK_MEASURES,
  type RiskMeasure,
} from '@esgkit/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shouldRunBrowserTests } from './helpers/browser.ts';
import { hostAndChromium, openSignedInPage } from './helpers/chromium-suite.ts';
import type { TestHost } from './helpers/host.ts';
import { RESULT_VIEWS_SETUP_MS, resultViewsLookup } from './helpers/lookup.ts';

// Part 12's result views in Chromium against the real host and engine (small demo universe): the risk view's
// chosen window and risk-free rate, the by-company tables that show every indicator the engine answers, and the
// demo-data flag, as-of date and coverage of every section (the engine's envelope meta).
// The portfolio is made through the API (the lookup journey itself is lookup.test.ts); the page signs in with
// the same session.

// CI shares 2 cores: polls wait up to 15 s
const poll = { timeout: 15_000 };
const results = '/platform/datahub/lookup/results';

describe.runIf(shouldRunBrowserTests())('Result views in Chromium', () => {
  let host: TestHost;
  let browser: Browser;
  let client: ApiClient;
  let token = '';
  let portfolioId = '';

  hostAndChromium((started) => ({ host, browser } = started));
  beforeAll(async () => {
    // URTH and the Yarrow company against IAGG (the small demo universe), then PAI for the PAI views
    ({ client, token, portfolioId } = await resultViewsLookup(host, {
      names: { firstName: 'Grace', lastName: 'Hopper' },
      pai: true,
    }));
  }, RESULT_VIEWS_SETUP_MS);

  /** A page signed in with the test's session (as after a login), at one result view. */
  const openView = async (
    view: string,
    locale: 'en-US' | 'it-IT' = 'en-US',
  ): Promise<{ context: BrowserContext; page: Page; errors: string[] }> => {
    const opened = await openSignedInPage(browser, host.url, { token, accessLevel: 3 }, { locale });
    await opened.page.goto(`${host.url}${results}/${view}?p=${encodeURIComponent(portfolioId)}`);
    await opened.page.locator('main nav').first().waitFor();
    return opened;
  };

  const cellsOf = (page: Page, testId: string, column: string) =>
    page.getByTestId(testId).locator(`tbody td[data-column="${column}"]`).allInnerTexts();

  // financial.tsx prints volatility, alpha and drawdown as percentages of fractions, the ratios as numbers
  const shown = (measure: RiskMeasure, value: number | null) =>
    FRACTION_RISK_MEASURES.has(measure)
      ? formatPercent(value === null ? null : value * 100, 'en-US', { decimals: 2 })
      : formatNumber(value, 'en-US', { decimals: 2 });

  it('risk: a chosen window and risk-free rate change the figures to what the engine answers for them', async () => {
    const { context, page, errors } = await openView('financial');
    const table = page.getByTestId('risk-table');
    await table.waitFor(poll);
    // The standard windows, on the dataset's rates
    expect(await table.locator('thead').innerText()).toMatch(/YTD/);
    expect(await page.getByTestId('risk-free-note').innerText()).toMatch(/dataset's rates|no rates/);
    // Beside them, the whole window since the first investment (issue 21), as the engine answers it
    const { data: standard } = await client.call('views.risk', { params: { portfolioId } });
    const whole = standard.window;
    if (!whole) throw new Error('no whole window');
    expect(await table.locator('thead th[data-column="window"]').innerText()).toBe(
      `Since the first investment: ${formatDate(whole.from, 'en-US')} – ${formatDate(whole.to, 'en-US')}`,
    );
    expect(await cellsOf(page, 'risk-table', 'window')).toEqual(
      RISK_MEASURES.map((m) => shown(m, whole.portfolio[m].value)),
    );
    const { data: daily } = await client.call('views.dailyPerformance', { params: { portfolioId } });
    expect(
      await page
        .getByText(/^Data from /)
        .first()
        .innerText(),
    ).toBe(`Data from ${formatDate(daily.minDate, 'en-US')} to ${formatDate(daily.maxDate, 'en-US')}`);

    // Out of the data's bounds, and a rate that is not a number: the spec's messages, nothing asked
    let asked = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/risk')) asked++;
    });
    await page.getByTestId('risk-from').fill('1990-01-02');
    await page.getByTestId('risk-free').fill('three');
    await page.getByTestId('risk-apply').click();
    await page.getByText('The date range is outside the available data.').waitFor();
    await page.getByText('Enter a rate between -10% and 50% a year.').waitFor();
    await page.getByTestId('risk-free').fill('51');
    await page.getByTestId('risk-apply').click();
    await page.getByText('Enter a rate between -10% and 50% a year.').waitFor();
    expect(asked).toBe(0);

    // The first whole calendar year of the data, typed as a year (doc 1 §5: a year alone is a valid date), at
    // 3.5 % a year (the decimal comma an Italian user would type is read the same)
    const year = String(Number(daily.minDate.slice(0, 4)) + 1);
    const from = `${year}-01-01`;
    const to = `${year}-12-31`;
    expect(to <= daily.maxDate).toBe(true);
    await page.getByTestId('risk-from').fill(year);
    await page.getByTestId('risk-to').fill(year);
    await page.getByTestId('risk-free').fill('3,5');
    await page.getByTestId('risk-apply').click();
    await expect.poll(() => table.locator('thead').innerText(), poll).toMatch(/Chosen range/);
    await expect
      .poll(() => page.getByTestId('risk-free-note').innerText(), poll)
      .toBe('Risk-free rate: 3.50% a year, as set');

    const { data: engine } = await client.call('views.risk', {
      params: { portfolioId },
      query: { from, to, riskFreePct: 3.5 },
    });
    const custom = engine.windows[0];
    expect(engine.windows.map((w) => w.window)).toEqual(['custom']);
    if (!custom) throw new Error('no custom window');
    expect(await table.locator('thead th[data-column="custom"]').innerText()).toBe(
      `Chosen range: ${formatDate(custom.from, 'en-US')} – ${formatDate(custom.to, 'en-US')}`,
    );
    expect(await cellsOf(page, 'risk-table', 'custom')).toEqual(
      RISK_MEASURES.map((m) => shown(m, custom.portfolio[m].value)),
    );
    // The rate is what moved Sharpe: the same window on the dataset's rates answers another ratio
    const { data: onRates } = await client.call('views.risk', {
      params: { portfolioId },
      query: { from, to },
    });
    expect(onRates.windows[0]?.portfolio.sharpe.value).not.toBe(custom.portfolio.sharpe.value);
    expect(custom.portfolio.sharpe.value).not.toBeNull();

    // On the dataset's rates the chosen window's figures are explained (engine explain/risk.ts `<from>..<to>`): the
    // dialog derives the Sharpe ratio the table shows
    const chosen = onRates.windows[0]!;
    await page.getByTestId('risk-free').fill('');
    await page.getByTestId('risk-apply').click();
    const explainSharpe = page.getByRole('button', {
      name: `How is this computed? Sharpe ratio · ${formatDate(chosen.from, 'en-US')} – ${formatDate(chosen.to, 'en-US')}`,
    });
    await explainSharpe.click(poll);
    await expect
      .poll(() => page.getByRole('dialog').getByTestId('explain-value').innerText(), poll)
      .toBe(shown('sharpe', chosen.portfolio.sharpe.value));
    await page.keyboard.press('Escape');

    // Back to the standard windows
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect.poll(() => table.locator('thead').innerText(), poll).toMatch(/YTD/);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('PAI and impact detail: the last indicator column and its value are reachable beside the company', async () => {
    const { data: pai } = await client.call('views.paiDetail', {
      params: { portfolioId, set: 1 },
      query: { page: 1 },
    });
    const { data: impact } = await client.call('views.impactDetail', {
      params: { portfolioId },
      query: { page: 1, type: 0 },
    });
    const lastPai = pai.columns.at(-1);
    // more indicators than the six the tables used to show
    expect(pai.columns.length).toBeGreaterThan(6);
    if (!lastPai || !pai.data[0]) throw new Error('no PAI detail');
    const unit = indicatorUnits.find((u) => u.id === lastPai.unit)?.symbol['en-US'] ?? lastPai.unit;

    const { context, page, errors } = await openView('performance/sustainable/sFDRPAI/detail');
    const header = page.getByTestId('pai-detail-table').locator(`thead th[data-column="${lastPai.code}"]`);
    await header.waitFor(poll);
    // a unitless count is headed by its name alone
    expect(await header.innerText()).toBe(unit ? `${lastPai.label} (${unit})` : lastPai.label);
    await header.scrollIntoViewIfNeeded();
    await expect.poll(() => inView(header), poll).toBe(true);
    const firstRow = page.getByTestId('pai-detail-table').locator('tbody tr').first();
    const cell = firstRow.locator(`td[data-column="${lastPai.code}"]`);
    expect(await cell.innerText()).toBe(
      formatNumber(pai.data[0].values[lastPai.code] ?? null, 'en-US', { decimals: 2 }),
    );
    expect(await inView(cell)).toBe(true);
    // Scrolled to the end, the company stays in view beside its figures
    const name = firstRow.locator('td[data-column="name"]');
    expect(await name.innerText()).toBe(pai.data[0].name);
    expect(await inView(name)).toBe(true);

    // Impact detail: every code of the page, the last one reachable too
    const codes = [...new Set(impact.data.flatMap((r) => r.metrics.map((m) => m.code)))];
    expect(codes.length).toBeGreaterThan(6);
    await page.getByRole('link', { name: 'Impact detail' }).click();
    const impactTable = page.getByTestId('impact-detail-table');
    await impactTable.waitFor(poll);
    const headers = await impactTable
      .locator('thead th')
      .evaluateAll((ths) => ths.map((th) => th.getAttribute('data-column')));
    expect(new Set(headers.slice(2))).toEqual(new Set(codes));
    const lastCode = headers.at(-1) ?? '';
    const lastHeader = impactTable.locator(`thead th[data-column="${lastCode}"]`);
    await lastHeader.scrollIntoViewIfNeeded();
    expect(await inView(lastHeader)).toBe(true);
    const firstCompany = impact.data[0];
    if (!firstCompany) throw new Error('no impact detail');
    expect(await impactTable.locator(`tbody tr >> nth=0 >> td[data-column="${lastCode}"]`).innerText()).toBe(
      formatNumber(firstCompany.metrics.find((m) => m.code === lastCode)?.value ?? null, 'en-US', {
        decimals: 2,
      }),
    );
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('every section of every view says it is demo data and its as-of date; ESG coverage as the engine answers', async () => {
    const { data: esg, meta } = await client.call('views.esg', {
      params: { portfolioId },
      query: { page: 1 },
    });
    // the demo dataset's provenance (docs/architecture.md: every data answer carries snapshotVersion, asOf, demo)
    expect(meta.demo).toBe(true);
    if (!meta.asOf) throw new Error('the engine answered no as-of date');
    const asOf = formatDate(meta.asOf, 'en-US');
    const views = [
      ...['summary', 'esg', 'product', 'impact/summary', 'impact/detail', 'controversy/summary'].map(
        (v) => `performance/sustainable/${v}`,
      ),
      ...['controversy/detail', 'sFDRPAI/summary', 'sFDRPAI/detail', 'eu-taxonomy'].map(
        (v) => `performance/sustainable/${v}`,
      ),
      'financial',
      ...['summary', 'holdings', 'assets', 'country', 'currency', 'sector', 'sdgs'].map(
        (v) => `portfolio/${v}`,
      ),
    ];
    const { context, page, errors } = await openView(views[0] ?? '');
    for (const view of views) {
      await page.goto(`${host.url}${results}/${view}?p=${encodeURIComponent(portfolioId)}`);
      const main = page.getByRole('main');
      await main.locator('.mantine-Card-root').first().waitFor(poll);
      await expect.poll(() => main.getByLabel('Loading…').count(), poll).toBe(0);
      const sections = await main.locator('.mantine-Card-root').all();
      for (const section of sections) {
        const text = (await section.innerText()).replace(/\s+/g, ' ');
        expect(text, view).toContain('DEMO DATA');
        expect(text, view).toContain(`Data as of ${asOf}`);
      }
    }

    // ESG: each pillar's coverage badge is the engine's coverage of its portfolio total, one decimal
    await page.goto(`${host.url}${results}/performance/sustainable/esg?p=${encodeURIComponent(portfolioId)}`);
    const coverage = esg.e.portfolioTotal?.coverage?.pct ?? null;
    await expect
      .poll(() => page.getByTestId('esg-e').getByTestId('coverage').innerText(), poll)
      .toBe(`COVERAGE ${formatPercent(coverage, 'en-US', { decimals: 1 })}`.toUpperCase());
    expect(errors).toEqual([]);
    await context.close();

    // In Italian: the same flags in the user's language, the date as Italians write it
    const it = await openView('performance/sustainable/esg', 'it-IT');
    const card = it.page.getByTestId('esg-e');
    await card.getByTestId('demo-data').waitFor(poll);
    expect(await card.getByTestId('demo-data').innerText()).toBe('DATI DIMOSTRATIVI');
    expect(await card.innerText()).toContain(`Dati aggiornati al ${formatDate(meta.asOf, 'it-IT')}`);
    expect(it.errors).toEqual([]);
    await it.context.close();
  }, 180_000);
});

/** Whether the element's box is inside the viewport and not under the table's sticky first column. */
const inView = (locator: ReturnType<Page['locator']>) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const table = el.closest('table');
    const sticky = table?.querySelector('tbody td:first-child, thead th:first-child');
    const stickyRight =
      sticky && sticky !== el && !el.matches(':first-child') ? sticky.getBoundingClientRect().right : 0;
    return (
      box.width > 0 &&
      box.left >= Math.max(0, stickyRight - 1) &&
      box.right <= window.innerWidth &&
      box.top >= 0 &&
      box.bottom <= window.innerHeight
    );
  });
