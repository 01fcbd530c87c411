import { fxColumns } from '../columns.ts';
import { offsetsOf, reorder, sortOrder } from '../sort.ts';
import { type DatasetFile, indexOf } from './shared.ts';

/** fx.csv: euros per unit of each currency by date, the currencies in name order. */
export const fxFile: DatasetFile<'fx'> = {
  part: 'fx',
  columns: () => fxColumns,
  build(fx) {
    if (!fx)
      return {
        currencies: [],
        offsets: new Int32Array(1),
        day: new Int32Array(0),
        eurPerUnit: new Float64Array(0),
      };
    const names = fx.str('currency') as string[];
    const currencies = [...new Set(names)].sort();
    const ci = indexOf(currencies);
    const cur = Int32Array.from(names, (n) => ci.get(n) ?? -1);
    const day = fx.int('date');
    const order = sortOrder(fx.rows, [cur, day]);
    const sCur = reorder(cur, order);
    return {
      currencies,
      offsets: offsetsOf(sCur, currencies.length),
      day: reorder(day, order),
      eurPerUnit: reorder(fx.num('eur_per_unit'), order),
    };
  },
};
