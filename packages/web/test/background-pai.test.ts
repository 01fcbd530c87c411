import { createClient, createTranslator } from '@esgkit/core';
import type { Browser, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, shouldRunBrowserTests } from './helpers/browser.ts';
import { hostAndChromium, openSignedInPage } from './helpers/chromium-suite.ts';
import type { TestHost } from './helpers/host.ts';

// Issue 22 item 4: the PAI chain starts on its own in the background when a lookup or a client chain ends (spec doc 1
// §4), with its progress and completion notice (en-US and it-IT); Export PDF, disabled meanwhile, says why; a reload
// or another view and back shows the same run, never a second one.
// In a real Chromium against the real host and engine.
const poll = { timeout: 60_000 };

describe.runIf(shouldRunBrowserTests())('the PAI chain in the background in Chromium', () => {
  let host: TestHost;
  let browser: Browser;
  hostAndChromium((started) => ({ host, browser } = started));

  const field = (page: Page, label: string) =>
    page.getByRole('main').getByLabel(new RegExp(`^${label}( \\*)?$`));
  const signIn = async (page: Page) => {
    const user = await host.createUser('professional', { firstName: 'Rosalind', lastName: 'Franklin' });
    await page.goto(`${host.url}/login`);
    await field(page, 'Email').fill(user.email);
    await field(page, 'Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/platform/chat');
    await page.goto(`${host.url}/platform/datahub/lookup/research`);
  };
  const viewText = async (page: Page): Promise<string> => {
    const main = page.getByRole('main');
    await page.getByRole('navigation', { name: 'Result views' }).waitFor(poll);
    await expect.poll(() => main.getByLabel('Loading…').count(), poll).toBe(0);
    return (await main.innerText()).replace(/\s+/g, ' ');
  };
  /** The PAI step requests the page makes (`1/1` … `3/2`, `pai-date`), in order. */
  const recordPaiSteps = (page: Page): string[] => {
    const steps: string[] = [];
    page.on('request', (request) => {
      const step = /\/chain\/(pai\/\d\/\d|pai-date)$/.exec(new URL(request.url()).pathname)?.[1];
      if (step && request.method() !== 'OPTIONS') steps.push(step);
    });
    return steps;
  };

  it('runs PAI after a new client, shows why Export PDF waits, and continues the same run after a reload', async () => {
    const { context, page, errors, allow } = await openPage(browser);
    // the held step's request is aborted by the reload
    allow(/net::ERR_FAILED|Failed to fetch/);
    await signIn(page);
    const steps = recordPaiSteps(page);
    // Hold the second PAI step until the page reloads: the run is under way when it does
    let held: Route | null = null;
    await page.route('**/chain/pai/1/2', (route) => {
      if (held === null) held = route;
      else void route.continue();
    });

    await page.goto(`${host.url}/platform/portfoliohub/add_client`);
    await field(page, 'First name').fill('Ada');
    await field(page, 'Last name').fill('Lovelace');
    await field(page, 'Date of first investment').fill('2024-10-01');
    await page.getByTestId('portfolio-input-0').fill('URTH');
    await page.getByTestId('portfolio-weight-0').fill('100');
    await page.getByRole('button', { name: 'Create client' }).click();
    await page.waitForURL((url) => /^\/platform\/client\/[^/]+\/information$/.test(url.pathname), poll);

    // The PAI chain runs on its own, with its progress; Export PDF is disabled and says why
    await page.getByTestId('pai-progress').waitFor(poll);
    const pdf = page.getByTestId('export-pdf');
    expect(await pdf.isDisabled()).toBe(true);
    await expect.poll(() => held !== null, poll).toBe(true);
    // the first of the 9 PAI steps is done while the second is held: 1/9 of the way, rounded (spec doc 1 §4: 0 → 100)
    await expect
      .poll(() => page.getByTestId('pdf-reason').textContent(), poll)
      .toBe('PDF export waits: PAI being calculated — 11%');

    // A reload while it runs: the run continues from the held step, the first step is not requested again
    await page.reload();
    await page.getByRole('heading', { name: 'Ada Lovelace', level: 1 }).waitFor(poll);
    await page.getByText('The PAI calculation is complete.').waitFor(poll);
    await page
      .getByTestId('pai-status')
      .getByText(/^PAI calculated on /)
      .waitFor(poll);
    expect(steps).toEqual([
      'pai/1/1',
      'pai/1/2',
      'pai/1/2',
      'pai/1/3',
      'pai/1/4',
      'pai/2/1',
      'pai/2/2',
      'pai/3/1',
      'pai/3/2',
      'pai-date',
    ]);
    expect(await pdf.isDisabled()).toBe(false);
    expect(await page.getByTestId('pdf-reason').count()).toBe(0);

    // The client's PAI view shows its figures: nothing left to calculate
    await page.goto(page.url().replace(/\/information$/, '/performance/sustainable/sFDRPAI/summary'));
    const text = await viewText(page);
    expect(await page.getByTestId('pai-calculate').count()).toBe(0);
    expect(text).toMatch(/\d+(\.\d+)?%/);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('runs PAI after a lookup: its progress on the results and on the PAI view, then the figures without a click', async () => {
    const { context, page, errors, allow } = await openPage(browser);
    // the PAI view answers 409 while the calculation runs (doc 1 §4)
    allow(/status of 409/);
    await signIn(page);
    const steps = recordPaiSteps(page);
    // Hold the second PAI step until the PAI view is open: the run is under way when the user gets there
    let held: Route | null = null;
    await page.route('**/chain/pai/1/2', (route) => {
      if (held === null) held = route;
      else void route.continue();
    });
    await page.getByLabel('Fund or company').fill('URTH');
    await page.getByTestId('search-results').getByRole('button').first().click();
    await page.getByTestId('open-security').click();
    await page.waitForURL((url) => url.pathname.includes('/lookup/results/'), poll);
    await page.getByTestId('pai-progress').waitFor(poll);
    await expect.poll(() => held !== null, poll).toBe(true);

    // Another view and back to the PAI view while it runs: the same run's progress, no button, no second run
    await page.getByRole('main').locator('a[href*="/sFDRPAI/summary"]').first().click();
    const calculate = page.getByTestId('pai-calculate');
    await calculate.getByLabel('PAI calculation progress').waitFor(poll);
    expect(await calculate.getByRole('button').count()).toBe(0);
    void (held as Route | null)?.continue();

    // It completes by itself: the notice, then the figures
    await page.getByText('The PAI calculation is complete.').waitFor(poll);
    await calculate.waitFor({ state: 'detached', ...poll });
    await page.getByTestId('pai-progress').waitFor({ state: 'detached' });
    expect(await viewText(page)).toMatch(/\d+(\.\d+)?%/);
    expect(steps).toEqual([
      'pai/1/1',
      'pai/1/2',
      'pai/1/3',
      'pai/1/4',
      'pai/2/1',
      'pai/2/2',
      'pai/3/1',
      'pai/3/2',
      'pai-date',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('speaks Italian: the progress and the completion notice after a lookup in it-IT', async () => {
    const t = createTranslator('it-IT');
    const user = await host.createUser('premium', { firstName: 'Laura', lastName: 'Bassi' });
    const anonymous = createClient({ baseUrl: host.url, fetch, locale: 'it-IT' });
    const { data: session } = await anonymous.call('auth.login', { body: user });
    const { context, page, errors } = await openSignedInPage(
      browser,
      host.url,
      { token: session.token, accessLevel: 3 },
      { locale: 'it-IT' },
    );
    let held: Route | null = null;
    await page.route('**/chain/pai/1/2', (route) => {
      if (held === null) held = route;
      else void route.continue();
    });
    await page.goto(`${host.url}/platform/datahub/lookup/research`);
    await page.getByLabel(t('web.lookup.searchLabel')).fill('URTH');
    await page.getByTestId('search-results').getByRole('button').first().click();
    await page.getByTestId('open-security').click();
    await page.waitForURL((url) => url.pathname.includes('/lookup/results/'), poll);
    await expect.poll(() => held !== null, poll).toBe(true);
    // one step of nine done: 11 %, written the Italian way
    await expect
      .poll(() => page.getByTestId('pai-progress').innerText(), poll)
      .toContain('Calcolo dei PAI in background: 11%');
    void (held as Route | null)?.continue();
    await page.getByText('Il calcolo dei PAI è terminato.').waitFor(poll);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
