import { IndicatorUnitId } from '../catalogues/schema.ts';
import { csvUnitLabel } from '../format/csv.ts';
import { isMissingNumber, noDataMarker } from '../format/no-data.ts';
import { formatNumber, formatPercent } from '../format/number.ts';
import type { Locale } from '../schemas/common.ts';

/**
 * A trace's value as the views print the same figure (the dialog, the PDF's Derivations appendix, the `esgkit
 * explain` tree): a `fraction` (returns, volatility, drawdown: metrics.md units) as its percentage, a share in
 * percent (`%`, the catalogue's `percent`) with the percent sign, a catalogue unit by its symbol, any other unit as
 * it is; n/a for a missing figure, never 0. The trace itself keeps the raw value and unit (`--json`, the terms CSV).
 * `number` replaces the 2-decimal number (the CLI's tree prints more digits).
 */
export const traceValueText = (
  value: number | null,
  unit: string,
  locale: Locale,
  options: { number?: (value: number) => string } = {},
): string => {
  if (isMissingNumber(value)) return noDataMarker(locale);
  const { number } = options;
  const percent = (pct: number) => (number ? `${number(pct)}%` : formatPercent(pct, locale));
  if (unit === 'fraction') return percent(value * 100);
  if (unit === '%' || unit === 'percent') return percent(value);
  const text = number ? number(value) : formatNumber(value, locale);
  if (unit === '') return text;
  const id = IndicatorUnitId.safeParse(unit);
  return `${text} ${id.success ? csvUnitLabel(id.data, locale) : unit}`;
};
