import { SessionExpiredError } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { findUserByEmail, updateUser } from '../src/store/index.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { engineWithSmtpSink, failure, type TestEngine } from './helpers/engine.ts';
import type { SmtpSink } from './helpers/smtp-sink.ts';
import { rowsMentioning } from './helpers/tables.ts';

failWhenPostgresMissing('accounts suite');

describe.each(storeTargets)('accounts over HTTP on $name', (target) => {
  let t: TestEngine;
  let smtp: SmtpSink;
  const email = 'ada.advisor@example.com';
  const password = 'First-Passw0rd';

  engineWithSmtpSink(target, (started) => ({ t, smtp } = started));

  it('signs up, refuses login until confirmed, confirms with the mailed code, and logs in', async () => {
    const anonymous = t.client();
    // Given a new account
    const signUp = await anonymous.call('auth.signUp', {
      body: { email: 'Ada.Advisor@Example.com', password, firstName: 'Ada', lastName: 'Advisor' },
    });
    expect(signUp.data).toEqual({ email, isConfirmed: false });
    expect((await anonymous.call('auth.emailExists', { body: { email } })).data).toEqual({ exists: true });

    // When it logs in before confirming, Then userNotConfirmed (doc 2 §8)
    const unconfirmed = await failure(anonymous.call('auth.login', { body: { email, password } }));
    expect([unconfirmed.status, unconfirmed.code]).toEqual([403, 'userNotConfirmed']);

    // A resend mails a new code; only the newest works
    const firstMail = await smtp.waitForMail(email);
    const firstCode = smtp.codeOf(firstMail);
    const count = smtp.mails.length;
    await anonymous.call('auth.resendConfirmation', { body: { email } });
    const code = smtp.codeOf(await smtp.waitForMail(email, count));
    expect(code).not.toBe(firstCode);
    const stale = await failure(anonymous.call('auth.confirmEmail', { body: { email, code: firstCode } }));
    expect([stale.status, stale.code]).toEqual([422, 'invalidCode']);

    await anonymous.call('auth.confirmEmail', { body: { email, code } });
    const reused = await failure(anonymous.call('auth.confirmEmail', { body: { email, code } }));
    expect(reused.code).toBe('invalidCode');

    const session = await anonymous.call('auth.login', { body: { email, password } });
    // A new account is Starter (4, 1)
    expect(session.data).toMatchObject({ accessLevel: 4, userCapability: 1 });
    expect(session.data.token.length).toBeGreaterThanOrEqual(22);
    const me = t.client({ token: session.data.token });
    expect((await me.call('profile.get')).data).toMatchObject({ email, plan: 'starter', isConfirmed: true });

    // The token is stored only as a hash
    expect(await rowsMentioning(t.engine.store.db, session.data.token)).toEqual([]);
  });

  it('answers incorrectCredentials to a wrong password and to an unknown email alike', async () => {
    const anonymous = t.client();
    const wrong = await failure(
      anonymous.call('auth.login', { body: { email, password: 'Wrong-Passw0rd' } }),
    );
    const unknown = await failure(
      anonymous.call('auth.login', { body: { email: 'nobody@example.com', password: 'Wrong-Passw0rd' } }),
    );
    expect([wrong.status, wrong.code]).toEqual([401, 'incorrectCredentials']);
    expect([unknown.status, unknown.code]).toEqual([401, 'incorrectCredentials']);
  });

  it('refuses a duplicate sign-up and a weak password with the spec’s issues', async () => {
    const anonymous = t.client();
    const duplicate = await failure(
      anonymous.call('auth.signUp', { body: { email, password, firstName: 'A', lastName: 'B' } }),
    );
    expect([duplicate.status, duplicate.code]).toEqual([409, 'accountExists']);
    const weak = await failure(
      anonymous.call('auth.signUp', {
        body: { email: 'weak@example.com', password: 'short', firstName: 'W', lastName: 'K' },
      }),
    );
    expect([weak.status, weak.code]).toEqual([422, 'invalidInput']);
    expect(weak.issues.map((i) => i.messageKey).sort()).toEqual([
      'passwordNeedsDigit',
      'passwordNeedsUppercase',
      'passwordTooShort',
    ]);
  });

  it('creates, uses, lists and revokes an API key (after the plan allows Customization)', async () => {
    const { token } = (await t.client().call('auth.login', { body: { email, password } })).data;
    const me = t.client({ token });
    // Given a Starter account, When it asks for an API key, Then 403 with an upgrade hint (doc 1 §6)
    const response = await t.fetch(`${t.url}/api/v1/me/api-keys`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'noAccessToFeature',
        upgrade: { feature: 'customization.api', reason: 'locked', redirect: 'plan' },
      },
    });

    // When the account becomes Professional (as checkout would do)
    const user = await findUserByEmail(t.engine.store.db, email);
    await updateUser(t.engine.store.db, user!.id, { plan: 'professional', access_level: 100, capability: 4 });
    const created = await me.call('apiKeys.create', { body: { name: 'CI' } });
    expect(created.data.secret).toMatch(/^esk_/);
    expect(created.data.secret.startsWith(created.data.prefix)).toBe(true);

    // Then the key works on routes that allow API keys, and is refused where only a session may act
    const script = t.client({ apiKey: created.data.secret });
    expect((await script.call('profile.get')).data.email).toBe(email);
    expect((await script.call('auth.session')).data).toMatchObject({ accessLevel: 100, userCapability: 4 });
    const sessionOnly = await failure(script.call('apiKeys.list'));
    expect(sessionOnly).toBeInstanceOf(SessionExpiredError);

    // The list never shows the secret; the secret is stored only as a hash
    const listed = (await me.call('apiKeys.list')).data;
    expect(listed).toEqual([
      expect.objectContaining({ id: created.data.id, name: 'CI', prefix: created.data.prefix }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.data.secret);
    expect(await rowsMentioning(t.engine.store.db, created.data.secret)).toEqual([]);

    await me.call('apiKeys.revoke', { params: { keyId: created.data.id } });
    expect(await failure(script.call('profile.get'))).toBeInstanceOf(SessionExpiredError);
    expect((await me.call('apiKeys.list')).data).toEqual([]);
    const again = await failure(me.call('apiKeys.revoke', { params: { keyId: created.data.id } }));
    expect([again.status, again.code]).toEqual([404, 'notFound']);
  });

  it('resets a forgotten password with the mailed code and ends the old sessions', async () => {
    const anonymous = t.client();
    const old = (await anonymous.call('auth.login', { body: { email, password } })).data.token;
    const count = smtp.mails.length;
    await anonymous.call('auth.forgotPassword', { body: { email } });
    // An unknown email answers the same and mails nothing
    await anonymous.call('auth.forgotPassword', { body: { email: 'nobody@example.com' } });
    const code = smtp.codeOf(await smtp.waitForMail(email, count));
    expect(smtp.mails.slice(count).every((m) => m.to.includes(email))).toBe(true);

    const weak = await failure(
      anonymous.call('auth.resetPassword', { body: { email, code, password: 'weak' } }),
    );
    expect(weak.code).toBe('invalidInput');
    const wrongCode = await failure(
      anonymous.call('auth.resetPassword', {
        body: { email, code: 'ABCDEFGHJK', password: 'Second-Passw0rd' },
      }),
    );
    expect(wrongCode.code).toBe('invalidCode');

    await anonymous.call('auth.resetPassword', { body: { email, code, password: 'Second-Passw0rd' } });
    expect(await failure(t.client({ token: old }).call('profile.get'))).toBeInstanceOf(SessionExpiredError);
    expect((await failure(anonymous.call('auth.login', { body: { email, password } }))).code).toBe(
      'incorrectCredentials',
    );
    const fresh = await anonymous.call('auth.login', { body: { email, password: 'Second-Passw0rd' } });
    expect(fresh.data.token).not.toBe(old);
    const reuse = await failure(
      anonymous.call('auth.resetPassword', { body: { email, code, password: 'Third-Passw0rd' } }),
    );
    expect(reuse.code).toBe('invalidCode');
  });

  it('finds an account by its email in any case, for the embedded CLI, and nothing for an unknown one', async () => {
    const found = await t.engine.accounts.findUser('ADA.Advisor@example.com');
    expect([found?.email, found?.first_name]).toEqual([email, 'Ada']);
    expect(await t.engine.accounts.findUser('nobody@example.com')).toBeUndefined();
  });

  it('logs out: the token stops working', async () => {
    const { token } = (await t.client().call('auth.login', { body: { email, password: 'Second-Passw0rd' } }))
      .data;
    const me = t.client({ token });
    await me.call('auth.logout');
    expect(await failure(me.call('auth.session'))).toBeInstanceOf(SessionExpiredError);
  });

  it('deletes the account and every row it owned', async () => {
    const { token } = (await t.client().call('auth.login', { body: { email, password: 'Second-Passw0rd' } }))
      .data;
    const me = t.client({ token });
    await me.call('apiKeys.create', { body: { name: 'to be deleted' } });
    const userId = (await me.call('auth.session')).data.userId;
    expect((await rowsMentioning(t.engine.store.db, userId)).length).toBeGreaterThan(0);

    await me.call('auth.deleteAccount');

    expect(await rowsMentioning(t.engine.store.db, userId)).toEqual([]);
    expect(await rowsMentioning(t.engine.store.db, email)).toEqual([]);
    expect(
      (await failure(t.client().call('auth.login', { body: { email, password: 'Second-Passw0rd' } }))).code,
    ).toBe('incorrectCredentials');
    expect((await t.client().call('auth.emailExists', { body: { email } })).data.exists).toBe(false);
  });
});
