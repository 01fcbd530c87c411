import { createClient, type Locale, methodById } from '@esgkit/core';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { phone390, shouldRunBrowserTests } from './helpers/browser.ts';
import { hostAndChromium, openSignedInPage } from './helpers/chromium-suite.ts';
import type { TestHost } from './helpers/host.ts';
import { RESULT_VIEWS_SETUP_MS, signedInLookup } from './helpers/lookup.ts';

// Issue 30, the Library (/platform/phytech): always available, also on Starter (doc 1 §6); searchable in both
// languages; entries open by deep link; the info icon of a result view leads to its entry, and its "How it is
// computed" link to the view's method on the methodologies page. At 390 px.

const poll = { timeout: 15_000 };
const texts: Record<Locale, { heading: string; indicator: string; guide: string }> = {
  'en-US': {
    heading: 'Library',
    indicator: 'Self-generated renewable electricity',
    guide: 'How to read a PAI statement',
  },
  'it-IT': {
    heading: 'Libreria',
    indicator: 'Elettricità rinnovabile autoprodotta',
    guide: 'Come leggere una dichiarazione PAI',
  },
};

describe.runIf(shouldRunBrowserTests())('The Library in Chromium', () => {
  let host: TestHost;
  let browser: Browser;
  let lookupToken = '';
  let portfolioId = '';
  hostAndChromium((started) => ({ host, browser } = started));
  beforeAll(async () => {
    ({ token: lookupToken, portfolioId } = await signedInLookup(host, {
      investmentDay: '2024-10-01',
      names: { firstName: 'Ada', lastName: 'Lovelace' },
    }));
  }, RESULT_VIEWS_SETUP_MS);

  const starter = async (locale: Locale) => {
    const user = await host.createUser('starter', { firstName: 'Grace', lastName: 'Hopper' });
    const anonymous = createClient({ baseUrl: host.url, fetch, locale });
    const { data: session } = await anonymous.call('auth.login', { body: user });
    return openSignedInPage(browser, host.url, session, { viewport: phone390, locale });
  };

  for (const locale of ['en-US', 'it-IT'] as const) {
    const text = texts[locale];

    it(`${locale}: a Starter user searches an indicator in Italian, without accents, and opens a glossary entry by deep link`, async () => {
      const { context, page, errors } = await starter(locale);
      await page.goto(`${host.url}/platform/phytech`);
      // the first page of the suite loads cold (lazy chunks on 2 shared cores)
      await expect.poll(() => page.locator('h1').first().innerText(), { timeout: 60_000 }).toBe(text.heading);
      await page.getByTestId('library-search').fill('elettricita rinnovabile AUTOPRODOTTA');
      const first = page.getByTestId('library-entry').first();
      await expect
        .poll(() => first.getAttribute('id'), poll)
        .toBe('indicator-PHY_SELF_GENERATED_RENEWABLE_ELECTRICITY');
      expect(await first.innerText()).toContain(text.indicator);
      expect(await page.getByText('Coming soon').count()).toBe(0);

      await page.goto(`${host.url}/platform/phytech#glossary-pcaf`);
      const pcaf = page.locator('#glossary-pcaf');
      await expect.poll(() => pcaf.isVisible(), poll).toBe(true);
      expect(await pcaf.getAttribute('aria-current')).toBe('location');
      expect(await pcaf.innerText()).toContain('Partnership for Carbon Accounting Financials');
      // scrolled to: the entry is in the 390 px viewport, and the page does not scroll sideways
      const box = (await pcaf.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeLessThan(phone390.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone390.width,
      );
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${locale}: the info icon of the PAI summary view opens its guide in the Library; /shareindicator still answers`, async () => {
      const { context, page, errors, allow } = await openSignedInPage(
        browser,
        host.url,
        { token: lookupToken, accessLevel: 3 },
        { viewport: phone390, locale },
      );
      // the PAI view answers 409 until a PAI statement is calculated; its info icon is there all the same
      allow(/\b409\b/);
      await page.goto(
        `${host.url}/platform/datahub/lookup/results/performance/sustainable/sFDRPAI/summary?p=${encodeURIComponent(portfolioId)}`,
      );
      await page.getByTestId('view-info').click({ timeout: 60_000 }); // the first results page loads cold
      await expect
        .poll(() => new URL(page.url()).pathname + new URL(page.url()).hash, poll)
        .toBe('/platform/phytech#guide-read_pai_statement');
      const guide = page.locator('#guide-read_pai_statement');
      await expect.poll(() => guide.isVisible(), poll).toBe(true);
      expect(await guide.innerText()).toContain(text.guide);

      // beside the icon, "How it is computed" opens the view's method on the methodologies page
      await page.goBack();
      await page.getByTestId('view-method').click({ timeout: 30_000 });
      await expect
        .poll(() => new URL(page.url()).pathname + new URL(page.url()).hash, poll)
        .toBe('/platform/documentation/methodologies#method-pai-statement-year');
      const method = page.locator('#method-pai-statement-year');
      await expect.poll(() => method.isVisible(), poll).toBe(true);
      expect(await method.innerText()).toContain(methodById('pai-statement-year')!.title[locale]);

      await page.goto(`${host.url}/shareindicator?code=PHY_SELF_GENERATED_RENEWABLE_ELECTRICITY`);
      await expect.poll(() => page.getByText(text.indicator).first().isVisible(), poll).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
