import type { Locale } from '@esgkit/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, openPage } from './browser.ts';
import { DAY_MS, startTestHost, type TestHost } from './host.ts';

// Kept apart from browser.ts, which vitest.browser.config.ts imports: this file brings in the host (server, engine).

/**
 * The test host and Chromium for the enclosing suite: both start in its beforeAll (side by side) and close in its
 * afterAll. `use` hands them over once started; a suite's own beforeAll runs after this one, its afterAll before.
 */
export const hostAndChromium = (use: (started: { host: TestHost; browser: Browser }) => void): void => {
  let host: TestHost | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [host, browser] = await Promise.all([startTestHost(), launchChromium()]);
    use({ host, browser });
  });
  afterAll(async () => {
    await browser?.close();
    await host?.close();
  });
};

/**
 * A fresh page already signed in with `session` (as after a login: the session in localStorage, ending a day from
 * now; the stored access level only when given) and in `locale` (its `lang` cookie too), not yet navigated.
 */
export const openSignedInPage = async (
  browser: Browser,
  baseUrl: string,
  session: { token: string; accessLevel?: number },
  options: { viewport?: { width: number; height: number }; locale?: Locale } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[]; allow: (pattern: RegExp) => void }> => {
  const locale = options.locale ?? 'en-US';
  const opened = await openPage(browser, { ...options, locale });
  await opened.context.addCookies([{ name: 'lang', value: locale, url: baseUrl }]);
  await opened.context.addInitScript(
    ([token, accessLevel, expiresAt]) => {
      localStorage.setItem('esgkit.token', token);
      if (accessLevel !== null) localStorage.setItem('esgkit.accessLevel', accessLevel);
      localStorage.setItem('esgkit.expiresAt', expiresAt);
    },
    [
      session.token,
      session.accessLevel === undefined ? null : String(session.accessLevel),
      new Date(Date.now() + DAY_MS).toISOString(),
    ] as const,
  );
  return opened;
};
