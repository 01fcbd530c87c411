import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type Locale, METHODS } from '@esgkit/core';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shouldRunBrowserTests } from './helpers/browser.ts';
import { hostAndChromium, openSignedInPage } from './helpers/chromium-suite.ts';
import type { TestHost } from './helpers/host.ts';

// Issue 30 "Methodologies": a Starter user (the documentation is always available, doc 1 §6) opens
// documentation/methodologies, searches in Italian, follows a deep link, sees typeset formulas and every worked
// example computed live by the engine equal to its stated result. Screenshots in $ESGKIT_SHOTS_DIR when set.

const poll = { timeout: 30_000 };
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const path = '/platform/documentation/methodologies';

describe.runIf(shouldRunBrowserTests())('the methodologies page in Chromium', () => {
  let host: TestHost;
  let browser: Browser;
  const shots = process.env.ESGKIT_SHOTS_DIR;
  hostAndChromium((started) => ({ host, browser } = started));

  const starter = async (locale: Locale, viewport: { width: number; height: number }) => {
    const user = await host.createUser('starter', { firstName: 'Laura', lastName: 'Bassi' });
    const anonymous = createClient({ baseUrl: host.url, fetch, locale });
    const { data: session } = await anonymous.call('auth.login', { body: user });
    return openSignedInPage(browser, host.url, session, { viewport, locale });
  };

  it('it-IT at 1440 px: a Starter user searches a method in Italian and sees every live example match', async () => {
    const { context, page, errors } = await starter('it-IT', desktop);
    await page.goto(`${host.url}${path}`);
    await page.getByRole('heading', { name: 'Metodologie', level: 1 }).waitFor(poll);
    expect(await page.getByTestId('coming-soon').count()).toBe(0);

    // every method, each formula typeset by KaTeX
    await expect.poll(() => page.getByTestId('method').count(), poll).toBe(METHODS.length);
    expect(await page.locator('[data-testid="method-formula"] .katex').count()).toBe(METHODS.length);

    // every worked example: the engine's live result, at the stated precision, equals the stated one
    await expect.poll(() => page.getByTestId('method-computed').count(), poll).toBe(METHODS.length);
    expect(await page.locator('[data-testid="method-computed"][data-matches="false"]').count()).toBe(0);
    const cumulative = page.locator('#method-performance-cumulative-return');
    const stated = (await cumulative.getByTestId('method-stated').textContent())?.replace(
      'Risultato indicato: ',
      '',
    );
    expect(await cumulative.getByTestId('method-computed').textContent()).toBe(
      `calcolato ora dal motore: ${stated}`,
    );
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: join(shots, 'methodologies-it-IT-1440.png') });
    }

    // the search ignores case and accents: "SEMAFORO" finds "Semaforo delle controversie" alone
    await page.getByPlaceholder('Cerca un metodo, in italiano o in inglese').fill('SEMAFORO');
    await page.getByText(`Metodi mostrati: 1 di ${METHODS.length}`).waitFor(poll);
    await page
      .locator('#method-controversy-traffic-light')
      .getByText('Semaforo delle controversie')
      .waitFor();
    expect(await page.getByTestId('method').count()).toBe(1);
    // "volatilita" without its accent finds the volatility methods, and not the cumulative return
    await page.getByPlaceholder('Cerca un metodo, in italiano o in inglese').fill('volatilita');
    await page.locator('#method-risk-standard-deviation').waitFor(poll);
    expect(await page.locator('#method-performance-cumulative-return').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  for (const [locale, viewport, title] of [
    ['en-US', phone, 'Fund rating — stars from a rank'],
    ['it-IT', phone, 'Rating dei fondi — stelle da una posizione in classifica'],
    ['en-US', desktop, 'Fund rating — stars from a rank'],
  ] as const) {
    it(`${locale} at ${viewport.width} px: a deep link opens at its method`, async () => {
      const { context, page, errors } = await starter(locale, viewport);
      await page.goto(`${host.url}${path}#method-fund-rating-stars`);
      const card = page.locator('#method-fund-rating-stars');
      await card.getByText(title).waitFor(poll);
      // scrolled to it on load: the card is in view, the page's first method is not
      await expect
        .poll(() => card.evaluate((el) => el.getBoundingClientRect().top), poll)
        .toBeLessThan(viewport.height / 2);
      // and below the sticky header, its title readable
      const headerBottom = await page
        .locator('header')
        .first()
        .evaluate((el) => el.getBoundingClientRect().bottom);
      expect(await card.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
        headerBottom,
      );
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(await card.locator('[data-testid="method-formula"] .katex').count()).toBe(1);
      // nothing wider than the screen (the formula scrolls inside its own box)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      if (shots) {
        mkdirSync(shots, { recursive: true });
        await page.screenshot({ path: join(shots, `methodologies-${locale}-${viewport.width}.png`) });
      }
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
