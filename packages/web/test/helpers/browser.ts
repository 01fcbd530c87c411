import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Browser suites run when Chromium is installed; with ESGKIT_REQUIRE_BROWSER=1 a missing browser fails them. */
export const shouldRunBrowserTests = (): boolean =>
  existsSync(CHROMIUM_PATH) || process.env.ESGKIT_REQUIRE_BROWSER === '1';

// DEPENDENCIES.md "Browser tests": no request leaves 127.0.0.1 with these flags. The component tests'
// project (vitest.browser.config.ts) launches with the same options.
export const chromiumLaunchOptions = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export const launchChromium = (): Promise<Browser> => chromium.launch(chromiumLaunchOptions);

export const desktop = { width: 1440, height: 900 };
export const phone = { width: 375, height: 812 };
/** A larger phone (an iPhone 12–14): the narrow width the result views and the account pages are checked at. */
export const phone390 = { width: 390, height: 844 };

/**
 * A fresh browser context (no cookies, no storage) whose page records console errors and uncaught exceptions;
 * `expectedErrors` lists patterns a test provokes on purpose (a 401 after the session ends).
 */
export const openPage = async (
  browser: Browser,
  options: { viewport?: { width: number; height: number }; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[]; allow: (pattern: RegExp) => void }> => {
  const context = await browser.newContext({
    viewport: options.viewport ?? desktop,
    locale: options.locale ?? 'en-US',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed.some((p) => p.test(message.text())))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  // Name the request behind a "Failed to load resource" line, which Chromium logs without its address.
  page.on('response', (response) => {
    if (response.status() >= 400 && !allowed.some((p) => p.test(`status of ${response.status()}`)))
      errors.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return { context, page, errors, allow: (pattern) => allowed.push(pattern) };
};

/** The widest element's right edge against the viewport: > 0 means something overflows horizontally. */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Logs in through the login form in English, as a user would, and waits for the page it lands on (`landsOn`;
 * by default any page but /login).
 */
export const logInThroughForm = async (
  page: Page,
  baseUrl: string,
  user: { email: string; password: string },
  options: { landsOn?: string; timeout?: number } = {},
): Promise<void> => {
  await page.goto(`${baseUrl}/login`);
  const main = page.getByRole('main');
  await main.getByLabel(/^Email( \*)?$/).fill(user.email);
  await main.getByLabel(/^Password( \*)?$/).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const { landsOn, timeout } = options;
  await page.waitForURL((url) => (landsOn ? url.pathname === landsOn : url.pathname !== '/login'), {
    ...(timeout === undefined ? {} : { timeout }),
  });
};
