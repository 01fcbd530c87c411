import { ApiError } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { engineWithSmtpSink, type TestEngine } from './helpers/engine.ts';
import { type SmtpSink, textOf } from './helpers/smtp-sink.ts';

// Issue 20, defect 6: a password reset ended the sessions but left the API keys working, so whoever had stolen a
// key kept it after the owner "secured" the account.

const statusOf = async (promise: Promise<unknown>): Promise<number> => {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
};

failWhenPostgresMissing('API-key revocation suite');

describe.each(storeTargets)('API keys end with the password on $name', (target) => {
  let t: TestEngine;
  let smtp: SmtpSink;
  const password = 'First-Passw0rd';

  engineWithSmtpSink(target, (started) => ({ t, smtp } = started));

  /** A confirmed Professional user (API keys need Customization, doc 1 §6) with a session and one API key. */
  const userWithKey = async (email: string, locale: string) => {
    const user = await t.engine.accounts.createUser({
      email,
      password,
      firstName: 'Key',
      lastName: 'Holder',
      locale,
      plan: 'professional',
      isConfirmed: true,
    });
    const { token } = (await t.client().call('auth.login', { body: { email, password } })).data;
    const key = (await t.client({ token }).call('apiKeys.create', { body: { name: 'CI' } })).data.secret;
    expect(await statusOf(t.client({ apiKey: key }).call('profile.get'))).toBe(200);
    return { token, key, userId: user.id };
  };

  const keysOf = (userId: string) =>
    t.engine.store.db.selectFrom('api_keys').select('id').where('user_id', '=', userId).execute();

  /**
   * forgot → the code from the mail → reset, through the routes. Answers the code mail's text and a reader of the
   * notice mailed after the reset (ASVS V2.2.3: a credential change is notified).
   */
  const resetThroughMail = async (email: string) => {
    const before = smtp.mails.length;
    await t.client().call('auth.forgotPassword', { body: { email } });
    const codeMail = await smtp.waitForMail(email, before);
    const afterCode = smtp.mails.length;
    await t.client().call('auth.resetPassword', {
      body: { email, code: smtp.codeOf(codeMail), password: 'Second-Passw0rd' },
    });
    return {
      codeMail: textOf(codeMail),
      notice: async () => textOf(await smtp.waitForMail(email, afterCode)),
    };
  };

  it('revokes every API key on a password reset, and both mails say so (en-US)', async () => {
    const email = 'reset.en@example.com';
    const { token, key, userId } = await userWithKey(email, 'en-US');

    const { codeMail, notice } = await resetThroughMail(email);

    expect(await statusOf(t.client({ apiKey: key }).call('profile.get'))).toBe(401);
    expect(await statusOf(t.client({ token }).call('profile.get'))).toBe(401);
    expect(await keysOf(userId)).toEqual([]);
    expect(codeMail).toContain('Resetting your password signs you out everywhere and revokes your API keys');
    expect(await notice()).toContain('You were signed out everywhere and your API keys were revoked');
  });

  it('says it in Italian to an it-IT user', async () => {
    const email = 'reset.it@example.com';
    const { key } = await userWithKey(email, 'it-IT');

    const { codeMail, notice } = await resetThroughMail(email);

    expect(await statusOf(t.client({ apiKey: key }).call('profile.get'))).toBe(401);
    expect(codeMail).toContain('le tue chiavi API saranno revocate');
    expect(await notice()).toContain('le tue chiavi API sono state revocate');
  });

  it('revokes them when the operator sets a password too', async () => {
    const email = 'operator.reset@example.com';
    const { key } = await userWithKey(email, 'en-US');

    await t.engine.accounts.setPassword(email, 'Operator-Passw0rd');

    expect(await statusOf(t.client({ apiKey: key }).call('profile.get'))).toBe(401);
  });

  it('deletes them with the account', async () => {
    const email = 'deleted@example.com';
    const { token, key, userId } = await userWithKey(email, 'en-US');

    await t.client({ token }).call('auth.deleteAccount');

    expect(await statusOf(t.client({ apiKey: key }).call('profile.get'))).toBe(401);
    expect(await keysOf(userId)).toEqual([]);
  });
});
