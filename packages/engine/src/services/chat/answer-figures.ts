import {
  type ChatChartData,
  type ChatSource,
  formatNumber,
  type Locale,
  type ParsedQuestion,
  translate,
} from '@esgkit/core';
import type { AnswerBody, AnswerContext } from './answer.ts';
import { entityFigures } from './entity-figures.ts';
import { type CodeInfo, codeInfo } from './figures.ts';

/** A figure written for a sentence: the number in the locale with 2 decimals (doc 2 §9), its unit and year. */
export const writeFigure = (
  value: number | null,
  unit: string | null,
  year: number | null,
  locale: Locale,
): string => {
  const number = formatNumber(value, locale);
  const withUnit = value !== null && unit ? `${number} ${unit}` : number;
  return year === null ? withUnit : `${withUnit} (${year})`;
};

const yearOf = (iso: string): number => Number(iso.slice(0, 4));

/** The snapshot's as-of year: an unqualified question reads each company's latest year up to it. */
export const asOfYear = (ctx: AnswerContext): number => yearOf(ctx.snapshot.manifest.asOf);

interface Cell {
  entity: string;
  indicator: CodeInfo;
  year: number | null;
  value: number | null;
  unit: string | null;
  coverage: number | null;
}

/** The cells of entities × indicators × years: each asked year exactly, or the latest reported when none is asked. */
const cellsOf = (parsed: ParsedQuestion, ctx: AnswerContext, indicators: CodeInfo[]): Cell[] => {
  const years: (number | null)[] = [];
  if (parsed.period)
    for (let y = yearOf(parsed.period.from); y <= yearOf(parsed.period.to); y++) years.push(y);
  if (years.length === 0) years.push(null);
  const figureOf = entityFigures(ctx.snapshot, asOfYear(ctx), ctx.locale);
  const cells: Cell[] = [];
  for (const entity of parsed.entities)
    for (const indicator of indicators)
      for (const year of years) {
        const f = figureOf(entity, indicator, year);
        cells.push({
          entity: entity.label,
          indicator,
          year: f.year,
          value: f.value,
          unit: f.unit === undefined ? indicator.unit : f.unit,
          coverage: f.coverage,
        });
      }
  return cells;
};

/** value, compare and trend: the figures of the named companies for the asked indicators and years. */
export const figureAnswer = (parsed: ParsedQuestion, ctx: AnswerContext): AnswerBody | null => {
  const { locale } = ctx;
  const indicators = parsed.indicators.flatMap((i) => codeInfo(i.code, locale) ?? []);
  if (indicators.length === 0 || parsed.entities.length === 0) return null;
  const cells = cellsOf(parsed, ctx, indicators);
  const known = cells.filter((c) => c.value !== null);
  if (known.length === 0)
    return {
      flag: 4,
      response: translate(locale, 'chat.answerNoData'),
      chartData: null,
      table: null,
      sources: [],
    };

  const sentences: string[] = [];
  for (const entity of parsed.entities)
    for (const indicator of indicators) {
      const own = cells.filter((c) => c.entity === entity.label && c.indicator === indicator);
      const figures = own.map((c) => writeFigure(c.value, c.unit, c.year, locale)).join(', ');
      sentences.push(
        translate(locale, 'chat.answerFigure', { indicator: indicator.label, entity: entity.label, figures }),
      );
    }

  const units = new Set(cells.map((c) => c.unit));
  const seriesOf = (c: Cell): string =>
    indicators.length === 1
      ? c.entity
      : parsed.entities.length === 1
        ? c.indicator.label
        : `${c.entity} – ${c.indicator.label}`;
  const points: ChatChartData['points'] = cells
    .filter((c) => c.year !== null)
    .map((c) => ({ series: seriesOf(c), year: c.year!, value: c.value }));
  const sources: ChatSource[] = known.map((c) => ({
    indicator: c.indicator.code,
    year: c.year,
    coverage: c.coverage,
    entity: c.entity,
  }));
  return {
    flag: 0,
    response: `${sentences.join('. ')}.`,
    chartData: {
      title: indicators.length === 1 ? indicators[0]!.label : undefined,
      unit: units.size === 1 ? [...units][0]! : null,
      points,
    },
    table: {
      columns: [
        { key: 'entity', label: translate(locale, 'chat.columnEntity') },
        { key: 'indicator', label: translate(locale, 'chat.columnIndicator') },
        { key: 'year', label: translate(locale, 'chat.columnYear') },
        { key: 'value', label: translate(locale, 'chat.columnValue') },
        { key: 'unit', label: '' },
      ],
      rows: cells.map((c) => ({
        entity: c.entity,
        indicator: c.indicator.label,
        year: c.year,
        value: c.value,
        unit: c.unit,
      })),
    },
    sources,
  };
};
