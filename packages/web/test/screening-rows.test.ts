import { createClient } from '@esgkit/core';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { lookupPortfolioPath } from '../src/app/paths.ts';
import { desktop, logInThroughForm, openPage, phone390, shouldRunBrowserTests } from './helpers/browser.ts';
import { hostAndChromium, openSignedInPage } from './helpers/chromium-suite.ts';
import type { TestHost } from './helpers/host.ts';

// Issue 26, a screening row's actions in Chromium (small demo universe): a fund row adds the fund to the tab's
// lookup portfolio (Lookup's editor then shows it; a second add says it is there already) and a company row opens
// its fact sheet in Lookup research, where a searched company opens. On a phone the actions sit on the cards.

const screening = '/platform/datahub/screening';

describe.runIf(shouldRunBrowserTests())('Screening row actions in Chromium', () => {
  let host: TestHost;
  let browser: Browser;
  let token: string;
  let ada: { email: string; password: string };

  hostAndChromium((started) => ({ host, browser } = started));
  beforeAll(async () => {
    const user = await host.createUser('premium', { firstName: 'Ada', lastName: 'Lovelace' });
    ada = user;
    const anonymous = createClient({ baseUrl: host.url, fetch, locale: 'en-US' });
    token = (await anonymous.call('auth.login', { body: user })).data.token;
  });

  /** The unfiltered screen of `kind` (every fund or company), its answer shown. */
  const screen = async (page: Page, kind: 'fund' | 'company') => {
    await page.goto(`${host.url}${screening}/${kind}?page=1`);
    await page.getByTestId('screening-results').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('screening-results').getAttribute('aria-busy')).toBe('false');
  };

  /** The ISIN (or ticker) under the name of the first row: the name cell reads "name\nISIN · ticker". */
  const firstSecurity = async (page: Page, scope: string) => {
    const cell = page.getByTestId(scope).getByTestId('result-name').first();
    const name = await cell.innerText();
    const ids = await cell.locator('xpath=following-sibling::*[1]').innerText();
    return { name, input: ids.split(' · ')[0]! };
  };

  it('adds a fund to the lookup portfolio once, and Lookup’s portfolio editor shows it', async () => {
    const { context, page, errors } = await openSignedInPage(
      browser,
      host.url,
      { token },
      { viewport: desktop },
    );
    await screen(page, 'fund');
    const fund = await firstSecurity(page, 'fund-results');
    expect(fund.input).not.toBe('');
    const add = page.getByTestId('fund-results').getByRole('button', { name: 'Add to lookup portfolio' });
    await add.first().click();
    await page.getByTestId('alert').getByText(`${fund.name} was added to your lookup portfolio.`).waitFor();
    await add.first().click();
    await page.getByTestId('alert').getByText(`${fund.name} is already in your lookup portfolio.`).waitFor();

    await page.getByTestId('alert').getByRole('button', { name: 'Open portfolio' }).click();
    await page.getByRole('tab', { name: 'Portfolio', selected: true }).waitFor();
    // the first of the editor's three empty rows holds the fund, once; its weight is the user's to type
    const inputs = page.getByRole('textbox', { name: /^ISIN or ticker \d+$/ });
    await expect
      .poll(() => inputs.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)))
      .toEqual([fund.input, '', '']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('forgets the lookup portfolio at a logout: the next user in the same tab starts with empty rows', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: desktop });
    await logInThroughForm(page, host.url, ada);
    await screen(page, 'fund');
    await page
      .getByTestId('fund-results')
      .getByRole('button', { name: 'Add to lookup portfolio' })
      .first()
      .click();
    await page
      .getByTestId('alert')
      .getByText(/was added to your lookup portfolio\./)
      .waitFor();
    await page.getByTestId('desktop-bar').getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((u) => u.pathname === '/login');

    const grace = await host.createUser('premium', { firstName: 'Grace', lastName: 'Hopper' });
    await logInThroughForm(page, host.url, grace);
    await page.goto(`${host.url}${lookupPortfolioPath()}`);
    await page.getByRole('tab', { name: 'Portfolio', selected: true }).waitFor();
    const inputs = page.getByRole('textbox', { name: /^ISIN or ticker \d+$/ });
    await expect
      .poll(() => inputs.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)))
      .toEqual(['', '', '']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a company’s fact sheet in Lookup research', async () => {
    const { context, page, errors } = await openSignedInPage(
      browser,
      host.url,
      { token },
      { viewport: desktop },
    );
    await screen(page, 'company');
    const company = await firstSecurity(page, 'company-results');
    await page.getByTestId('company-results').getByRole('link', { name: 'Open fact sheet' }).first().click();
    await page.waitForURL((u) => u.pathname === '/platform/datahub/lookup/research');
    const card = page.getByTestId('security-facts');
    await card.waitFor({ timeout: 30_000 });
    await card.getByText(company.input).waitFor();
    await card.getByRole('button', { name: 'See results' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the row actions on the cards of a 390 px phone', async () => {
    const { context, page, errors } = await openSignedInPage(
      browser,
      host.url,
      { token },
      { viewport: phone390 },
    );
    await screen(page, 'fund');
    const card = page.getByTestId('result-card').first();
    await card.getByRole('link', { name: 'See results' }).waitFor();
    await card.getByRole('button', { name: 'Add to lookup portfolio' }).click();
    await page
      .getByTestId('alert')
      .getByText(/was added to your lookup portfolio\./)
      .waitFor();
    await screen(page, 'company');
    await page.getByTestId('result-card').first().getByRole('link', { name: 'Open fact sheet' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
