import { z } from 'zod';
import { Coverage, Id } from './common.ts';
import { NullableFigure, Paging } from './view.ts';

/** Traffic-light band of an involvement: green 0 %, yellow 0.01–5 %, red above 5 % (spec doc 1 §9). */
export const TrafficLight = z.enum(['green', 'yellow', 'red']);
export type TrafficLight = z.infer<typeof TrafficLight>;

/** Company exclusion options: None 0–5 %, Minor 5.1–10 %, Serious 10.1–20 % (spec doc 1 §5). */
export const ExclusionBand = z.enum(['none', 'minor', 'serious']);
export type ExclusionBand = z.infer<typeof ExclusionBand>;

/** Whether a column is a product-involvement exclusion (alcohol, tobacco …) or an E/S/G controversy. */
export const ControversyColumnKind = z.enum(['exclusion', 'controversy']);
export type ControversyColumnKind = z.infer<typeof ControversyColumnKind>;

/** A column of the controversy table with the share of the portfolio in each band. */
export const ControversyColumn = z
  .object({
    code: z.string().min(1).max(64),
    label: z.string(),
    kind: ControversyColumnKind,
    greenPct: z.number().min(0),
    yellowPct: z.number().min(0),
    redPct: z.number().min(0),
    coverage: Coverage,
  })
  .meta({ id: 'ControversyColumn' });
export type ControversyColumn = z.infer<typeof ControversyColumn>;

/** A company's involvement in one exclusion type or controversy; null shares mean no data. */
export const Involvement = z
  .object({
    revenueSharePct: NullableFigure,
    /** Ownership of an involved company, percent (spec doc 2 §9: 20–49.99 % is minor involvement). */
    ownershipPct: NullableFigure,
    band: TrafficLight.nullable(),
  })
  .meta({ id: 'Involvement' });
export type Involvement = z.infer<typeof Involvement>;

export const ControversyRow = z
  .object({
    companyId: Id,
    name: z.string(),
    weightPct: z.number().min(0),
    /** Column code → involvement. */
    values: z.record(z.string(), Involvement),
  })
  .meta({ id: 'ControversyRow' });
export type ControversyRow = z.infer<typeof ControversyRow>;

/** The controversy detail view, by company (spec doc 2 §3: results, columns, paging). */
export const ControversyData = z
  .object({
    results: z.array(ControversyRow),
    columns: z.array(ControversyColumn),
    paging: Paging,
  })
  .meta({ id: 'ControversyData' });
export type ControversyData = z.infer<typeof ControversyData>;

/** The controversy summary: the portfolio's weight in each band per indicator, no company (doc 1 §2 summary). */
export const ControversySummary = z
  .object({ columns: z.array(ControversyColumn) })
  .meta({ id: 'ControversySummary' });
export type ControversySummary = z.infer<typeof ControversySummary>;

export const InvolvedCompany = z
  .object({
    companyId: Id,
    name: z.string(),
    weightPct: z.number().min(0),
    revenueSharePct: NullableFigure,
    band: TrafficLight.nullable(),
  })
  .meta({ id: 'InvolvedCompany' });
export type InvolvedCompany = z.infer<typeof InvolvedCompany>;

/** One exclusion type of the watch list with the companies involved in it. */
export const WatchListItem = z
  .object({
    code: z.string().min(1).max(64),
    label: z.string(),
    band: TrafficLight,
    weightPct: z.number().min(0),
    companies: z.array(InvolvedCompany),
  })
  .meta({ id: 'WatchListItem' });
export type WatchListItem = z.infer<typeof WatchListItem>;

/** The exclusions watch list of the PDF report (getExclusionsWatchListPdf). */
export const ExclusionsWatchList = z
  .object({ items: z.array(WatchListItem), coverage: Coverage })
  .meta({ id: 'ExclusionsWatchList' });
export type ExclusionsWatchList = z.infer<typeof ExclusionsWatchList>;

export const RedCompanyByWeight = z
  .object({
    companyId: Id,
    name: z.string(),
    weightPct: z.number().min(0),
    /** Codes of the columns where the company is red. */
    redIndicators: z.array(z.string()),
  })
  .meta({ id: 'RedCompanyByWeight' });
export type RedCompanyByWeight = z.infer<typeof RedCompanyByWeight>;

export const RedCompaniesForIndicator = z
  .object({
    code: z.string().min(1).max(64),
    label: z.string(),
    weightPct: z.number().min(0),
    companies: z.array(InvolvedCompany),
  })
  .meta({ id: 'RedCompaniesForIndicator' });
export type RedCompaniesForIndicator = z.infer<typeof RedCompaniesForIndicator>;

/** Red companies by weight and by indicator (getRedCompaniesByWeight, getCompaniesByIndicator). */
export const RedCompanies = z
  .object({
    byWeight: z.array(RedCompanyByWeight),
    byIndicator: z.array(RedCompaniesForIndicator),
  })
  .meta({ id: 'RedCompanies' });
export type RedCompanies = z.infer<typeof RedCompanies>;
