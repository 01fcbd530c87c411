import {
  DomainError,
  type FigureTrace,
  FRACTION_RISK_MEASURES,
  IsoDate,
  isoFromDay,
  methodById,
  RISK_MEASURES,
  type RiskMeasure,
  type RiskWindowId,
} from '@esgkit/core';
import { indexAtOrBefore } from '../../../analytics/performance/calendar.ts';
import { windowBounds } from '../../../analytics/performance/risk.ts';
import {
  commonDays,
  PERIODS_PER_YEAR,
  riskFreePerPeriod,
} from '../../../analytics/performance/risk-statistics.ts';
import { sayIn, traceOf } from './path-trace.ts';
import { explainReturn, parseReturn, returnFigures } from './returns.ts';
import { type Derivation, regressionDerivation, singleSeriesDerivation } from './risk-steps.ts';
import type { ExplainInput, FigureExplainer, ShownFigure } from './types.ts';

// Part 12: the risk view's figures (each measure of each standard window, the portfolio's side) and the performance
// view's returns (returns.ts). Figure grammar (docs/decisions.md "Risk and return figure names"):
//   risk:<measure>:<window>   measure ∈ standardDeviation sharpe sortino alpha beta rSquared maxDrawdown,
//                             window ∈ ytd y1 y3 y5; typed as `sharpe:y3`, `volatility:y1`, `maxDrawdown:y5` too
//   risk:<measure>:<from>..<to>   the view's chosen window (its from/to query; either end may be left out)
//   performance:trailing:<ytd|y1|y3|y5|sinceInception>   typed as `return:y1`
//   performance:cumulative|rolling:<lastWeek|lastMonth|lastYear>

const WINDOWS = ['ytd', 'y1', 'y3', 'y5'] as const satisfies readonly RiskWindowId[];
type Window = (typeof WINDOWS)[number];

const MEASURE_NAMES: Readonly<Record<string, RiskMeasure>> = {
  ...Object.fromEntries(RISK_MEASURES.map((m) => [m.toLowerCase(), m])),
  volatility: 'standardDeviation',
  std: 'standardDeviation',
  drawdown: 'maxDrawdown',
  r2: 'rSquared',
};

const METHOD_OF: Readonly<Record<RiskMeasure, string>> = {
  standardDeviation: 'risk-standard-deviation',
  sharpe: 'risk-sharpe',
  sortino: 'risk-sortino',
  maxDrawdown: 'risk-max-drawdown',
  alpha: 'risk-alpha',
  beta: 'risk-beta',
  rSquared: 'risk-r-squared',
};

const WINDOW_LABEL: Readonly<Record<Window, [string, string]>> = {
  ytd: ['year to date', 'da inizio anno'],
  y1: ['1 year', '1 anno'],
  y3: ['3 years', '3 anni'],
  y5: ['5 years', '5 anni'],
};

/** The risk view's from/to query of a chosen window `<from>..<to>` (yyyy-mm-dd, one end may be empty), or null. */
const rangeOf = (window: string): { from?: string; to?: string } | null => {
  const [, from, to] = /^([\d-]*)\.\.([\d-]*)$/.exec(window) ?? [];
  if ((!from && !to) || ![from, to].every((d) => !d || IsoDate.safeParse(d).success)) return null;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
};

const parseRisk = (figure: string): string | null => {
  // a chosen window holds `..`: it is taken off before the rest is split on `:` or `.`
  const at = figure.search(/[:.][\d-]*\.\.[\d-]*$/);
  const range = at >= 0 ? figure.slice(at + 1) : null;
  const parts = (at >= 0 ? figure.slice(0, at) : figure).split(/[:.]/).map((p) => p.toLowerCase());
  const [measure, window] = parts[0] === 'risk' ? parts.slice(1) : parts;
  const length = (parts[0] === 'risk' ? 3 : 2) - (range === null ? 0 : 1);
  const m = MEASURE_NAMES[measure ?? ''];
  if (parts.length !== length || !m) return null;
  if (range !== null) return rangeOf(range) ? `risk:${m}:${range}` : null;
  const w = WINDOWS.find((x) => x === window || `${x.slice(1)}y` === window);
  return w ? `risk:${m}:${w}` : null;
};

/**
 * The shown value of every risk figure: the risk view's standard windows, or the one window `range` chose (named
 * `rangeId` in the figure), the portfolio's side.
 */
