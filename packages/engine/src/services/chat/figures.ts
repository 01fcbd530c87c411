import {
  chatIndicators,
  computeMetric,
  indicatorByCode,
  type Locale,
  metricByCode,
  unitById,
} from '@esgkit/core';
import { phyFallbackColumn, phyValue } from '../../analytics/impact/phy-value.ts';
import type { Snapshot } from '../../provider/index.ts';

/** A catalogue code as an answer names it: its label and its unit's symbol in the locale. */
export interface CodeInfo {
  code: string;
  label: string;
  unit: string | null;
}

/** The chat's code of a score column (SCORE_sustainability …, core's chat vocabulary). */
export const SCORE_PREFIX = 'SCORE_';

export const codeInfo = (code: string, locale: Locale): CodeInfo | undefined => {
  // a score (0–100) has no unit; its name is the chat vocabulary's
  if (code.startsWith(SCORE_PREFIX)) {
    const name = chatIndicators().find((i) => i.code === code)?.names[locale][0];
    return name === undefined ? undefined : { code, label: name, unit: null };
  }
  const entry = indicatorByCode(code) ?? metricByCode(code);
  if (!entry) return undefined;
  const symbol = unitById(entry.unit).symbol[locale];
  return { code, label: entry.name[locale], unit: symbol === '' ? null : symbol };
};

/**
 * A PHY_ code of a company in exactly one fiscal year, by the impact view's rule (phyValue: indicators.csv, else the
 * catalogue's company_facts.csv column, inverted for a flag stating the opposite). NaN when missing.
 * Exact years, not "latest ≤ year": a trend must not repeat last year's figure as this year's.
 */
const phyAt = (snapshot: Snapshot, company: number, year: number, code: string): number => {
  const x = snapshot.indicator(company, year, code);
  const column = phyFallbackColumn(code);
  // the facts row is read only when indicators.csv has no figure (rankings read every company)
  const y =
    Number.isNaN(x) && column
      ? (snapshot.companyFacts(company, year)?.value(column.column) ?? Number.NaN)
      : Number.NaN;
  return phyValue(x, y, column?.isInverted === true);
};

/** A company's figure for a PHY_ or PHY_M_ code in one fiscal year; null = no data (never 0). */
export const companyFigure = (
  snapshot: Snapshot,
  company: number,
  year: number,
  code: string,
): number | null => {
  const metric = indicatorByCode(code) ? undefined : metricByCode(code);
  if (!metric) {
    const v = phyAt(snapshot, company, year, code);
    return Number.isFinite(v) ? v : null;
  }
  const values: Record<string, number> = {};
  for (const operand of [...metric.formula.numerator, ...metric.formula.denominator])
    values[operand] =
      operand === 'revenue_eur' || operand === 'evic_eur'
        ? (snapshot.companyFacts(company, year)?.value(operand) ?? Number.NaN)
        : phyAt(snapshot, company, year, operand);
  return computeMetric(metric, values);
};

/** How far back an unqualified question looks for a company's latest reported year. */
const LOOKBACK_YEARS = 10;

/** The latest fiscal year ≤ `upTo` in which the company reports the code, or null. */
export const latestFigure = (
  snapshot: Snapshot,
  company: number,
  upTo: number,
  code: string,
): { year: number; value: number } | null => {
  for (let year = upTo; year > upTo - LOOKBACK_YEARS; year--) {
    const value = companyFigure(snapshot, company, year, code);
    if (value !== null) return { year, value };
  }
  return null;
};
