import { pricesColumns } from '../columns.ts';
import { offsetsOf, reorder, sortOrder } from '../sort.ts';
import { type DatasetFile, resolverOf } from './shared.ts';

/** prices.csv: at most one price per security and date, sorted by security and date. */
export const pricesFile: DatasetFile<'prices'> = {
  part: 'prices',
  columns: (lookups) => pricesColumns(resolverOf(lookups.securityIndex)),
  build(pc, { log, file: f, lookups }) {
    const nSecurities = lookups.securityIds.length;
    if (!pc)
      return { offsets: new Int32Array(nSecurities + 1), day: new Int32Array(0), value: new Float64Array(0) };
    const security = pc.int('security_id');
    const day = pc.int('date');
    const order = sortOrder(pc.rows, [security, day]);
    const sSec = reorder(security, order);
    const sDay = reorder(day, order);
    for (let r = 1; r < pc.rows; r++)
      if (sSec[r] === sSec[r - 1] && sDay[r] === sDay[r - 1] && sSec[r]! >= 0) {
        const row = order ? order[r]! : r;
        log.error(
          f,
          pc.line[row]!,
          pc.position.get('date')!,
          'a second price for the same security and date',
        );
        if (log.isFull()) break;
      }
    return { offsets: offsetsOf(sSec, nSecurities), day: sDay, value: reorder(pc.num('value'), order) };
  },
};
