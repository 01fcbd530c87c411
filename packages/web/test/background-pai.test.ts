import { createClient, createTranslator } from '@esgkit/core';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, shouldRunBrowserTests } from './helpers/browser.ts';
import { holdPaiStep } from './helpers/chain-jobs.ts';
import { hostAndChromium, openSignedInPage } from './helpers/chromium-suite.ts';
import type { TestHost } from './helpers/host.ts';

// Issue 22 item 4: the PAI chain starts on its own in the background when a lookup or a client chain ends (spec doc 1
// §4), with its progress and completion notice (en-US and it-IT); Export PDF, disabled meanwhile, says why; a reload
// or another view and back shows the same run, never a second one. Issue 32: the run is a chain job in the engine
// that the page follows (one start, then polls of that job).
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
  /**
   * The chain requests the page makes (issue 32: the engine runs the chain as a job the page follows): the job
   * starts (`chain.start`'s body), the job ids it reads (`chain.job`), and any per-step chain route.
   */
  const recordChainCalls = (page: Page) => {
    const calls = { starts: [] as string[], polls: [] as string[], steps: [] as string[] };
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'OPTIONS') return;
      if (/\/chain\/jobs$/.test(path)) calls.starts.push(request.postData() ?? '');
      const job = /\/chain\/jobs\/([^/]+)$/.exec(path)?.[1];
      if (job) calls.polls.push(job);
      if (/\/chain\/(provider|recalculate|taxonomy|impact|pai\/|pai-date)/.test(path)) calls.steps.push(path);
    });
    return calls;
  };
  it('runs PAI after a new client, shows why Export PDF waits, and continues the same run after a reload', async () => {
    const { context, page, errors, allow } = await openPage(browser);
    // a poll under way may be aborted by the reload
    allow(/net::ERR_FAILED|Failed to fetch/);
    await signIn(page);
    const calls = recordChainCalls(page);
    // Hold the second PAI step until the page has reloaded: the job is under way when it does
    const held = holdPaiStep(host, 1, 2);

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
    await expect.poll(held.isHeld, poll).toBe(true);
    // the first of the 9 PAI steps is done while the second is held: 1/9 of the way, rounded (spec doc 1 §4: 0 → 100)
    await expect
      .poll(() => page.getByTestId('pdf-reason').textContent(), poll)
      .toBe('PDF export waits: PAI being calculated — 11%');

    // A reload while it runs: the page follows the same job again, it starts no second one
    const pollsBefore = calls.polls.length;
    await page.reload();
    await page.getByRole('heading', { name: 'Ada Lovelace', level: 1 }).waitFor(poll);
    await expect.poll(() => calls.polls.length > pollsBefore + 1, poll).toBe(true);
    held.release();
    await page.getByText('The PAI calculation is complete.').waitFor(poll);
    await page
      .getByTestId('pai-status')
      .getByText(/^PAI calculated on /)
      .waitFor(poll);
    // the new client's chain and its PAI are one job, started once (after the page created the client) and followed
    // before and after the reload; no step runs from the browser
    expect(calls.starts).toEqual(['{}']);
    expect(new Set(calls.polls).size).toBe(1);
    expect(calls.polls.length).toBeGreaterThan(pollsBefore + 1);
    expect(calls.steps).toEqual([]);
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
    const calls = recordChainCalls(page);
    // Hold the second PAI step until the PAI view is open: the job is under way when the user gets there
    const held = holdPaiStep(host, 1, 2);
    await page.getByLabel('Fund or company').fill('URTH');
    await page.getByTestId('search-results').getByRole('button').first().click();
    await page.getByTestId('open-security').click();
    await page.waitForURL((url) => url.pathname.includes('/lookup/results/'), poll);
    await page.getByTestId('pai-progress').waitFor(poll);
    await expect.poll(held.isHeld, poll).toBe(true);

    // Another view and back to the PAI view while it runs: the same run's progress, no button, no second run
    await page.getByRole('main').locator('a[href*="/sFDRPAI/summary"]').first().click();
    const calculate = page.getByTestId('pai-calculate');
    await calculate.getByLabel('PAI calculation progress').waitFor(poll);
    expect(await calculate.getByRole('button').count()).toBe(0);
    held.release();

    // It completes by itself: the notice, then the figures
    await page.getByText('The PAI calculation is complete.').waitFor(poll);
    await calculate.waitFor({ state: 'detached', ...poll });
    await page.getByTestId('pai-progress').waitFor({ state: 'detached' });
    expect(await viewText(page)).toMatch(/\d+(\.\d+)?%/);
    // the lookup's chain and its PAI are one job, started once; no step runs from the browser
    expect(calls.starts).toEqual(['{}']);
    expect(new Set(calls.polls).size).toBe(1);
    expect(calls.steps).toEqual([]);
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
    const held = holdPaiStep(host, 1, 2);
    await page.goto(`${host.url}/platform/datahub/lookup/research`);
    await page.getByLabel(t('web.lookup.searchLabel')).fill('URTH');
    await page.getByTestId('search-results').getByRole('button').first().click();
    await page.getByTestId('open-security').click();
    await page.waitForURL((url) => url.pathname.includes('/lookup/results/'), poll);
    await expect.poll(held.isHeld, poll).toBe(true);
    // one step of nine done: 11 %, written the Italian way
    await expect
      .poll(() => page.getByTestId('pai-progress').innerText(), poll)
      .toContain('Calcolo dei PAI in background: 11%');
    held.release();
    await page.getByText('Il calcolo dei PAI è terminato.').waitFor(poll);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
