import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow, launchChromium, shouldRunBrowserTests } from './helpers/browser.ts';
import { openSignedInPage } from './helpers/chromium-suite.ts';
import { startTestHost, type TestHost } from './helpers/host.ts';
import { signedInLookup } from './helpers/lookup.ts';

// Issue 28 "Scoring", in a real Chromium against the real host and engine, 390 px wide: change the pillar weights in
// customization/scoring → the live preview's sustainability score changes; save → the stated profile version goes
// from v0 (default weights) to v1.
const poll = { timeout: 60_000 };
const narrow = { width: 390, height: 844 };

describe.runIf(shouldRunBrowserTests())('scoring weights in Chromium', () => {
  let host: TestHost;
  let browser: Browser;

  beforeAll(async () => {
    [host, browser] = await Promise.all([startTestHost(), launchChromium()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await host?.close();
  });

  it('change the weights → the sustainability score and its stated version change', async () => {
    const user = await host.createUser('professional', { firstName: 'Grace', lastName: 'Hopper' });
    const session = await host.host.engine!.accounts.login(user.email, user.password);
    const { context, page, errors } = await openSignedInPage(browser, host.url, session, {
      viewport: narrow,
    });
    await page.goto(`${host.url}/platform/customization/scoring`);
    const version = page.getByTestId('scoring-version');
    const score = page.getByTestId('scoring-preview-score');
    await page.getByText('Scoring profile v0 (default weights)').waitFor(poll);
    await expect.poll(() => score.textContent(), poll).toMatch(/^\d+\.\d$/);
    const before = await score.textContent();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // all the weight on the governance pillar
    await page.getByTestId('scoring-governance').fill('100');
    await page.getByText('Total: 180.00%').waitFor(poll);
    expect(await page.getByTestId('scoring-save').isDisabled()).toBe(true);
    // one pillar at a time, each left long enough for the preview's pause (250 ms) to settle on it, as a person
    // types: the preview must never send weights the engine refuses (it sent the settled 180 % ones once the
    // weights on screen were valid: a 422 in the console)
    for (const pillar of ['environmental', 'social', 'impact', 'products']) {
      await page.getByTestId(`scoring-${pillar}`).fill('0');
      await page.waitForTimeout(400);
    }
    await page.getByText('Total: 100.00%').waitFor(poll);
    await expect.poll(() => score.textContent(), poll).not.toBe(before);
    await expect.poll(() => score.textContent(), poll).toMatch(/^\d+\.\d$/);

    await page.getByTestId('scoring-save').click();
    await page.getByText('Saved as version 1.').waitFor(poll);
    await expect.poll(() => version.textContent(), poll).toBe('Scoring profile v1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('change the weights → a lookup’s ESG view shows a different sustainability score and v1', async () => {
    const { session, portfolioId } = await signedInLookup(host, {
      investmentDay: '2024-10-01',
      names: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    const { context, page, errors } = await openSignedInPage(browser, host.url, session);
    await page.goto(
      `${host.url}/platform/datahub/lookup/results/performance/sustainable/esg?p=${encodeURIComponent(portfolioId)}`,
    );
    const score = page.getByTestId('sustainability-score-portfolio').locator('p').last();
    const version = page.getByTestId('scoring-profile-version');
    await expect.poll(() => version.textContent(), poll).toBe('Scoring profile v0 (default weights)');
    await expect.poll(() => score.textContent(), poll).toMatch(/^\d+\.\d$/);
    const before = await score.textContent();

    // to the scoring page inside the app (the ESG view's answer stays cached in the tab), all weight on governance
    await page.evaluate(() => {
      window.history.pushState({}, '', '/platform/customization/scoring');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText('Scoring profile v0 (default weights)').waitFor(poll);
    await page.getByTestId('scoring-governance').fill('100');
    // one pillar at a time, each left long enough for the preview's pause (250 ms) to settle on it, as a person
    // types: the preview must never send weights the engine refuses (it sent the settled 180 % ones once the
    // weights on screen were valid: a 422 in the console)
    for (const pillar of ['environmental', 'social', 'impact', 'products']) {
      await page.getByTestId(`scoring-${pillar}`).fill('0');
      await page.waitForTimeout(400);
    }
    await page.getByText('Total: 100.00%').waitFor(poll);
    await page.getByTestId('scoring-save').click();
    await page.getByText('Saved as version 1.').waitFor(poll);

    await page.goBack();
    await expect.poll(() => version.textContent(), poll).toBe('Scoring profile v1');
    await expect.poll(() => score.textContent(), poll).toMatch(/^\d+\.\d$/);
    expect(await score.textContent()).not.toBe(before);
    expect(errors).toEqual([]);
    await context.close();

    // in Italian on a phone: the same version stated, nothing wider than the screen
    const italian = await openSignedInPage(browser, host.url, session, { viewport: narrow, locale: 'it-IT' });
    await italian.page.goto(
      `${host.url}/platform/datahub/lookup/results/performance/sustainable/esg?p=${encodeURIComponent(portfolioId)}`,
    );
    await expect
      .poll(() => italian.page.getByTestId('scoring-profile-version').textContent(), poll)
      .toBe('Profilo di punteggio v1');
    expect(await horizontalOverflow(italian.page)).toBeLessThanOrEqual(0);
    expect(italian.errors).toEqual([]);
    await italian.context.close();
  });
});
