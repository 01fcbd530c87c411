import { mkdir } from 'node:fs/promises';
import { type ApiError, createClient, formatNumber, type Locale } from '@esgkit/core';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
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
import {
  columnText,
  pick,
  runScreen as run,
  SCREENING_PATH as screening,
  settled,
} from './helpers/screening.ts';

// Issue 26, screening pages in Chromium against the real host and engine on the small demo universe (300
// companies, 10 funds): funds with three filters and a sort → a fund's lookup results; companies by region,
// sector, exclusion band and controversy; countries by region; the Starter lock. Filters live in the URL.

// screenshots of each page at 1440 and 390 px in both languages with ESGKIT_SCREENING_SHOTS=dir
const SHOTS = process.env.ESGKIT_SCREENING_SHOTS;
const shot = async (page: Page, name: string, fullPage = false) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
};

describe.runIf(shouldRunBrowserTests())('Data Hub screening in Chromium', () => {
  let host: TestHost;
  let browser: Browser;
  let user: { email: string; password: string };
  let token: string;

  hostAndChromium((started) => ({ host, browser } = started));
  beforeAll(async () => {
    user = await host.createUser('premium', { firstName: 'Ada', lastName: 'Lovelace' });
    const anonymous = createClient({ baseUrl: host.url, fetch, locale: 'en-US' });
    token = (await anonymous.call('auth.login', { body: user })).data.token;
    if (SHOTS) await mkdir(SHOTS, { recursive: true });
  });

  /** How the engine answers `user` asking for a screening route: its status and message key. */
  const refusal = async (
    user: { email: string; password: string },
    route: 'screening.fund' | 'screening.company' | 'screening.country',
  ) => {
    const anonymous = createClient({ baseUrl: host.url, fetch, locale: 'en-US' });
    const { token: own } = (await anonymous.call('auth.login', { body: user })).data;
    const client = createClient({ baseUrl: host.url, fetch, auth: { token: own }, locale: 'en-US' });
    const asked =
      route === 'screening.country'
        ? client.call(route, { body: {} })
        : client.call(route, { query: { page: 1 }, body: {} });
    const error = (await asked.then(
      () => null,
      (e: unknown) => e,
    )) as ApiError | null;
    return error ? { status: error.status, code: error.code } : 'allowed';
  };

  const signedIn = async () => {
    const opened = await openPage(browser);
    await logInThroughForm(opened.page, host.url, user);
    return opened;
  };

  it('screens companies by region, sector, exclusion band and controversy', async () => {
    const { context, page, errors } = await signedIn();
    await page.goto(`${host.url}${screening}/company`);
    const sectors = page.getByRole('combobox', { name: 'Sectors', exact: true });
    expect(await sectors.isDisabled()).toBe(true);
    await pick(page, 'Regions', 'Europe');
    expect(await sectors.isDisabled()).toBe(false);
    await pick(page, 'Sectors', 'Information Technology');
    await pick(page, 'Exclusions', 'Tobacco');
    await page.getByTestId('band-tobacco').click();
    await page.getByRole('option', { name: 'Minor 5.1–10 %' }).click();
    await page.getByRole('combobox', { name: 'Controversies', exact: true }).click();
    // doc 1 §5: the controversy list starts with None
    expect(await page.getByRole('option').first().innerText()).toBe('None');
    await page.keyboard.press('Escape');
    await pick(page, 'Controversies', 'Environmental controversies');
    await run(page);
    const url = new URL(page.url());
    expect(url.searchParams.get('ex.tobacco')).toBe('minor');
    const regions = await columnText(page, 'company-results', 'region');
    expect(regions.length).toBeGreaterThan(0);
    for (const region of regions) expect(region).toBe('Europe');
    for (const sector of await columnText(page, 'company-results', 'sector'))
      expect(sector).toBe('Information Technology');
    for (const share of await columnText(page, 'company-results', 'involvement_tobacco'))
      expect(share === 'n/a' || Number.parseFloat(share) <= 10).toBe(true);

    await page.getByRole('button', { name: 'Sort by Market cap (EUR)' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('marketCapEur');
    await shot(page, `company-1440-en-US`, true);

    // find narrows the rows; nothing found is noResultsScreening
    await page.getByTestId('screening-find').fill('zzzz-no-such-company');
    await page.getByTestId('no-results').getByText('No screening results, try fewer filters.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('screens countries by region with their pillar scores', async () => {
    const { context, page, errors } = await signedIn();
    await page.goto(`${host.url}${screening}/country`);
    await pick(page, 'Regions', 'Europe');
    await run(page);
    const names = await columnText(page, 'country-results', 'name');
    expect(names.length).toBeGreaterThan(0);
    for (const region of await columnText(page, 'country-results', 'region')) expect(region).toBe('Europe');
    for (const score of await columnText(page, 'country-results', 'environmental'))
      expect(score).toMatch(/\d|n\/a/);
    // the sovereign PAI inputs (issue 26 part 7): each row shows the engine's GHG intensity and violations flag
    const client = createClient({ baseUrl: host.url, fetch, auth: { token }, locale: 'en-US' });
    const answer = (await client.call('screening.country', { body: { regions: ['Europe'] } })).data;
    const byName = new Map(answer.map((r) => [r.name, r]));
    const ghg = await columnText(page, 'country-results', 'ghgIntensityTPerMeurGdp');
    const violations = await columnText(page, 'country-results', 'socialViolations');
    expect(ghg.some((v) => /\d/.test(v))).toBe(true);
    names.forEach((name, i) => {
      const row = byName.get(name)!;
      expect(ghg[i]).toBe(formatNumber(row.ghgIntensityTPerMeurGdp, 'en-US', { decimals: 1 }));
      expect(violations[i]).toBe(row.socialViolations === null ? 'n/a' : row.socialViolations ? 'Yes' : 'No');
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a Starter user from a screening address to the Plan page', async () => {
    const { context, page, errors } = await openPage(browser);
    const starter = await host.createUser('starter', { firstName: 'Mary', lastName: 'Somerville' });
    await logInThroughForm(page, host.url, starter);
    expect(await page.getByTestId('menu-datahub').getAttribute('data-locked')).toBe('true');
    await page.getByTestId('menu-datahub').click();
    await page.getByRole('dialog', { name: 'Data Hub Not Available' }).waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`${host.url}${screening}/fund`);
    await page.waitForURL((u) => u.pathname === '/platform/profile/Plan');
    await page.getByTestId('plan-locked-notice').getByText('Funds Not Available').waitFor();
    // the engine refuses the screening routes too, with the spec's key (doc 1 §6: Starter locks the Data Hub)
    expect(await refusal(starter, 'screening.fund')).toEqual({ status: 403, code: 'noAccessToFeature' });
    expect(await refusal(starter, 'screening.company')).toEqual({ status: 403, code: 'noAccessToFeature' });
    expect(errors).toEqual([]);
    await context.close();
  });

  // doc 1 §6: screening blocks capability 6 ("Screening parent blocks levels 0 to 3 and 6"); a paying user is not
  // shown the Starter modal but the lock, the no-access message and its upgrade link (docs/decisions.md)
  it('shows a capability-6 user the lock on Screening and the no-access message, and the engine refuses', async () => {
    const { context, page, errors } = await openPage(browser);
    const six = await host.createUser(
      'premium',
      { firstName: 'Emmy', lastName: 'Noether' },
      { capability: 6 },
    );
    await logInThroughForm(page, host.url, six);
    await page.getByTestId('menu-datahub').click();
    const entry = page.getByTestId('menu-screening');
    await entry.locator('svg.tabler-icon-lock').waitFor();
    expect(await entry.getAttribute('data-no-access')).toBe('true');
    expect(await entry.isDisabled()).toBe(true);
    // its tooltip says why (the Starter lock's says "Not available in Starter plan")
    await entry.hover({ force: true });
    await page.getByRole('tooltip').getByText("Your account doesn't have access to this feature.").waitFor();
    // Lookup stays open to capability 6 (lookup needs 1)
    expect(await page.getByTestId('menu-lookup').isDisabled()).toBe(false);
    for (const kind of ['fund', 'company', 'country']) {
      await page.goto(`${host.url}${screening}/${kind}`);
      await page.getByRole('heading', { name: 'No access' }).waitFor();
      await page.getByText("Your account doesn't have access to this feature.").waitFor();
      expect(await page.getByTestId('screening-results').count()).toBe(0);
    }
    await page.getByRole('link', { name: 'See the plans' }).click();
    await page.waitForURL((u) => u.pathname === '/platform/profile/Plan');
    for (const route of ['screening.fund', 'screening.company', 'screening.country'] as const)
      expect(await refusal(six, route)).toEqual({ status: 403, code: 'notEnoughCapability' });
    expect(errors).toEqual([]);
    await context.close();
  });

  // the pages at 1440 and 390 px in both languages: filters beside the table, or in a drawer above cards
  for (const locale of ['en-US', 'it-IT'] as Locale[])
    it(`lays out the company screen at 1440 and 390 px in ${locale}`, async () => {
      const run390 = locale === 'en-US' ? 'Run screening' : 'Avvia lo screening';
      for (const viewport of [desktop, phone390]) {
        const { context, page, errors } = await openSignedInPage(
          browser,
          host.url,
          { token },
          { viewport, locale },
        );
        await page.goto(`${host.url}${screening}/company?regions=Europe&page=1`);
        await settled(page);
        if (viewport === phone390) {
          await page.getByTestId('result-card').first().waitFor();
          expect(await page.getByTestId('company-results').count()).toBe(0);
          expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
          await shot(page, `company-390-${locale}`);
          await page.getByTestId('open-filters').click();
          await page.getByRole('button', { name: run390 }).waitFor();
          // the drawer slides in (Mantine's transition): shoot it once it stands still
          await expect
            .poll(() =>
              page
                .getByRole('dialog')
                .evaluate((e) => /^(none|matrix\(1, 0, 0, 1, 0, 0\))$/.test(getComputedStyle(e).transform)),
            )
            .toBe(true);
          await shot(page, `company-filters-390-${locale}`);
        } else {
          await page.getByTestId('company-results').waitFor();
          await shot(page, `company-1440-${locale}`);
        }
        for (const kind of ['fund', 'country']) {
          await page.goto(`${host.url}${screening}/${kind}?page=1`);
          await settled(page);
          await shot(page, `${kind}-${viewport.width}-${locale}`);
        }
        expect(errors).toEqual([]);
        await context.close();
      }
    });

  // last: opening a fund's results starts its lookup and the background PAI chain, which keep the engine busy
  it('screens funds with three filters, sorts, keeps the screen in the URL and opens a fund’s results', async () => {
    const { context, page, errors } = await signedIn();
    await page.goto(`${host.url}${screening}/fund`);
    await page.getByTestId('screening-not-run').waitFor();
    await pick(page, 'Asset classes', 'Equity');
    await pick(page, 'SFDR articles', /Article 8/);
    await page.getByRole('textbox', { name: 'Maximum TER (%)' }).fill('1');
    await run(page);
    const url = new URL(page.url());
    expect(url.searchParams.get('assetClasses')).toBe('equity');
    expect(url.searchParams.get('sfdr')).toBe('8');
    expect(url.searchParams.get('maxTer')).toBe('1');
    const names = await columnText(page, 'fund-results', 'name');
    expect(names.length).toBeGreaterThan(0);
    for (const article of await columnText(page, 'fund-results', 'sfdrArticle')) expect(article).toBe('8');
    for (const ter of await columnText(page, 'fund-results', 'terPct'))
      expect(Number.parseFloat(ter)).toBeLessThanOrEqual(1);

    // sort by TER, descending on the second click: the engine's order is the table's
    await page.getByRole('button', { name: 'Sort by TER (%)' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('terPct');
    await page.locator('th[data-column="terPct"][aria-sort="ascending"]').waitFor();
    await page.getByRole('button', { name: 'Sort by TER (%)' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe('desc');
    await expect
      .poll(async () => {
        // a fund without a TER prints n/a: the known ones must be in order
        const ters = (await columnText(page, 'fund-results', 'terPct'))
          .map((v) => Number.parseFloat(v))
          .filter((v) => !Number.isNaN(v));
        return ters.every((v, i) => i === 0 || v <= ters[i - 1]!);
      })
      .toBe(true);

    // the address is the screen: opened again, it shows the same funds
    const shared = page.url();
    const other = await openSignedInPage(browser, host.url, { token });
    await other.page.goto(shared);
    await other.page.getByTestId('fund-results').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => columnText(other.page, 'fund-results', 'name'))
      .toEqual(await columnText(page, 'fund-results', 'name'));
    await other.context.close();

    // a minimum AUM (issue 26 part 7) narrows the same screen: of the small demo's two such funds (1.43 bn and
    // 0.99 bn EUR) only the larger passes 1 bn; the bound is in the address
    expect(names.length).toBe(2);
    await page.getByRole('textbox', { name: 'Minimum AUM (EUR)' }).fill('1000000000');
    await run(page);
    await expect.poll(() => new URL(page.url()).searchParams.get('minAum')).toBe('1000000000');
    await expect.poll(() => columnText(page, 'fund-results', 'aumEur')).toEqual(['1,425,091,384']);

    await shot(page, `fund-1440-en-US`, true);
    await page.getByTestId('open-fund').first().click();
    await page.waitForURL((u) => u.pathname.startsWith('/platform/datahub/lookup/results/'), {
      timeout: 60_000,
    });
    expect(new URL(page.url()).searchParams.get('p')).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });
});
