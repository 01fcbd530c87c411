import {
  DEFAULT_MATCHING_FUNDS,
  dayFromIso,
  formatNumber,
  formatPercent,
  type Locale,
  type MatchedFund,
  type MatchingQuery,
  type MatchingResult,
  type MatchReason,
  type PortfolioRow,
  type RiskLevel,
  type SdgFit,
  sdgByNumber,
  yearOfDay,
} from '@esgkit/core';
import type { Snapshot } from '../../provider/index.ts';
import { overallScore, scoreTable } from '../esg/scores.ts';
import { addYearsDay } from '../performance/calendar.ts';
import { riskMeasures } from '../performance/risk.ts';
import { type CalculationDate, snapshotIndex } from '../snapshot-inputs/snapshot-inputs.ts';
import { type FundCompanies, fundCompanies } from '../views/fund-look-through.ts';
import { isEmbargoedFund, translatorFor } from '../views/side.ts';

// Matching (spec doc 1 §5 "at least 3 SDGs (of 17), one risk level, and goals"; doc 1 §9 "Default matching funds URTH
// and IAGG"). The spec does not show the calculation; ours is in docs/methodology.md, part C:
// - SDG fit of a fund for goal g: the value-weighted mean of its companies' sdg.csv scores (−100…100) over the
//   companies with sdg.csv rows (a covered company without a row for g counts 0, neutral);
// - match score 0–100: 70 % the mean fit over the chosen goals mapped to 0–100 ((fit + 100) / 2, no data = 50),
//   30 % the sustainability score when the fund has one;
// - risk: annualised standard deviation of daily returns over the last 3 years (clamped to the fund's history,
//   at least MIN_VOLATILITY_OBSERVATIONS returns; metrics.md §4), against the level's cap;
// - ranking: funds within the cap first, each group by match score; the portfolio: the best MAX_PORTFOLIO_FUNDS
//   funds within the cap whose mean fit is positive, equal weights; none → URTH and IAGG split by the risk level.

/**
 * Volatility caps per risk level, fractions a year: the ESMA synthetic risk indicator's bands (CESR/10-673 §3:
 * class 4 up to 10 %, class 5 up to 15 %, class 6 up to 25 %).
 */
export const RISK_LEVEL_VOLATILITY_CAP: Readonly<Record<RiskLevel, number>> = {
  low: 0.1,
  medium: 0.15,
  high: 0.25,
};
/** Equity share of the default portfolio per risk level (URTH the equity block, IAGG the bond block). */
export const DEFAULT_EQUITY_SHARE_PCT: Readonly<Record<RiskLevel, number>> = {
  low: 25,
  medium: 50,
  high: 75,
};
export const MAX_PORTFOLIO_FUNDS = 5;
export const MIN_VOLATILITY_OBSERVATIONS = 60;
const SDG_WEIGHT = 0.7;

/** A fund's SDG fit per goal: null when none of its companies has sdg.csv rows. */
export const fundSdgFit = (
  snapshot: Snapshot,
  held: FundCompanies,
  goals: readonly number[],
): (number | null)[] => {
  const { sdg } = snapshot.data;
  const num = new Float64Array(goals.length);
  let covered = 0;
  for (let i = 0; i < held.company.length; i++) {
    const c = held.company[i]!;
    const from = sdg.offsets[c]!;
    const to = sdg.offsets[c + 1]!;
    if (to <= from) continue;
    const w = held.weightPct[i]!;
    covered += w;
    for (let r = from; r < to; r++) {
      const g = goals.indexOf(sdg.sdg[r]!);
      if (g >= 0) num[g]! += w * sdg.score[r]!;
    }
  }
  return goals.map((_, g) => (covered > 0 ? num[g]! / covered : null));
};

/** Annualised volatility (a fraction) over the last 3 years of the fund's prices, null with too few returns. */
export const fundVolatility = (snapshot: Snapshot, security: number, day: number): number | null => {
  const prices = snapshot.prices(security);
  let end = prices.day.length;
  while (end > 0 && prices.day[end - 1]! > day) end--;
  if (end < MIN_VOLATILITY_OBSERVATIONS + 1) return null;
  const series = { days: prices.day.subarray(0, end), values: prices.value.subarray(0, end) };
  const from = Math.max(addYearsDay(day, -3), series.days[0]!);
  let start = 0;
  while (start < end && series.days[start]! < from) start++;
  if (end - 1 - start < MIN_VOLATILITY_OBSERVATIONS) return null;
  const risk = riskMeasures(series, null, { windows: [{ window: 'custom', fromDay: from, toDay: day }] });
  return risk.windows[0]?.portfolio.standardDeviation.value ?? null;
};

const sustainabilityOf = (
  snapshot: Snapshot,
  security: number,
  held: FundCompanies | undefined,
  year: number,
) => {
  const funds = scoreTable(snapshot, 'fund', year);
  const own = overallScore(funds, security);
  if (!Number.isNaN(own)) return own;
  if (!held) return null;
  // no fund row: the look-through mean of its companies' overall scores
  const companies = scoreTable(snapshot, 'company', year);
  let num = 0;
  let den = 0;
  for (let i = 0; i < held.company.length; i++) {
    const x = overallScore(companies, held.company[i]!);
    if (Number.isNaN(x)) continue;
    num += x * held.weightPct[i]!;
    den += held.weightPct[i]!;
  }
  return den > 0 ? num / den : null;
};

