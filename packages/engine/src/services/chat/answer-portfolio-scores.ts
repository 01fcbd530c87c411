import {
  type Allocation,
  type ChatSource,
  type Locale,
  type ParsedQuestion,
  type ScoreComparison,
  type SustainabilityView,
  translate,
} from '@esgkit/core';
import type { AnswerBody } from './answer.ts';
import { writeFigure } from './answer-figures.ts';
import { SCORE_PREFIX } from './figures.ts';

/** The chat's code of an SDG (SDG_1 … SDG_17, core's chat vocabulary). */
export const SDG_PREFIX = 'SDG_';

/** The chat's SCORE_ columns → the sustainability view's score (the overall score is `sustainability` in scores.csv). */
const viewScore: Record<string, keyof Omit<SustainabilityView, 'scoringProfileVersion'>> = {
  sustainability: 'overall',
  environmental: 'environmental',
  social: 'social',
  governance: 'governance',
  impact: 'impact',
  product: 'products',
};

/** One stated figure of a portfolio (or its benchmark) for one asked code. */
interface Figure {
  code: string;
  label: string;
  side: string;
  value: number | null;
  unit: string | null;
  coverage: number | null;
}

const scoreFigures = (
  parsed: ParsedQuestion,
  view: SustainabilityView,
  portfolio: string,
  benchmark: string,
): Figure[] =>
  parsed.indicators.flatMap((i) => {
    const key = i.code.startsWith(SCORE_PREFIX) ? viewScore[i.code.slice(SCORE_PREFIX.length)] : undefined;
    if (!key) return [];
    const score: ScoreComparison = view[key];
    const out: Figure[] = [
      {
        code: i.code,
        label: i.label,
        side: portfolio,
        value: score.portfolio,
        unit: null,
        coverage: score.coverage.pct,
      },
    ];
    if (parsed.benchmark && score.benchmarkCoverage)
      out.push({
        code: i.code,
        label: i.label,
        side: benchmark,
        value: score.benchmark,
        unit: null,
        coverage: score.benchmarkCoverage.pct,
      });
    return out;
  });

const sdgFigures = (parsed: ParsedQuestion, goals: Allocation, portfolio: string, locale: Locale): Figure[] =>
  parsed.indicators.flatMap((i) => {
    if (!i.code.startsWith(SDG_PREFIX)) return [];
    const entry = goals.entries.find((e) => e.key === i.code.slice(SDG_PREFIX.length));
    if (!entry) return [];
    // the Portfolio Hub's SDG allocation: the weight of holdings contributing to the goal (sdg.csv score > 0)
    const label = `${entry.label} (${translate(locale, 'chat.answerSdgWeight')})`;
    return [
      {
        code: i.code,
        label,
        side: portfolio,
        value: goals.coverage.pct > 0 ? entry.weightPct : null,
        unit: '%',
        coverage: goals.coverage.pct,
      },
    ];
  });

/**
 * "ESG score of my portfolio (vs benchmark)", "SDG 5 of my client Rossi": the portfolio's scores from its
 * sustainability view (the owner's scoring profile) and its SDG allocation from the aggregates view, with coverage.
 */
export const scoreAndSdgAnswer = (
  parsed: ParsedQuestion,
  facts: { label: string; sustainability?: SustainabilityView; goals?: Allocation },
  locale: Locale,
): AnswerBody | null => {
  const benchmark = translate(locale, 'fields.benchmark');
  const figures = [
    ...(facts.sustainability ? scoreFigures(parsed, facts.sustainability, facts.label, benchmark) : []),
    ...(facts.goals ? sdgFigures(parsed, facts.goals, facts.label, locale) : []),
  ];
  if (figures.length === 0) return null;
  const known = figures.filter((f) => f.value !== null);
  if (known.length === 0)
    return {
      flag: 4,
      response: translate(locale, 'chat.answerNoData'),
      chartData: null,
      table: null,
      sources: [],
    };
  const labels = [...new Set(figures.map((f) => f.label))];
  const sentences = labels.map((label) =>
    translate(locale, 'chat.answerFigure', {
      indicator: label,
      entity: facts.label,
      figures: figures
        .filter((f) => f.label === label)
        .map((f) => `${f.side} ${writeFigure(f.value, f.unit, null, locale)}`)
        .join(', '),
    }),
  );
  const sources: ChatSource[] = known.map((f) => ({
    indicator: f.code,
    year: null,
    coverage: f.coverage,
    entity: f.side,
  }));
  return {
    flag: 0,
    response: `${sentences.join('. ')}.`,
    chartData: null,
    table: {
      columns: [
        { key: 'entity', label: translate(locale, 'chat.columnEntity') },
        { key: 'indicator', label: translate(locale, 'chat.columnIndicator') },
        { key: 'value', label: translate(locale, 'chat.columnValue') },
        { key: 'unit', label: '' },
      ],
      rows: figures.map((f) => ({ entity: f.side, indicator: f.label, value: f.value, unit: f.unit })),
    },
    sources,
  };
};
