import type { ApiClient } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, type StoreTarget, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';
import { type SmtpSink, startSmtpSink, textOf } from './helpers/smtp-sink.ts';
import { tamperedLink } from './helpers/tamper.ts';
import { cleanTempDirs } from './provider/helpers.ts';

// Issue 28, notifications that are sent: the PAI completion notice, the weekly digest of client portfolios not
// updated for 31 days (doc 1 §4), and the unsubscribe link that works without login.

failWhenPostgresMissing('notifications suite');

const DAY_MS = 86_400_000;

describe.each(storeTargets)('notification mails on $name', (target) => {
  let smtp: SmtpSink;
  let t: TestEngine;
  let drop: () => Promise<void>;
  let clock = Date.now();
  /** The suite's store, kept when an engine closes, so that a second engine (a restart) opens the same one. */
  let kept: StoreTarget;

  const start = () =>
    startTestEngine({
      target: kept,
      smtpUrl: smtp.url,
      loadSnapshot: minimalSnapshot,
      now: () => new Date(clock),
    });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    const place = await target.create();
    drop = place.drop;
    kept = { name: target.name, create: async () => ({ ...place, drop: async () => undefined }) };
    t = await start();
    await t.engine.ready;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await drop?.();
    cleanTempDirs();
  });

  const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));
  const unsubscribeLinkOf = (text: string): string => {
    const link = /(http\S+\/notifications\/unsubscribe\/\S+)/.exec(text)?.[1];
    if (!link) throw new Error(`no unsubscribe link in:\n${text}`);
    return link.replace(t.config.publicUrl, t.url);
  };

  const runPai = async (api: ApiClient, portfolioId: string) => {
    for (const [set, steps] of [
      [1, 4],
      [2, 2],
      [3, 2],
    ] as const)
      for (let step = 1; step <= steps; step++)
        await api.call('chain.pai', { params: { portfolioId, set, step } });
    await api.call('chain.setPaiDate', { params: { portfolioId } });
  };

  it('PAI completed mails one notice with an unsubscribe link; following it turns the notice off', async () => {
    const actor = await seedActor(t.engine, { label: 'pai', plan: 'premium' });
    const api = t.client({ token: actor.token });
    const created = await api.call('clients.create', {
      body: {
        firstname: 'Giulia',
        lastname: 'Bianchi',
        portfolio: {
          investmentDay: '2025-06-26',
          investmentAmount: 10_000,
          portfolio: {
            items: [
              { input: 'MINEQ', weight: 60 },
              { input: 'BRSW', weight: 40 },
            ],
            cash: 0,
          },
        },
      },
    });
    // the advisor's brand signs the mail (issue 28, Company info and brand)
    const company = (await api.call('company.get')).data;
    await api.call('company.save', {
      body: {
        ...company,
        legalName: 'Rossi Advisory Srl',
        city: 'Milano',
        zipCode: '20121',
        phone: '+39 02 1234',
      },
    });
    const portfolioId = created.data.portfolio!.id;
    await runPai(api, portfolioId);
    const mail = await smtp.waitForMail(actor.email);
    expect(mailsTo(actor.email)).toHaveLength(1);
    const text = textOf(mail);
    expect(mail.raw).toMatch(/^Subject: PAI calculated: /m);
    expect(text).toContain('The PAI calculation of the portfolio');
    // SMTP lines end in CRLF
    expect(text).toContain('\r\n\r\nRossi Advisory Srl\r\n20121 Milano\r\n+39 02 1234\r\n\r\n--\r\n');
    const link = unsubscribeLinkOf(text);

    // a tampered link: 404 with the errors table's key; the notice stays on
    const tampered = await t.fetch(tamperedLink(link));
    expect(tampered.status).toBe(404);
    expect(await tampered.text()).toContain('data-error="notFound"');
    expect((await api.call('settings.notifications')).data.paiCompleted).toBe(true);

    // an expired one (90 days later): 410
    clock += 91 * DAY_MS;
    const expired = await t.fetch(link);
    clock -= 91 * DAY_MS;
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('data-error="sharedLinkExpired"');

    // a GET (a mail scanner prefetching the link) only asks: the notice stays on
    const page = await t.fetch(link); // no login
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Stop e-mails about PAI calculation completed?');
    expect(html).toContain('<form method="post">');
    // the API's CSP forbids forms; this page's own allows posting to itself
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect((await api.call('settings.notifications')).data.paiCompleted).toBe(true);

    // a tampered link posted: 404, still on
    const forged = await t.fetch(tamperedLink(link), { method: 'POST' });
    expect(forged.status).toBe(404);
    expect((await api.call('settings.notifications')).data.paiCompleted).toBe(true);

    // the page's button posts to the same address, with no session
    const confirmed = await t.fetch(link, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(
      'You will no longer receive e-mails about PAI calculation completed',
    );
    expect((await api.call('settings.notifications')).data.paiCompleted).toBe(false);

    await runPai(api, portfolioId);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(actor.email)).toHaveLength(1);
  }, 120_000);

  it('the weekly digest lists a client not updated for 31 days, once a week, also after a restart', async () => {
    const actor = await seedActor(t.engine, { label: 'digest', plan: 'premium' });
    const db = t.engine.store.db;
    // Wednesday 4 March 2026 is in ISO week 2026-W10 (Monday 2 to Sunday 8 March)
    const wednesday = new Date('2026-03-04T10:00:00.000Z');
    await db
      .updateTable('clients')
      .set({ first_name: 'Anna', last_name: 'Stale' })
      .where('id', '=', actor.ids.clientId)
      .execute();
    // 43 days before: listed. The seeded lookup portfolio is as old but is no client's: not listed.
    await db
      .updateTable('portfolios')
      .set({ updated_at: '2026-01-20T09:00:00.000Z' })
      .where('owner_id', '=', actor.userId)
      .execute();
    const fresh = await t.client({ token: actor.token }).call('clients.create', {
      body: { firstname: 'Bruno', lastname: 'Fresh' },
    });
    // 12 days before: not listed
    await db
      .updateTable('portfolios')
      .set({ updated_at: '2026-02-20T09:00:00.000Z' })
      .where('client_id', '=', fresh.data.id)
      .execute();

    const before = mailsTo(actor.email).length;
    await t.engine.notifications.runDueNotifications(wednesday);
    const mail = await smtp.waitForMail(actor.email, smtp.mails.length - 1);
    const text = textOf(mail);
    expect(mail.raw).toMatch(/^Subject: Client portfolios to update/m);
    expect(text).toContain('- Anna Stale: last updated Jan 20, 2026, PAI never calculated');
    expect(text).not.toContain('Bruno');
    expect(text).toMatch(/\/notifications\/unsubscribe\//);
    expect(mailsTo(actor.email)).toHaveLength(before + 1);

    // RFC 8058 one-click: the headers name the same signed link, and a POST of List-Unsubscribe=One-Click to it
    // (what a mail client sends, without the page or a session) turns the digest off
    const headers = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).replace(/\r\n(?=[ \t])/g, ''); // unfolded (RFC 5322)
    const oneClick = /^List-Unsubscribe: <(\S+)>$/m.exec(headers)?.[1];
    expect(oneClick).toBe(/(http\S+\/notifications\/unsubscribe\/\S+)/.exec(text)?.[1]);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const api = t.client({ token: actor.token });
    expect((await api.call('settings.notifications')).data.portfolioOutdated).toBe(true);
    const posted = await t.fetch(oneClick!.replace(t.config.publicUrl, t.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    expect((await api.call('settings.notifications')).data.portfolioOutdated).toBe(false);
    await api.call('settings.saveNotifications', {
      body: { ...(await api.call('settings.notifications')).data, portfolioOutdated: true },
    });

    // Friday of the same week: nothing more
    const friday = new Date('2026-03-06T18:00:00.000Z');
    await t.engine.notifications.runDueNotifications(friday);
    expect(mailsTo(actor.email)).toHaveLength(before + 1);

    // a restart: a new engine on the same store remembers this week's send
    await t.close();
    t = await start();
    await t.engine.ready;
    await t.engine.notifications.runDueNotifications(friday);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(actor.email)).toHaveLength(before + 1);

    // the next week's digest goes out again
    await t.engine.notifications.runDueNotifications(new Date('2026-03-09T08:00:00.000Z'));
    await smtp.waitForMail(actor.email, smtp.mails.length - 1);
    expect(mailsTo(actor.email)).toHaveLength(before + 2);
  }, 120_000);
});
