import {
  type Allocation,
  type ChatSource,
  type ExclusionsWatchList,
  exclusionTypes,
  formatPercent,
  type Locale,
  type PaiData,
  type ParsedQuestion,
  paiItemById,
  type SustainabilityView,
  translate,
  unitById,
} from '@esgkit/core';
import type { AnswerBody } from './answer.ts';
import { writeFigure } from './answer-figures.ts';

/**
 * What a portfolio question reads, fetched by the chat service from the stored results (never computed here):
 * the exclusions watch list and the PAI table of the client's portfolio, as the Portfolio Hub shows them.
 */
export interface PortfolioFacts {
  /** The client's or portfolio's name, as the answer names it. */
  label: string;
  watchList?: ExclusionsWatchList;
  /** PAI tables by set number (1–3), all-investments basis. */
  pai?: Partial<Record<1 | 2 | 3, PaiData>>;
  /** A message key when the stored result is not there (PAI still calculating). */
  unavailable?: string;
  /** The portfolio's scores (the sustainability view, its owner's scoring profile), when a SCORE_ code is asked. */
  sustainability?: SustainabilityView;
  /** The portfolio's SDG allocation (the aggregates view's goals), when an SDG_ code is asked. */
  goals?: Allocation;
  /** "my portfolio" without one to read: the sentence asking which (or saying there is none), in the locale. */
  unresolved?: string;
}

export const EXCLUSION_PREFIX = 'EXCL_';

const noFigure = (response: string): AnswerBody => ({
  flag: 4,
  response,
  chartData: null,
  table: null,
  sources: [],
});

/** The PAI set (table) of a PAI code t{set}_{n}, or null for another code. */
export const paiSetOf = (code: string): 1 | 2 | 3 | null => {
  const item = paiItemById(code);
  return item ? item.table : null;
};

/**
 * "which of my client Rossi's holdings are red on thermal coal?": the companies of the watch list's type whose light
 * is red (spec doc 1 §9 bands), by weight. None red is an answer with no figure (flag 4).
 */
export const screenAnswer = (
  parsed: ParsedQuestion,
  facts: PortfolioFacts,
  locale: Locale,
): AnswerBody | null => {
  const code = parsed.indicators.find((i) => i.code.startsWith(EXCLUSION_PREFIX))?.code;
  const type = code ? exclusionTypes.find((e) => e.id === code.slice(EXCLUSION_PREFIX.length)) : undefined;
  if (!code || !type || !facts.watchList) return null;
  const item = facts.watchList.items.find((i) => i.code === type.id);
  const red = (item?.companies ?? []).filter((c) => c.band === 'red');
  const label = type.name[locale];
  if (red.length === 0)
    return noFigure(translate(locale, 'chat.answerNoneRed', { exclusion: label, portfolio: facts.label }));
  const sources: ChatSource[] = red.map((c) => ({
    indicator: code,
    year: null,
    coverage: facts.watchList!.coverage.pct,
    entity: c.name,
  }));
  const items = red.map((c) => `${c.name} ${formatPercent(c.revenueSharePct, locale)}`).join('; ');
  return {
    flag: 0,
    response: translate(locale, 'chat.answerRed', { exclusion: label, portfolio: facts.label, items }),
    chartData: null,
    table: {
      columns: [
        { key: 'entity', label: translate(locale, 'chat.columnEntity') },
        { key: 'weight', label: translate(locale, 'fields.weight'), unit: '%' },
        { key: 'value', label: label, unit: '%' },
      ],
      rows: red.map((c) => ({ entity: c.name, weight: c.weightPct, value: c.revenueSharePct })),
    },
    sources,
  };
};

/** "PAI 2 of my portfolio World vs benchmark": the stored PAI table's figures of the indicator, and the benchmark's. */
export const paiAnswer = (
  parsed: ParsedQuestion,
  facts: PortfolioFacts,
  locale: Locale,
): AnswerBody | null => {
  const asked = parsed.indicators.filter((i) => paiSetOf(i.code) !== null);
  if (asked.length === 0 || !facts.pai) return null;
  const sentences: string[] = [];
  const sources: ChatSource[] = [];
  const rows: Record<string, string | number | null>[] = [];
  const points: { series: string; year: number; value: number | null }[] = [];
  for (const { code } of asked) {
    const indicator = facts.pai[paiSetOf(code)!]?.indicators.find((i) => i.code === code);
    if (!indicator) continue;
    for (const metric of indicator.metrics) {
      const unit = unitById(metric.portfolio.unit).symbol[locale] || null;
      const sides = [{ side: facts.label, figure: metric.portfolio }];
      if (parsed.benchmark && metric.benchmark)
        sides.push({ side: translate(locale, 'fields.benchmark'), figure: metric.benchmark });
      const figures = sides
        .map((s) => `${s.side} ${writeFigure(s.figure.value, unit, s.figure.fiscalYear, locale)}`)
        .join(', ');
      sentences.push(
        translate(locale, 'chat.answerFigure', { indicator: metric.label, entity: facts.label, figures }),
      );
      for (const s of sides) {
        rows.push({
          entity: s.side,
          indicator: metric.label,
          year: s.figure.fiscalYear,
          value: s.figure.value,
        });
        if (s.figure.value !== null)
          sources.push({
            indicator: metric.code,
            year: s.figure.fiscalYear,
            coverage: s.figure.coverage.pct,
            entity: s.side,
          });
        if (s.figure.fiscalYear !== null)
          points.push({
            series: `${s.side} – ${metric.label}`,
            year: s.figure.fiscalYear,
            value: s.figure.value,
          });
      }
    }
  }
  if (sources.length === 0) return noFigure(translate(locale, 'chat.answerNoData'));
  return {
    flag: 0,
    response: `${sentences.join('. ')}.`,
    chartData: { unit: null, points },
    table: {
      columns: [
        { key: 'entity', label: translate(locale, 'chat.columnEntity') },
        { key: 'indicator', label: translate(locale, 'chat.columnIndicator') },
        { key: 'year', label: translate(locale, 'chat.columnYear') },
        { key: 'value', label: translate(locale, 'chat.columnValue') },
      ],
      rows,
    },
    sources,
  };
};
