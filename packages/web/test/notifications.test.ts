import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink, textOf } from '../../engine/test/helpers/smtp-sink.ts';
import { horizontalOverflow, launchChromium, shouldRunBrowserTests } from './helpers/browser.ts';
import { openSignedInPage } from './helpers/chromium-suite.ts';
import { startTestHost, type TestHost } from './helpers/host.ts';

// Issue 28, notifications that are sent: turn on the PAI notice in customization/notifications (390 px wide), run PAI
// (a new client starts it), the mail arrives in a local SMTP sink, and its unsubscribe link works without login
// (its page's button confirms).
// In a real Chromium against the real host and engine, mailing through SMTP.
const poll = { timeout: 60_000 };
const narrow = { width: 390, height: 844 };

describe.runIf(shouldRunBrowserTests())('notification mails in Chromium', () => {
  let smtp: SmtpSink;
  let host: TestHost;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    [host, browser] = await Promise.all([startTestHost({ smtpUrl: smtp.url }), launchChromium()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await smtp?.close();
  });

  // Mantine's switch input is drawn over by its track: attached, never "visible"
  const paiSwitch = (page: Page) => page.getByTestId('notify-paiCompleted');

  it('turn on the PAI notice → run PAI → the mail arrives with a working unsubscribe link', async () => {
    const user = await host.createUser('professional', { firstName: 'Rosalind', lastName: 'Franklin' });
    const engine = host.host.engine!;
    const session = await engine.accounts.login(user.email, user.password);
    // the notice starts off, so the journey turns it on
    const me = (
      await engine.store.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', user.email)
        .executeTakeFirstOrThrow()
    ).id;
    await engine.store.db
      .insertInto('user_settings')
      .values({
        user_id: me,
        name: 'notifications',
        data_json: JSON.stringify({ paiCompleted: false, portfolioOutdated: true, weeklyDigest: false }),
        updated_at: new Date().toISOString(),
      })
      .execute();

    const { context, page, errors } = await openSignedInPage(browser, host.url, session, {
      viewport: narrow,
    });
    await page.goto(`${host.url}/platform/customization/notifications`);
    await paiSwitch(page).waitFor({ ...poll, state: 'attached' });
    expect(await paiSwitch(page).isChecked()).toBe(false);
    const main = page.getByRole('main');
    for (const label of ['PAI calculation completed', 'Shared links about to expire', 'Billing problems'])
      await main.getByText(label, { exact: true }).waitFor(poll);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await paiSwitch(page).check({ force: true });
    await page.getByTestId('notify-save').click();
    await page.getByText('Changes saved.').waitFor(poll);

    // PAI runs on its own after a new client (spec doc 1 §4)
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${host.url}/platform/portfoliohub/add_client`);
    const field = (label: string) => page.getByRole('main').getByLabel(new RegExp(`^${label}( \\*)?$`));
    await field('First name').fill('Ada');
    await field('Last name').fill('Lovelace');
    await field('Date of first investment').fill('2024-10-01');
    await page.getByTestId('portfolio-input-0').fill('URTH');
    await page.getByTestId('portfolio-weight-0').fill('100');
    await page.getByRole('button', { name: 'Create client' }).click();
    await page.getByText('The PAI calculation is complete.').waitFor({ timeout: 120_000 });

    const mail = await smtp.waitForMail(user.email);
    expect(mail.raw).toMatch(/^Subject: PAI calculated: /m);
    const text = textOf(mail);
    const link = /(http\S+\/notifications\/unsubscribe\/\S+)/.exec(text)?.[1];
    expect(link, text).toBeDefined();

    // the link, in a browser with no session
    const stranger = await browser.newContext();
    const visit = await stranger.newPage();
    const answer = await visit.goto(link!);
    expect(answer?.status()).toBe(200);
    // opening the link only asks (a mail scanner's prefetch must not unsubscribe); the button turns it off
    await visit.getByText('Stop e-mails about PAI calculation completed?').waitFor(poll);
    await visit.getByRole('button', { name: 'Unsubscribe' }).click();
    await visit.getByText('You will no longer receive e-mails about PAI calculation completed').waitFor(poll);
    await stranger.close();

    await page.goto(`${host.url}/platform/customization/notifications`);
    await paiSwitch(page).waitFor({ ...poll, state: 'attached' });
    await expect.poll(() => paiSwitch(page).isChecked(), poll).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('shows the page in Italian at 390 px', async () => {
    const user = await host.createUser('professional', { firstName: 'Maria', lastName: 'Montessori' });
    const session = await host.host.engine!.accounts.login(user.email, user.password);
    const { context, page, errors } = await openSignedInPage(browser, host.url, session, {
      viewport: narrow,
      locale: 'it-IT',
    });
    await page.goto(`${host.url}/platform/customization/notifications`);
    const main = page.getByRole('main');
    await main.getByText('Calcolo PAI completato', { exact: true }).waitFor(poll);
    await main.getByText('Settimanale').first().waitFor(poll);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
