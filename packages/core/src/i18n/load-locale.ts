import type { Locale } from '../schemas/common.ts';
import { createTranslations, type LocaleResource, type Translations } from './translations.ts';

// Each language is its own chunk in a bundle: a browser downloads the one its user reads.
const importers: Record<Locale, () => Promise<LocaleResource>> = {
  'en-US': async () => (await import('./en-us.ts')).enUS,
  'it-IT': async () => (await import('./it-it.ts')).itIT,
};

/** The translate functions of `createTranslations` over languages loaded on demand, and `load` to load one. */
export type LocaleLoader = Translations & {
  /** Loads `locale`'s resources (once; later calls answer at once) and gives them, e.g. for `addResourceBundle`. */
  load: (locale: Locale) => Promise<LocaleResource>;
};

/**
 * Translations for a bundle that must not carry every language (the web: issue 13's 300 KB shell). The engine,
 * the CLI and the report use `createI18n`/`translate`, which hold both languages and are synchronous. Until
 * `load(locale)` has settled, translating in `locale` throws.
 *
 * @example
 * const i18n = createLocaleLoader();
 * await i18n.load('it-IT');
 * i18n.translateMessage('it-IT', 'sessionExpired');
 */
export const createLocaleLoader = (): LocaleLoader => {
  const loaded = new Map<Locale, LocaleResource>();
  return {
    ...createTranslations((locale) => loaded.get(locale)),
    load: async (locale) => {
      let resource = loaded.get(locale);
      if (!resource) {
        resource = await importers[locale]();
        loaded.set(locale, resource);
      }
      return resource;
    },
  };
};
