import { z } from 'zod';
import { CountryCode, Coverage, Id, Page } from './common.ts';
import { NullableFigure } from './view.ts';

/** The six environmental objectives (Taxonomy Regulation Art. 9; sfdr-pai-and-taxonomy.md §7). */
export const taxonomyObjectives = ['CCM', 'CCA', 'WTR', 'CE', 'PPC', 'BIO'] as const;
export const TaxonomyObjective = z.enum(taxonomyObjectives);
export type TaxonomyObjective = z.infer<typeof TaxonomyObjective>;

/** Company KPIs of Art. 8 disclosures; turnover is the headline. */
export const taxonomyKpis = ['turnover', 'capex', 'opex'] as const;
export const TaxonomyKpi = z.enum(taxonomyKpis);
export type TaxonomyKpi = z.infer<typeof TaxonomyKpi>;

/** Eligible and aligned shares, percent; aligned never exceeds eligible. */
export const TaxonomyShare = z
  .object({ eligiblePct: NullableFigure, alignedPct: NullableFigure })
  .meta({ id: 'TaxonomyShare' });
export type TaxonomyShare = z.infer<typeof TaxonomyShare>;

/** One company's shares per KPI (null = the company reports nothing for that KPI). */
export const TaxonomyRow = z
  .object({
    companyId: Id,
    name: z.string(),
    country: CountryCode.nullable(),
    sector: z.string().nullable(),
    weightPct: z.number().min(0),
    turnover: TaxonomyShare,
    capex: TaxonomyShare,
    opex: TaxonomyShare,
    fiscalYear: z.number().int().nullable(),
    isEstimated: z.boolean(),
  })
  .meta({ id: 'TaxonomyRow' });
export type TaxonomyRow = z.infer<typeof TaxonomyRow>;

/** EU Taxonomy alignment by company, one page (spec doc 2 §3: results with paging). */
export const TaxonomyPage = Page(TaxonomyRow).meta({ id: 'TaxonomyPage' });
export type TaxonomyPage = z.infer<typeof TaxonomyPage>;

/**
 * A portfolio's figures for one KPI (RTS Art. 17): shares of all investments including sovereign bonds, and
 * excluding sovereign exposures (the templates' two bars); per objective; the enabling and transitional parts
 * of aligned. A missing company KPI counts as not aligned (sfdr-pai-and-taxonomy.md §5.2), so the shares are
 * null only when the side holds nothing.
 */
export const TaxonomyKpiSummary = z
  .object({
    includingSovereigns: TaxonomyShare,
    excludingSovereigns: TaxonomyShare,
    byObjective: z.record(TaxonomyObjective, TaxonomyShare),
    enablingPct: NullableFigure,
    transitionalPct: NullableFigure,
    fossilGasPct: NullableFigure,
    nuclearPct: NullableFigure,
    /** Value with a reported or estimated figure for this KPI, as a share of all investments. */
    coverage: Coverage,
    /** The same coverage with sovereign exposures left out of the denominator. */
    coverageExcludingSovereigns: Coverage.optional(),
    /** Share held in EU green bonds, counted aligned in full (sfdr-pai-and-taxonomy.md §7). */
    euGreenBondPct: NullableFigure.optional(),
    /** The latest fiscal year of the companies' KPIs used; null without data. */
    fiscalYear: z.number().int().nullable().optional(),
  })
  .meta({ id: 'TaxonomyKpiSummary' });
export type TaxonomyKpiSummary = z.infer<typeof TaxonomyKpiSummary>;

export const TaxonomySide = z
  .object({
    turnover: TaxonomyKpiSummary,
    capex: TaxonomyKpiSummary,
    opex: TaxonomyKpiSummary,
  })
  .meta({ id: 'TaxonomySide' });
export type TaxonomySide = z.infer<typeof TaxonomySide>;

/** The EU Taxonomy summary of the portfolio and its benchmark. */
export const TaxonomySummary = z
  .object({
    portfolio: TaxonomySide,
    benchmark: TaxonomySide.nullable(),
  })
  .meta({ id: 'TaxonomySummary' });
export type TaxonomySummary = z.infer<typeof TaxonomySummary>;
