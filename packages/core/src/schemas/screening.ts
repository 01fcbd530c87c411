import { z } from 'zod';
import { CountryCode, Id, IsoDate, IsoDateTime, SortOrder } from './common.ts';
import { ExclusionBand } from './controversy.ts';
import { SecurityInput } from './portfolio.ts';
import { AssetClass, FundType, SfdrArticle } from './security.ts';
import { NullableFigure } from './view.ts';

/** What a screening or a template is about. */
export const ScreeningTemplateKind = z.enum(['fund', 'company', 'country']);
export type ScreeningTemplateKind = z.infer<typeof ScreeningTemplateKind>;

/** A choice in a filter list; `parent` ties an industry to its sector or a country to its region. */
export const FilterOption = z
  .object({ value: z.string(), label: z.string(), parent: z.string().nullable().optional() })
  .meta({ id: 'FilterOption' });
export type FilterOption = z.infer<typeof FilterOption>;

/** The lists company screening offers (spec doc 1 §3; the controversy list starts with None, doc 1 §5). */
export const CompanyScreeningFilters = z
  .object({
    regions: z.array(FilterOption),
    industries: z.array(FilterOption),
    sectors: z.array(FilterOption),
    exclusionTypes: z.array(FilterOption),
    controversies: z.array(FilterOption),
  })
  .meta({ id: 'CompanyScreeningFilters' });
export type CompanyScreeningFilters = z.infer<typeof CompanyScreeningFilters>;

/** An exclusion parameter's name: `involvement_{type}` (spec doc 1 §3). */
export const InvolvementKey = z
  .string()
  .regex(/^involvement_[a-z][a-z0-9_]*$/, 'expected involvement_{type}');
export type InvolvementKey = z.infer<typeof InvolvementKey>;

/** The parameter name of an exclusion type, e.g. `involvement_tobacco`. */
export const involvementKey = (exclusionType: string): string => `involvement_${exclusionType}`;

/**
 * The most values one filter list of a request may hold (and of exclusions, keys), and the longest value. The lists
 * offered are the dataset's regions, sectors, industries, providers … (hundreds at most); without a bound a 1 MiB
 * body carried 100,000 values, which a template stored and a screening repeated as columns (docs/security.md "Input").
 */
export const MAX_FILTER_VALUES = 1_000;
const FilterValue = z.string().max(200);
const filterList = <T extends z.ZodType>(value: T) => z.array(value).max(MAX_FILTER_VALUES).default([]);
/** `involvement_{type}` → the highest band still accepted (screenings, templates, matching). */
export const Exclusions = z
  .record(InvolvementKey, ExclusionBand)
  .refine((exclusions) => Object.keys(exclusions).length <= MAX_FILTER_VALUES, {
    error: `at most ${MAX_FILTER_VALUES} exclusions`,
  });

/** Score names a fund screening can set a minimum for (spec doc 2 §3 fund scores). */
export const FundScoreName = z.enum([
  'environmental',
  'social',
  'governance',
  'impact',
  'product',
  'sustainability',
]);
export type FundScoreName = z.infer<typeof FundScoreName>;

/**
 * The criteria of a company or fund screening, also what a template stores. Empty lists do not filter.
 * Exclusions map `involvement_{type}` to the highest band still accepted.
 */
export const ScreeningQuery = z
  .object({
    regions: filterList(FilterValue),
    sectors: filterList(FilterValue),
    industries: filterList(FilterValue),
    exclusions: Exclusions.default({}),
    /** Controversy codes whose red companies are excluded; the option "none" excludes nothing. */
    controversies: filterList(FilterValue),
    categories: filterList(FilterValue),
    assetClasses: filterList(AssetClass),
    fundTypes: filterList(FundType),
    sfdrArticles: filterList(SfdrArticle),
    minScores: z.partialRecord(FundScoreName, z.number().min(0).max(100)).default({}),
    maxTerPct: z.number().min(0).optional(),
    /** Fund domicile countries and provider companies (the names of FundScreeningFilters' lists). */
    domiciles: filterList(CountryCode),
    providers: filterList(FilterValue),
    /** Fund AUM bounds, EUR; a fund without an AUM passes no bound (missing data is never zero). */
    minAumEur: z.number().min(0).optional(),
    maxAumEur: z.number().min(0).optional(),
    /** Fund inception date bounds, inclusive. */
    inceptionFrom: IsoDate.optional(),
    inceptionTo: IsoDate.optional(),
    /** The lowest fund rating accepted, 1–5 stars; an unrated fund does not pass. */
    minRating: z.number().int().min(1).max(5).optional(),
    /** The lowest taxonomy alignment accepted (turnover, look-through, percent of the fund). */
    minTaxonomyAlignedPct: z.number().min(0).max(100).optional(),
    /** Company market cap bounds, EUR. */
    minMarketCapEur: z.number().min(0).optional(),
    maxMarketCapEur: z.number().min(0).optional(),
    /** Screen only these securities (a template made from a CSV). */
    securities: z.array(SecurityInput).max(10_000).optional(),
  })
  .meta({ id: 'ScreeningQuery' });
export type ScreeningQuery = z.infer<typeof ScreeningQuery>;

/** `integer`: a whole number that names a class rather than a quantity (the SFDR article 6, 8 or 9; a rating). */
export const ScreeningColumnKind = z.enum([
  'text',
  'number',
  'integer',
  'percent',
  'score',
  'band',
  'country',
]);
export type ScreeningColumnKind = z.infer<typeof ScreeningColumnKind>;

