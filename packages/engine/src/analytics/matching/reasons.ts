import {
  exclusionTypes,
  formatNumber,
  formatPercent,
  type Locale,
  type MatchedFund,
  type MatchingQuery,
  type MatchReason,
  type NearMiss,
  type PreferenceCheck,
  type PreferenceStatus,
  sdgByNumber,
  type Translator,
} from '@esgkit/core';
import type { Snapshot } from '../../provider/index.ts';
import type { FundFacts } from './inputs.ts';
import type { MatchingSources } from './matching.ts';

// Why each fund is in the proposal or left out, in the user's language, and how it stands on the client's MiFID II
// sustainability preferences (Delegated Regulation (EU) 2021/1253, Art. 2(7) of 2017/565; docs/methodology.md §D.8).

/** met / not met against a minimum; a missing figure is "no data", never "not met". */
export const againstMinimum = (value: number | null | undefined, minimum: number): PreferenceStatus =>
  value === null || value === undefined || Number.isNaN(value)
    ? 'noData'
    : value >= minimum
      ? 'met'
      : 'notMet';

/** The reasons and descriptions of one answer. */
export const describer = (
  snapshot: Snapshot,
  query: MatchingQuery,
  t: Translator,
  locale: Locale,
  cap: number,
  sources: MatchingSources,
) => {
  const { securities } = snapshot.data;
  const percent = (x: number) => formatPercent(100 * x, locale, { decimals: 1 });
  const sdgName = (g: number) => sdgByNumber(g as never)?.name[locale] ?? String(g);
  const ref = (s: number) => {
    const out: { securityId: string; isin?: string; ticker?: string; name: string } = {
      securityId: securities.id[s]!,
      name: securities.name[s]!,
    };
    if (securities.isin[s]) out.isin = securities.isin[s]!;
    if (securities.ticker[s]) out.ticker = securities.ticker[s]!;
    return out;
  };

  const sdgReasons = (f: FundFacts | undefined): MatchReason[] =>
    query.sdgs.flatMap((g, i): MatchReason[] => {
      const fit = f?.scores[i] ?? null;
      const params = { sdg: String(g), name: sdgName(g), score: formatNumber(fit, locale, { decimals: 1 }) };
      if (fit === null)
        return [{ kind: 'noSdgData', sdg: g, text: t('analytics.matchReasons.noSdgData', params) }];
      if (fit > 0)
        return [{ kind: 'contributes', sdg: g, text: t('analytics.matchReasons.contributes', params) }];
      if (fit < 0)
        return [{ kind: 'obstructs', sdg: g, text: t('analytics.matchReasons.obstructs', params) }];
      return [];
    });

  /**
   * The fund's own volatility against the cap. A fund of the proposal may swing above the cap on its own while the
   * portfolio stays within it (the cap bounds the portfolio, docs/methodology.md §D.8): its reason says so and gives
   * the portfolio's volatility, so the two lines never read as a contradiction.
   */
  const riskReason = (volatility: number | null, portfolioVolatility?: number | null): MatchReason => {
    if (volatility === null) return { kind: 'noVolatility', text: t('analytics.matchReasons.noVolatility') };
    const within = volatility <= cap;
    const params = { volatility: percent(volatility), cap: percent(cap) };
    if (!within && portfolioVolatility !== undefined && portfolioVolatility !== null)
      return {
        kind: 'aboveRisk',
        text: t('analytics.matchReasons.aboveRiskBalanced', {
          ...params,
          portfolio: percent(portfolioVolatility),
        }),
      };
    return {
      kind: within ? 'withinRisk' : 'aboveRisk',
      text: t(within ? 'analytics.matchReasons.withinRisk' : 'analytics.matchReasons.aboveRisk', params),
    };
  };

  const preferences = (s: number, f: FundFacts | undefined): PreferenceCheck => {
    const prefs = query.sustainabilityPreferences ?? {};
    const id = securities.id[s]!;
    const out: PreferenceCheck = {};
    if (prefs.minTaxonomyAlignedPct !== undefined)
      out.taxonomyAligned = againstMinimum(sources.taxonomyAlignedPctOf?.(id), prefs.minTaxonomyAlignedPct);
    if (prefs.minSustainableInvestmentPct !== undefined)
      out.sustainableInvestment = againstMinimum(
        sources.sustainableInvestmentPctOf?.(id),
        prefs.minSustainableInvestmentPct,
      );
    // PAIs considered: an Article 8 or 9 fund discloses how it considers them (SFDR Art. 7); Article 6: not met
    if (prefs.considersPai)
      out.principalAdverseImpacts =
        f?.sfdrArticle === null || f?.sfdrArticle === undefined
          ? 'noData'
          : f.sfdrArticle >= 8
            ? 'met'
            : 'notMet';
    return out;
  };

  /** A fund of the proposal with its weight and reasons. */
  const fund = (
    s: number,
    f: FundFacts | undefined,
    weightPct: number,
    isDefault: boolean,
    portfolioVolatility: number | null,
  ): MatchedFund => {
    const reasons = [...sdgReasons(f), riskReason(f?.volatility ?? null, portfolioVolatility)];
    if (f?.sustainability !== null && f?.sustainability !== undefined)
      reasons.push({
        kind: 'sustainability',
        text: t('analytics.matchReasons.sustainability', {
          score: formatNumber(f.sustainability, locale, { decimals: 1 }),
        }),
      });
    if (isDefault) reasons.push({ kind: 'defaultFund', text: t('analytics.matchReasons.defaultFund') });
    return {
      ...ref(s),
      weightPct,
      sdgFit: query.sdgs.map((sdg, g) => {
        const score = f?.scores[g] ?? null;
        return { sdg, score, contribution: score === null ? null : (weightPct * score) / 100 };
      }),
      fit: f?.fit ?? null,
      volatility: f?.volatility ?? null,
      sustainabilityScore: f?.sustainability ?? null,
      environmentalScore: f?.environmental ?? null,
      socialScore: f?.social ?? null,
      governanceScore: f?.governance ?? null,
      sfdrArticle: f?.sfdrArticle ?? null,
      preferences: preferences(s, f),
      reasons,
    };
  };

  /** A fund left out and why: its hard filter or missing data, its volatility above the cap, or a better mix. */
  const nearMiss = (f: FundFacts): NearMiss => {
    const b = f.blocker;
    const typeLabel = (type: string) => exclusionTypes.find((e) => e.id === type)?.name[locale] ?? type;
    const [reason, text]: [NearMiss['reason'], string] =
      b?.kind === 'excluded'
        ? [
            'excluded',
            t('analytics.matchReasons.excluded', {
              type: typeLabel(b.type),
              share: formatPercent(b.sharePct, locale, { decimals: 1 }),
            }),
          ]
        : b?.kind === 'sfdrBelowMinimum'
          ? [
              'sfdrBelowMinimum',
              t('analytics.matchReasons.sfdrBelowMinimum', {
                article: String(b.article),
                minimum: String(b.minimum),
              }),
            ]
          : b?.kind === 'sfdrUnknown'
            ? ['sfdrUnknown', t('analytics.matchReasons.sfdrUnknown', { minimum: String(b.minimum) })]
            : b?.kind === 'noSdgData'
              ? ['noSdgData', t('analytics.matchReasons.noSdgFunds')]
              : b?.kind === 'noVolatility' || (f.volatility !== null && f.volatility > cap)
                ? [riskReason(f.volatility).kind, riskReason(f.volatility).text]
                : ['notSelected', t('analytics.matchReasons.notSelected')];
    return { ...ref(f.security), reason, fit: f.fit, volatility: f.volatility, text };
  };

  return { fund, nearMiss };
};
