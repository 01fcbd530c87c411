import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ApiClient, createClient, type Locale, paiChain, readCsvTable, runChain } from '@esgkit/core';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shouldRunBrowserTests } from './helpers/browser.ts';
import { hostAndChromium, openSignedInPage } from './helpers/chromium-suite.ts';
import type { TestHost } from './helpers/host.ts';
import { RESULT_VIEWS_SETUP_MS } from './helpers/lookup.ts';

// Issue 31's web journey against the real host and engine (small demo universe): a Professional user opens the demo
// client's PAI view, opens "How is this computed?" on PAI 2, sees the formula and the contributors, downloads the
// terms CSV and finds that its term column adds up to the figure the view shows; a risk figure opens too; it-IT and
// a 390 px phone. Screenshots in $ESGKIT_SHOTS_DIR when set.

const poll = { timeout: 30_000 };
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

/** A number as a locale prints it ("1,234.56" / "1.234,56") read back. */
const numberOf = (text: string, locale: Locale) => {
  const digits = /-?[\d.,]+/.exec(text)?.[0] ?? '';
  return Number(
    locale === 'it-IT' ? digits.replaceAll('.', '').replace(',', '.') : digits.replaceAll(',', ''),
  );
};

describe.runIf(shouldRunBrowserTests())('"How is this computed?" in Chromium (issue 31)', () => {
  let host: TestHost;
  let browser: Browser;
  let session: { token: string; accessLevel: number };
  let clientBase = '';
  const shots = process.env.ESGKIT_SHOTS_DIR;
  hostAndChromium((started) => ({ host, browser } = started));

  beforeAll(async () => {
    const user = await host.createUser('professional', { firstName: 'Émilie', lastName: 'du Châtelet' });
    const anonymous = createClient({ baseUrl: host.url, fetch, locale: 'en-US' });
    const { data } = await anonymous.call('auth.login', { body: user });
    session = data;
    const api: ApiClient = createClient({
      baseUrl: host.url,
      fetch,
      auth: { token: data.token },
      locale: 'en-US',
    });
    const { data: clients } = await api.call('clients.list');
    const demo = clients.find((c) => c.portfolio);
    if (!demo?.portfolio) throw new Error('no demo client with a portfolio');
    const outcome = await runChain(paiChain, {
      client: api,
      clientId: demo.id,
      portfolioId: demo.portfolio.id,
    });
    if (outcome.status !== 'completed') throw new Error(`PAI chain ${outcome.status}`);
    clientBase = `/platform/client/${demo.id}`;
  }, RESULT_VIEWS_SETUP_MS);

  const shot = async (page: Page, name: string) => {
    if (!shots) return;
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, name) });
  };

  /** Opens PAI 2's dialog on the client's PAI view; the value the view prints for it. */
  const openPai2 = async (page: Page) => {
    await page.goto(`${host.url}${clientBase}/performance/sustainable/sFDRPAI/summary`);
    const control = page.getByTestId('explain-pai:t1_2');
    await control.waitFor(poll);
    const cell = control.locator('xpath=..');
    const shown = (await cell.textContent()) ?? '';
    await control.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('explain-trace').waitFor(poll);
    return { dialog, shown };
  };

  for (const [locale, viewport, texts] of [
    ['en-US', desktop, { title: 'How this figure is computed', csv: 'Download terms (CSV)' }],
    ['it-IT', phone, { title: 'Come si calcola questo valore', csv: 'Scarica i termini (CSV)' }],
  ] as const) {
    it(`${locale} at ${viewport.width} px: PAI 2's derivation, and its terms CSV adds up to the figure shown`, async () => {
      const { context, page, errors } = await openSignedInPage(browser, host.url, session, {
        viewport,
        locale,
      });
      const { dialog, shown } = await openPai2(page);
      await expect.poll(() => dialog.getAttribute('aria-labelledby')).toBeTruthy();
      await page.getByRole('dialog', { name: texts.title }).waitFor();
      // the formula typeset, the method with its version, the contributors
      expect(await dialog.locator('[data-testid="method-formula"] .katex').count()).toBe(1);
      expect(await dialog.getByTestId('explain-method-link').getAttribute('href')).toMatch(
        /^\/platform\/documentation\/methodologies#method-pai-/,
      );
      const rows = await dialog.locator('[data-testid="explain-contributors"] tbody tr').count();
      expect(rows).toBeGreaterThan(0);
      // the dialog's figure is the view's
      expect(numberOf((await dialog.getByTestId('explain-value').textContent()) ?? '', locale)).toBe(
        numberOf(shown, locale),
      );
      await shot(page, `explain-pai2-${locale}-${viewport.width}.png`);

      // the terms CSV, read as Excel reads the app's CSV: Σ term is the figure the view prints
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: texts.csv }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.csv$/);
      const { delimiter, records } = readCsvTable(readFileSync(await file.path(), 'utf8'));
      expect(delimiter).toBe(locale === 'it-IT' ? ';' : ',');
      const termColumn = records[0]!.cells.indexOf(locale === 'it-IT' ? 'Termine' : 'Term');
      expect(termColumn).toBeGreaterThan(0);
      // the excluded holdings follow the terms, without a term
      const terms = records
        .slice(1)
        .map((r) => r.cells[termColumn]!)
        .filter((cell) => cell !== '')
        .map((cell) => numberOf(cell, locale));
      expect(terms.length).toBeGreaterThanOrEqual(rows);
      const sum = terms.reduce((s, x) => s + x, 0);
      expect(sum.toFixed(2)).toBe(numberOf(shown, locale).toFixed(2));

      // Esc closes it, and the focus is back on the page
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count(), poll).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }

  it('a risk figure opens its derivation too', async () => {
    const { context, page, errors } = await openSignedInPage(browser, host.url, session, {
      viewport: desktop,
    });
    await page.goto(`${host.url}${clientBase}/performance/financial`);
    const control = page.getByTestId('explain-risk:sharpe:y1');
    await control.waitFor(poll);
    await control.click();
    const dialog = page.getByRole('dialog', { name: 'How this figure is computed' });
    await dialog.getByTestId('explain-trace').waitFor(poll);
    expect(await dialog.getByTestId('explain-figure-label').textContent()).toMatch(/Sharpe/);
    expect(await dialog.locator('[data-testid="explain-steps"] tbody tr').count()).toBeGreaterThan(1);
    await shot(page, 'explain-risk-en-US-1440.png');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