export const ScreeningColumn = z
  .object({
    key: z.string(),
    label: z.string(),
    kind: ScreeningColumnKind,
    unit: z.string().nullable().optional(),
  })
  .meta({ id: 'ScreeningColumn' });
export type ScreeningColumn = z.infer<typeof ScreeningColumn>;

/** A column's header where it is written as text (CSV export, CLI table): the label is bare, the unit added once. */
export const screeningColumnHeader = (column: ScreeningColumn): string =>
  column.unit ? `${column.label} (${column.unit})` : column.label;

/** A company or fund that passed the screening; `values` holds one cell per column key. */
export const ScreeningRow = z
  .object({
    id: Id,
    name: z.string(),
    isin: z.string().optional(),
    ticker: z.string().optional(),
    country: CountryCode.nullable(),
    values: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  })
  .meta({ id: 'ScreeningRow' });
export type ScreeningRow = z.infer<typeof ScreeningRow>;

/** A page of screening results (spec doc 2 §3; funds also come back under `companies`). */
export const ScreeningResult = z
  .object({
    companies: z.array(ScreeningRow),
    columns: z.array(ScreeningColumn),
    page: z.number().int().min(1),
    perPage: z.number().int().min(1),
    total: z.number().int().min(0),
    order: SortOrder,
    orderBy: z.string(),
    find: z.string(),
  })
  .meta({ id: 'ScreeningResult' });
export type ScreeningResult = z.infer<typeof ScreeningResult>;

/**
 * A saved screening template (spec doc 1 §3): filters or a list of securities. `editing` is client-side
 * state and is never stored. "A name and at least one filter" is a rule (spec doc 1 §5), not a shape.
 */
export const ScreeningTemplate = z
  .object({
    id: Id,
    name: z.string().trim().min(1).max(120),
    kind: ScreeningTemplateKind,
    filters: ScreeningQuery.nullable(),
    securities: z.array(SecurityInput).max(10_000),
    editing: z.boolean().optional(),
    updatedAt: IsoDateTime.optional(),
  })
  .meta({ id: 'ScreeningTemplate' });
export type ScreeningTemplate = z.infer<typeof ScreeningTemplate>;

/** Country screening criteria (POST screeningByCountry). */
export const CountryScreeningCriteria = z
  .object({
    regions: filterList(FilterValue),
    /** Exclusion types: countries flagged for any of them are left out. */
    exclusionTypes: filterList(FilterValue),
    minScores: z
      .partialRecord(z.enum(['environmental', 'social', 'governance']), z.number().min(0).max(100))
      .default({}),
  })
  .meta({ id: 'CountryScreeningCriteria' });
export type CountryScreeningCriteria = z.infer<typeof CountryScreeningCriteria>;

export const CountryScreeningRow = z
  .object({
    country: CountryCode,
    name: z.string(),
    region: z.string().nullable(),
    environmental: NullableFigure,
    social: NullableFigure,
    governance: NullableFigure,
    score: NullableFigure,
    /**
     * Sovereign PAI inputs (RTS Annex I table 1): #15 GHG intensity in t CO2e per million EUR of GDP (given, else
     * ghg_t / GDP), #16 whether the country is subject to social violations; null when countries.csv does not say.
     */
    ghgIntensityTPerMeurGdp: NullableFigure,
    socialViolations: z.boolean().nullable(),
    /** Exclusion types the country is flagged for. */
    flags: z.array(z.string()),
  })
  .meta({ id: 'CountryScreeningRow' });
export type CountryScreeningRow = z.infer<typeof CountryScreeningRow>;

/** The countries that pass (spec doc 2 §7: the answer is an array). */
export const CountryScreeningResult = z.array(CountryScreeningRow).meta({ id: 'CountryScreeningResult' });
export type CountryScreeningResult = z.infer<typeof CountryScreeningResult>;

/** The lists fund screening offers. */
export const FundScreeningFilters = z
  .object({
    categories: z.array(FilterOption),
    globalCategories: z.array(FilterOption),
    assetClasses: z.array(FilterOption),
    fundTypes: z.array(FilterOption),
    sfdrArticles: z.array(FilterOption),
    domiciles: z.array(FilterOption),
    providers: z.array(FilterOption),
    regions: z.array(FilterOption),
    exclusionTypes: z.array(FilterOption),
    scores: z.array(FilterOption),
  })
  .meta({ id: 'FundScreeningFilters' });
export type FundScreeningFilters = z.infer<typeof FundScreeningFilters>;

/**
 * The outcome of a template CSV upload (spec doc 1 §4): 1 no funds, 2 no companies, 3 mixed with company content
 * (warning), 4 mixed with funds (warning), true success. After 1 or 2 a template created with the CSV is deleted.
 */
export const TemplateCsvUploadResult = z
  .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(true)])
  .meta({ id: 'TemplateCsvUploadResult' });
export type TemplateCsvUploadResult = z.infer<typeof TemplateCsvUploadResult>;

export const templateCsvUploadOutcomes = {
  noFunds: 1,
  noCompanies: 2,
  mixedWithCompanies: 3,
  mixedWithFunds: 4,
  success: true,
} as const satisfies Record<string, TemplateCsvUploadResult>;
