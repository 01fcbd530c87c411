import { DomainError, type FigureTrace, isoFromDay, methodById } from '@esgkit/core';
import { addYearsDay, indexAtOrBefore } from '../../../analytics/performance/calendar.ts';
import { PERIOD_BASES, TRAILING_BASES } from '../../../analytics/performance/returns.ts';
import { sayIn, traceOf } from './path-trace.ts';
import { returnDerivation } from './risk-steps.ts';
import type { ExplainInput, ShownFigure } from './types.ts';

// Part 12: the performance view's returns, the portfolio's side: trailing (YTD, 1, 3, 5 years, since inception) and
// the period returns (cumulative = to date, rolling = trailing week, month, year). Grammar in risk.ts.

const TRAILING = ['ytd', 'y1', 'y3', 'y5', 'sinceInception'] as const;
const PERIODS = ['lastWeek', 'lastMonth', 'lastYear'] as const;
type Trailing = (typeof TRAILING)[number];
type Period = (typeof PERIODS)[number];

const LABEL: Readonly<Record<Trailing | Period, [string, string]>> = {
  ytd: ['year to date', 'da inizio anno'],
  y1: ['1 year', '1 anno'],
  y3: ['3 years, annualised', '3 anni, annualizzato'],
  y5: ['5 years, annualised', '5 anni, annualizzato'],
  sinceInception: ['since inception', 'dall’avvio'],
  lastWeek: ['week', 'settimana'],
  lastMonth: ['month', 'mese'],
  lastYear: ['year', 'anno'],
};

const lower = (xs: readonly string[], x: string) => xs.find((y) => y.toLowerCase() === x.toLowerCase());

/** `return:y1`, `performance:trailing:y3`, `performance:rolling:lastMonth` → canonical, or null. */
export const parseReturn = (figure: string): string | null => {
  const parts = figure.split(/[:.]/);
  if (parts.length === 2 && parts[0]!.toLowerCase() === 'return') {
    const w =
      lower(TRAILING, parts[1]!) ?? (parts[1]!.toLowerCase() === 'inception' ? 'sinceInception' : undefined);
    return w ? `performance:trailing:${w}` : null;
  }
  if (parts.length !== 3 || parts[0]!.toLowerCase() !== 'performance') return null;
  const kind = parts[1]!.toLowerCase();
  const w = lower(kind === 'trailing' ? TRAILING : PERIODS, parts[2]!);
  return w && ['trailing', 'cumulative', 'rolling'].includes(kind) ? `performance:${kind}:${w}` : null;
};

const shownReturns = async (input: ExplainInput): Promise<Map<string, number | null>> => {
  const view = await input.views.performance(input.row);
  const shown = new Map<string, number | null>();
  for (const w of TRAILING) shown.set(`performance:trailing:${w}`, view.trailing.portfolio[w].value);
  for (const kind of ['cumulative', 'rolling'] as const)
    for (const p of PERIODS) shown.set(`performance:${kind}:${p}`, view.portfolio[kind][p]);
  return shown;
};

export const returnFigures = async (input: ExplainInput): Promise<ShownFigure[]> =>
  [...(await shownReturns(input))].map(([figure, shown]) => ({ figure, shown }));

export async function explainReturn(input: ExplainInput, figure: string): Promise<FigureTrace> {
  const shown = (await shownReturns(input)).get(figure);
  if (shown === undefined) throw new DomainError('noData');
  const [, kind, w] = figure.split(':') as [string, 'trailing' | 'cumulative' | 'rolling', Trailing | Period];
  const { portfolio: series } = await input.views.returnInputs(input.row);
  // the view's figures end on the portfolio's latest value (returns.ts performanceReturns)
  const end = series.days.length - 1;
  const asOf = series.days[end]!;
  let base: number;
  let annualise = false;
  if (w === 'sinceInception') {
    base = end < 1 ? -1 : 0;
    annualise = end >= 1 && addYearsDay(series.days[0]!, 1) <= asOf;
  } else if (kind === 'trailing') {
    const t = TRAILING_BASES[w as Exclude<Trailing, 'sinceInception'>];
    base = indexAtOrBefore(series.days, t.base(asOf), end + 1);
    annualise = t.annualise;
  } else {
    base = indexAtOrBefore(series.days, PERIOD_BASES[kind][w as Period](asOf), end + 1);
  }
  const say = sayIn(input.locale);
  const methodId = kind === 'cumulative' ? 'performance-cumulative-return' : 'performance-trailing-return';
  const kindLabel = {
    trailing: say('trailing', 'su periodo mobile'),
    cumulative: say('to date', 'da inizio periodo'),
    rolling: say('rolling', 'mobile'),
  }[kind];
  return traceOf(input, {
    figure,
    label: `${methodById(methodId)!.title[input.locale]} · ${kindLabel} · ${say(...LABEL[w])}`,
    area: 'performance',
    methodId,
    asOf: isoFromDay(asOf),
    value: shown,
    notApplicable: false,
    unit: 'fraction',
    derivation: returnDerivation(series, base, end, annualise, say),
  });
}
