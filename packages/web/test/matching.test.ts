import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createClient, type Locale, readCsvTable } from '@esgkit/core';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  desktop,
  horizontalOverflow,
  logInThroughForm,
  openPage,
  phone390,
  shouldRunBrowserTests,
} from './helpers/browser.ts';
import { hostAndChromium, openSignedInPage } from './helpers/chromium-suite.ts';
import type { TestHost } from './helpers/host.ts';
import { answerQuestionnaire, MATCHING_RESEARCH, runMatchingToResults } from './helpers/matching.ts';

// Issue 27, Matching in Chromium against the real host and engine on the small demo universe: a Premium user answers
// the questionnaire (refused first with the spec's messages), gets the proposal, opens every result branch of the
// proposed portfolio (performance, financial, portfolio) and saves it as a client; a Professional user sees Matching
// disabled with the no-access tooltip (doc 1 §6); the questionnaire and results in it-IT and at 390 px.

// screenshots of the questionnaire and the results at 1440 and 390 px with ESGKIT_MATCHING_SHOTS=dir
const SHOTS = process.env.ESGKIT_MATCHING_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
describe.runIf(shouldRunBrowserTests())('Data Hub matching in Chromium', () => {
  let host: TestHost;
  let browser: Browser;
  let premium: { email: string; password: string };
  let token: string;

  hostAndChromium((started) => ({ host, browser } = started));
  beforeAll(async () => {
    premium = await host.createUser('premium', { firstName: 'Ada', lastName: 'Lovelace' });
    const anonymous = createClient({ baseUrl: host.url, fetch, locale: 'en-US' });
    token = (await anonymous.call('auth.login', { body: premium })).data.token;
    if (SHOTS) await mkdir(SHOTS, { recursive: true });
  });

  it('takes a Premium user from the questionnaire to the proposal, every result view and a saved client', async () => {
    const { context, page, errors } = await openPage(browser);
    await logInThroughForm(page, host.url, premium);
    await page.getByTestId('menu-datahub').click();
    expect(await page.getByTestId('menu-matching').isDisabled()).toBe(false);
    await page.getByTestId('menu-matching').click();
    await page.waitForURL((u) => u.pathname === MATCHING_RESEARCH);

    // nothing answered: the spec's three messages (doc 1 §5), and nothing sent
    await page.getByRole('button', { name: 'Find matching funds' }).click();
    await page
      .getByTestId('matching-sdgs-error')
      .getByText('Please select at least 3 of the 17 SDGs.')
      .waitFor();
    await page.getByTestId('matching-risk-error').getByText('Please select a risk level.').waitFor();
    await page.getByTestId('matching-goals-error').getByText('Please select your goals.').waitFor();
    expect(page.url()).toContain(MATCHING_RESEARCH);
    // each goal has its name and its colour tile; each risk level its cap and sentence
    expect(await page.getByTestId('sdg-13').getAttribute('aria-label')).toBe('13. Climate Action');
    await page.getByTestId('risk-2').getByText('Volatility up to 12% a year').waitFor();
    await page
      .getByTestId('risk-2')
      .getByText(/yearly swings of up to about 12 %/)
      .waitFor();

    await answerQuestionnaire(page, 'Retirement');
    expect(await page.getByTestId('sdg-6').getAttribute('aria-pressed')).toBe('true');
    await page.getByText('3 of 17 picked').waitFor();
    // an optional exclusion, screening's types and bands
    await page.getByRole('combobox', { name: 'Exclusions', exact: true }).click();
    await page.getByRole('option', { name: 'Tobacco' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('matching-pai').check();
    await shot(page, 'questionnaire-1440-en-US');

    const run = page.getByTestId('matching-run');
    await run.click();
    // the Run button waits while the match and the lookup chain run
    await expect.poll(() => run.isDisabled()).toBe(true);
    await page.waitForURL((u) => u.pathname.startsWith('/platform/datahub/matching/results/'), {
      timeout: 120_000,
    });
    const funds = page.getByTestId('matching-funds');
    await funds.waitFor({ timeout: 30_000 });
    await shot(page, 'results-1440-en-US');

    // the proposal: weights summing to 100 %, each fund with why (its SDG contributions and reasons) and MiFID
    const weights = (await funds.locator('tbody td[data-column="weight"]').allInnerTexts()).map((w) =>
      Number.parseFloat(w.replace(/[^\d.]/g, '')),
    );
    expect(weights.length).toBeGreaterThan(0);
    expect(weights.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 1);
    const firstFund = funds.locator('tbody tr').first();
    for (const sdg of [6, 7, 13]) await firstFund.getByTestId(`fit-sdg-${sdg}`).waitFor();
    expect(await firstFund.locator('li').count()).toBeGreaterThan(0);
    expect(['met', 'notMet', 'noData']).toContain(
      await firstFund.getByTestId('mifid-principalAdverseImpacts').getAttribute('data-status'),
    );
    // the trade-off: levels 1, 2 (chosen) and 3
    const levels = await page
      .getByTestId('matching-frontier')
      .locator('tbody td[data-column="level"]')
      .allInnerTexts();
    expect(levels.map((l) => l.trim().slice(0, 2))).toEqual(['1.', '2.', '3.']);
    expect(levels[1]).toMatch(/chosen/i);
    await page.getByTestId('matching-near-misses').or(page.getByText('No other fund came close.')).waitFor();
    // the match as CSV: a row per proposed fund, with the weight the table shows
    const download = page.waitForEvent('download');
    await page.getByTestId('matching-export-csv').click();
    const csv = readCsvTable(readFileSync(await (await download).path(), 'utf8'));
    const csvNames = csv.records.map((record) => record.cells[1]);
    const tableNames = (await funds.locator('tbody td[data-column="fund"]').allInnerTexts()).map((cell) =>
      cell.split('\n')[0]!.trim(),
    );
    for (const name of tableNames) expect(csvNames).toContain(name);

    // the same views as a lookup: sustainable summary, financial, portfolio (doc 1 §2)
    expect(new URL(page.url()).pathname).toBe(
      '/platform/datahub/matching/results/performance/sustainable/summary',
    );
    const branches = page.getByRole('navigation', { name: 'Result views' });
    await branches.getByRole('link', { name: 'Financial' }).click();
    await page.waitForURL((u) => u.pathname === '/platform/datahub/matching/results/financial');
    await branches.getByRole('link', { name: 'Portfolio' }).click();
    await page.waitForURL((u) => u.pathname === '/platform/datahub/matching/results/portfolio/summary');
    await page.getByRole('navigation', { name: 'Portfolio' }).getByRole('link', { name: 'Holdings' }).click();
    await page.getByTestId('holdings-table').waitFor({ timeout: 30_000 });
    // a reload keeps the proposal (the tab's, by the portfolio in the URL)
    await page.reload();
    await page.getByTestId('matching-funds').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('matching-lost').count()).toBe(0);

    await page.getByTestId('save-as-client').click();
    await page
      .getByRole('dialog')
      .getByLabel(/^First name/)
      .fill('Grace');
    await page
      .getByRole('dialog')
      .getByLabel(/^Last name/)
      .fill('Hopper');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => /^\/platform\/client\/[^/]+\/information$/.test(u.pathname));
    const clients = createClient({ baseUrl: host.url, fetch, auth: { token }, locale: 'en-US' });
    const saved = (await clients.call('clients.list')).data.find((c) => c.lastname === 'Hopper');
    expect(saved).toBeDefined();
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it('shows a Professional user Matching disabled with the no-access tooltip', async () => {
    const { context, page, errors } = await openPage(browser);
    const professional = await host.createUser('professional', { firstName: 'Emmy', lastName: 'Noether' });
    await logInThroughForm(page, host.url, professional);
    await page.getByTestId('menu-datahub').click();
    const entry = page.getByTestId('menu-matching');
    await entry.waitFor();
    expect(await entry.isDisabled()).toBe(true);
    expect(await entry.getAttribute('data-no-access')).toBe('true');
    await entry.hover({ force: true });
    await page.getByRole('tooltip').getByText("Your account doesn't have access to this feature.").waitFor();
    // Lookup and Screening stay open to Professional
    expect(await page.getByTestId('menu-lookup').isDisabled()).toBe(false);
    await page.goto(`${host.url}${MATCHING_RESEARCH}`);
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    expect(await page.getByTestId('matching-run').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  // the questionnaire and the results at 1440 and 390 px, and in it-IT
  for (const [locale, viewport] of [
    ['en-US', phone390],
    ['it-IT', desktop],
    ['it-IT', phone390],
  ] as [Locale, typeof desktop][])
    it(`answers and shows the results in ${locale} at ${viewport.width} px`, async () => {
      const { context, page, errors } = await openSignedInPage(
        browser,
        host.url,
        { token },
        { viewport, locale },
      );
      await page.goto(`${host.url}${MATCHING_RESEARCH}`);
      const it = locale === 'it-IT';
      await page.getByRole('heading', { name: it ? 'Livello di rischio' : 'Risk level' }).waitFor();
      if (it) {
        expect(await page.getByTestId('sdg-13').getAttribute('aria-label')).toBe(
          '13. Lotta contro il cambiamento climatico',
        );
        await page.getByRole('button', { name: 'Trova i fondi adatti' }).click();
        await page.getByText('Seleziona almeno 3 dei 17 SDG.').first().waitFor();
      }
      await answerQuestionnaire(page, it ? 'Pensione' : 'Retirement');
      expect(await horizontalOverflow(page)).toBe(0);
      await shot(page, `questionnaire-${viewport.width}-${locale}`);
      await runMatchingToResults(page, it ? 'Trova i fondi adatti' : 'Find matching funds');
      await page.getByRole('heading', { name: it ? 'Portafoglio proposto' : 'Proposed portfolio' }).waitFor();
      // on a phone each proposed fund is a card with its weight and why
      if (viewport === phone390)
        expect(await page.getByTestId('matching-fund-card').count()).toBeGreaterThan(0);
      expect(await horizontalOverflow(page)).toBe(0);
      await shot(page, `results-${viewport.width}-${locale}`);
      expect(errors).toEqual([]);
      await context.close();
    }, 300_000);
});
