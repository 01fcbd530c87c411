export { createI18n, createTranslator, type Translator, translate, translateMessage } from './create-i18n.ts';
export {
  detectLocale,
  langCookieValue,
  localeFromPosix,
  matchLocale,
  type PosixLocaleEnv,
} from './detect-locale.ts';
export { createLocaleLoader, type LocaleLoader } from './load-locale.ts';
export type { ResourceShape } from './resource-shape.ts';
export {
  fallbackLocale,
  i18nResources,
  isMessageKey,
  type MessageKey,
  type Placeholders,
  type TranslationKey,
  type TranslationParams,
  type TranslationParamsArg,
} from './resources.ts';
export { formatScreeningCell } from './screening-cell.ts';
export { createTranslations, type LocaleResource, type Translations } from './translations.ts';
