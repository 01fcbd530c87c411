import { createClient } from '@esgkit/core';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shouldRunBrowserTests } from './helpers/browser.ts';
import { hostAndChromium, openSignedInPage } from './helpers/chromium-suite.ts';
import type { TestHost } from './helpers/host.ts';
import { columnText, pick, runScreen, SCREENING_PATH, settled } from './helpers/screening.ts';

// Issue 26: "Browser journeys (Chromium, both languages)". The fund and country journeys of screening.test.ts for an
// it-IT user: every label the steps find and every message they read is the Italian one (core's it-IT table).

const RUN = 'Avvia lo screening';

describe.runIf(shouldRunBrowserTests())('Data Hub screening in Chromium, in Italian', () => {
  let host: TestHost;
  let browser: Browser;
  let token: string;

  hostAndChromium((started) => ({ host, browser } = started));
  beforeAll(async () => {
    const user = await host.createUser('premium', { firstName: 'Maria', lastName: 'Agnesi' });
    const anonymous = createClient({ baseUrl: host.url, fetch, locale: 'it-IT' });
    token = (await anonymous.call('auth.login', { body: user })).data.token;
  });

  const signedIn = () => openSignedInPage(browser, host.url, { token }, { locale: 'it-IT' });

  it('screens countries by region (Europa) with their pillar scores', async () => {
    const { context, page, errors } = await signedIn();
    await page.goto(`${host.url}${SCREENING_PATH}/country`);
    await page.getByRole('heading', { name: 'Paesi', level: 1 }).waitFor();
    await pick(page, 'Regioni', 'Europa');
    await runScreen(page, RUN);
    expect((await columnText(page, 'country-results', 'name')).length).toBeGreaterThan(0);
    for (const region of await columnText(page, 'country-results', 'region')) expect(region).toBe('Europa');
    expect(errors).toEqual([]);
    await context.close();
  });

  // last: opening a fund's results starts its lookup and the background PAI chain, which keep the engine busy
  it('screens funds with three filters, sorts, finds nothing (noResultsScreening) and opens a fund’s results', async () => {
    const { context, page, errors } = await signedIn();
    await page.goto(`${host.url}${SCREENING_PATH}/fund`);
    await page.getByTestId('screening-not-run').getByText('Scegli i filtri e avvia lo screening.').waitFor();
    await pick(page, 'Asset class', 'Azionario');
    await pick(page, 'Articoli SFDR', /Articolo 8/);
    // the decimal comma of it-IT
    await page.getByRole('textbox', { name: 'TER massimo (%)' }).fill('1,5');
    await runScreen(page, RUN);
    const url = new URL(page.url());
    expect(url.searchParams.get('assetClasses')).toBe('equity');
    expect(url.searchParams.get('sfdr')).toBe('8');
    expect(url.searchParams.get('maxTer')).toBe('1.5');
    await page.getByText(/^Risultati: \d+$/).waitFor();
    for (const article of await columnText(page, 'fund-results', 'sfdrArticle')) expect(article).toBe('8');
    for (const ter of await columnText(page, 'fund-results', 'terPct'))
      expect(Number.parseFloat(ter.replace(',', '.'))).toBeLessThanOrEqual(1.5);

    const sort = page.getByRole('button', { name: /^Ordina per .*TER/ });
    await sort.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('terPct');
    await page.locator('th[data-column="terPct"][aria-sort="ascending"]').waitFor();
    await sort.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe('desc');
    await settled(page);

    await page.getByTestId('screening-find').fill('zzzz-nessun-fondo');
    await page
      .getByTestId('no-results')
      .getByText('Nessun risultato dallo screening, prova con meno filtri.')
      .waitFor();
    await page.getByTestId('screening-find').fill('');
    await page.getByTestId('fund-results').waitFor({ timeout: 30_000 });

    // the row's actions speak Italian too
    await page
      .getByTestId('fund-results')
      .getByRole('button', { name: 'Aggiungi al portafoglio di ricerca' })
      .first()
      .click();
    await page
      .getByTestId('alert')
      .getByText(/è stato aggiunto al tuo portafoglio di ricerca\./)
      .waitFor();
    await page.getByTestId('fund-results').getByRole('link', { name: 'Vedi i risultati' }).first().click();
    await page.waitForURL((u) => u.pathname.startsWith('/platform/datahub/lookup/results/'), {
      timeout: 60_000,
    });
    expect(new URL(page.url()).searchParams.get('p')).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });
});
