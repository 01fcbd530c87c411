import { z } from 'zod';
import { MIN_MATCHING_SDGS, SDG_COUNT } from '../rules/constants.ts';
import { Id } from './common.ts';
import { PortfolioRow } from './portfolio.ts';
import { Exclusions } from './screening.ts';
import { Isin, SfdrArticle } from './security.ts';
import { InvestingPurpose } from './user.ts';
import { NullableFigure, SdgNumber } from './view.ts';

/** The funds a match falls back to when nothing fits (spec doc 1 §9): the equity block first, then the bond block. */
export const DEFAULT_MATCHING_FUNDS = ['URTH', 'IAGG'] as const;

/**
 * The risk levels of the questionnaire, 1 (lowest) to 5, the one place their metadata lives (CLI and web render it).
 * Caps: the upper volatility bounds of the PRIIPs market-risk classes MRM 2–6 (Commission Delegated Regulation (EU)
 * 2017/653, Annex II point 13: 0.5 %, 5 %, 12 %, 20 %, 30 %, 80 %), a fraction a year; level 1 also covers MRM 1.
 * `defaultEquityPct` is URTH's share of the default portfolio (IAGG the rest); docs/decisions.md, part 8.
 * `labelKey` and `descriptionKey` are i18n keys: the level's name and a plain sentence of what it means.
 */
export const RISK_LEVELS = [
  { level: 1, volatilityCap: 0.05, defaultEquityPct: 10 },
  { level: 2, volatilityCap: 0.12, defaultEquityPct: 30 },
  { level: 3, volatilityCap: 0.2, defaultEquityPct: 50 },
  { level: 4, volatilityCap: 0.3, defaultEquityPct: 70 },
  { level: 5, volatilityCap: 0.8, defaultEquityPct: 90 },
].map((r) => ({
  ...r,
  labelKey: `analytics.riskLevels.level${r.level}.label`,
  descriptionKey: `analytics.riskLevels.level${r.level}.description`,
})) as readonly RiskLevelInfo[];
export interface RiskLevelInfo {
  level: RiskLevel;
  /** Annualised volatility cap, a fraction (0.12 = 12 %). */
  volatilityCap: number;
  defaultEquityPct: number;
  labelKey: string;
  descriptionKey: string;
}
export const RISK_LEVEL_COUNT = 5;

const riskRequired = { error: 'matchingRiskRequired' } as const;
/** The risk a client accepts, 1 (lowest) to 5 (RISK_LEVELS). */
export const RiskLevel = z
  .number(riskRequired)
  .int(riskRequired)
  .min(1, riskRequired)
  .max(RISK_LEVEL_COUNT, riskRequired);
export type RiskLevel = z.infer<typeof RiskLevel>;

/** A risk level's metadata. */
export const riskLevelInfo = (level: RiskLevel): RiskLevelInfo => RISK_LEVELS[level - 1]!;

const goalsRequired = { error: 'matchingGoalsRequired' } as const;
/** The client's goals (spec doc 1 §5 "goals" required): purpose from the profile's list, horizon and amounts in EUR. */
export const MatchingGoals = z
  .object(
    {
      purpose: InvestingPurpose,
      horizonYears: z.number().int().min(1).max(50),
      initialAmountEur: z.number().min(0).max(1e13),
      monthlyAmountEur: z.number().min(0).max(1e11).default(0),
    },
    goalsRequired,
  )
  .meta({ id: 'MatchingGoals' });
export type MatchingGoals = z.infer<typeof MatchingGoals>;

/**
 * The three MiFID II sustainability-preference categories (Delegated Regulation (EU) 2021/1253 amending 2017/565,
 * Art. 2(7)): (a) a minimum taxonomy-aligned share, (b) a minimum share of sustainable investments (SFDR Art. 2(17)),
 * (c) principal adverse impacts considered. Each is optional; the answer says per fund whether it is met.
 */
export const SustainabilityPreferences = z
  .object({
    minTaxonomyAlignedPct: z.number().min(0).max(100).optional(),
    minSustainableInvestmentPct: z.number().min(0).max(100).optional(),
    considersPai: z.boolean().optional(),
  })
  .meta({ id: 'SustainabilityPreferences' });
export type SustainabilityPreferences = z.infer<typeof SustainabilityPreferences>;

const minSdgs = { error: 'matchingMinSdgs' } as const;
/**
 * The matching questionnaire: SDGs the client cares about (at least 3 of 17, each once; spec doc 1 §5), one risk
 * level, and goals. Exclusions are screening's (`involvement_{type}` → the highest band still accepted) and, like the
 * minimum SFDR article, hard filters.
 */
export const MatchingQuery = z
  .object({
    sdgs: z
      .array(SdgNumber, minSdgs)
      .min(MIN_MATCHING_SDGS, minSdgs)
      .max(SDG_COUNT, minSdgs)
      .refine((sdgs) => new Set(sdgs).size === sdgs.length, { error: 'matchingDuplicateSdg' }),
    riskLevel: RiskLevel,
    goals: MatchingGoals,
    exclusions: Exclusions.optional(),
    minSfdrArticle: SfdrArticle.optional(),
    sustainabilityPreferences: SustainabilityPreferences.optional(),
  })
  .meta({ id: 'MatchingQuery' });
