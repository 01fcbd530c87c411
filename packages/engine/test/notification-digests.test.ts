import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor, seedShareLink } from './helpers/seed.ts';
import { type SmtpSink, startSmtpSink, textOf } from './helpers/smtp-sink.ts';
import { cleanTempDirs } from './provider/helpers.ts';

// Issue 28, the digests besides outdated portfolios: shared links about to expire (within 3 days) and billing
// problems, daily by default, once per period (the cron job that runs them: worker-digests.test.ts).

failWhenPostgresMissing('notification digests suite');

const DAY_MS = 86_400_000;

describe.each(storeTargets)('notification digests on $name', (target) => {
  let smtp: SmtpSink;
  let t: TestEngine;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestEngine({ target, smtpUrl: smtp.url, loadSnapshot: minimalSnapshot });
    await t.engine.ready;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    cleanTempDirs();
  });

  const mailsAbout = (email: string, subject: string) =>
    smtp.mails.filter((m) => m.to.includes(email) && m.raw.includes(`\r\nSubject: ${subject}\r\n`));

  it('lists a shared link with 2 days left and not one with 5, once a day', async () => {
    const actor = await seedActor(t.engine, { label: 'share-digest', plan: 'premium' });
    const api = t.client({ token: actor.token });
    const db = t.engine.store.db;
    await db
      .updateTable('clients')
      .set({ first_name: 'Anna', last_name: 'Soon' })
      .where('id', '=', actor.ids.clientId)
      .execute();
    const later = await api.call('clients.create', { body: { firstname: 'Bruno', lastname: 'Later' } });
    const at = new Date('2030-06-03T09:00:00.000Z');
    await seedShareLink(t.engine, actor, { expiresAt: new Date(at.getTime() + 2 * DAY_MS).toISOString() });
    await seedShareLink(t.engine, actor, {
      clientId: later.data.id,
      expiresAt: new Date(at.getTime() + 5 * DAY_MS).toISOString(),
    });

    await t.engine.notifications.runDueNotifications(at);
    const subject = 'Shared links about to expire';
    await expect.poll(() => mailsAbout(actor.email, subject).length).toBe(1);
    const text = textOf(mailsAbout(actor.email, subject)[0]!);
    expect(text).toContain('These shared links expire within 3 days:\r\n- Anna Soon: expires on Jun 5, 2030');
    expect(text).not.toContain('Bruno');

    // later the same day: not again (daily by default)
    await t.engine.notifications.runDueNotifications(new Date('2030-06-03T20:00:00.000Z'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsAbout(actor.email, subject)).toHaveLength(1);
  }, 60_000);

  it('mails a payment problem once per period, and nothing without one', async () => {
    const troubled = await seedActor(t.engine, { label: 'billing-digest', plan: 'premium' });
    const fine = await seedActor(t.engine, { label: 'billing-fine', plan: 'premium' });
    const stamp = '2030-07-01T00:00:00.000Z';
    const subscription = (userId: string, problem: string | null) => ({
      user_id: userId,
      plan: 'premium',
      period: 'monthly',
      state: 'active',
      status_code: 1,
      trial_ends_on: null,
      next_payment_on: null,
      ends_on: null,
      coupon_code: null,
      payment_problem_json: problem,
      provider: 'stripe',
      provider_customer_id: null,
      provider_subscription_id: null,
      since: stamp,
      created_at: stamp,
      updated_at: stamp,
    });
    await t.engine.store.db
      .insertInto('subscriptions')
      .values([
        subscription(troubled.userId, JSON.stringify({ kind: 'retry', days: 4 })),
        subscription(fine.userId, null),
      ])
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ payment_problem_json: (eb) => eb.ref('excluded.payment_problem_json') }),
      )
      .execute();

    const subject = 'A problem with your esgkit payment';
    await t.engine.notifications.runDueNotifications(new Date('2030-07-02T08:00:00.000Z'));
    await expect.poll(() => mailsAbout(troubled.email, subject).length).toBe(1);
    const text = textOf(mailsAbout(troubled.email, subject)[0]!);
    expect(text).toContain('We will retry the charge in 4 days.');
    expect(text).toContain(`Update your payment method: ${t.config.publicUrl}/platform/profile/billing`);

    // the same day again: not twice
    await t.engine.notifications.runDueNotifications(new Date('2030-07-02T18:00:00.000Z'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsAbout(troubled.email, subject)).toHaveLength(1);
    expect(mailsAbout(fine.email, subject)).toHaveLength(0);

    // the next day, still unpaid: the next one
    await t.engine.notifications.runDueNotifications(new Date('2030-07-03T08:00:00.000Z'));
    await expect.poll(() => mailsAbout(troubled.email, subject).length).toBe(2);
  }, 60_000);
});
