import type { Locale } from '../schemas/common.ts';

// Kept equal to the i18n resource `common.noDataMarker` (a test checks it); format/ does not depend on i18n/.
const markers = { 'en-US': 'n/a', 'it-IT': 'n.d.' } as const satisfies Record<Locale, string>;

/** What a missing figure prints as: en-US `n/a`, it-IT `n.d.` (non disponibile). Missing data is never zero. */
export const noDataMarker = (locale: Locale): string => markers[locale];

/** Whether a figure is missing: null, undefined, NaN or ±Infinity (a ratio over an empty denominator). */
export const isMissingNumber = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined || !Number.isFinite(value);
