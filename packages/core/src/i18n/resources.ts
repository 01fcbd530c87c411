import type { Locale } from '../schemas/common.ts';
import { enUS } from './en-us.ts';
import { itIT } from './it-it.ts';

/** The i18next resources of every supported locale, in the single `translation` namespace. */
export const i18nResources = {
  'en-US': { translation: enUS },
  'it-IT': { translation: itIT },
} as const satisfies Record<Locale, { translation: unknown }>;

/** The locale used when nothing else matches, and the source of the key set (spec doc 1 §9). */
export const fallbackLocale = 'en-US' satisfies Locale;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type ValueAt<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? ValueAt<T[Head], Rest>
    : never
  : Path extends keyof T
    ? T[Path]
    : never;

/** Every dotted key of the resources, e.g. `'nav.dataHub'` or `'messages.securityNotFound'`. */
export type TranslationKey = Leaves<typeof enUS>;

/** A key of the flat message vocabulary: error codes, `Issue.messageKey` values, toasts. */
export type MessageKey = keyof typeof enUS.messages;

/** The `{{name}}` placeholders of a string literal, as a union of names. */
export type Placeholders<S> = S extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The values a key interpolates, e.g. `{ item: string | number }` for `messages.securityNotFound`. */
export type TranslationParams<K extends TranslationKey> = {
  [Name in Placeholders<ValueAt<typeof enUS, K>>]: string | number;
};

/** The rest-parameter tuple of a key: required params when the text has placeholders, none otherwise. */
export type TranslationParamsArg<K extends TranslationKey> = [Placeholders<ValueAt<typeof enUS, K>>] extends [
  never,
]
  ? []
  : [params: TranslationParams<K>];

export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && Object.hasOwn(enUS.messages, value);
