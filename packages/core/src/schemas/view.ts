import { z } from 'zod';
import { SortOrder } from './common.ts';

/**
 * The paging state of a view that is not a bare `Page(row)` (ESG, controversy): the same fields as `Page()`
 * without `data` (spec doc 2 §7: page, per_page, order_by, order, find).
 */
export const Paging = z
  .object({
    page: z.number().int().min(1),
    perPage: z.number().int().min(1),
    total: z.number().int().min(0),
    order: SortOrder,
    orderBy: z.string(),
    find: z.string(),
  })
  .meta({ id: 'Paging' });
export type Paging = z.infer<typeof Paging>;

/** A percentage 0–100 (weights, coverage, shares). Fractions carry no `Pct` suffix (returns, risk). */
export const Pct = z.number().min(0).max(100);
export type Pct = z.infer<typeof Pct>;

/** A figure that may lack data: `null` means "no data" or "not applicable", never 0 (docs/conventions.md §6). */
export const NullableFigure = z.number().nullable();
export type NullableFigure = z.infer<typeof NullableFigure>;

/** One of the 17 UN Sustainable Development Goals (sfdr-pai-and-taxonomy.md §11). */
export const SdgNumber = z.number().int().min(1).max(17);
export type SdgNumber = z.infer<typeof SdgNumber>;
