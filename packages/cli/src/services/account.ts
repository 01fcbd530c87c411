import { type CliConfigGet, type CliSettingSource, type CliWhoami, createClient } from '@esgkit/core';
import { parseAmountFlag, resolveAmount } from '../config/settings.ts';
import { STORED_KEYS, type StoredKey } from '../config/store.ts';
import { LOCAL_OWNER_EMAIL } from '../connect/local-owner.ts';
import { ExitCode, UsageError } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { renderTable } from '../ui/table.ts';
import { withConnection, withEmbeddedEngine } from './session.ts';

const readSecret = async (runtime: Runtime, prompt: string): Promise<string> => {
  const chunks: Buffer[] = [];
  if (runtime.streams.stdin.isTTY) runtime.streams.stderr.write(prompt);
  for await (const chunk of runtime.streams.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0]?.trim() ?? '';
};

/** `esgkit login`: signs in to a remote engine and stores its session token in the conf file. */
export const login = async (
  runtime: Runtime,
  options: { email: string; passwordStdin: boolean },
): Promise<ExitCode> => {
  const api = runtime.settings.api;
  if (!api) throw new UsageError(runtime.describe('cli.errors.remoteOnly'));
  const password = await readSecret(
    runtime,
    runtime.describe('cli.auth.passwordPrompt', { email: options.email }),
  );
  const client = createClient({ baseUrl: api, locale: runtime.locale });
  const { data } = await client.call('auth.login', {
    body: { email: options.email, password },
    signal: runtime.signal,
  });
  await runtime.conf.set('api', api);
  await runtime.conf.set('token', data.token);
  runtime.note(runtime.describe('cli.auth.signedIn', { api, email: options.email }));
  return ExitCode.ok;
};

export const logout = async (runtime: Runtime): Promise<ExitCode> => {
  const stored = runtime.conf.read();
  if (!stored.token || !stored.api) {
    runtime.note(runtime.describe('cli.auth.notSignedIn'));
    return ExitCode.ok;
  }
  const client = createClient({ baseUrl: stored.api, auth: { token: stored.token }, locale: runtime.locale });
  // The session may already be over on the server; forgetting it here is what matters.
  await client.call('auth.logout', { signal: runtime.signal }).catch(() => undefined);
  await runtime.conf.delete('token');
  runtime.note(runtime.describe('cli.auth.signedOut', { api: stored.api }));
  return ExitCode.ok;
};

export const whoami = (runtime: Runtime, options: { json: boolean }): Promise<ExitCode> =>
  withConnection(runtime, async ({ client, mode, engine }) => {
    const { data } = await client.call('profile.get', { signal: runtime.signal });
    if (options.json) {
      const output: CliWhoami = { mode, api: runtime.settings.api ?? null, ...data };
      runtime.write(`${JSON.stringify(output, null, 2)}\n`);
      return ExitCode.ok;
    }
    const snapshot = engine?.snapshot();
    const dataset = runtime.settings.dataset ?? (snapshot?.demo === false ? 'dataset' : 'demo');
    runtime.write(
      `${
        mode === 'embedded'
          ? runtime.describe('cli.auth.embedded', {
              dataset,
              email: LOCAL_OWNER_EMAIL,
            })
          : runtime.describe('cli.auth.remote', {
              email: data.email,
              api: runtime.settings.api ?? '',
              plan: data.plan,
              accessLevel: data.accessLevel,
              capability: data.userCapability,
            })
      }\n`,
    );
    return ExitCode.ok;
  });

