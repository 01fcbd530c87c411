import { formatNumber, formatPercent } from '../format/number.ts';
import type { Locale } from '../schemas/common.ts';
import type { ScreeningColumn } from '../schemas/screening.ts';
import type { Translator } from './translations.ts';

const lights = new Set(['green', 'yellow', 'red']);

/**
 * A screening cell as the user reads it (the web table, the screening PDF): missing is the language's no-data
 * marker, a traffic-light band its word, amounts without decimals, percentages with 2, scores with 1. The CSV keeps
 * the raw value (docs/decisions.md "CSV files"). `t` is `locale`'s translator, from the caller: the web's come from
 * its one loaded language, and this module must not import every language into the web's chunks.
 */
export const formatScreeningCell = (
  column: Pick<ScreeningColumn, 'kind'>,
  value: string | number | null | undefined,
  locale: Locale,
  t: Translator,
): string => {
  if (value === null || value === undefined || value === '') return t('common.noDataMarker');
  if (typeof value === 'string')
    return column.kind === 'band' && lights.has(value)
      ? t(`exports.bands.${value as 'green' | 'yellow' | 'red'}`)
      : value;
  switch (column.kind) {
    case 'number':
      return formatNumber(value, locale, { decimals: 0 });
    case 'integer':
      return String(value);
    case 'percent':
      return formatPercent(value, locale, { decimals: 2 });
    case 'score':
      return formatNumber(value, locale, { decimals: 1 });
    default:
      return String(value);
  }
};
