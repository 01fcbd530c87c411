import { type ChatSource, type ParsedQuestion, translate } from '@esgkit/core';
import type { AnswerBody, AnswerContext } from './answer.ts';
import { asOfYear, writeFigure } from './answer-figures.ts';
import { codeInfo, latestFigure } from './figures.ts';

/** "top companies by …" without a number lists five (docs/decisions.md). */
export const DEFAULT_TOP_N = 5;

/**
 * rank/top-N: the companies of the snapshot (in the asked sector and country) with the highest figures of the first
 * indicator, each at its latest fiscal year ≤ the asked year (else the snapshot's as-of year); companies without the
 * figure are left out, never ranked as 0. Ties by name.
 */
export const rankAnswer = (parsed: ParsedQuestion, ctx: AnswerContext): AnswerBody | null => {
  const { snapshot, locale } = ctx;
  const first = parsed.indicators[0];
  const indicator = first ? codeInfo(first.code, locale) : undefined;
  if (!indicator) return null;
  const upTo = parsed.period ? Number(parsed.period.to.slice(0, 4)) : asOfYear(ctx);
  const { companies } = snapshot.data;
  const ranked: { name: string; year: number; value: number }[] = [];
  for (let c = 0; c < companies.id.length; c++) {
    if (parsed.sector !== null && companies.sector[c] !== parsed.sector) continue;
    if (parsed.country !== null && companies.country[c] !== parsed.country) continue;
    const figure = latestFigure(snapshot, c, upTo, indicator.code);
    if (figure) ranked.push({ name: companies.name[c]!, ...figure });
  }
  if (ranked.length === 0)
    return {
      flag: 4,
      response: translate(locale, 'chat.answerNoData'),
      chartData: null,
      table: null,
      sources: [],
    };
  ranked.sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  const top = ranked.slice(0, parsed.topN ?? DEFAULT_TOP_N);

  const filter =
    (parsed.sector === null ? '' : translate(locale, 'chat.answerInSector', { sector: parsed.sector })) +
    (parsed.country === null ? '' : translate(locale, 'chat.answerInCountry', { country: parsed.country }));
  const items = top.map(
    (r, i) => `${i + 1}. ${r.name} ${writeFigure(r.value, indicator.unit, r.year, locale)}`,
  );
  const sources: ChatSource[] = top.map((r) => ({
    indicator: indicator.code,
    year: r.year,
    coverage: null,
    entity: r.name,
  }));
  // one column per company: a ranking is a single reading, so its chart is columns (doc 2 §9)
  const chartYear = Math.max(...top.map((r) => r.year));
  return {
    flag: 0,
    response: `${translate(locale, 'chat.answerRank', {
      count: top.length,
      indicator: indicator.label,
      filter,
      items: items.join('; '),
    })}.`,
    chartData: {
      title: indicator.label,
      unit: indicator.unit,
      points: top.map((r) => ({ series: r.name, year: chartYear, value: r.value })),
    },
    table: {
      columns: [
        { key: 'rank', label: translate(locale, 'chat.columnRank') },
        { key: 'entity', label: translate(locale, 'chat.columnEntity') },
        { key: 'year', label: translate(locale, 'chat.columnYear') },
        { key: 'value', label: indicator.label, ...(indicator.unit ? { unit: indicator.unit } : {}) },
      ],
      rows: top.map((r, i) => ({ rank: i + 1, entity: r.name, year: r.year, value: r.value })),
    },
    sources,
  };
};
