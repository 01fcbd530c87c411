import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInThroughForm, openPage, shouldRunBrowserTests } from './helpers/browser.ts';
import { hostAndChromium } from './helpers/chromium-suite.ts';
import type { TestHost } from './helpers/host.ts';

// Issue 23: a read that fails shows its error and a retry, never the page's "nothing here" (which would be a lie).
const poll = { timeout: 15_000 };

describe.runIf(shouldRunBrowserTests())('failed reads in Chromium', () => {
  let host: TestHost;
  let browser: Browser;
  hostAndChromium((started) => ({ host, browser } = started));

  const signIn = async (page: Page) => {
    const user = await host.createUser('professional', { firstName: 'Rosalind', lastName: 'Franklin' });
    await logInThroughForm(page, host.url, user, {
      landsOn: '/platform/chat',
      timeout: 60_000,
    });
  };

  it('a failing client list shows the error and a retry, not "no clients"; the retry shows the clients', async () => {
    const { page, errors, allow } = await openPage(browser);
    allow(/status of 500/);
    await signIn(page);
    // the engine answers the client list with a 500 until the route is released
    const clientsList = (url: URL) => url.pathname === '/api/v1/clients';
    await page.route(clientsList, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'anErrorHasOccurred', message: 'boom' } }),
          })
        : route.continue(),
    );
    await page.goto(`${host.url}/platform/portfoliohub/clients`);
    await page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor();
    const failure = page.getByTestId('query-error');
    await failure.waitFor(poll);
    expect(await failure.textContent()).toContain('An error has occurred, please try again later');
    expect(await page.getByText('No clients yet').count()).toBe(0);

    // the engine answers again: Retry shows the list (the Professional demo client)
    await page.unroute(clientsList);
    await page.getByTestId('query-retry').click();
    await expect.poll(() => failure.count(), poll).toBe(0);
    await page.getByTestId('client-card').first().waitFor(poll);
    expect(errors).toEqual([]);
  });

  it('a failing profile shows the error on Account info, not a placeholder that never ends', async () => {
    const { page, allow } = await openPage(browser);
    allow(/status of 500/);
    await signIn(page);
    await page.route(
      (url) => url.pathname === '/api/v1/me/profile',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'anErrorHasOccurred', message: 'boom' } }),
        }),
    );
    await page.goto(`${host.url}/platform/profile/account_info`);
    await page.getByTestId('query-error').waitFor(poll);
    expect(await page.getByTestId('query-error').textContent()).toContain('An error has occurred');
  });

  it('a language that fails to download shows why and a reload (in Italian too), not a blank page', async () => {
    const { page, errors, allow } = await openPage(browser, { locale: 'it-IT' });
    allow(/Failed to load|Failed to fetch|net::ERR_FAILED|dynamically imported module/);
    // the Italian translations' chunk is cut (a dropped connection, or a deploy that replaced the chunks)
    const italian = (url: URL) => /\/assets\/it-it-[^/]*\.js$/.test(url.pathname);
    await page.route(italian, (route) => route.abort('failed'));
    await page.goto(`${host.url}/`);
    const failure = page.getByTestId('load-failure');
    await failure.waitFor(poll);
    expect(await failure.textContent()).toContain('ricarica la pagina');
    // the connection is back: Reload shows the app, in Italian
    await page.unroute(italian);
    await page.getByRole('button', { name: 'Ricarica' }).click();
    await expect.poll(() => failure.count(), poll).toBe(0);
    await page
      .getByRole('button', { name: /Accedi/ })
      .first()
      .waitFor(poll);
    expect(errors.filter((e) => !/it-it/.test(e))).toEqual([]);
  });
});
