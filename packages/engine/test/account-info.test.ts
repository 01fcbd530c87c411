import { SessionExpiredError } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { engineWithSmtpSink, failure, type TestEngine } from './helpers/engine.ts';
import { seedActor, seedShareLink, TEST_PASSWORD } from './helpers/seed.ts';
import type { SmtpSink } from './helpers/smtp-sink.ts';
import { rowsMentioning } from './helpers/tables.ts';

failWhenPostgresMissing('account-info suite');

// Account info (spec doc 1 §3 User profile) and account deletion (doc 1 §2), issue 25.
describe.each(storeTargets)('account info and deletion over HTTP on $name', (target) => {
  let t: TestEngine;
  let smtp: SmtpSink;

  engineWithSmtpSink(target, (started) => ({ t, smtp } = started));

  it('saves every profile field of doc 1 §3 and answers them back', async () => {
    const actor = await seedActor(t.engine, { label: 'fields', plan: 'starter' });
    const me = t.client({ token: actor.token });
    const fields = {
      firstName: 'Grace',
      lastName: 'Hopper',
      dob: '1906-12-09',
      cellPhone: '+39 02 1234 5678',
      address: 'Via Roma 1',
      address2: 'Scala B',
      city: 'Milano',
      state: 'MI',
      zip: '20121',
      country: 'IT',
      region: 'Lombardia',
      vat: 'IT12345678901',
      userLanguage: ['it-IT', 'en-US'] as const,
      legalName: 'Hopper Advisory S.r.l.',
      website: 'https://hopper.example.com',
      socialUrls: { linkedin: 'https://www.linkedin.com/in/grace' },
      investingPurpose: 'retirement',
      annualIncome: '75k_100k',
      initialInvestment: '10k_25k',
      monthlyInvestment: '250_1000',
    } as const;
    await me.call('profile.update', { body: { ...fields, userLanguage: [...fields.userLanguage] } });
    const { data } = await me.call('profile.get');
    expect(data).toMatchObject({ ...fields, userLanguage: ['it-IT', 'en-US'], email: actor.email });
    // A later update of one field leaves the others as they were
    await me.call('profile.update', { body: { city: 'Torino' } });
    expect((await me.call('profile.get')).data).toMatchObject({
      city: 'Torino',
      zip: '20121',
      firstName: 'Grace',
    });
  });

  it('refuses invalid fields with 422, each issue on its field with its message key, and saves nothing', async () => {
    const actor = await seedActor(t.engine, { label: 'invalid', plan: 'starter' });
    const me = t.client({ token: actor.token });
    const error = await failure(
      me.call('profile.update', {
        body: {
          firstName: ' ',
          dob: '2001-02-29', // 2001 is not a leap year
          cellPhone: 'call me',
          website: 'javascript:alert(1)',
          city: 'Milano',
        },
      }),
    );
    expect([error.status, error.code]).toEqual([422, 'invalidInput']);
    expect(error.issues.map((i) => [i.path.join('.'), i.messageKey])).toEqual([
      ['body.firstName', 'fieldRequired'],
      ['body.dob', 'invalidDate'],
      ['body.cellPhone', 'invalidPhone'],
      ['body.website', 'invalidUrl'],
    ]);
    const { data } = await me.call('profile.get');
    expect([data.firstName, data.city]).toEqual(['invalid', undefined]);
  });

  it('changes the e-mail only once the new address confirms it with the mailed code', async () => {
    const actor = await seedActor(t.engine, { label: 'mover', plan: 'starter' });
    const me = t.client({ token: actor.token });
    const newEmail = `moved-${actor.userId.slice(0, 6)}@example.com`.toLowerCase();

    // When the user asks for a new address
    const { data } = await me.call('profile.update', { body: { email: newEmail.toUpperCase() } });

    // Then the account keeps the old one, shows the new one as pending, and the new address gets the code
    expect([data.email, data.pendingEmail]).toEqual([actor.email, newEmail]);
    const mail = await smtp.waitForMail(newEmail);
    const code = smtp.codeOf(mail);
    expect((await t.client().call('auth.emailExists', { body: { email: newEmail } })).data.exists).toBe(
      false,
    );
    expect(
      (await t.client().call('auth.login', { body: { email: actor.email, password: TEST_PASSWORD } })).data
        .token,
    ).toBeTruthy();

    // A wrong code or the code with another address changes nothing
    expect(
      (await failure(t.client().call('auth.confirmEmail', { body: { email: newEmail, code: 'WRONGCODE1' } })))
        .code,
    ).toBe('invalidCode');
    expect(
      (await failure(t.client().call('auth.confirmEmail', { body: { email: actor.email, code } }))).code,
    ).toBe('invalidCode');

    // When the new address confirms, Then it is the account's: sign-in with it, not with the old one
    await t.client().call('auth.confirmEmail', { body: { email: newEmail, code } });
    const profile = (await me.call('profile.get')).data;
    expect([profile.email, profile.pendingEmail ?? null]).toEqual([newEmail, null]);
    expect(
      (await t.client().call('auth.login', { body: { email: newEmail, password: TEST_PASSWORD } })).data
        .token,
    ).toBeTruthy();
    expect(
      (
        await failure(
          t.client().call('auth.login', { body: { email: actor.email, password: TEST_PASSWORD } }),
        )
      ).code,
    ).toBe('incorrectCredentials');
    // And the code is single use
    expect(
      (await failure(t.client().call('auth.confirmEmail', { body: { email: newEmail, code } }))).code,
    ).toBe('invalidCode');
  });

  it('refuses a new e-mail another account uses (accountExists on the email field), keeping the old one', async () => {
    const actor = await seedActor(t.engine, { label: 'taken', plan: 'starter' });
    const other = await seedActor(t.engine, { label: 'owner', plan: 'starter' });
    const me = t.client({ token: actor.token });
    const error = await failure(me.call('profile.update', { body: { email: other.email, city: 'Roma' } }));
    expect([error.status, error.code]).toEqual([409, 'accountExists']);
    expect(error.issues.map((i) => [i.path.join('.'), i.messageKey])).toEqual([
      ['body.email', 'accountExists'],
    ]);
    const { data } = await me.call('profile.get');
    expect([data.email, data.pendingEmail ?? null, data.city]).toEqual([actor.email, null, undefined]);
  });

  it('deletes everything of the tenant in one go, ends its sessions and keys, and leaves other tenants as they were', async () => {
    // Given two advisors, each with a client (portfolio, picture), a lookup portfolio, a template, an API key, a share link
    const gone = await seedActor(t.engine, { label: 'leaver', plan: 'premium' });
    const stays = await seedActor(t.engine, { label: 'stayer', plan: 'premium' });
    await seedShareLink(t.engine, gone);
    await seedShareLink(t.engine, stays);
    const leaver = t.client({ token: gone.token });
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    await leaver.call('profile.uploadImage', { body: { dataUrl: png } });
    await leaver.call('company.save', { body: { legalName: 'Leaver S.p.A.' } as never });
    const staysClients = (await t.client({ token: stays.token }).call('clients.list')).data;
    const staysBefore = await rowsMentioning(t.engine.store.db, stays.userId);
    expect(staysBefore.length).toBeGreaterThan(5);

    // When the leaver deletes the account
    await leaver.call('auth.deleteAccount');

    // Then no row of any table mentions them or their e-mail
    expect(await rowsMentioning(t.engine.store.db, gone.userId)).toEqual([]);
    expect(await rowsMentioning(t.engine.store.db, gone.email)).toEqual([]);
    // their session stops working at once (API keys: api-key-revocation.test.ts)
    expect(await failure(leaver.call('profile.get'))).toBeInstanceOf(SessionExpiredError);
    // And the other tenant's rows are exactly as before
    expect(await rowsMentioning(t.engine.store.db, stays.userId)).toEqual(staysBefore);
    expect((await t.client({ token: stays.token }).call('clients.list')).data).toEqual(staysClients);
  });
});