export type MatchingQuery = z.infer<typeof MatchingQuery>;
export type MatchingQueryInput = z.input<typeof MatchingQuery>;

export const SdgFit = z
  .object({
    sdg: SdgNumber,
    /** The fund's (or portfolio's) score on the goal, −100 (obstructs) to 100 (contributes); dataset-format.md sdg.csv. */
    score: NullableFigure,
    /** weight × score / 100: what the fund adds to the portfolio's score on the goal (absent for a portfolio). */
    contribution: NullableFigure.optional(),
  })
  .meta({ id: 'SdgFit' });
export type SdgFit = z.infer<typeof SdgFit>;

/** Why a fund was chosen or rejected, in the user's language. */
export const MatchReason = z
  .object({
    kind: z.enum([
      'contributes',
      'obstructs',
      'noSdgData',
      'withinRisk',
      'aboveRisk',
      'noVolatility',
      'sustainability',
      'defaultFund',
      'excluded',
      'sfdrBelowMinimum',
      'sfdrUnknown',
      'notSelected',
    ]),
    sdg: SdgNumber.optional(),
    text: z.string(),
  })
  .meta({ id: 'MatchReason' });
export type MatchReason = z.infer<typeof MatchReason>;

/** Whether a fund meets one MiFID II preference; noData when the dataset cannot tell (never "not met"). */
export const PreferenceStatus = z.enum(['met', 'notMet', 'noData']);
export type PreferenceStatus = z.infer<typeof PreferenceStatus>;

/** A fund's standing on each preference category the client set (absent categories were not asked). */
export const PreferenceCheck = z
  .object({
    taxonomyAligned: PreferenceStatus.optional(),
    sustainableInvestment: PreferenceStatus.optional(),
    principalAdverseImpacts: PreferenceStatus.optional(),
  })
  .meta({ id: 'PreferenceCheck' });
export type PreferenceCheck = z.infer<typeof PreferenceCheck>;

const FundRef = {
  securityId: Id,
  isin: Isin.optional(),
  ticker: z.string().max(32).optional(),
  name: z.string(),
};

/** A fund of the proposed portfolio, with its weight and why it is there. */
export const MatchedFund = z
  .object({
    ...FundRef,
    /** Percent of the portfolio, two decimals; the funds' weights sum to 100. */
    weightPct: z.number().min(0).max(100),
    /** The fund's score on each chosen SDG and its contribution to the portfolio's. */
    sdgFit: z.array(SdgFit),
    /** The mean of its scores over the chosen SDGs (the objective's fitᵢ); null without SDG data. */
    fit: NullableFigure,
    /** Annualised standard deviation of daily returns over 3 years, a fraction (metrics.md §4). */
    volatility: NullableFigure,
    sustainabilityScore: NullableFigure,
    environmentalScore: NullableFigure,
    socialScore: NullableFigure,
    governanceScore: NullableFigure,
    sfdrArticle: SfdrArticle.nullable(),
    preferences: PreferenceCheck,
    reasons: z.array(MatchReason),
  })
  .meta({ id: 'MatchedFund' });
export type MatchedFund = z.infer<typeof MatchedFund>;

/** A fund left out, with why (the best five by fit). */
export const NearMiss = z
  .object({
    ...FundRef,
    reason: MatchReason.shape.kind,
    fit: NullableFigure,
    volatility: NullableFigure,
    text: z.string(),
  })
  .meta({ id: 'NearMiss' });
export type NearMiss = z.infer<typeof NearMiss>;

/** One row of the trade-off table: the best portfolio at a risk level. */
export const FrontierRow = z
  .object({
    riskLevel: RiskLevel,
    volatilityCap: z.number(),
    /** The portfolio's mean score over the chosen SDGs (the objective); null when only the default fits. */
    exposure: NullableFigure,
    volatility: NullableFigure,
    isDefault: z.boolean(),
    isChosen: z.boolean(),
  })
  .meta({ id: 'FrontierRow' });
export type FrontierRow = z.infer<typeof FrontierRow>;

/**
 * The match (the spec does not show it, doc 2 §7): the proposed funds with weights and reasons, the portfolio rows
 * the lookup views open, the portfolio's SDG exposure and volatility, the near misses, and the frontier (the chosen
 * level and one lower and higher where they exist). `isDefault`: nothing fit and URTH and IAGG were proposed.
 */
export const MatchingResult = z
  .object({
    riskLevel: RiskLevel,
    volatilityCap: z.number(),
    isDefault: z.boolean(),
    funds: z.array(MatchedFund),
    portfolio: z.array(PortfolioRow),
    /** The portfolio's score per chosen SDG (Σ wᵢ·scoreᵢ over funds with data) and their mean, the objective. */
    sdgExposure: z.array(SdgFit),
    exposure: NullableFigure,
    /** The portfolio's annualised volatility from the funds' return covariance, a fraction. */
    volatility: NullableFigure,
    nearMisses: z.array(NearMiss),
    frontier: z.array(FrontierRow),
  })
  .meta({ id: 'MatchingResult' });
export type MatchingResult = z.infer<typeof MatchingResult>;
