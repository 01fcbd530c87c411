import { detectLocale, type Locale, langCookieValue, type Translator } from '@esgkit/core';
import type { i18n } from 'i18next';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { loadLocale } from './i18n.ts';

/** Each language named in itself, as language switches do. */
export const localeNames: Record<Locale, string> = { 'en-US': 'English', 'it-IT': 'Italiano' };
export const locales = Object.keys(localeNames) as Locale[];

/** The locale at start: the `lang` cookie, else the browser's languages, else en-US (spec doc 1 §9). */
export const initialLocale = (): Locale =>
  detectLocale({ cookie: langCookieValue(document.cookie), navigatorLanguages: navigator.languages });

const LocaleContext = createContext<{ locale: Locale; setLocale: (locale: Locale) => void } | null>(null);

/**
 * Holds the locale; switching writes the `lang` cookie (a year, whole site), loads the language if it is not yet
 * (app/i18n.ts) and then retranslates everything. `i18n` is app/i18n.ts's `createI18n` of a loaded locale.
 */
export const LocaleProvider = ({ i18n, children }: { i18n: i18n; children: ReactNode }) => {
  const [locale, setState] = useState<Locale>(i18n.language as Locale);
  const setLocale = useCallback(
    (next: Locale) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
      document.cookie = `lang=${next}; path=/; max-age=31536000; samesite=lax`;
      // The other language is its own chunk: the screen switches once it is there, never to its keys.
      void loadLocale(next).then((resource) => {
        if (!i18n.hasResourceBundle(next, 'translation'))
          i18n.addResourceBundle(next, 'translation', resource);
        document.documentElement.lang = next;
        void i18n.changeLanguage(next);
        setState(next);
      });
    },
    [i18n],
  );
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <I18nextProvider i18n={i18n}>
      <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>
    </I18nextProvider>
  );
};

export const useLocale = () => {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale outside <LocaleProvider>');
  return value;
};

/** core's typed translate function, re-rendering on a language switch. */
export const useT = (): Translator => useTranslation().t as unknown as Translator;