/** `esgkit config get [key]`: every setting with where its value comes from, or one value. */
export const configGet = async (
  runtime: Runtime,
  options: { key?: string | undefined; json: boolean },
): Promise<ExitCode> => {
  const s = runtime.settings;
  const amount = resolveAmount(undefined, runtime.env, runtime.conf);
  const stored = runtime.conf.read();
  const rows: [keyof CliConfigGet, string, CliSettingSource][] = [
    ['api', s.api ?? '', s.api ? (runtime.env.ESGKIT_API ? 'env' : stored.api ? 'conf' : 'flag') : 'default'],
    [
      'token',
      s.token ? `${s.token.slice(0, 8)}…` : '',
      s.token ? (runtime.env.ESGKIT_TOKEN ? 'env' : 'conf') : 'default',
    ],
    ['lang', s.locale, s.localeSource],
    ['amount', String(amount.amount), amount.source],
  ];
  const chosen = options.key ? rows.filter(([k]) => k === options.key) : rows;
  if (options.key && chosen.length === 0)
    throw new UsageError(
      runtime.describe('cli.usage.unknownSetting', { value: options.key, keys: STORED_KEYS.join(', ') }),
    );
  if (options.json) {
    const output: CliConfigGet = Object.fromEntries(chosen.map(([k, v, from]) => [k, { value: v, from }]));
    runtime.write(`${JSON.stringify(output, null, 2)}\n`);
  } else if (options.key) runtime.write(`${chosen[0]?.[1] ?? ''}\n`);
  else {
    const d = runtime.describe;
    runtime.write(
      renderTable({
        columns: [
          { header: d('cli.columns.key') },
          { header: d('cli.columns.value') },
          { header: d('cli.columns.source') },
        ],
        rows: chosen,
        hasColor: runtime.hasColor,
      }),
    );
    runtime.note(runtime.conf.path);
  }
  return ExitCode.ok;
};

/** `esgkit config set KEY VALUE` (an empty VALUE removes it): checked before it is stored. */
export const configSet = async (
  runtime: Runtime,
  options: { key: string; value: string },
): Promise<ExitCode> => {
  if (!(STORED_KEYS as readonly string[]).includes(options.key))
    throw new UsageError(
      runtime.describe('cli.usage.unknownSetting', { value: options.key, keys: STORED_KEYS.join(', ') }),
    );
  const key = options.key as StoredKey;
  const d = runtime.describe;
  if (options.value.trim() === '') {
    await runtime.conf.delete(key);
    runtime.note(d('cli.config.removed', { key, path: runtime.conf.path }));
    return ExitCode.ok;
  }
  if (key === 'amount')
    await runtime.conf.set('amount', parseAmountFlag(options.value, 'amount', runtime.env));
  else if (key === 'lang') {
    const { matchLocale } = await import('@esgkit/core');
    const locale = matchLocale(options.value);
    if (!locale)
      throw new UsageError(
        runtime.describe('cli.usage.unknownLanguage', { where: 'lang', value: options.value }),
      );
    await runtime.conf.set('lang', locale);
  } else if (key === 'api') {
    if (!URL.canParse(options.value))
      throw new UsageError(runtime.describe('cli.usage.notAUrl', { where: 'api', value: options.value }));
    await runtime.conf.set('api', options.value.replace(/\/+$/, ''));
  } else await runtime.conf.set(key, options.value);
  runtime.note(d('cli.config.saved', { key, path: runtime.conf.path }));
  return ExitCode.ok;
};

/** `esgkit users reset-password EMAIL`: the operator sets a new password on the embedded engine's store. */
export const resetPassword = async (
  runtime: Runtime,
  options: { email: string; passwordStdin: boolean },
): Promise<ExitCode> =>
  withEmbeddedEngine(runtime, async ({ accounts }) => {
    let password: string;
    if (options.passwordStdin) {
      password = await readSecret(
        runtime,
        runtime.describe('cli.auth.passwordPrompt', { email: options.email }),
      );
      await accounts.setPassword(options.email, password);
    } else password = await accounts.setRandomPassword(options.email);
    runtime.write(
      `${runtime.describe('cli.auth.passwordReset', { email: options.email, password: options.passwordStdin ? '(stdin)' : password })}\n`,
    );
    return ExitCode.ok;
  });
