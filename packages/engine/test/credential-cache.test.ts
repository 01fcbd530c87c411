import { SessionExpiredError } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_CACHE_MS, CREDENTIAL_EPOCH_CHECK_MS } from '../src/store/credential-cache.ts';
import { updateUser } from '../src/store/index.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { engineWithSmtpSink, failureOf, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';
import type { SmtpSink } from './helpers/smtp-sink.ts';

// Issue 24 (API): who a bearer token belongs to is cached for a few seconds. On this process every logout, reset,
// revocation or change of the user must still take effect on the very next request, the cache being warm — each
// test uses the credential just before the change, so the answer would come from the cache if it were not forgotten.

failWhenPostgresMissing('credential-cache suite');

describe.each(storeTargets)('the credential cache on $name', (target) => {
  let t: TestEngine;
  let smtp: SmtpSink;
  let clock = Date.parse('2025-03-03T09:00:00Z');

  engineWithSmtpSink(target, (started) => ({ t, smtp } = started), { now: () => new Date(clock) });

  const actor = (label: string) => seedActor(t.engine, { label, plan: 'professional' });
  const refused = async (promise: Promise<unknown>) =>
    expect(await failureOf(promise)).toBeInstanceOf(SessionExpiredError);

  it('refuses the token right after logout', async () => {
    const me = t.client({ token: (await actor('logout')).token });
    await me.call('auth.session');
    await me.call('auth.logout');
    await refused(me.call('auth.session'));
  });

  it('refuses the old sessions right after a password reset with the mailed code', async () => {
    const { email, token } = await actor('reset');
    const old = t.client({ token });
    await old.call('profile.get');
    const count = smtp.mails.length;
    await t.client().call('auth.forgotPassword', { body: { email } });
    const code = smtp.codeOf(await smtp.waitForMail(email, count));
    await t.client().call('auth.resetPassword', { body: { email, code, password: 'Second-Passw0rd' } });
    await refused(old.call('profile.get'));
  });

  it('refuses the old sessions and API keys right after the operator sets a password', async () => {
    const { email, token } = await actor('operator');
    const me = t.client({ token });
    const { secret } = (await me.call('apiKeys.create', { body: { name: 'CI' } })).data;
    const script = t.client({ apiKey: secret });
    await me.call('profile.get');
    await script.call('profile.get');
    await t.engine.accounts.setPassword(email, 'Other-Passw0rd1');
    await refused(me.call('profile.get'));
    await refused(script.call('profile.get'));
  });

  it('refuses a revoked API key right away', async () => {
    const me = t.client({ token: (await actor('revoke')).token });
    const created = (await me.call('apiKeys.create', { body: { name: 'CI' } })).data;
    const script = t.client({ apiKey: created.secret });
    await script.call('profile.get');
    await me.call('apiKeys.revoke', { params: { keyId: created.id } });
    await refused(script.call('profile.get'));
  });

  it('answers the new plan and profile right after they change', async () => {
    const { userId, token } = await actor('plan');
    const me = t.client({ token });
    expect((await me.call('auth.session')).data).toMatchObject({ accessLevel: 100, userCapability: 4 });
    // as checkout would do: the row changes, the next request sees it
    await updateUser(t.engine.store.db, userId, { plan: 'premium', access_level: 100, capability: 7 });
    expect((await me.call('auth.session')).data).toMatchObject({ userCapability: 7 });
    await me.call('profile.update', { body: { firstName: 'Renamed' } });
    expect((await me.call('profile.get')).data.firstName).toBe('Renamed');
  });

  it('refuses the token right after the account is deleted', async () => {
    const me = t.client({ token: (await actor('delete')).token });
    await me.call('auth.session');
    await me.call('auth.deleteAccount');
    await refused(me.call('auth.session'));
  });

  it('honours a session ended by another process for at most the cache window (docs/security.md)', async () => {
    const { userId, token } = await actor('window');
    const me = t.client({ token });
    // The earlier tests changed users' access, which moves the store's credential epoch; a process forgets its cache
    // when it next reads a moved epoch (at most every CREDENTIAL_EPOCH_CHECK_MS). Let this process catch up first,
    // so what is measured is the cache window alone, not an epoch read landing between the two calls.
    await new Promise((done) => setTimeout(done, CREDENTIAL_EPOCH_CHECK_MS + 50));
    await me.call('auth.session');
    // another process ends the session: this process's cache is not told
    await t.engine.store.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await me.call('auth.session');
    clock += CREDENTIAL_CACHE_MS;
    await refused(me.call('auth.session'));
  });
});
