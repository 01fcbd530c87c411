import { createInstance, type i18n } from 'i18next';
import type { Locale } from '../schemas/common.ts';
import {
  fallbackLocale,
  i18nResources,
  type TranslationKey,
  type TranslationParamsArg,
} from './resources.ts';

/**
 * A fresh, initialised i18next instance for `locale` (no global instance; docs/conventions.md §8).
 * Resources are bundled, so initialisation is synchronous (`initAsync: false`) and `t` works on return.
 * Values are not HTML-escaped: React escapes on render, terminals and PDFs need no escaping; whoever writes
 * a translation into raw HTML escapes it there.
 *
 * @example
 * const i18n = createI18n('it-IT');
 * i18n.t('messages.securityNotFound', { item: 'XX0000000000' }); // 'ISIN o ticker non trovato: XX0000000000'
 */
export const createI18n = (locale: Locale = fallbackLocale): i18n => {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: fallbackLocale,
    supportedLngs: Object.keys(i18nResources),
    load: 'currentOnly',
    resources: i18nResources,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
};

/** i18next's `t` without its own key typing (which needs global module augmentation); ours is `Translator`. */
type PlainT = (key: string, options?: Readonly<Record<string, unknown>>) => string;
// One instance per locale, made on first use: the resources are bundled and never change, so a cached `t` is
// always right, and a screen that translates on every render does not build an i18next instance each time.
const plainTs = new Map<Locale, PlainT>();
const plainT = (locale: Locale): PlainT => {
  let t = plainTs.get(locale);
  if (!t) {
    t = createI18n(locale).getFixedT(locale) as unknown as PlainT;
    plainTs.set(locale, t);
  }
  return t;
};
const translators = new Map<Locale, Translator>();

/** A typed translate function bound to one locale: keys are checked, and so are the params they need. */
export type Translator = <K extends TranslationKey>(key: K, ...params: TranslationParamsArg<K>) => string;

/**
 * The translate function for `locale`, one per locale (cached) over one i18next instance.
 *
 * @example
 * const t = createTranslator('en-US');
 * t('upgrade.title', { feature: t('nav.dataHub') }); // 'Data Hub Not Available'
 */
export const createTranslator = (locale: Locale): Translator => {
  let translator = translators.get(locale);
  if (!translator) {
    const t = plainT(locale);
    translator = (key, ...[params]) => t(key, params);
    translators.set(locale, translator);
  }
  return translator;
};

/** Translates one key (typed, with its params), with the locale's cached translator. */
export const translate = <K extends TranslationKey>(
  locale: Locale,
  key: K,
  ...params: TranslationParamsArg<K>
): string => createTranslator(locale)(key, ...params);

/**
 * Translates a message key known only at run time (an `ErrorCode`, an `Issue.messageKey`) under `messages.*`.
 * An unknown key comes back unchanged, so a missing translation shows its key rather than nothing.
 *
 * @example
 * translateMessage('en-US', issue.messageKey, issue.params);
 */
export const translateMessage = (
  locale: Locale,
  key: string,
  params?: Readonly<Record<string, string | number>>,
): string => {
  const t = plainT(locale);
  return t(`messages.${key}`, { ...params, defaultValue: key });
};
