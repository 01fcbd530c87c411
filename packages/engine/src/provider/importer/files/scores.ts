import { type SnapshotData, scoreColumns } from '../../snapshot/snapshot-data.ts';
import { scoresColumns } from '../columns.ts';
import { type DatasetFile, fundTypeIndex } from './shared.ts';

type ScoreColumns = SnapshotData['scores']['columns'];

/**
 * scores.csv: scores of companies, funds and countries; the entity must be known (a country may be any ISO code,
 * listed in countries.csv or not).
 */
export const scoresFile: DatasetFile<'scores'> = {
  part: 'scores',
  columns: () => scoresColumns,
  build(sc, { log, file: f, lookups }) {
    if (!sc)
      return {
        entityType: new Int32Array(0),
        entityId: [],
        year: new Int32Array(0),
        columns: Object.fromEntries(scoreColumns.map((c) => [c, new Float64Array(0)])) as ScoreColumns,
      };
    const { companyIndex, securityIndex, securityType } = lookups;
    const fundSecurity = (id: string) => {
      const s = securityIndex.get(id);
      return s !== undefined && securityType[s] === fundTypeIndex ? s : undefined;
    };
    const type = sc.int('entity_type');
    const ids = sc.str('entity_id');
    const countrySet = new Set(lookups.countryCodes);
    for (let r = 0; r < sc.rows; r++) {
      const id = ids[r] ?? '';
      const isKnown =
        type[r] === 0
          ? companyIndex.has(id)
          : type[r] === 1
            ? fundSecurity(id) !== undefined
            : type[r] === 2
              ? countrySet.has(id) || /^[A-Z]{2}$/.test(id)
              : true;
      if (!isKnown) log.error(f, sc.line[r]!, sc.position.get('entity_id')!, `unknown entity "${id}"`);
    }
    return {
      entityType: type,
      entityId: ids as string[],
      year: Int32Array.from(sc.num('year')),
      columns: Object.fromEntries(scoreColumns.map((c) => [c, sc.num(c)])) as ScoreColumns,
    };
  },
};
