import {
  type CliSettingSource,
  DEFAULT_INVESTMENT_AMOUNT_EUR,
  type Locale,
  localeFromPosix,
  matchLocale,
} from '@esgkit/core';
import { UsageError } from '../errors.ts';
import { createDescribe, type Describe } from '../io/messages.ts';
import { parseAmount } from './amount.ts';
import type { CliEnv } from './env.ts';
import type { ConfStore, StoredSettings } from './store.ts';

/** The global flags every command accepts (docs/cli.md, Settings: each has an `ESGKIT_*` twin). */
export interface GlobalFlags {
  api?: string;
  token?: string;
  /** `--as EMAIL`: the embedded engine's user instead of the local owner. */
  as?: string;
  lang?: string;
  data?: string;
  verbose?: boolean;
  yes?: boolean;
  strict?: boolean;
  noColor?: boolean;
}

/** Where a setting's value came from, for `esgkit config get` and `whoami`. */
/** Where a setting's value comes from (`esgkit config get` prints it: core's `CliSettingSource`). */
export type SettingSource = CliSettingSource;

export interface Settings {
  /** Remote engine origin; undefined = the embedded engine. */
  api: string | undefined;
  token: string | undefined;
  /** The local user the embedded engine acts as (`--as`); undefined = the local owner. */
  actAs: string | undefined;
  locale: Locale;
  localeSource: SettingSource;
  /** The provider dataset folder (`--data` / ESGKIT_DATASET); undefined = the demo universe. */
  dataset: string | undefined;
  verbose: boolean;
  yes: boolean;
  strict: boolean;
}

const pick = <T>(
  ...candidates: [SettingSource, T | undefined][]
): { value: T | undefined; source: SettingSource } => {
  for (const [source, value] of candidates) if (value !== undefined) return { value, source };
  return { value: undefined, source: 'default' };
};

// These errors come before the run's language is known: they speak the terminal's (LC_ALL / LANG).
export const posixDescribe = (env: Pick<CliEnv, 'LC_ALL' | 'LC_MESSAGES' | 'LANG'>): Describe => {
  const posix = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined);
  return createDescribe(posix === undefined ? 'en-US' : localeFromPosix(posix));
};

/** A `--lang` / ESGKIT_LANG / conf value must name a supported language; LC_ALL and LANG fall back quietly. */
const explicitLocale = (
  value: string | undefined,
  where: string,
  env: Pick<CliEnv, 'LC_ALL' | 'LC_MESSAGES' | 'LANG'>,
): Locale | undefined => {
  if (value === undefined) return undefined;
  const locale = matchLocale(value);
  if (!locale) throw new UsageError(posixDescribe(env)('cli.usage.unknownLanguage', { where, value }));
  return locale;
};

/**
 * The language: `--lang` > ESGKIT_LANG > conf > LC_ALL/LC_MESSAGES/LANG (it_* → it-IT) > en-US (issue 10).
 * @example resolveLocale({ lang: undefined }, { LANG: 'it_IT.UTF-8' }, {}) // { locale: 'it-IT', source: 'env' }
 */
export const resolveLocale = (
  flags: Pick<GlobalFlags, 'lang'>,
  env: Pick<CliEnv, 'ESGKIT_LANG' | 'LC_ALL' | 'LC_MESSAGES' | 'LANG'>,
  stored: Pick<StoredSettings, 'lang'>,
): { locale: Locale; source: SettingSource } => {
  const chosen = pick<Locale>(
    ['flag', explicitLocale(flags.lang, '--lang', env)],
    ['env', explicitLocale(env.ESGKIT_LANG, 'ESGKIT_LANG', env)],
    ['conf', explicitLocale(stored.lang, 'esgkit config set lang', env)],
  );
  if (chosen.value) return { locale: chosen.value, source: chosen.source };
  const posix = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined);
  if (posix !== undefined) return { locale: localeFromPosix(posix), source: 'env' };
  return { locale: 'en-US', source: 'default' };
};

/** An amount in EUR from the environment or the config file (the flag's is parsed by its command). */
export const parseAmountFlag = (
  value: string,
  where: string,
  env: Pick<CliEnv, 'LC_ALL' | 'LC_MESSAGES' | 'LANG'> = {},
): number => {
  const amount = parseAmount(value);
  if (amount === undefined)
    throw new UsageError(posixDescribe(env)('cli.usage.notAnAmount', { where, value }));
  return amount;
};

/**
 * Settings for one run: flag > env > conf > default (docs/cli.md, Settings: flags win over env, env over the
 * CLI's conf file).
 */
export const resolveSettings = (flags: GlobalFlags, env: CliEnv, conf: ConfStore): Settings => {
  const stored = conf.read();
  const { locale, source } = resolveLocale(flags, env, stored);
  const api = pick(['flag', flags.api], ['env', env.ESGKIT_API], ['conf', stored.api]).value;
  // A token stored by `esgkit login` belongs to the engine it logged in to; never send it anywhere else.
  const storedToken = stored.token && stored.api && api === stored.api ? stored.token : undefined;
  const token = pick(['flag', flags.token], ['env', env.ESGKIT_TOKEN], ['conf', storedToken]).value;
  return {
    api: api?.replace(/\/+$/, ''),
    token,
    actAs: flags.as?.trim() || undefined,
    locale,
    localeSource: source,
    dataset: flags.data ?? env.ESGKIT_DATASET,
    verbose: flags.verbose ?? false,
    yes: flags.yes ?? false,
    strict: flags.strict ?? false,
  };
};

/** The default lookup amount: `--amount` (parsed by the command) > ESGKIT_AMOUNT > conf > core's default (100,000 EUR). */
export const resolveAmount = (
  flag: number | undefined,
  env: Pick<CliEnv, 'ESGKIT_AMOUNT' | 'LC_ALL' | 'LC_MESSAGES' | 'LANG'>,
  conf: ConfStore,
): { amount: number; source: SettingSource } => {
  if (flag !== undefined) return { amount: flag, source: 'flag' };
  if (env.ESGKIT_AMOUNT !== undefined)
    return { amount: parseAmountFlag(env.ESGKIT_AMOUNT, 'ESGKIT_AMOUNT', env), source: 'env' };
  const stored = conf.read().amount;
  if (stored !== undefined)
    return { amount: parseAmountFlag(String(stored), 'esgkit config set amount', env), source: 'conf' };
  return { amount: DEFAULT_INVESTMENT_AMOUNT_EUR, source: 'default' };
};
