import type { Locale } from '../schemas/common.ts';
import { fallbackLocale } from './resources.ts';

/**
 * The supported locale a language tag maps to, by its language subtag: `it`, `it-IT`, `it-CH`, `it_IT.UTF-8`
 * → it-IT; `en`, `en-GB`, `en_US` → en-US; anything else (`de-DE`, `C`, '') → undefined.
 */
export const matchLocale = (tag: string | null | undefined): Locale | undefined => {
  const language = tag
    ?.trim()
    .toLowerCase()
    .split(/[-_.@]/, 1)[0];
  if (language === 'it') return 'it-IT';
  if (language === 'en') return 'en-US';
  return undefined;
};

/**
 * The locale of a POSIX locale value (`LC_ALL`, `LC_MESSAGES` or `LANG`, passed in by the caller):
 * `it_*` → it-IT, everything else (including unset, `C` and `POSIX`) → en-US.
 */
export const localeFromPosix = (value: string | null | undefined): Locale =>
  matchLocale(value) === 'it-IT' ? 'it-IT' : fallbackLocale;

/** The POSIX locale variables, as read by the deployable's config (never read here). */
export interface PosixLocaleEnv {
  LC_ALL?: string | undefined;
  LC_MESSAGES?: string | undefined;
  LANG?: string | undefined;
}

/** The effective POSIX messages locale: the first non-empty of LC_ALL, LC_MESSAGES, LANG (POSIX precedence). */
const posixMessagesValue = (env: PosixLocaleEnv): string | undefined =>
  [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v !== '');

/**
 * The locale to use (spec doc 1 §9, doc 2 §1): the `lang` cookie if it maps to a supported locale, else the first
 * browser language that maps, else the POSIX environment (CLI), else en-US.
 *
 * @example
 * detectLocale({ cookie: undefined, navigatorLanguages: ['de-DE', 'it-CH'] }); // 'it-IT'
 */
export const detectLocale = (
  sources: {
    /** The value of the `lang` cookie (see `langCookieValue` to read it from a Cookie header). */
    cookie?: string | null | undefined;
    /** `navigator.languages`, or the tags of an Accept-Language header in order of preference. */
    navigatorLanguages?: readonly string[] | undefined;
    env?: PosixLocaleEnv | undefined;
  } = {},
): Locale => {
  const fromCookie = matchLocale(sources.cookie);
  if (fromCookie) return fromCookie;
  for (const language of sources.navigatorLanguages ?? []) {
    const match = matchLocale(language);
    if (match) return match;
  }
  if (sources.env) return matchLocale(posixMessagesValue(sources.env)) ?? fallbackLocale;
  return fallbackLocale;
};

/** The value of the `lang` cookie in a Cookie header or `document.cookie` string, or undefined. */
export const langCookieValue = (cookieHeader: string | null | undefined): string | undefined => {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== 'lang') continue;
    const raw = pair
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
};
