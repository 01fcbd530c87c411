import { i18nResources } from './resources.ts';
import { createTranslations } from './translations.ts';

export type { Translator } from './translations.ts';

// Both languages bundled: the engine, the CLI and the report translate synchronously in either. The web loads one
// language at a time instead (`createLocaleLoader`, load-locale.ts), so this module's resources stay out of its shell.
const bundled = createTranslations((locale) => i18nResources[locale].translation);

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
export const createI18n = bundled.createI18n;

/**
 * The translate function for `locale`, one per locale (cached) over one i18next instance.
 *
 * @example
 * const t = createTranslator('en-US');
 * t('upgrade.title', { feature: t('nav.dataHub') }); // 'Data Hub Not Available'
 */
export const createTranslator = bundled.createTranslator;

/** Translates one key (typed, with its params), with the locale's cached translator. */
export const translate = bundled.translate;

/**
 * Translates a message key known only at run time (an `ErrorCode`, an `Issue.messageKey`) under `messages.*`.
 * An unknown key comes back unchanged, so a missing translation shows its key rather than nothing.
 *
 * @example
 * translateMessage('en-US', issue.messageKey, issue.params);
 */
export const translateMessage = bundled.translateMessage;
