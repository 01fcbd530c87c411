import { z } from 'zod';
import { Coverage, Id, Page } from './common.ts';
import { NullableFigure } from './view.ts';

/** The two impact calculations of the chain (spec doc 1 §4: impact type 0, then type 2). */
export const ImpactCalculationType = z.union([z.literal(0), z.literal(2)]);
export type ImpactCalculationType = z.infer<typeof ImpactCalculationType>;

/** A PHY_M_ or older impact code (SCOPE1, GHG, Waste …) with the portfolio's and the benchmark's figure. */
export const ImpactIndicatorFigure = z
  .object({
    code: z.string().min(1).max(64),
    label: z.string(),
    unit: z.string().nullable(),
    portfolio: NullableFigure,
    benchmark: NullableFigure,
    coverage: Coverage,
    /** A plain-language comparison such as "12 airplanes" (spec doc 2 §3 comparison constants). */
    comparison: z.object({ key: z.string(), count: z.number() }).nullable().optional(),
  })
  .meta({ id: 'ImpactIndicatorFigure' });
export type ImpactIndicatorFigure = z.infer<typeof ImpactIndicatorFigure>;

export const ImpactCategorySummary = z
  .object({
    category: z.string(),
    label: z.string(),
    indicators: z.array(ImpactIndicatorFigure),
  })
  .meta({ id: 'ImpactCategorySummary' });
export type ImpactCategorySummary = z.infer<typeof ImpactCategorySummary>;

/** Impact indicators grouped by category (getImpactIndicatorsSummary). */
export const ImpactSummary = z
  .object({
    type: ImpactCalculationType,
    limited: z.boolean(),
    categories: z.array(ImpactCategorySummary),
  })
  .meta({ id: 'ImpactSummary' });
export type ImpactSummary = z.infer<typeof ImpactSummary>;

export const ImpactMetric = z
  .object({
    code: z.string().min(1).max(64),
    value: NullableFigure,
    unit: z.string().nullable(),
    isEstimated: z.boolean().optional(),
  })
  .meta({ id: 'ImpactMetric' });
export type ImpactMetric = z.infer<typeof ImpactMetric>;

export const ImpactCompanyRow = z
  .object({
    companyId: Id,
    name: z.string(),
    weightPct: z.number().min(0),
    metrics: z.array(ImpactMetric),
  })
  .meta({ id: 'ImpactCompanyRow' });
export type ImpactCompanyRow = z.infer<typeof ImpactCompanyRow>;

/** Impact metrics by company, one page (spec doc 2 §3: companies with metrics, each metric with a code). */
export const ImpactDetailPage = Page(ImpactCompanyRow)
  .extend({
    type: ImpactCalculationType,
    category: z.string().nullable(),
  })
  .meta({ id: 'ImpactDetailPage' });
export type ImpactDetailPage = z.infer<typeof ImpactDetailPage>;

export const ImpactSettingIndicator = z
  .object({
    code: z.string().min(1).max(64),
    label: z.string().optional(),
    unit: z.string().nullable().optional(),
    isSelected: z.boolean().optional(),
  })
  .meta({ id: 'ImpactSettingIndicator' });
export type ImpactSettingIndicator = z.infer<typeof ImpactSettingIndicator>;

/**
 * The most indicators one configuration may carry, in all its settings, and the most settings: the catalogue has 18
 * categories and under 500 indicators, while a 1 MiB body carried 75,000, each answered with an issue
 * (docs/security.md "Input"). The 30 a user may choose is a rule (below), not this bound.
 */
const MAX_IMPACT_INDICATORS = 1_000;
const MAX_IMPACT_SETTINGS = 100;

export const ImpactSetting = z
  .object({
    category: z.string(),
    label: z.string().optional(),
    indicators: z.array(ImpactSettingIndicator).max(MAX_IMPACT_INDICATORS),
  })
  .meta({ id: 'ImpactSetting' });
export type ImpactSetting = z.infer<typeof ImpactSetting>;

/**
 * Impact configuration: the catalogue to choose from, or the user's saved defaults (spec doc 2 §3: settings,
 * each with indicators that have a code). At most 30 may be saved is a rule (spec doc 1 §5), not a shape.
 */
export const ImpactConfiguration = z
  .object({ settings: z.array(ImpactSetting).max(MAX_IMPACT_SETTINGS) })
  .refine((c) => c.settings.reduce((n, s) => n + s.indicators.length, 0) <= MAX_IMPACT_INDICATORS, {
    error: `at most ${MAX_IMPACT_INDICATORS} indicators`,
    path: ['settings'],
  })
  .meta({ id: 'ImpactConfiguration' });
export type ImpactConfiguration = z.infer<typeof ImpactConfiguration>;
