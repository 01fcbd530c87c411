import { z } from 'zod';

/** The two languages of every message and label (spec doc 1 §9). */
export const Locale = z.enum(['en-US', 'it-IT']);
export type Locale = z.infer<typeof Locale>;

/** A calendar date `yyyy-mm-dd` (spec doc 1 §5: dates are yyyy-mm-dd). */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-mm-dd')
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'not a calendar date',
  )
  .meta({ description: 'A calendar date, yyyy-mm-dd' });
export type IsoDate = z.infer<typeof IsoDate>;

/** A timestamp sent as an ISO string without the trailing Z (spec doc 2 §5). */
export const IsoDateTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?$/,
    'expected yyyy-mm-ddThh:mm:ss[.sss] without a trailing Z',
  )
  .meta({ description: 'A UTC timestamp as an ISO string without the trailing Z' });
export type IsoDateTime = z.infer<typeof IsoDateTime>;

export const Id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'expected letters, digits, _ or -');
export type Id = z.infer<typeof Id>;

export const Email = z.email().max(254);
export type Email = z.infer<typeof Email>;

/** ISO 3166-1 alpha-2. */
export const CountryCode = z.string().regex(/^[A-Z]{2}$/, 'expected an ISO 3166-1 alpha-2 country code');
export type CountryCode = z.infer<typeof CountryCode>;

/** ISO 4217. */
export const CurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 currency code');
export type CurrencyCode = z.infer<typeof CurrencyCode>;

/** A hex colour such as the advisor's brand colour (default #00A0FF, spec doc 1 §3). */
export const HexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'expected a colour like #00A0FF');
export type HexColor = z.infer<typeof HexColor>;

export const SortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrder>;

/**
 * Query of every paged list (spec doc 2 §7: page, per_page, order_by, order, find, benchmark). `orderBy` is the
 * list's own enum of sortable columns (schemas/sort-keys.ts): an unknown key is a 422, never a property lookup.
 */
export const pageQuery = <const Key extends string>(sortKey: z.ZodEnum<{ [K in Key]: K }>) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(500).optional(),
    orderBy: sortKey.optional(),
    order: SortOrder.optional(),
    find: z.string().max(200).optional(),
    benchmark: z.stringbool().optional(),
  });
/** A paged list's query with its sort key widened to text (the engine's paging reads any list's query). */
export type PageQuery = Omit<z.infer<ReturnType<typeof pageQuery>>, 'orderBy'> & { orderBy?: string };

/** A page of rows with its paging state (holdings, ESG, taxonomy, PAI detail, screening). */
export const Page = <Row extends z.ZodType>(row: Row) =>
  z.object({
    data: z.array(row),
    page: z.number().int().min(1),
    perPage: z.number().int().min(1),
    total: z.number().int().min(0),
    order: SortOrder,
    orderBy: z.string(),
    find: z.string(),
  });

/** How much of the portfolio's value a figure rests on (docs/conventions.md §6: coverage on every number). */
export const Coverage = z.object({
  pct: z.number().min(0).max(100).meta({
    description: "Covered value as a percentage of the denominator's value, 0–100 (not a fraction)",
  }),
  coveredValueEur: z.number().min(0).optional().meta({ description: 'The covered value, in EUR' }),
  estimatedPct: z
    .number()
    .min(0)
    .max(100)
    .optional()
    .meta({ description: 'Share of the covered value that rests on estimates, 0–100' }),
});
export type Coverage = z.infer<typeof Coverage>;

/** A figure that may have no data: missing data is never shown as zero. */
export const FigureStatus = z.enum(['ok', 'no_data', 'not_applicable']);
export type FigureStatus = z.infer<typeof FigureStatus>;
