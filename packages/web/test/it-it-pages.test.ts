import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTranslator, datasetLabel } from '@esgkit/core';
import { englishWordsIn } from '@esgkit/core/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shouldRunBrowserTests } from './helpers/browser.ts';
import { hostAndChromium, openSignedInPage } from './helpers/chromium-suite.ts';
import type { TestHost } from './helpers/host.ts';
import { signedInLookup } from './helpers/lookup.ts';

// Issue 22 item 9: pages an Italian user opens in the first hour, in Chromium at 1440 px (screenshots in
// $ESGKIT_SHOTS_DIR when set): date fields ask for aaaa-mm-gg, the client form names the Italian CSV headers the
// portfolio reader accepts, and the sector breakdown of the small demo shows Italian sector names.

const poll = { timeout: 15_000 };
const t = createTranslator('it-IT');

describe.runIf(shouldRunBrowserTests())('pages in it-IT in Chromium', () => {
  let host: TestHost;
  let browser: Browser;
  let token = '';
  let portfolioId = '';
  const shots = process.env.ESGKIT_SHOTS_DIR;

  hostAndChromium((started) => ({ host, browser } = started));
  beforeAll(async () => {
    ({ token, portfolioId } = await signedInLookup(host, {
      investmentDay: '2024-10-01',
      names: { firstName: 'Laura', lastName: 'Bassi' },
    }));
    if (shots) mkdirSync(shots, { recursive: true });
  }, 240_000);

  /** A page in it-IT signed in with the test's session, at `path`. */
  const open = async (path: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> => {
    const opened = await openSignedInPage(browser, host.url, { token, accessLevel: 3 }, { locale: 'it-IT' });
    await opened.page.goto(`${host.url}${path}`);
    return opened;
  };
  const shot = async (page: Page, name: string) => {
    if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
  };
  /** The placeholders of the date fields on the page (a date format: letters-letters-letters). */
  const placeholders = async (page: Page) =>
    (
      await page
        .locator('main input[placeholder]')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).placeholder))
    ).filter((p) => /^[a-z]{4}-[a-z]{2}-[a-z]{2}$/.test(p));

  it('the lookup form asks for the first investment day as aaaa-mm-gg', async () => {
    const { context, page, errors } = await open('/platform/datahub/lookup/research');
    await page.getByRole('tab', { name: 'Portafoglio' }).click(poll);
    await page.getByLabel('Data del primo investimento', { exact: true }).waitFor(poll);
    await shot(page, 'lookup');
    expect(await placeholders(page)).toEqual(['aaaa-mm-gg']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('research shows a fund’s category and a company’s sector in Italian', async () => {
    const { context, page, errors } = await open('/platform/datahub/lookup/research');
    const facts = page.getByTestId('security-facts');
    const research = async (query: string, name: RegExp) => {
      await page.getByLabel(t('web.lookup.searchLabel')).fill(query);
      await page.getByTestId('search-results').getByRole('button', { name }).first().click(poll);
      await facts.waitFor(poll);
    };
    await research('URTH', /World Equity/);
    await facts
      .getByText(datasetLabel('fundCategory', 'Global Large-Cap Blend Equity', 'it-IT'))
      .first()
      .waitFor(poll);
    await shot(page, 'research-fund');
    // the security's name (the title, the card's first heading; the fund's scores and ratings have their own) is the
    // data's own
    const withoutName = async () =>
      (await facts.innerText()).replace(await facts.getByRole('heading', { level: 3 }).innerText(), '');
    expect(englishWordsIn(await withoutName())).toEqual([]);
    await research('US0001000001', /Yarrow/);
    await facts.getByText(t('web.lookup.marketCap')).waitFor(poll);
    await shot(page, 'research-company');
    expect(englishWordsIn(await withoutName())).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the new-client form names the Peso column and asks for aaaa-mm-gg', async () => {
    const { context, page, errors } = await open('/platform/portfoliohub/add_client');
    const hint = page.getByText(/^Un CSV con una colonna ISIN/).first();
    await hint.waitFor(poll);
    await shot(page, 'add-client');
    expect(englishWordsIn(await hint.innerText())).toEqual([]);
    expect(await hint.innerText()).toMatch(/Peso/);
    expect(await placeholders(page)).toEqual(['aaaa-mm-gg']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the risk window asks for aaaa-mm-gg; the sector breakdown names Italian sectors', async () => {
    const risk = await open(
      `/platform/datahub/lookup/results/financial?p=${encodeURIComponent(portfolioId)}`,
    );
    await risk.page.getByTestId('risk-table').waitFor(poll);
    await shot(risk.page, 'risk');
    // the risk window and the daily performance window, from and to each
    expect(await placeholders(risk.page)).toEqual(['aaaa-mm-gg', 'aaaa-mm-gg', 'aaaa-mm-gg', 'aaaa-mm-gg']);
    await risk.context.close();

    const sectors = await open(
      `/platform/datahub/lookup/results/portfolio/sector?p=${encodeURIComponent(portfolioId)}`,
    );
    const main = sectors.page.locator('main');
    await main
      .getByText(datasetLabel('sector', 'Industrials', 'it-IT'))
      .first()
      .waitFor(poll);
    await shot(sectors.page, 'sectors');
    const text = await main.innerText();
    for (const english of ['Information Technology', 'Financials', 'Health Care', 'Industrials'])
      expect(text).not.toContain(english);
    expect(sectors.errors).toEqual([]);
    await sectors.context.close();
  });
});
