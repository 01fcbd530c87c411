import { mkdir } from 'node:fs/promises';
import { ApiError, createClient } from '@esgkit/core';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, logInThroughForm, openPage, phone390, shouldRunBrowserTests } from './helpers/browser.ts';
import { hostAndChromium, openSignedInPage } from './helpers/chromium-suite.ts';
import type { TestHost } from './helpers/host.ts';

// Issue 25 (accounts): Account info edits every profile field of doc 1 §3 with each error beside its field, a
// client's Information page takes a picture, and an account is deleted after confirmation, 250 ms, then Login.
const poll = { timeout: 15_000 };
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** Where the screenshots of the page go (looked at by hand; not compared). */
const SHOTS = process.env.ESGKIT_SHOTS_DIR;

/** An input by its label, inside the page's main area (the side menu has none of these). */
const field = (page: Page, label: string | RegExp) =>
  page.getByRole('main').getByLabel(typeof label === 'string' ? new RegExp(`^${label}( \\*)?$`) : label);

/** The error text Mantine ties to a field through aria-describedby. */
const errorOf = async (page: Page, label: string): Promise<string | null> => {
  const ids = (await field(page, label).getAttribute('aria-describedby')) ?? '';
  for (const id of ids.split(' ').filter(Boolean)) {
    const text = await page.locator(`[id="${id}"]`).textContent();
    if (id.includes('error')) return text;
  }
  return null;
};