/** Ranks the snapshot's funds for a matching questionnaire and proposes a portfolio (see the file comment). */
export const matchFunds = (
  snapshot: Snapshot,
  query: MatchingQuery,
  options: { date?: CalculationDate; locale?: Locale } = {},
): MatchingResult => {
  const locale = options.locale ?? 'en-US';
  const t = translatorFor(locale);
  const day =
    typeof options.date === 'number' ? options.date : dayFromIso(options.date ?? snapshot.manifest.asOf);
  const year = yearOfDay(day);
  const cap = RISK_LEVEL_VOLATILITY_CAP[query.riskLevel];
  const held = fundCompanies(snapshot, day);
  const index = snapshotIndex(snapshot);
  const { securities } = snapshot.data;
  const percent = (x: number) => formatPercent(100 * x, locale, { decimals: 1 });
  const sdgName = (g: number) => sdgByNumber(g as never)?.name[locale] ?? String(g);

  const candidates = [...snapshot.data.funds.security]
    .filter((s) => !isEmbargoedFund(snapshot, index, s))
    .map((s) => {
      const companies = held.get(s);
      const fits = companies ? fundSdgFit(snapshot, companies, query.sdgs) : query.sdgs.map(() => null);
      const meanFit = fits.reduce<number>((a, f) => a + (f ?? 0), 0) / fits.length;
      const sustainability = sustainabilityOf(snapshot, s, companies, year);
      const sdgPart = (meanFit + 100) / 2;
      const matchScore =
        sustainability === null ? sdgPart : SDG_WEIGHT * sdgPart + (1 - SDG_WEIGHT) * sustainability;
      const volatility = fundVolatility(snapshot, s, day);
      const isRiskMatch = volatility !== null && volatility <= cap;
      const reasons: MatchReason[] = query.sdgs.flatMap((g, i): MatchReason[] => {
        const fit = fits[i] ?? null;
        const params = {
          sdg: String(g),
          name: sdgName(g),
          score: formatNumber(fit, locale, { decimals: 1 }),
        };
        if (fit === null)
          return [{ kind: 'noSdgData', sdg: g, text: t('analytics.matchReasons.noSdgData', params) }];
        if (fit > 0)
          return [{ kind: 'contributes', sdg: g, text: t('analytics.matchReasons.contributes', params) }];
        if (fit < 0)
          return [{ kind: 'obstructs', sdg: g, text: t('analytics.matchReasons.obstructs', params) }];
        return [];
      });
      reasons.push(
        volatility === null
          ? { kind: 'noVolatility', text: t('analytics.matchReasons.noVolatility') }
          : {
              kind: isRiskMatch ? 'withinRisk' : 'aboveRisk',
              text: t(
                isRiskMatch ? 'analytics.matchReasons.withinRisk' : 'analytics.matchReasons.aboveRisk',
                {
                  volatility: percent(volatility),
                  cap: percent(cap),
                },
              ),
            },
      );
      if (sustainability !== null)
        reasons.push({
          kind: 'sustainability',
          text: t('analytics.matchReasons.sustainability', {
            score: formatNumber(sustainability, locale, { decimals: 1 }),
          }),
        });
      return { s, fits, meanFit, sustainability, matchScore, volatility, isRiskMatch, reasons };
    })
    .sort(
      (a, b) => Number(b.isRiskMatch) - Number(a.isRiskMatch) || b.matchScore - a.matchScore || a.s - b.s,
    );

  const funds: MatchedFund[] = candidates.map((c, i) => {
    const out: MatchedFund = {
      rank: i + 1,
      securityId: securities.id[c.s]!,
      name: securities.name[c.s]!,
      matchScore: Math.min(100, Math.max(0, c.matchScore)),
      sdgFit: query.sdgs.map((g, k): SdgFit => ({ sdg: g, score: c.fits[k] ?? null })),
      riskLevel: c.volatility === null ? null : riskLevelOf(c.volatility),
      isRiskMatch: c.isRiskMatch,
      sustainabilityScore: c.sustainability,
      volatility: c.volatility,
      reasons: c.reasons,
    };
    if (securities.isin[c.s]) out.isin = securities.isin[c.s]!;
    if (securities.ticker[c.s]) out.ticker = securities.ticker[c.s]!;
    return out;
  });

  const chosen = candidates.filter((c) => c.isRiskMatch && c.meanFit > 0).slice(0, MAX_PORTFOLIO_FUNDS);
  if (chosen.length > 0) {
    const share = Math.floor((100 / chosen.length) * 100) / 100;
    const portfolio: PortfolioRow[] = chosen.map((c, i) => ({
      input: securities.isin[c.s] ?? securities.ticker[c.s] ?? securities.id[c.s]!,
      // the rounding remainder goes to the best fund, so the weights sum to exactly 100
      weight: i === 0 ? Math.round((100 - share * (chosen.length - 1)) * 100) / 100 : share,
    }));
    return { funds, portfolio, isDefault: false };
  }
  const equity = DEFAULT_EQUITY_SHARE_PCT[query.riskLevel];
  const [equityFund, bondFund] = DEFAULT_MATCHING_FUNDS;
  for (const f of funds)
    if (f.ticker === equityFund || f.ticker === bondFund)
      f.reasons = [
        ...(f.reasons ?? []),
        { kind: 'defaultFund', text: t('analytics.matchReasons.defaultFund') },
      ];
  return {
    funds,
    portfolio: [
      { input: equityFund, weight: equity },
      { input: bondFund, weight: 100 - equity },
    ],
    isDefault: true,
  };
};

/** The lowest risk level whose cap a volatility is within; above every cap: high. */
export const riskLevelOf = (volatility: number): RiskLevel =>
  volatility <= RISK_LEVEL_VOLATILITY_CAP.low
    ? 'low'
    : volatility <= RISK_LEVEL_VOLATILITY_CAP.medium
      ? 'medium'
      : 'high';
