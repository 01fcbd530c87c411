import { z } from 'zod';
import { Id, IsoDate, IsoDateTime } from './common.ts';

/** The word that marks the cash row of a portfolio (spec doc 1 §3: "A cash row is written CASH"). */
export const CASH_INPUT = 'CASH';

/** The longest ISIN, ticker or security id a user may type (a bound on junk input; no dataset id comes near it). */
export const MAX_SECURITY_INPUT_LENGTH = 200;

/**
 * An ISIN, ticker or security id as typed by the user. The dataset format puts no rule on the characters of an id or
 * a ticker ("identifiers are case-sensitive strings", dataset-format.md), so any text a securities.csv cell can hold
 * is accepted (issue 21: `A_B`, `X&Y`); only control characters are refused. The one format rule, the ISIN's shape
 * and check digit, is rules/isin.ts's, applied by the portfolio rules to ISIN-shaped inputs.
 */
export const SecurityInput = z
  .string()
  .trim()
  .min(1)
  .max(MAX_SECURITY_INPUT_LENGTH)
  .regex(/^\P{Cc}+$/u, 'expected an ISIN, a ticker or a security id');
export type SecurityInput = z.infer<typeof SecurityInput>;

/** One row as the user enters it, before it is checked (editor, CSV, CLI arguments). */
export const PortfolioRow = z.object({
  input: z.string(),
  weight: z.number(),
});
export type PortfolioRow = z.infer<typeof PortfolioRow>;

/** A checked portfolio item (spec doc 1 §3: input, fundId, holdingId, weight, valid, checked). */
export const PortfolioItem = z.object({
  input: SecurityInput,
  id: Id.optional(),
  fundId: z.string().optional(),
  holdingId: z.string().optional(),
  weight: z.number().min(0).max(100),
  valid: z.boolean().optional(),
  checked: z.boolean().optional(),
});
export type PortfolioItem = z.infer<typeof PortfolioItem>;

/** A portfolio side or a benchmark: its items and the weight held in cash. */
export const Holdings = z.object({
  items: z.array(PortfolioItem).max(10_000),
  cash: z.number().min(0).max(100).default(0),
});
export type Holdings = z.infer<typeof Holdings>;

/** What a user sends to create or replace a portfolio. */
export const PortfolioInput = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  investmentDay: IsoDate,
  investmentAmount: z.number().positive().max(1e13),
  portfolio: Holdings,
  benchmark: Holdings.optional(),
});
export type PortfolioInput = z.infer<typeof PortfolioInput>;

/**
 * The first-investment day and amount a new portfolio starts with when the user gives none (rules/lookup-defaults.ts),
 * for the served dataset, with the first price day the day must not precede.
 */
export const LookupDefaults = z
  .object({
    investmentDay: IsoDate,
    /** EUR */
    investmentAmount: z.number().positive(),
    /** The dataset's first price day; null when it has no prices. */
    firstPriceDay: IsoDate.nullable(),
  })
  .meta({ id: 'LookupDefaults' });
export type LookupDefaults = z.infer<typeof LookupDefaults>;

/** A stored portfolio (spec doc 1 §3 Portfolio). */
export const Portfolio = PortfolioInput.extend({
  id: Id,
  date: IsoDate.optional(),
  updatedAt: IsoDateTime,
  paiUpdatedAt: IsoDateTime.nullable(),
  isOutdated: z.boolean(),
  aum: z.number().min(0).optional(),
  benchmark: Holdings,
});
export type Portfolio = z.infer<typeof Portfolio>;

/** A distribution entry of the last portfolio (spec doc 2 §3: isBenchmark, input, weight). */
export const DistributionEntry = z.object({
  isBenchmark: z.boolean(),
  input: z.string(),
  weight: z.number(),
});
export type DistributionEntry = z.infer<typeof DistributionEntry>;

export const LastPortfolio = z.object({
  aum: z.number().min(0).optional(),
  investmentAmount: z.number(),
  investmentDay: IsoDate,
  distribution: z.array(DistributionEntry),
});
export type LastPortfolio = z.infer<typeof LastPortfolio>;

/** Answer of securities-exist: which inputs resolve, to what, and of what type. */
export const SecurityKind = z.enum(['fund', 'equity', 'corporate_bond', 'sovereign_bond', 'cash', 'other']);
export type SecurityKind = z.infer<typeof SecurityKind>;

export const ResolvedSecurity = z.object({
  input: z.string(),
  fundId: z.string().nullable(),
  name: z.string().optional(),
  type: SecurityKind.nullable(),
  exists: z.boolean(),
  embargoed: z.boolean().optional(),
});
export type ResolvedSecurity = z.infer<typeof ResolvedSecurity>;
