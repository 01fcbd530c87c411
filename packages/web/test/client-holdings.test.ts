import { createClient, formatCurrency, formatPercent } from '@esgkit/core';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInThroughForm, openPage, shouldRunBrowserTests } from './helpers/browser.ts';
import { hostAndChromium } from './helpers/chromium-suite.ts';
import type { TestHost } from './helpers/host.ts';

// Issue 22 item 7 in a real Chromium: the client page lists each holding with its name, ISIN, current value and
// current weight (the engine's formula has its hand-computed test in engine analytics/portfolio).
const poll = { timeout: 15_000 };

describe.runIf(shouldRunBrowserTests())('the client page holdings in Chromium', () => {
  let host: TestHost;
  let browser: Browser;
  hostAndChromium((started) => ({ host, browser } = started));

  it("shows each holding's name, ISIN and what it is worth now, not the amount put in", async () => {
    const user = await host.createUser('professional', { firstName: 'Emmy', lastName: 'Noether' });
    const anonymous = createClient({ baseUrl: host.url, fetch, locale: 'en-US' });
    const { data: session } = await anonymous.call('auth.login', { body: user });
    const api = createClient({ baseUrl: host.url, fetch, auth: { token: session.token }, locale: 'en-US' });
    const { data: clients } = await api.call('clients.list');
    const demo = clients.find((c) => c.portfolio);
    if (!demo?.portfolio) throw new Error('no demo client with a portfolio');
    const { data: view } = await api.call('views.holdings', {
      params: { portfolioId: demo.portfolio.id },
      query: { limited: 'true', perPage: 500 },
    });
    const first = view.data[0]!;
    expect(first.currentValueEur).not.toBeNull();
    // prices moved since the investment day: the current value is not the amount × weight
    expect(first.currentValueEur).not.toBeCloseTo(first.valueEur, 0);

    const { context, page, errors } = await openPage(browser);
    await logInThroughForm(page, host.url, user);
    await page.goto(`${host.url}/platform/client/${demo.id}/information`);
    const table = page.getByTestId('holdings-Portfolio');
    await expect
      .poll(() => table.getByRole('row').first().textContent(), poll)
      .toBe('NameISIN or tickerCurrent valueCurrent weight');
    const cells = await table.locator('tbody tr').first().locator('td').allTextContents();
    expect(cells).toEqual([
      first.name,
      first.isin ?? first.ticker ?? first.input,
      formatCurrency(first.currentValueEur!, 'EUR', 'en-US'),
      formatPercent(first.currentWeightPct!, 'en-US'),
    ]);
    expect(await page.getByTestId('holdings-total-Portfolio').textContent()).toBe(
      `Current value ${formatCurrency(view.currentValueEur, 'EUR', 'en-US')}, covering ${formatPercent(view.currentCoveragePct, 'en-US')} of the amount invested`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
