import type { Locale } from '../schemas/common.ts';
import { numberFormat } from './intl-cache.ts';
import { isMissingNumber, noDataMarker } from './no-data.ts';

/**
 * Every number formatter here takes `number | null | undefined` and prints the locale's no-data marker
 * (`n/a` / `n.d.`) for null, undefined, NaN and ±Infinity: missing data is never shown as zero.
 * Grouping is always on (`useGrouping: 'always'`), so Italian groups 4-digit numbers too (1.234,50; CLDR's
 * default for it-IT would print 1234,50). Rounding is half away from zero on the number's shortest decimal
 * form (1.005 → 1.01). A value that rounds to zero prints without a minus sign (-0.001 → 0.00).
 */
export interface NumberFormatOptions {
  /** Exact number of decimals (default 2). */
  decimals?: number;
  /** Print `+` before positive values, e.g. for returns (zero stays unsigned). */
  showPlus?: boolean;
}

const base = (options: NumberFormatOptions): Intl.NumberFormatOptions => ({
  useGrouping: 'always',
  signDisplay: options.showPlus ? 'exceptZero' : 'negative',
});

const fixed = (decimals: number): Intl.NumberFormatOptions => ({
  minimumFractionDigits: decimals,
  maximumFractionDigits: decimals,
});

/**
 * A plain number: en-US `12,345.67`, it-IT `12.345,67`.
 *
 * @example
 * formatNumber(1234.5, 'it-IT', { decimals: 1 }); // '1.234,5'
 */
export const formatNumber = (
  value: number | null | undefined,
  locale: Locale,
  options: NumberFormatOptions = {},
): string => {
  if (isMissingNumber(value)) return noDataMarker(locale);
  return numberFormat(locale, { ...base(options), ...fixed(options.decimals ?? 2) }).format(value);
};

/**
 * A value given in percent units (12.5 means 12.5 %): en-US `12.50%`, it-IT `12,50%`. Both locales write the
 * sign without a space, as CLDR does for en and it (Intl `unit: 'percent'`; no division by 100, so no binary
 * rounding noise).
 *
 * @example
 * formatPercent(-3.456, 'en-US'); // '-3.46%'
 */
export const formatPercent = (
  value: number | null | undefined,
  locale: Locale,
  options: NumberFormatOptions = {},
): string => {
  if (isMissingNumber(value)) return noDataMarker(locale);
  return numberFormat(locale, {
    ...base(options),
    ...fixed(options.decimals ?? 2),
    style: 'unit',
    unit: 'percent',
  }).format(value);
};

/**
 * An amount in an ISO 4217 currency, placed as the locale places it: en-US `€1,234.50`, it-IT `1.234,50 €`
 * (a no-break space before the symbol). Decimals default to the currency's minor units (JPY 0, EUR 2).
 *
 * @example
 * formatCurrency(-1234.5, 'EUR', 'en-US'); // '-€1,234.50'
 */
export const formatCurrency = (
  value: number | null | undefined,
  currency: string,
  locale: Locale,
  options: NumberFormatOptions = {},
): string => {
  if (isMissingNumber(value)) return noDataMarker(locale);
  return numberFormat(locale, {
    ...base(options),
    ...(options.decimals === undefined ? {} : fixed(options.decimals)),
    style: 'currency',
    currency,
  }).format(value);
};

// spec doc 2 §3: "thousands, million and billion are the unit words"; §9: "large values in K/M".
// en-US uses K/M/B/T glued to the number; it-IT uses K and the Italian abbreviations CLDR uses (Mln milioni,
// Mrd miliardi, Bln bilioni = 10¹²) after a no-break space, as Italian writes "1,5 Mln".
const compactUnits = {
  'en-US': { separator: '', units: ['', 'K', 'M', 'B', 'T'] },
  'it-IT': { separator: '\u00a0', units: ['', 'K', 'Mln', 'Mrd', 'Bln'] },
} as const satisfies Record<Locale, { separator: string; units: readonly string[] }>;

/**
 * A short number for chart axes, tooltips and chat: K / M / B (it-IT K / Mln / Mrd), at most `decimals`
 * decimals (default 2, spec doc 2 §9 "values rounded to 2 decimals"), trailing zeros dropped.
 * A value that rounds up to 1000 of a unit moves to the next one (999,999 → 1M).
 *
 * @example
 * formatCompact(1_534_000, 'en-US'); // '1.53M'
 * formatCompact(1_534_000, 'it-IT'); // '1,53 Mln'
 */
export const formatCompact = (
  value: number | null | undefined,
  locale: Locale,
  options: Pick<NumberFormatOptions, 'decimals'> = {},
): string => {
  if (isMissingNumber(value)) return noDataMarker(locale);
  const decimals = options.decimals ?? 2;
  const { separator, units } = compactUnits[locale];
  const rounding: Intl.NumberFormatOptions = { maximumFractionDigits: decimals, useGrouping: false };
  const roundedAbs = (scaled: number): number =>
    Number(numberFormat('en-US', rounding).format(Math.abs(scaled)));
  let tier = 0;
  while (tier < units.length - 1 && roundedAbs(value / 1000 ** tier) >= 1000) tier += 1;
  const scaled = value / 1000 ** tier;
  const digits = numberFormat(locale, {
    useGrouping: 'always',
    signDisplay: 'negative',
    maximumFractionDigits: decimals,
  }).format(scaled);
  return tier === 0 ? digits : `${digits}${separator}${units[tier]}`;
};
