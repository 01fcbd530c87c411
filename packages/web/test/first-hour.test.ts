import { createClient, formatDate, paiChain, runChain } from '@esgkit/core';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, shouldRunBrowserTests } from './helpers/browser.ts';
import { hostAndChromium } from './helpers/chromium-suite.ts';
import { DAY_MS, type TestHost } from './helpers/host.ts';

// Issue 22 (the first hour), web items 1, 3 and 8, in a real Chromium against the real host and engine.
const poll = { timeout: 15_000 };

describe.runIf(shouldRunBrowserTests())('the first hour in Chromium', () => {
  let host: TestHost;
  let browser: Browser;
  hostAndChromium((started) => ({ host, browser } = started));

  const field = (page: Page, label: string) =>
    page.getByRole('main').getByLabel(new RegExp(`^${label}( \\*)?$`));
  const at = (page: Page) => new URL(page.url());
  const submitLogin = async (page: Page, user: { email: string; password: string }) => {
    await field(page, 'Email').fill(user.email);
    await field(page, 'Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
  };

  it('lands on the chat after login and brings a deep link back after login, never off the site', async () => {
    const { context, page, errors } = await openPage(browser);
    const user = await host.createUser('premium', { firstName: 'Marie', lastName: 'Curie' });

    // A deep link opened while logged out: login, then the page asked for, with its query
    await page.goto(`${host.url}/platform/profile/account_info?tab=1`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(at(page).searchParams.get('next')).toBe('/platform/profile/account_info?tab=1');
    await submitLogin(page, user);
    await page.waitForURL((url) => url.pathname === '/platform/profile/account_info');
    expect(at(page).search).toBe('?tab=1');
    await page.getByRole('heading', { name: 'Account info', level: 1 }).waitFor();

    // /platform and /platform/datahub land on the chat (doc 1 §2: datahub redirects to chat)
    for (const path of ['/platform', '/platform/datahub']) {
      await page.goto(`${host.url}${path}`);
      await page.waitForURL((url) => url.pathname === '/platform/chat');
    }

    // A next that leaves the site or the platform is ignored: the plain landing page
    for (const next of [
      'https://evil.example/platform',
      '//evil.example/platform',
      '/login',
      '/\\evil.example',
    ]) {
      await context.clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${host.url}/login?next=${encodeURIComponent(next)}`);
      await submitLogin(page, user);
      await page.waitForURL((url) => url.pathname === '/platform/chat');
      expect(at(page).origin, next).toBe(host.url);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a Starter user what the upgrade gives after "Upgrade to get:"', async () => {
    const { context, page, errors } = await openPage(browser);
    const user = await host.createUser('starter', { firstName: 'Mary', lastName: 'Anning' });
    await page.goto(`${host.url}/login`);
    await submitLogin(page, user);
    await page.waitForURL((url) => url.pathname.startsWith('/platform'));
    await page.goto(`${host.url}/platform/datahub/screening/company`);
    await page.waitForURL((url) => url.pathname === '/platform/profile/Plan');
    const notice = page.getByTestId('plan-locked-notice');
    await notice.getByText('Upgrade to get:', { exact: false }).waitFor();
    expect(await notice.getByRole('listitem').allTextContents()).toEqual([
      'Full Data Hub access',
      'Portfolio Hub management',
      'Advanced customization',
      'Extended company coverage',
      'Enhanced analytics',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the share link in a read-only field with a copy button, its expiry and a chosen lifetime', async () => {
    const user = await host.createUser('professional', { firstName: 'Lise', lastName: 'Meitner' });
    // The demo client with its PAI calculated (sharing needs it, doc 1 §4), through the API
    const anonymous = createClient({ baseUrl: host.url, fetch, locale: 'en-US' });
    const { data: session } = await anonymous.call('auth.login', { body: user });
    const api = createClient({ baseUrl: host.url, fetch, auth: { token: session.token }, locale: 'en-US' });
    const { data: clients } = await api.call('clients.list');
    const demo = clients.find((c) => c.portfolio);
    if (!demo?.portfolio) throw new Error('no demo client with a portfolio');
    const outcome = await runChain(paiChain, {
      client: api,
      clientId: demo.id,
      portfolioId: demo.portfolio.id,
    });
    expect(outcome.status).toBe('completed');

    const { context, page, errors } = await openPage(browser);
    // The clipboard refuses until the test lets it: the link must still be on the page
    await page.addInitScript(() => {
      const w = window as unknown as { clipboardBlocked: boolean; copied: string | null };
      w.clipboardBlocked = true;
      w.copied = null;
      Object.defineProperty(navigator, 'clipboard', {
        value: {
          writeText: async (text: string) => {
            if (w.clipboardBlocked) throw new DOMException('denied', 'NotAllowedError');
            w.copied = text;
          },
        },
      });
    });
    await page.goto(`${host.url}/platform/client/${demo.id}/share`);
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLogin(page, user);
    await page.getByRole('heading', { name: 'Share client', level: 1 }).waitFor();

    const lifetime = field(page, 'Link lifetime \\(days\\)');
    expect(await lifetime.inputValue()).toBe('30');
    let clicked = Date.now();
    await page.getByTestId('share-button').click();
    await page.getByText('The link could not be copied.').waitFor();
    const linkField = field(page, 'Share link');
    await expect.poll(() => linkField.inputValue(), poll).toMatch(/\/shareClient\/[^/]+$/);
    const first = await linkField.inputValue();
    expect(first.startsWith(`${host.url}/shareClient/`)).toBe(true);
    expect(await linkField.getAttribute('readonly')).not.toBeNull();
    // the engine dates the link at the click, somewhere between `clicked` and now: a run across midnight (UTC) may
    // show either day
    const expiresIn = (days: number) => {
      const shown = [clicked, Date.now()].map((at) => formatDate(new Date(at + days * DAY_MS), 'en-US'));
      return new RegExp(`^Expires on (${shown.join('|')})$`);
    };
    await page.getByTestId('share-link').getByText(expiresIn(30)).waitFor();

    // The copy button copies the shown link once the clipboard works
    await page.evaluate(() => {
      (window as unknown as { clipboardBlocked: boolean }).clipboardBlocked = false;
    });
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toBe(first);

    // A chosen lifetime: a new link that expires 7 days from today
    await lifetime.fill('7');
    await expect.poll(() => page.getByTestId('share-button').getAttribute('data-status')).toBe('0');
    clicked = Date.now();
    await page.getByTestId('share-button').click();
    await expect.poll(() => linkField.inputValue(), poll).not.toBe(first);
    await page.getByTestId('share-link').getByText(expiresIn(7)).waitFor();

    // Revoke: the link is gone from the page
    await page.getByRole('button', { name: 'Revoke links' }).click();
    await page.getByText('The client’s share links have been revoked.').waitFor();
    await page.getByTestId('share-link').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
