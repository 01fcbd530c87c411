import type { EntityScores, Locale, ParsedQuestion } from '@esgkit/core';
import { fundScores } from '../../analytics/esg/esg.ts';
import { countryOverallScore, scoreTable } from '../../analytics/esg/scores.ts';
import { impactCode, impactFigure, impactUnit } from '../../analytics/impact/impact.ts';
import { snapshotIndex } from '../../analytics/snapshot-inputs/snapshot-inputs.ts';
import { analyseSide, coverageOf, type PortfolioSide } from '../../analytics/views/side.ts';
import type { Snapshot } from '../../provider/index.ts';
import { type CodeInfo, companyFigure, latestFigure, SCORE_PREFIX } from './figures.ts';

/** One entity's figure of one code: its year, value (null = no data), unit when not the code's, coverage. */
export interface EntityFigure {
  year: number | null;
  value: number | null;
  /** the figure's unit when it differs from the code's (a fund's additive figure is per € million invested) */
  unit?: string | null;
  /** percent of the fund the figure covers (look-through); null for a company's or country's own figure */
  coverage: number | null;
}

const NONE: EntityFigure = { year: null, value: null, coverage: null };
const orNull = (x: number | undefined): number | null => (x === undefined || Number.isNaN(x) ? null : x);
const scoreColumn = (code: string): keyof EntityScores | null =>
  code.startsWith(SCORE_PREFIX) ? (code.slice(SCORE_PREFIX.length) as keyof EntityScores) : null;

/**
 * The figures of the entities a question names, as the views read them (issue 29):
 * - a company: its reported figure of the exact fiscal year (figures.ts), its scores.csv row of that year;
 * - a fund: its look-through value as the lookup's impact view computes it for the fund alone (impactFigure, type 2:
 *   an additive figure per € million invested, any other the value-weighted mean) with its coverage, and its six
 *   scores as the fund card computes them (fundScores), on 31 December of the asked year or the snapshot's as-of date;
 * - a country: its pillar scores as country screening reads them (countries.csv, else scores.csv ≤ the year).
 * Analysed fund sides are kept for the question (one look-through per fund and date).
 */
export const entityFigures = (snapshot: Snapshot, asOf: number, locale: Locale) => {
  const sides = new Map<string, PortfolioSide>();
  const fundSide = (id: string, date: string): PortfolioSide => {
    const key = `${id}|${date}`;
    let side = sides.get(key);
    if (!side) {
      side = analyseSide(
        snapshot,
        { items: [{ input: id, weight: 100 }], cash: 0 },
        { investmentAmountEur: 100, date },
      );
      sides.set(key, side);
    }
    return side;
  };

  const company = (id: string, code: CodeInfo, year: number | null): EntityFigure => {
    const c = snapshot.companyIndex(id);
    if (c < 0) return NONE;
    const column = scoreColumn(code.code);
    if (column) {
      const row = snapshot.scores('company', id, year ?? asOf);
      if (!row || (year !== null && row.year !== year)) return { ...NONE, year };
      return { year: row.year, value: orNull(row.values[column]), coverage: null };
    }
    if (year !== null) return { year, value: companyFigure(snapshot, c, year, code.code), coverage: null };
    const latest = latestFigure(snapshot, c, asOf, code.code);
    return { year: latest?.year ?? null, value: latest?.value ?? null, coverage: null };
  };

  const fund = (id: string, code: CodeInfo, year: number | null): EntityFigure => {
    const s = snapshot.securityIndex(id);
    if (s < 0) return NONE;
    const shown = year ?? asOf;
    const date = shown >= asOf ? snapshot.manifest.asOf : `${shown}-12-31`;
    const column = scoreColumn(code.code);
    if (column) return { year: shown, value: fundScores(snapshot, s, date)[column], coverage: null };
    const impact = impactCode(code.code);
    if (!impact) return { ...NONE, year: shown };
    const side = fundSide(id, date);
    const figure = impactFigure(side, impact, 2);
    return {
      year: shown,
      value: figure.value,
      unit: impactUnit(impact, locale, 2),
      coverage: figure.value === null ? null : coverageOf(side, figure.coveredEur).pct,
    };
  };

  const country = (id: string, code: CodeInfo, year: number | null): EntityFigure => {
    const k = snapshotIndex(snapshot).countryIndexByCode.get(id);
    const column = scoreColumn(code.code);
    const shown = year ?? asOf;
    if (k === undefined || !column) return { ...NONE, year: shown };
    const table = scoreTable(snapshot, 'country', shown);
    const value = column === 'sustainability' ? countryOverallScore(table, k) : table.columns[column][k];
    return { year: shown, value: orNull(value), coverage: null };
  };

  return (entity: ParsedQuestion['entities'][number], code: CodeInfo, year: number | null): EntityFigure =>
    entity.kind === 'company'
      ? company(entity.id, code, year)
      : entity.kind === 'fund'
        ? fund(entity.id, code, year)
        : entity.kind === 'country'
          ? country(entity.id, code, year)
          : NONE;
};
