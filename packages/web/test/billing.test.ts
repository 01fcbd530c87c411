import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@esgkit/core';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  desktop,
  horizontalOverflow,
  logInThroughForm,
  openPage,
  phone390,
  shouldRunBrowserTests,
} from './helpers/browser.ts';
import { hostAndChromium, openSignedInPage } from './helpers/chromium-suite.ts';
import type { TestHost } from './helpers/host.ts';

// Issue 25 in Chromium on the manual billing provider (the default): a Starter chooses Professional on the Plan
// page, checks the order summary and sends the request; the operator runs the real `esgkit users set-plan` in a
// process of its own on the host's data directory; the same browser session, without a new login, sees the plan
// on the billing information page, opens Lookup, and is refused a 26th security.

const repoRoot = resolve(import.meta.dirname, '../../..');
const node = join(repoRoot, 'node_modules/.bin/node');
const cliSource = join(repoRoot, 'packages/cli/src/bin.ts');
const run = promisify(execFile);

const checkout = '/platform/profile/billing/checkout/professional';
const information = '/platform/profile/billing/information';

describe.runIf(shouldRunBrowserTests())('billing on the manual provider in Chromium', () => {
  let host: TestHost;
  let browser: Browser;
  hostAndChromium((started) => ({ host, browser } = started));

  /** `esgkit users …` as the operator runs it: its own process, on the host's data directory (SQLite). */
  const esgkitUsers = async (args: string[]) =>
    run(node, ['--conditions=@esgkit/source', cliSource, 'users', ...args], {
      cwd: repoRoot,
      timeout: 60_000,
      env: {
        ...process.env,
        ESGKIT_DATA_DIR: host.dataDir,
        ESGKIT_CACHE_DIR: process.env.ESGKIT_CACHE_DIR ?? join(tmpdir(), 'esgkit-web-cache'),
        ESGKIT_CONFIG_DIR: await mkdtemp(join(tmpdir(), 'esgkit-conf-')),
        ESGKIT_DEMO_SIZE: 'small',
        ESGKIT_LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        NO_COLOR: '1',
      },
    });

  /** 26 companies of the demo universe, found through the search a signed-in user has. */
  const twentySixCompanies = async (api: ReturnType<typeof createClient>): Promise<string[]> => {
    const { data } = await api.call('securities.search', { query: { q: 'US', type: 'equity', limit: 50 } });
    const isins = [...new Set(data.map((s) => s.isin).filter((isin): isin is string => Boolean(isin)))];
    expect(isins.length).toBeGreaterThanOrEqual(26);
    return isins.slice(0, 26);
  };

  const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('esgkit.token') ?? '');

  it('Starter → Choose Professional → request sent; the operator’s set-plan unlocks the same session; the 26th security is refused', async () => {
    const { context, page, errors } = await openPage(browser);
    const user = await host.createUser('starter', { firstName: 'Grace', lastName: 'Hopper' });
    // a Starter lands on the chat (open on every plan); the Data Hub is locked
    await logInThroughForm(page, host.url, user, { landsOn: '/platform/chat' });
    expect(await page.getByTestId('menu-datahub').getAttribute('data-locked')).toBe('true');
    await page.goto(`${host.url}/platform/profile/Plan`);

    // the plans file's prices: €49 a month; a year 588 less 20 % = €470.40
    const prices = page.getByTestId('prices-professional');
    await prices.getByText('€49.00 per month').waitFor();
    await prices.getByText('€470.40 per year').waitFor();
    await prices.getByText('save 20%').waitFor();
    await page.getByTestId('choose-professional').click();
    await page.waitForURL((url) => url.pathname === checkout);

    // the order summary is the engine's: 49.00 + 22 % VAT (no country in the profile: the seller's, Italy) = 59.78
    const summary = page.getByTestId('order-summary');
    await summary.getByText('€59.78').waitFor();
    expect(await summary.innerText()).toMatch(/VAT 22%\s+€10\.78/);
    // a year: 470.40 + 103.49 VAT = 573.89
    await page.getByTestId('period-year').click();
    await page.waitForURL((url) => url.pathname === `${checkout}/year`);
    await summary.getByText('€573.89').waitFor();
    await page.getByTestId('period-month').click();
    await summary.getByText('€59.78').waitFor();

    // a coupon the plans file does not list: outcome 1, "not valid"
    await page.getByLabel('Coupon code').fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('The coupon code is not valid.').waitFor();

    // the manual provider: no card; the terms must be accepted before the request goes
    await page
      .getByTestId('payment-information')
      .getByText(/operator sets up your plan/)
      .waitFor();
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Please accept the terms and conditions to complete the order.').waitFor();
    await page.getByLabel(/I agree to the terms and conditions/).check();
    await page.getByRole('button', { name: 'Send request' }).click();
    await page
      .getByTestId('request-sent')
      .getByText('Your request was sent. We will set up your plan and write to you.')
      .waitFor();

    // Choose started the 14-day trial of Professional (the engine's rule); the operator's plan is what follows it
    const api = createClient({
      baseUrl: host.url,
      fetch,
      auth: { token: await tokenOf(page) },
      locale: 'en-US',
    });
    expect((await api.call('billing.customer')).data?.state).toBe('trial');
    // the operator grants the plan from the command line
    const { stdout } = await esgkitUsers(['set-plan', user.email, 'professional']);
    expect(stdout).toMatch(/professional/i);

    // the same session, no new login and no reload: the information page shows the plan the operator set, active
    await page.getByTestId('request-sent').getByRole('link', { name: 'Billing information' }).click();
    await page.waitForURL((url) => url.pathname === information);
    await expect.poll(() => page.getByTestId('billing-plan').textContent()).toBe('Professional');
    await expect.poll(() => page.getByTestId('billing-state').innerText()).toBe('Active');

    // the Data Hub is open: Lookup, not the Plan page
    await page.getByTestId('menu-datahub').click();
    await page.getByRole('link', { name: 'Lookup' }).click();
    await page.waitForURL((url) => url.pathname === '/platform/datahub/lookup/research');
    expect(await page.getByTestId('menu-datahub').getAttribute('data-locked')).toBeNull();

    // Professional: at most 25 securities per portfolio (plans file)
    const isins = await twentySixCompanies(api);
    const dir = await mkdtemp(join(tmpdir(), 'esgkit-billing-'));
    const csv = join(dir, 'twenty-six.csv');
    const weights: number[] = isins.map((_, i) => (i < 25 ? 4 : 0));
    weights[24] = 2;
    weights[25] = 2;
    await writeFile(
      csv,
      `ISIN,Ticker,Weight\n${isins.map((isin, i) => `${isin},,${weights[i]}`).join('\n')}\n`,
    );
    await page.getByRole('tab', { name: 'Portfolio' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload CSV' }).first().click();
    await (await chooser).setFiles(csv);
    await expect.poll(() => page.getByTestId('weight-sum').innerText()).toBe('Total: 100%');
    await page.getByTestId('run-lookup').click();
    await page.getByText('Your plan allows at most 25 securities per portfolio.').first().waitFor();
    expect(errors.filter((e) => !/403/.test(e))).toEqual([]);
    await context.close();
  }, 120_000);

  it('fits its pages at 1440 and 390 px in en-US and it-IT (screenshots with ESGKIT_BILLING_SHOTS=dir)', async () => {
    const shots = process.env.ESGKIT_BILLING_SHOTS;
    if (shots) await mkdir(shots, { recursive: true });
    const user = await host.createUser('starter', { firstName: 'Rita', lastName: 'Levi-Montalcini' });
    const anonymous = createClient({ baseUrl: host.url, fetch, locale: 'en-US' });
    const { token } = (await anonymous.call('auth.login', { body: user })).data;
    // a trial of Professional, billed yearly: the information page has a subscription to show
    const api = createClient({ baseUrl: host.url, fetch, auth: { token }, locale: 'en-US' });
    await api.call('billing.session', { body: { plan: 'professional', period: 'year', acceptTerms: true } });
    const pages = {
      plan: '/platform/profile/Plan',
      checkout: `${checkout}/quarter`,
      information,
      history: '/platform/profile/billing/history',
    };
    for (const viewport of [desktop, phone390]) {
      for (const locale of ['en-US', 'it-IT'] as const) {
        const { context, page, errors } = await openSignedInPage(
          browser,
          host.url,
          { token },
          { viewport, locale },
        );
        for (const [name, path] of Object.entries(pages)) {
          await page.goto(`${host.url}${path}`);
          const ready = {
            plan: page.getByTestId('prices-premium'),
            checkout: page
              .getByTestId('order-summary')
              .getByText(locale === 'it-IT' ? 'Totale' : 'Total', { exact: true }),
            information: page.getByTestId('billing-state'),
            history: page.getByTestId('no-invoices'),
          }[name as keyof typeof pages];
          await ready.waitFor();
          expect(await horizontalOverflow(page), `${name} ${locale} ${viewport.width}`).toBeLessThanOrEqual(
            0,
          );
          if (shots)
            await page.screenshot({
              path: join(shots, `${name}-${locale}-${viewport.width}.png`),
              fullPage: true,
            });
        }
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  }, 120_000);
});
