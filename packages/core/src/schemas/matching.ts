import { z } from 'zod';
import { MIN_MATCHING_SDGS, SDG_COUNT } from '../rules/constants.ts';
import { Id } from './common.ts';
import { PortfolioRow } from './portfolio.ts';
import { Isin } from './security.ts';
import { InvestingPurpose } from './user.ts';
import { NullableFigure, SdgNumber } from './view.ts';

/** The risk a client accepts, from the matching questionnaire. */
export const RiskLevel = z.enum(['low', 'medium', 'high']);
export type RiskLevel = z.infer<typeof RiskLevel>;

/** The funds a match falls back to when nothing fits (spec doc 1 §9). */
export const DEFAULT_MATCHING_FUNDS = ['URTH', 'IAGG'] as const;

/**
 * The matching questionnaire: SDGs the client cares about (at least 3 of 17, each once; spec doc 1 §5), one risk
 * level, and investment goals.
 */
export const MatchingQuery = z
  .object({
    sdgs: z
      .array(SdgNumber)
      .min(MIN_MATCHING_SDGS)
      .max(SDG_COUNT)
      .refine((sdgs) => new Set(sdgs).size === sdgs.length, 'each SDG once'),
    riskLevel: RiskLevel,
    goals: z.array(InvestingPurpose).min(1),
    investmentAmountEur: z.number().positive().max(1e13).optional(),
    horizonYears: z.number().int().min(1).max(50).optional(),
  })
  .meta({ id: 'MatchingQuery' });
export type MatchingQuery = z.infer<typeof MatchingQuery>;

export const SdgFit = z
  .object({
    sdg: SdgNumber,
    /** The fund's contribution to the goal, −100 (obstructs) to 100 (contributes); dataset-format.md sdg.csv. */
    score: NullableFigure,
  })
  .meta({ id: 'SdgFit' });
export type SdgFit = z.infer<typeof SdgFit>;

/** Why a fund ranks where it does: one line per chosen SDG, its risk and its sustainability, in the user's language. */
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
    ]),
    sdg: SdgNumber.optional(),
    text: z.string(),
  })
  .meta({ id: 'MatchReason' });
export type MatchReason = z.infer<typeof MatchReason>;

/** A fund ranked by how well it fits the questionnaire. */
export const MatchedFund = z
  .object({
    rank: z.number().int().min(1),
    securityId: Id,
    isin: Isin.optional(),
    ticker: z.string().max(32).optional(),
    name: z.string(),
    /** Overall fit 0–100: SDG fit and sustainability, with funds outside the risk level ranked last. */
    matchScore: z.number().min(0).max(100),
    sdgFit: z.array(SdgFit),
    riskLevel: RiskLevel.nullable(),
    isRiskMatch: z.boolean(),
    sustainabilityScore: NullableFigure,
    /** Annualised standard deviation over 3 years, a fraction (metrics.md §4). */
    volatility: NullableFigure,
    reasons: z.array(MatchReason).optional(),
  })
  .meta({ id: 'MatchedFund' });
export type MatchedFund = z.infer<typeof MatchedFund>;

/**
 * The match (the spec does not show it, doc 2 §7): funds ranked best first, and a suggested portfolio that the
 * lookup views open. `isDefault` is true when nothing fit and the default funds URTH and IAGG were proposed.
 */
export const MatchingResult = z
  .object({
    funds: z.array(MatchedFund),
    portfolio: z.array(PortfolioRow),
    isDefault: z.boolean(),
  })
  .meta({ id: 'MatchingResult' });
export type MatchingResult = z.infer<typeof MatchingResult>;
