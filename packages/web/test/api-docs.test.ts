import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './helpers/browser.ts';
import { hostAndChromium } from './helpers/chromium-suite.ts';
import type { TestHost } from './helpers/host.ts';

describe('the API reference at /api/docs (issue 28)', () => {
  let host: TestHost;
  let browser: Browser;
  hostAndChromium((started) => {
    ({ host, browser } = started);
  });

  it('renders an operation’s title and description from this host alone, under a CSP without unsafe-eval', async () => {
    const { context, page, errors } = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    const response = await page.goto(`${host.url}/api/docs`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    // an operation's title (the contract's summary) and its description (route-docs.ts), as the viewer renders them
    await page.getByText('Server version, for the client version check').first().waitFor({ timeout: 60_000 });
    await page
      .getByText(
        'The engine’s version. A client compares it with its own and refuses a different major version.',
      )
      .first()
      .waitFor();
    // and an operation's error answers with their message keys: the sign-up's 409
    await page.goto(`${host.url}/api/docs#tag/auth/POST/api/v1/auth/sign-up`);
    await page.getByText('Creates an unconfirmed account and mails a confirmation code').first().waitFor();
    await page.getByText('`error.code`: `accountExists`'.replaceAll('`', '')).first().waitFor();
    await page.waitForLoadState('networkidle');
    const origin = new URL(host.url).origin;
    expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    expect(requested).toContain(`${origin}/api/openapi.json`);
    // The one refusal is zod's probe for `Function('')` (its JIT), which falls back without it: no 'unsafe-eval'.
    expect(violations.filter((v) => v !== 'script-src eval')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
