import { ratesColumns } from '../columns.ts';
import { reorder, sortOrder } from '../sort.ts';
import type { DatasetFile } from './shared.ts';

/** rates.csv: the annual risk-free rate by date. */
export const ratesFile: DatasetFile<'rates'> = {
  part: 'rates',
  columns: () => ratesColumns,
  build(ra) {
    if (!ra) return { day: new Int32Array(0), ratePct: new Float64Array(0) };
    const day = ra.int('date');
    const order = sortOrder(ra.rows, [day]);
    return { day: reorder(day, order), ratePct: reorder(ra.num('rate_annual_pct'), order) };
  },
};
