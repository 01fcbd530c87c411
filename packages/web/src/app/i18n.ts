import { createLocaleLoader, type LocaleLoader } from '@esgkit/core';

// The web's translations: one language at a time, loaded with import() (core's createI18n/translate hold both
// languages and would put them in the start-up bundle; issue 13's 300 KB shell). main.tsx loads the user's language
// before the first render, LocaleProvider the next one before a switch. Import these from here, never from
// @esgkit/core (src/app/i18n.test.ts holds this).
const loader: LocaleLoader = createLocaleLoader();
export const loadLocale: LocaleLoader['load'] = loader.load;
export const createI18n: LocaleLoader['createI18n'] = loader.createI18n;
export const createTranslator: LocaleLoader['createTranslator'] = loader.createTranslator;
export const translate: LocaleLoader['translate'] = loader.translate;
export const translateMessage: LocaleLoader['translateMessage'] = loader.translateMessage;
