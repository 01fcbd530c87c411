import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { datasetLoader, type LoadProgress, loadEngineConfig } from '@esgkit/engine';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, shouldRunBrowserTests } from './helpers/browser.ts';
import { startTestHost, type TestHost } from './helpers/host.ts';

// Issue 22 item 15: while the engine loads its dataset (a first start generates and imports the demo), the login
// page shows the stage and a progress bar, in the user's language; the login form once the data is served.
const poll = { timeout: 15_000 };

describe.runIf(shouldRunBrowserTests())('the login page while the engine starts', () => {
  let host: TestHost;
  let browser: Browser;
  let report: (progress: LoadProgress) => void = () => {};
  let release: () => void = () => {};

  beforeAll(async () => {
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The real small-demo loader, held back while the test reports progress of its own.
    const real = datasetLoader(
      loadEngineConfig({
        ESGKIT_CACHE_DIR: process.env.ESGKIT_CACHE_DIR ?? join(tmpdir(), 'esgkit-web-cache'),
        ESGKIT_DEMO_SIZE: 'small',
      }),
    );
    [host, browser] = await Promise.all([
      startTestHost({
        awaitReady: false,
        loadSnapshot: async (onProgress) => {
          report = (progress) => onProgress?.(progress);
          await held;
          return real(onProgress);
        },
      }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    release();
    await browser?.close();
    await host?.close();
  });

  it('shows the stage and percent in both languages, then the login form once the data is ready', async () => {
    report({ stage: 'generate', percent: 25 });
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${host.url}/login`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'esgkit is starting', level: 1 }).waitFor(poll);
    await main.getByText('Generating the demo data', { exact: true }).waitFor(poll);
    await main.getByText('25% done').waitFor(poll);
    const bar = main.getByRole('progressbar', { name: 'Generating the demo data' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('25');
    expect(await main.getByRole('button', { name: 'Log in' }).count()).toBe(0);

    // the page follows the engine without a reload
    report({ stage: 'import', file: 'prices.csv', percent: 64 });
    await main.getByText('Importing the data', { exact: true }).waitFor(poll);
    await main.getByText('64% done').waitFor(poll);

    // Italian
    const it = await openPage(browser, { locale: 'it-IT' });
    await it.context.addCookies([{ name: 'lang', value: 'it-IT', url: host.url }]);
    await it.page.goto(`${host.url}/login`);
    const itMain = it.page.getByRole('main');
    await itMain.getByRole('heading', { name: 'esgkit si sta avviando', level: 1 }).waitFor(poll);
    await itMain.getByText('Importazione dei dati', { exact: true }).waitFor(poll);
    await itMain.getByText('64% completato').waitFor(poll);
    await it.context.close();

    // ready: the form replaces the progress, on the page already open
    release();
    await host.host.ready;
    await main.getByRole('button', { name: 'Log in' }).waitFor(poll);
    expect(await main.getByTestId('dataset-loading').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
