import {
  DEFAULT_MATCHING_FUNDS,
  dayFromIso,
  type FrontierRow,
  type Locale,
  type MatchingQuery,
  type MatchingResult,
  RISK_LEVEL_COUNT,
  type RiskLevel,
  riskLevelInfo,
  type SdgFit,
  yearOfDay,
} from '@esgkit/core';
import type { Snapshot } from '../../provider/index.ts';
import type { CalculationDate } from '../snapshot-inputs/snapshot-inputs.ts';
import { fundCompanies } from '../views/fund-look-through.ts';
import { translatorFor } from '../views/side.ts';
import { covarianceMatrix, portfolioVolatility } from './covariance.ts';
import { type FundFacts, fundFacts } from './inputs.ts';
import {
  type Allocation,
  bestAllocation,
  CANDIDATES_BY_FIT,
  CANDIDATES_BY_LOW_VOLATILITY,
} from './optimise.ts';
import { describer } from './reasons.ts';

// Matching (spec doc 1 §5 "at least 3 SDGs (of 17), one risk level, and goals"; doc 1 §9 "Default matching funds
// URTH and IAGG"). The spec does not show the calculation; ours is docs/methodology.md §D.8: hard filters, then the
// grid search of optimise.ts over the best candidates, the near misses, and the same search one level lower and higher.

/** Per-fund sources the caller may wire (the same screening uses), by security id; absent: "no data". */
export interface MatchingSources {
  /** look-through taxonomy-aligned share of the fund (turnover), percent */
  taxonomyAlignedPctOf?: (securityId: string) => number | null | undefined;
  /** sustainable investments (SFDR Art. 2(17)) as a share of the fund, percent */
  sustainableInvestmentPctOf?: (securityId: string) => number | null | undefined;
}

export const NEAR_MISSES = 5;

const byFitThenId = (snapshot: Snapshot) => (a: FundFacts, b: FundFacts) =>
  (b.fit ?? Number.NEGATIVE_INFINITY) - (a.fit ?? Number.NEGATIVE_INFINITY) ||
  compareIds(snapshot.data.securities.id[a.security]!, snapshot.data.securities.id[b.security]!);
const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The funds the search weighs: the best CANDIDATES_BY_FIT by fit and the CANDIDATES_BY_LOW_VOLATILITY least volatile. */
const candidatesOf = (snapshot: Snapshot, eligible: readonly FundFacts[]): FundFacts[] => {
  const order = byFitThenId(snapshot);
  const byFit = [...eligible].sort(order);
  const chosen = new Set(byFit.slice(0, CANDIDATES_BY_FIT));
  const ids = snapshot.data.securities.id;
  const byVolatility = [...eligible].sort(
    (a, b) => a.volatility! - b.volatility! || compareIds(ids[a.security]!, ids[b.security]!),
  );
  for (const f of byVolatility.slice(0, CANDIDATES_BY_LOW_VOLATILITY)) chosen.add(f);
  return [...chosen].sort(order);
};

/** The default building blocks found in the snapshot (by ticker, then id), each with its share at this level. */
const defaultFunds = (snapshot: Snapshot, level: RiskLevel) => {
  const { securities } = snapshot.data;
  const equity = riskLevelInfo(level).defaultEquityPct;
  return DEFAULT_MATCHING_FUNDS.map((code, i) => {
    let s = securities.ticker.indexOf(code);
    if (s < 0) s = securities.id.indexOf(code);
    return { code, security: s, weightPct: i === 0 ? equity : 100 - equity };
  });
};

const volatilityOfDefault = (snapshot: Snapshot, level: RiskLevel, day: number): number | null => {
  const blocks = defaultFunds(snapshot, level);
  if (blocks.some((b) => b.security < 0)) return null;
  const cov = covarianceMatrix(
    snapshot,
    blocks.map((b) => b.security),
    day,
  );
  return cov
    ? portfolioVolatility(
        cov,
        blocks.map((b) => b.weightPct / 100),
      )
    : null;
};

/** The portfolio's score per chosen SDG over the funds with data (coverage-weighted; null when none has data). */
const sdgExposureOf = (
  sdgs: readonly number[],
  rows: readonly { weightPct: number; facts: FundFacts | undefined }[],
): SdgFit[] =>
  sdgs.map((sdg, g) => {
    let num = 0;
    let den = 0;
    for (const r of rows) {
      const x = r.facts?.scores[g];
      if (x === null || x === undefined) continue;
      num += r.weightPct * x;
      den += r.weightPct;
    }
    return { sdg, score: den > 0 ? num / den : null };
  });

