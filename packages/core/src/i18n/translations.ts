import { createInstance, type i18n } from 'i18next';
import { Locale } from '../schemas/common.ts';
import type { enUS } from './en-us.ts';
import type { ResourceShape } from './resource-shape.ts';
import { fallbackLocale, type TranslationKey, type TranslationParamsArg } from './resources.ts';

/** One locale's resource in the `translation` namespace (it-IT is typed against en-US, so both fit). */
export type LocaleResource = ResourceShape<typeof enUS>;

/** A typed translate function bound to one locale: keys are checked, and so are the params they need. */
export type Translator = <K extends TranslationKey>(key: K, ...params: TranslationParamsArg<K>) => string;

/** i18next's `t` without its own key typing (which needs global module augmentation); ours is `Translator`. */
type PlainT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** The translate functions over one source of resources (see `createI18n` for the bundled one). */
export type Translations = {
  /** A fresh, initialised i18next instance for `locale`, holding every locale the source has at that moment. */
  createI18n: (locale?: Locale) => i18n;
  /** The translate function for `locale`, one per locale (cached) over one i18next instance. */
  createTranslator: (locale: Locale) => Translator;
  /** Translates one key (typed, with its params), with the locale's cached translator. */
  translate: <K extends TranslationKey>(locale: Locale, key: K, ...params: TranslationParamsArg<K>) => string;
  /** Translates a run-time message key under `messages.*`; an unknown key comes back unchanged. */
  translateMessage: (
    locale: Locale,
    key: string,
    params?: Readonly<Record<string, string | number>>,
  ) => string;
};

/**
 * The translate functions over `resourceOf`, which gives a locale's resource or `undefined` while it is not there
 * (the web loads one language at a time: `createLocaleLoader`). Asking for a locale the source does not have
 * throws: a screen would otherwise show keys.
 */
export const createTranslations = (
  resourceOf: (locale: Locale) => LocaleResource | undefined,
): Translations => {
  const createI18n = (locale: Locale = fallbackLocale): i18n => {
    if (!resourceOf(locale)) throw new Error(`i18n: the ${locale} resources are not loaded`);
    const resources: Partial<Record<Locale, { translation: LocaleResource }>> = {};
    for (const each of Locale.options) {
      const translation = resourceOf(each);
      if (translation) resources[each] = { translation };
    }
    const instance = createInstance();
    void instance.init({
      lng: locale,
      fallbackLng: fallbackLocale,
      supportedLngs: Locale.options,
      load: 'currentOnly',
      resources,
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    return instance;
  };
  // One instance per locale, made on first use: a locale's resources never change once there, so a cached `t`
  // is always right, and a screen that translates on every render does not build an i18next instance each time.
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
  const createTranslator = (locale: Locale): Translator => {
    let translator = translators.get(locale);
    if (!translator) {
      const t = plainT(locale);
      translator = (key, ...[params]) => t(key, params);
      translators.set(locale, translator);
    }
    return translator;
  };
  return {
    createI18n,
    createTranslator,
    translate: (locale, key, ...params) => createTranslator(locale)(key, ...params),
    translateMessage: (locale, key, params) =>
      plainT(locale)(`messages.${key}`, { ...params, defaultValue: key }),
  };
};