const shownRisk = async (input: ExplainInput, range: { from?: string; to?: string } = {}, rangeId = '') => {
  const view = await input.views.risk(input.row, range);
  const shown = new Map<
    string,
    { value: number | null; reason: string | undefined; from: string; to: string }
  >();
  for (const w of view.windows)
    for (const m of RISK_MEASURES) {
      const f = w.portfolio[m];
      const id = w.window === 'custom' ? rangeId : w.window;
      shown.set(`risk:${m}:${id}`, { value: f.value, reason: f.reason, from: w.from, to: w.to });
    }
  return shown;
};

async function explainRisk(input: ExplainInput, figure: string): Promise<FigureTrace> {
  const [, measure, window] = figure.split(':') as [string, RiskMeasure, string];
  const range = rangeOf(window);
  const query = range ?? {};
  const shown = (await shownRisk(input, query, window)).get(figure);
  if (!shown) throw new DomainError('noData');
  // the view's own inputs and window requests (a chosen window is its only one)
  const { portfolio, benchmark, settings } = await input.views.riskInputs(input.row, query);
  const ppy = settings.periodsPerYear ?? PERIODS_PER_YEAR;
  const rate = settings.riskFree!;
  const request = range ? settings.windows![0]! : settings.windows!.find((r) => r.window === window)!;
  const { base, end } = windowBounds(portfolio.days, request);
  const say = sayIn(input.locale);
  const hasData = shown.value !== null;
  let derivation: Derivation;
  if (measure === 'alpha' || measure === 'beta' || measure === 'rSquared') {
    const pairs: Parameters<typeof regressionDerivation>[1] = [];
    if (benchmark && base >= 0) {
      const common = commonDays(portfolio, benchmark);
      const cEnd = indexAtOrBefore(common.days, portfolio.days[end]!);
      const cBase = indexAtOrBefore(common.days, portfolio.days[base]!, cEnd + 1);
      const rf = cBase >= 0 ? riskFreePerPeriod(rate, common.days, cBase, cEnd, ppy) : new Float64Array(0);
      for (let k = cBase + 1; cBase >= 0 && k <= cEnd; k++) {
        const [p0, p1] = [common.portfolioIndex[k - 1]!, common.portfolioIndex[k]!];
        const [b0, b1] = [common.benchmarkIndex[k - 1]!, common.benchmarkIndex[k]!];
        pairs.push({
          day: common.days[k]!,
          v0: portfolio.values[p0]!,
          v1: portfolio.values[p1]!,
          b0: benchmark.values[b0]!,
          b1: benchmark.values[b1]!,
          rf: rf[k - cBase - 1]!,
        });
      }
    }
    derivation = regressionDerivation(measure, pairs, ppy, hasData, say);
  } else {
    const rf = base >= 0 ? riskFreePerPeriod(rate, portfolio.days, base, end, ppy) : new Float64Array(0);
    derivation = singleSeriesDerivation(measure, portfolio, base, end, rf, ppy, hasData, say);
  }
  const title = methodById(METHOD_OF[measure])!.title[input.locale];
  return traceOf(input, {
    figure,
    label: `${title} · ${range ? `${shown.from} – ${shown.to}` : say(...WINDOW_LABEL[window as Window])}`,
    area: 'risk',
    methodId: METHOD_OF[measure],
    asOf: base >= 0 ? isoFromDay(portfolio.days[end]!) : shown.to,
    value: shown.value,
    notApplicable: shown.reason === 'no_benchmark' || shown.reason === 'not_applicable',
    unit: FRACTION_RISK_MEASURES.has(measure) ? 'fraction' : '',
    derivation,
  });
}

/** A portfolio without a price history has no risk or return figure (the views answer noData): none to list. */
const orNone = async (list: () => Promise<ShownFigure[]>): Promise<ShownFigure[]> => {
  try {
    return await list();
  } catch (e) {
    if (e instanceof DomainError && e.code === 'noData') return [];
    throw e;
  }
};

export const riskExplainer: FigureExplainer = {
  parse: (figure) => parseRisk(figure) ?? parseReturn(figure),
  explain: (input, figure) =>
    figure.startsWith('risk:') ? explainRisk(input, figure) : explainReturn(input, figure),
  async figures(input) {
    const risk = await orNone(async () =>
      [...(await shownRisk(input))].map(([figure, { value }]) => ({ figure, shown: value })),
    );
    return [...risk, ...(await orNone(() => returnFigures(input)))];
  },
};