const meanOf = (fits: readonly SdgFit[]): number | null =>
  fits.some((f) => f.score === null) ? null : fits.reduce((a, f) => a + f.score!, 0) / fits.length;

const isProposal = (a: Allocation | null): a is Allocation => a !== null && a.exposure > 0;

/** Ranks the snapshot's funds for a matching questionnaire and proposes a portfolio (docs/methodology.md §D.8). */
export const matchFunds = (
  snapshot: Snapshot,
  query: MatchingQuery,
  options: { date?: CalculationDate; locale?: Locale; sources?: MatchingSources } = {},
): MatchingResult => {
  const locale = options.locale ?? 'en-US';
  const day =
    typeof options.date === 'number' ? options.date : dayFromIso(options.date ?? snapshot.manifest.asOf);
  const facts = fundFacts(snapshot, query, fundCompanies(snapshot, day), day, yearOfDay(day));
  const candidates = candidatesOf(
    snapshot,
    facts.filter((f) => f.blocker === null),
  );
  const cov = covarianceMatrix(
    snapshot,
    candidates.map((c) => c.security),
    day,
  );
  const fits = candidates.map((c) => c.fit!);
  const search = (level: RiskLevel) =>
    cov ? bestAllocation(fits, cov, riskLevelInfo(level).volatilityCap) : null;
  const level = query.riskLevel;
  const allocation = search(level);
  const frontier: FrontierRow[] = [];
  for (let l = Math.max(1, level - 1); l <= Math.min(RISK_LEVEL_COUNT, level + 1); l++) {
    const a = l === level ? allocation : search(l);
    const info = riskLevelInfo(l);
    frontier.push(
      isProposal(a)
        ? {
            riskLevel: l,
            volatilityCap: info.volatilityCap,
            exposure: a.exposure,
            volatility: a.volatility,
            isDefault: false,
            isChosen: l === level,
          }
        : {
            riskLevel: l,
            volatilityCap: info.volatilityCap,
            exposure: meanOf(defaultExposure(snapshot, query, facts, l)),
            volatility: volatilityOfDefault(snapshot, l, day),
            isDefault: true,
            isChosen: l === level,
          },
    );
  }
  const t = translatorFor(locale);
  const rows = isProposal(allocation)
    ? candidates
        .map((c, i) => ({ weightPct: allocation.weightsPct[i]!, facts: c, security: c.security }))
        .filter((r) => r.weightPct > 0)
    : defaultFunds(snapshot, level).map((b) => ({
        weightPct: b.weightPct,
        facts: facts.find((f) => f.security === b.security),
        security: b.security,
        code: b.code,
      }));
  const isDefault = !isProposal(allocation);
  const sdgExposure = sdgExposureOf(query.sdgs, rows);
  const cap = riskLevelInfo(level).volatilityCap;
  const chosen = new Set(rows.map((r) => r.security));
  const volatility = isDefault ? volatilityOfDefault(snapshot, level, day) : allocation.volatility;
  const describe = describer(snapshot, query, t, locale, cap, options.sources ?? {});
  return {
    riskLevel: level,
    volatilityCap: cap,
    isDefault,
    funds: rows
      .filter((r) => r.security >= 0)
      .map((r) => describe.fund(r.security, r.facts, r.weightPct, isDefault, volatility)),
    portfolio: rows.map((r) => ({
      input: r.security >= 0 ? portfolioInput(snapshot, r.security) : (r as { code: string }).code,
      weight: r.weightPct,
    })),
    sdgExposure,
    exposure: meanOf(sdgExposure),
    volatility,
    nearMisses: facts
      .filter((f) => !chosen.has(f.security))
      .sort(byFitThenId(snapshot))
      .slice(0, NEAR_MISSES)
      .map(describe.nearMiss),
    frontier,
  };
};

const defaultExposure = (
  snapshot: Snapshot,
  query: MatchingQuery,
  facts: readonly FundFacts[],
  level: RiskLevel,
): SdgFit[] =>
  sdgExposureOf(
    query.sdgs,
    defaultFunds(snapshot, level).map((b) => ({
      weightPct: b.weightPct,
      facts: facts.find((f) => f.security === b.security),
    })),
  );

const portfolioInput = (snapshot: Snapshot, s: number): string => {
  const { securities } = snapshot.data;
  return securities.isin[s] || securities.ticker[s] || securities.id[s]!;
};
