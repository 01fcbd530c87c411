import { createClient } from '@esgkit/core';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { horizontalOverflow, shouldRunBrowserTests } from './helpers/browser.ts';
import { hostAndChromium, openSignedInPage } from './helpers/chromium-suite.ts';
import type { TestHost } from './helpers/host.ts';

// Issue 28, the API area: create an API key in customization/api (390 px wide), call a view with it over plain HTTP
// as a script would (Authorization: Bearer <key>), 200; revoke it in the page after confirming; the same call 401.
// In a real Chromium against the real host and engine.
const poll = { timeout: 30_000 };
const narrow = { width: 390, height: 844 };

describe.runIf(shouldRunBrowserTests())('API keys in Chromium', () => {
  let host: TestHost;
  let browser: Browser;
  hostAndChromium((started) => ({ host, browser } = started));

  it('create a key → a view answers 200 with it over HTTP → revoke → 401', async () => {
    const user = await host.createUser('professional', { firstName: 'Grace', lastName: 'Hopper' });
    const anonymous = createClient({ baseUrl: host.url, fetch, locale: 'en-US' });
    const { data: session } = await anonymous.call('auth.login', { body: user });
    const { data: clients } = await createClient({
      baseUrl: host.url,
      fetch,
      auth: { token: session.token },
    }).call('clients.list');
    const portfolioId = clients.find((c) => c.portfolio)?.portfolio?.id;
    if (!portfolioId) throw new Error('no demo client with a portfolio');

    const { context, page, errors } = await openSignedInPage(browser, host.url, session, {
      viewport: narrow,
    });
    await page.goto(`${host.url}/platform/customization/api`);
    // no key yet: the page says what to do next, and links the API reference
    await page.getByTestId('api-keys-empty').waitFor(poll);
    expect(await page.getByTestId('api-keys-empty').textContent()).toContain('Create a key above');
    expect(await page.getByTestId('api-reference-link').getAttribute('href')).toBe('/api/docs');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByTestId('api-key-name').fill('Reporting script');
    await page.getByTestId('api-key-create').click();
    const secretPanel = page.getByTestId('api-key-secret');
    await secretPanel.waitFor(poll);
    expect(await secretPanel.textContent()).toContain('you will not see it again');
    const secret = await page.getByTestId('api-key-secret-value').inputValue();
    expect(secret).toMatch(/^esk_/);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const row = page.getByTestId('api-key-row');
    await row.waitFor(poll);
    const rowText = await row.textContent();
    expect(rowText).toContain('Reporting script');
    expect(rowText).toContain('Read-only');
    expect(rowText).toContain('Never');
    expect(rowText).toContain('No expiry');

    // a script's call: the header as the engine expects it, no session, no cookie
    const holdings = `${host.url}/api/v1/portfolios/${portfolioId}/holdings`;
    const callView = () => fetch(holdings, { headers: { authorization: `Bearer ${secret}` } });
    const ok = await callView();
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: { data: unknown[] } }).data.data.length).toBeGreaterThan(0);

    // the secret is shown once: after "I have copied it" it is gone from the page, and the list says it was used
    await page.getByTestId('api-key-secret-done').click();
    await page.getByTestId('api-key-create').waitFor(poll);
    expect(await page.getByText(secret).count()).toBe(0);
    await page.reload();
    await row.waitFor(poll);
    expect(await row.textContent()).not.toContain('Never');

    await page.getByTestId('api-key-revoke').click();
    await page.getByText('Scripts that use “Reporting script” get 401 from now on.').waitFor(poll);
    await page.getByTestId('api-key-revoke-confirm').click();
    await page.getByTestId('api-keys-empty').waitFor(poll);

    const refused = await callView();
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('sessionExpired');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('speaks Italian', async () => {
    const user = await host.createUser('professional', { firstName: 'Rita', lastName: 'Levi' });
    const anonymous = createClient({ baseUrl: host.url, fetch, locale: 'it-IT' });
    const { data: session } = await anonymous.call('auth.login', { body: user });
    const { context, page, errors } = await openSignedInPage(browser, host.url, session, {
      viewport: narrow,
      locale: 'it-IT',
    });
    await page.goto(`${host.url}/platform/customization/api`);
    await page.getByTestId('api-keys-empty').waitFor(poll);
    expect(await page.getByTestId('api-keys-empty').textContent()).toContain('Nessuna chiave API');
    await page.getByTestId('api-key-name').fill('CI');
    await page.getByText('Lettura e scrittura').click();
    await page.getByTestId('api-key-create').click();
    await page.getByTestId('api-key-secret').waitFor(poll);
    expect(await page.getByTestId('api-key-secret').textContent()).toContain('non la vedrai più');
    expect(await page.getByTestId('api-key-row').textContent()).toContain('Lettura e scrittura');
    expect(errors).toEqual([]);
    await context.close();
  });
});
