import { z } from 'zod';
import type { IndicatorUnitId } from '../catalogues/schema.ts';
import { unitById } from '../catalogues/units.ts';
import type { Locale } from '../schemas/common.ts';

// The one CSV writer of every export (the engine's sections and screenings, the CLI's summary.csv and PAI
// statement), so that a file opens the same way in the spreadsheet it is meant for (issue 22, docs/decisions.md
// "CSV formats").

/**
 * How a CSV file is written. `excel-it`: `;` between cells and a decimal comma, what Excel reads in an Italian
 * locale (where `,` is the decimal separator); `excel-us`: `,` and a decimal point. Both start with a UTF-8
 * byte-order mark so that Excel reads accents as UTF-8. `rfc4180`: `,` and a decimal point without the mark, for
 * programs (RFC 4180 knows no byte-order mark, and most CSV readers would take it into the first header).
 */
export const CsvFormat = z.enum(['excel-it', 'excel-us', 'rfc4180']);
export type CsvFormat = z.infer<typeof CsvFormat>;

/** The format an export gets when none is asked for: the spreadsheet of the export's language. */
export const defaultCsvFormat = (locale: Locale): CsvFormat => (locale === 'it-IT' ? 'excel-it' : 'excel-us');

const shapes: Record<CsvFormat, { separator: string; decimal: string; bom: string }> = {
  'excel-it': { separator: ';', decimal: ',', bom: '\uFEFF' },
  'excel-us': { separator: ',', decimal: '.', bom: '\uFEFF' },
  rfc4180: { separator: ',', decimal: '.', bom: '' },
};

export type CsvValue = string | number | boolean | null | undefined;

/** 12 significant digits hold every figure the engine computes and drop the noise of binary floating point. */
const SIGNIFICANT_DIGITS = 12;
// en-US without grouping: digits, an optional "-" and "." only, and never an exponent (1e-7 is 0.0000001).
const fractional = new Intl.NumberFormat('en-US', {
  maximumSignificantDigits: SIGNIFICANT_DIGITS,
  useGrouping: false,
});
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: false });

/**
 * A number as a CSV cell: at most 12 significant digits (14.499999999999991 → 14.5, 0.1 + 0.2 → 0.3), integers
 * exact, no exponent, no grouping, the format's decimal separator; NaN and ±Infinity are empty (no figure), -0 is 0.
 */
export const csvNumber = (value: number, format: CsvFormat): string => {
  if (!Number.isFinite(value)) return '';
  const text = (Number.isInteger(value) ? whole : fractional).format(value);
  // -0, or a negative number that rounds to zero, is 0
  const signed = /^-0(\.0*)?$/.test(text) ? '0' : text;
  return shapes[format].decimal === '.' ? signed : signed.replace('.', shapes[format].decimal);
};

// OWASP "CSV injection": a cell a spreadsheet would run as a formula starts with = + - @ (or tab / carriage return,
// which some spreadsheets skip before looking); a leading apostrophe makes it text.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: numbers as `csvNumber`; text neutralised against formulas and quoted when it holds the format's
 * separator, a quote or a line break.
 */
export const csvCell = (value: CsvValue, format: CsvFormat): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return csvNumber(value, format);
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  const { separator } = shapes[format];
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A table to write: one header row, then the rows. */
export interface CsvTable {
  header: readonly string[];
  rows: readonly (readonly CsvValue[])[];
}

/** A CSV file: the format's byte-order mark and separator, CRLF line ends (RFC 4180 §2), a line end at the end. */
export const toCsv = (table: CsvTable, format: CsvFormat): string => {
  const { bom, separator } = shapes[format];
  const lines = [table.header, ...table.rows].map((row) =>
    row.map((v) => csvCell(v, format)).join(separator),
  );
  return `${bom}${lines.join('\r\n')}\r\n`;
};

/**
 * A unit of core's catalogue as a CSV shows it: its symbol in `locale` (`t CO2e`), or its name where it has no
 * symbol (`count`); the id (`t_co2e`) goes in a `unitCode` column beside it (docs/decisions.md "CSV formats").
 */
export const csvUnitLabel = (id: IndicatorUnitId, locale: Locale): string => {
  const unit = unitById(id);
  return unit.symbol[locale] || unit.name[locale];
};
