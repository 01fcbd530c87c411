import type { Coverage, ImpactCalculationType, Locale, ScoringProfile } from '@esgkit/core';
import {
  controversySummary,
  controversyView,
  exclusionsWatchList,
  redCompanies,
} from '../../analytics/controversy/controversy.ts';
import { countryEsgView, esgView, sustainabilityScore } from '../../analytics/esg/esg.ts';
import { impactDetail, impactSummary } from '../../analytics/impact/impact.ts';
import { holdingsPage } from '../../analytics/portfolio/holdings.ts';
import { countryAllocation, portfolioAggregates } from '../../analytics/portfolio/portfolio.ts';
import { productsView } from '../../analytics/products/products.ts';
import type { PortfolioRow } from '../../store/repositories/portfolios.ts';
import type { CalculationContext, ViewQuery } from './context.ts';

// The views over the analysed sides (part 6): analytics' pure functions, most of them memoized.

type LimitedQuery = ViewQuery & { limited?: boolean | undefined };

export const createPortfolioViews = (ctx: CalculationContext) => {
  const { load, read, sidesFor, memoized } = ctx;

  /** The indicators the chain's impact step of this type computed (chain.ts); undefined: the engine's own choice. */
  const impactCodes = async (
    row: PortfolioRow,
    type: ImpactCalculationType,
  ): Promise<string[] | undefined> => {
    const l = await load(row);
    const stored = await read<{ indicators: string[] | null }>(l, `impact-${type}`);
    return stored?.indicators ?? undefined;
  };

  return {
    impactCodes,

    /** Share of the side's value whose holdings are known after look-through (the portfolio views' coverage). */
    async lookThroughCoverage(row: PortfolioRow, benchmark?: boolean): Promise<Coverage | null> {
      const { main } = await sidesFor(row, { benchmark });
      const pct = main.exposure.lookThroughCoveragePct;
      return pct === null ? null : { pct: Math.min(100, Math.max(0, pct)) };
    },

    aggregates: memoized(
      'aggregates',
      async (row: PortfolioRow, benchmark: boolean | undefined, locale: Locale) => {
        const { l, main } = await sidesFor(row, { benchmark });
        return portfolioAggregates(main, { investmentDay: l.portfolio.investmentDay, locale });
      },
    ),

    holdings: memoized('holdings', async (row: PortfolioRow, query: LimitedQuery, locale: Locale) => {
      const { l, main } = await sidesFor(row, { benchmark: query.benchmark });
      return holdingsPage(
        main,
        { ...query, limited: query.limited === true },
        { investmentDay: l.portfolio.investmentDay, locale },
      );
    }),

    countryAllocation: memoized('countryAllocation', async (row: PortfolioRow, locale: Locale) => {
      const { main, other } = await sidesFor(row);
      return countryAllocation(main, other, { locale });
    }),

    esg: memoized('esg', async (row: PortfolioRow, query: LimitedQuery, locale: Locale) => {
      const { main, other } = await sidesFor(row, { benchmark: query.benchmark });
      return esgView(main, other, { ...query, limited: query.limited === true }, { locale });
    }),

    /**
     * The sustainability score with the scoring profile's weights (issue 28). The profile is an argument, so its
     * version and weights are in the cached answer's key: a saved version is computed afresh on the next view.
     */
    sustainability: memoized('sustainability', async (row: PortfolioRow, profile: ScoringProfile) => {
      const { main, other } = await sidesFor(row);
      return {
        ...sustainabilityScore(main, other, profile.weights),
        scoringProfileVersion: profile.version,
      };
    }),

    esgCountries: memoized('esgCountries', async (row: PortfolioRow, query: LimitedQuery, locale: Locale) => {
      const { main, other } = await sidesFor(row, { benchmark: query.benchmark });
      return countryEsgView(main, other, { ...query, limited: query.limited === true }, { locale });
    }),

    products: memoized(
      'products',
      async (row: PortfolioRow, category: string | undefined, locale: Locale) => {
        const { main } = await sidesFor(row);
        return productsView(main, { category: category ?? null, locale });
      },
    ),

    async impactSummary(row: PortfolioRow, type: ImpactCalculationType, limited: boolean, locale: Locale) {
      const codes = await impactCodes(row, type);
      const { main, other } = await sidesFor(row);
      return impactSummary(main, other, { type, limited, locale, ...(codes ? { codes } : {}) });
    },

    async impactDetail(
      row: PortfolioRow,
      query: ViewQuery & { type: ImpactCalculationType; category?: string | undefined },
      locale: Locale,
    ) {
      const codes = await impactCodes(row, query.type);
      const { main } = await sidesFor(row, { benchmark: query.benchmark });
      return impactDetail(
        main,
        { ...query, category: query.category ?? null, ...(codes ? { codes } : {}) },
        { locale },
      );
    },

    controversySummary: memoized(
      'controversySummary',
      async (row: PortfolioRow, benchmark: boolean | undefined, locale: Locale) => {
        const { main } = await sidesFor(row, { benchmark });
        return controversySummary(main, { locale });
      },
    ),

    controversies: memoized('controversies', async (row: PortfolioRow, query: ViewQuery, locale: Locale) => {
      const { main } = await sidesFor(row, { benchmark: query.benchmark });
      return controversyView(main, query, { locale });
    }),

    exclusionsWatchList: memoized('exclusionsWatchList', async (row: PortfolioRow, locale: Locale) => {
      const { main } = await sidesFor(row);
      return exclusionsWatchList(main, { locale });
    }),

    redCompanies: memoized('redCompanies', async (row: PortfolioRow, locale: Locale) => {
      const { main } = await sidesFor(row);
      return redCompanies(main, { locale });
    }),
  };
};