describe.runIf(shouldRunBrowserTests())('Account info and client pictures in Chromium', () => {
  let host: TestHost;
  let browser: Browser;
  hostAndChromium((started) => ({ host, browser } = started));

  it('edits the profile with each error beside its field, uploads a client picture, deletes the account', async () => {
    const user = await host.createUser('professional', { firstName: 'Rosalind', lastName: 'Franklin' });
    const api = async () => {
      const anonymous = createClient({ baseUrl: host.url, fetch, locale: 'en-US' });
      const { data } = await anonymous.call('auth.login', { body: user });
      return createClient({ baseUrl: host.url, fetch, auth: { token: data.token }, locale: 'en-US' });
    };
    const me = await api();
    const { data: client } = await me.call('clients.create', {
      body: { firstname: 'Marie', lastname: 'Curie' },
    });

    const { context, page, errors, allow } = await openPage(browser);
    await logInThroughForm(page, host.url, user);
    await page.goto(`${host.url}/platform/profile/account_info`);
    await field(page, 'First name').waitFor();

    // When the user types a website without its scheme and a phone made of words, and saves
    await field(page, 'City').fill('Milano');
    await field(page, 'Website').fill('rosalind.example.com');
    await field(page, 'Cell phone').fill('call me');
    await page.getByRole('button', { name: 'Save changes' }).click();
    // Then each error shows beside its own field, and nothing is saved
    await expect
      .poll(() => errorOf(page, 'Website'), poll)
      .toBe('Please enter a web address starting with http:// or https://.');
    expect(await errorOf(page, 'Cell phone')).toBe(
      'Please enter a phone number: digits, spaces and an optional leading +.',
    );
    expect(await errorOf(page, 'City')).toBeNull();
    expect((await me.call('profile.get')).data.city).toBeUndefined();

    // When they correct them, choose a purpose and a band, and save
    await field(page, 'Website').fill('https://rosalind.example.com');
    await field(page, 'Cell phone').fill('+44 20 7946 0958');
    await field(page, 'Date of birth').fill('1920-07-25');
    await field(page, 'LinkedIn profile').fill('https://www.linkedin.com/in/rosalind');
    await field(page, 'Investing purpose').click();
    await page.getByRole('option', { name: 'Retirement' }).click();
    await field(page, 'Annual income').click();
    await page.getByRole('option', { name: '€50,000 – €75,000' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByTestId('alert').getByText('Changes saved.').waitFor();
    // Then the API answers what the form showed
    expect((await me.call('profile.get')).data).toMatchObject({
      city: 'Milano',
      website: 'https://rosalind.example.com',
      cellPhone: '+44 20 7946 0958',
      dob: '1920-07-25',
      socialUrls: { linkedin: 'https://www.linkedin.com/in/rosalind' },
      investingPurpose: 'retirement',
      annualIncome: '50k_75k',
      email: user.email,
    });

    // A server-side refusal lands beside its field too: an address another account uses
    const other = await host.createUser('starter', { firstName: 'Other', lastName: 'Owner' });
    allow(/status of 409/);
    await field(page, 'Email').fill(other.email);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => errorOf(page, 'Email'), poll)
      .toBe('An account with the given email already exists.');
    await field(page, 'Email').fill(user.email);

    if (SHOTS) {
      await mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/account-info-en-1440.png`, fullPage: true });
    }

    // A client's picture: uploaded on its Information page, shown on the Clients list
    await page.goto(`${host.url}/platform/client/${client.id}/information`);
    await page.getByRole('main').getByRole('button', { name: 'Change the client’s picture' }).waitFor();
    await page
      .getByRole('main')
      .locator('input[type=file]')
      .setInputFiles({ name: 'marie.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('alert').getByText('Changes saved.').waitFor();
    await expect.poll(() => page.getByRole('main').locator('img[src^="blob:"]').count(), poll).toBe(1);
    const { data: withPicture } = await me.call('clients.get', { params: { clientId: client.id } });
    expect(withPicture.imageUrl).toMatch(/\/images\//);
    await page.goto(`${host.url}/platform/portfoliohub/clients`);
    const card = page.getByTestId('client-card').filter({ hasText: 'Marie Curie' });
    await expect.poll(() => card.locator('img[src^="blob:"]').count(), poll).toBe(1);

    // Deleting the account: what goes is listed first; the button waits for the typed e-mail
    await page.goto(`${host.url}/platform/profile/account_info`);
    const danger = page.getByTestId('delete-account');
    await danger.getByText('your clients, their portfolios, pictures and calculated results').waitFor();
    await danger.getByText('your API keys').waitFor();
    const button = danger.getByRole('button', { name: 'Delete my account' });
    expect(await button.isDisabled()).toBe(true);
    await danger.getByLabel(/^Type your e-mail address/).fill(user.email.toUpperCase());
    expect(await button.isDisabled()).toBe(false);
    await button.click();
    // Then the login page with the notice, and the account is gone
    await page.waitForURL((url) => url.pathname === '/login', poll);
    await page.getByTestId('alert').getByText('Your account and all its data have been deleted.').waitFor();
    expect(new URL(page.url()).search).toBe('');
    const refused = await api().then(
      () => null,
      (error: unknown) => (error instanceof ApiError ? error.code : String(error)),
    );
    expect(refused).toBe('incorrectCredentials');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says it all in Italian, the errors too, and fits 1440 and 390 px', async () => {
    const user = await host.createUser('starter', { firstName: 'Rita', lastName: 'Levi-Montalcini' });
    const anonymous = createClient({ baseUrl: host.url, fetch, locale: 'en-US' });
    const { token } = (await anonymous.call('auth.login', { body: user })).data;
    for (const viewport of [desktop, phone390]) {
      for (const locale of ['it-IT', 'en-US'] as const) {
        const { context, page, errors } = await openSignedInPage(
          browser,
          host.url,
          { token },
          { viewport, locale },
        );
        await page.goto(`${host.url}/platform/profile/account_info`);
        const website = locale === 'it-IT' ? 'Sito web' : 'Website';
        await field(page, website).waitFor();
        await field(page, website).fill('ftp://rita.example.com');
        await page
          .getByRole('button', { name: locale === 'it-IT' ? 'Salva le modifiche' : 'Save changes' })
          .click();
        await expect
          .poll(() => errorOf(page, website), poll)
          .toBe(
            locale === 'it-IT'
              ? 'Inserisci un indirizzo web che inizi con http:// o https://.'
              : 'Please enter a web address starting with http:// or https://.',
          );
        if (locale === 'it-IT') {
          await page.getByTestId('delete-account').getByText("Elimina l'account").waitFor();
          await field(page, "Scopo dell'investimento").waitFor();
        }
        // nothing wider than the screen
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBeLessThanOrEqual(0);
        if (SHOTS)
          await page.screenshot({
            path: `${SHOTS}/account-info-${locale}-${viewport.width}.png`,
            fullPage: true,
          });
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  });
});
