import { z } from 'zod';
import { CountryCode, CurrencyCode, Id, IsoDate } from './common.ts';
import { SecurityKind } from './portfolio.ts';
import { NullableFigure } from './view.ts';

/** An ISIN: two letters, nine letters or digits, one check digit (the check digit itself is a rule). */
export const Isin = z.string().regex(/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/, 'expected an ISIN such as IE00B4L5Y983');
export type Isin = z.infer<typeof Isin>;

/** Asset classes of the dataset format (dataset-format.md, securities.csv). */
export const AssetClass = z.enum([
  'equity',
  'fixed_income',
  'money_market',
  'real_estate',
  'commodity',
  'mixed',
  'other',
]);
export type AssetClass = z.infer<typeof AssetClass>;

/** Open-end fund or exchange-traded fund (spec doc 1 §3 Security/fund). */
export const FundType = z.enum(['open_end', 'etf']);
export type FundType = z.infer<typeof FundType>;

/** SFDR article under which a fund discloses: 6, 8 ("light green") or 9 ("dark green"). */
export const SfdrArticle = z.union([z.literal(6), z.literal(8), z.literal(9)]);
export type SfdrArticle = z.infer<typeof SfdrArticle>;

/** Any instrument a portfolio or a fund can hold (dataset-format.md, securities.csv). */
export const Security = z
  .object({
    id: Id,
    isin: Isin.optional(),
    ticker: z.string().max(32).optional(),
    name: z.string(),
    type: SecurityKind,
    currency: CurrencyCode,
    /** Issuing country for sovereign bonds, else the listing or registration country. */
    country: CountryCode.nullable(),
    assetClass: AssetClass.nullable(),
    /** The issuer, for equities and corporate bonds. */
    companyId: Id.nullable(),
    /** Issued under the EU Green Bond Standard: counts as taxonomy-aligned in full. */
    isEuGreenBond: z.boolean().optional(),
  })
  .meta({ id: 'Security' });
export type Security = z.infer<typeof Security>;

/** Pillar scores 0–100 of a fund or a company (spec doc 2 §3 fund scores; dataset-format.md scores.csv). */
export const EntityScores = z
  .object({
    environmental: NullableFigure,
    social: NullableFigure,
    governance: NullableFigure,
    impact: NullableFigure,
    product: NullableFigure,
    sustainability: NullableFigure,
  })
  .meta({ id: 'EntityScores' });
export type EntityScores = z.infer<typeof EntityScores>;

/** A rating from 1 (worst) to 5 (best); null when the fund cannot be rated. */
export const Rating = z.number().min(1).max(5).nullable();
export type Rating = z.infer<typeof Rating>;

/** The proprietary fund rating and its four pillars (spec doc 2 §3). */
export const FundRating = z
  .object({
    overall: Rating,
    returns: Rating,
    risk: Rating,
    persistence: Rating,
    expenses: Rating,
  })
  .meta({ id: 'FundRating' });
export type FundRating = z.infer<typeof FundRating>;

/** A fund's facts, scores and ratings (spec doc 1 §3 Security/fund; dataset-format.md funds.csv). */
export const Fund = z
  .object({
    securityId: Id,
    isin: Isin.optional(),
    ticker: z.string().max(32).optional(),
    name: z.string(),
    currency: CurrencyCode,
    category: z.string().nullable(),
    globalCategory: z.string().nullable(),
    assetClass: AssetClass.nullable(),
    fundType: FundType.nullable(),
    aumEur: NullableFigure,
    inceptionDate: IsoDate.nullable(),
    /** Total expense ratio, percent a year. */
    terPct: NullableFigure,
    domicile: CountryCode.nullable(),
    providerCompany: z.string().nullable(),
    advisoryCompany: z.string().nullable(),
    sfdrArticle: SfdrArticle.nullable(),
    /** Turnover-based taxonomy-aligned share of the fund, 0–100. */
    taxonomyAlignmentPct: NullableFigure,
    /** Worst peak-to-trough loss, a negative fraction (-0.25 = a 25 % loss; metrics.md §9). */
    maxDrawdown: z.number().max(0).nullable(),
    /** Value-weighted average market capitalisation of the fund's equity holdings. */
    marketCapEur: NullableFigure,
    registeredCountries: z.array(CountryCode),
    scores: EntityScores,
    rating: FundRating,
    globalCategoryRating: Rating,
    /** Holdings withheld by the provider: the fund shows limited data (dataset-format.md funds.csv). */
    isEmbargoed: z.boolean(),
    holdingsAsOf: IsoDate.nullable(),
  })
  .meta({ id: 'Fund' });
export type Fund = z.infer<typeof Fund>;

/** An investee company (spec doc 1 §3 Company). */
export const Company = z
  .object({
    id: Id,
    name: z.string(),
    sector: z.string(),
    industry: z.string().nullable(),
    country: CountryCode,
    marketCapEur: NullableFigure,
    /** NACE section letter A–U, used by PAI 6. */
    naceSection: z
      .string()
      .regex(/^[A-U]$/)
      .nullable()
      .optional(),
    scores: EntityScores.optional(),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof Company>;

/** One hit of the research search (funds and companies by name, ISIN or ticker). */
export const SecuritySearchResult = z
  .object({
    securityId: Id,
    isin: Isin.optional(),
    ticker: z.string().max(32).optional(),
    name: z.string(),
    type: SecurityKind,
    country: CountryCode.nullable(),
    currency: CurrencyCode,
    /** For funds: the category; for companies: the sector. */
    group: z.string().nullable(),
  })
  .meta({ id: 'SecuritySearchResult' });
export type SecuritySearchResult = z.infer<typeof SecuritySearchResult>;
