import { indicatorsColumns } from '../columns.ts';
import { reorder } from '../sort.ts';
import { byCompany, type DatasetFile, resolverOf } from './shared.ts';

/** indicators.csv: a value per company, year and indicator code (the codes kept once, in order of appearance). */
export const indicatorsFile: DatasetFile<'indicators'> = {
  part: 'indicators',
  columns: (lookups) => indicatorsColumns(resolverOf(lookups.companyIndex)),
  build(ind, { lookups }) {
    const nCompanies = lookups.companyIds.length;
    if (!ind)
      return {
        codes: [],
        offsets: new Int32Array(nCompanies + 1),
        company: new Int32Array(0),
        year: new Int32Array(0),
        code: new Int32Array(0),
        value: new Float64Array(0),
      };
    const codes: string[] = [];
    const codeIndex = new Map<string, number>();
    const codeStrings = ind.str('code');
    const code = new Int32Array(ind.rows);
    for (let r = 0; r < ind.rows; r++) {
      const s = codeStrings[r] ?? '';
      let k = codeIndex.get(s);
      if (k === undefined) {
        k = codes.length;
        codes.push(s);
        codeIndex.set(s, k);
      }
      code[r] = k;
    }
    const year = Int32Array.from(ind.num('year'));
    const { order, company, offsets } = byCompany(ind, nCompanies, [year]);
    return {
      codes,
      offsets,
      company,
      year: reorder(year, order),
      code: reorder(code, order),
      value: reorder(ind.num('value'), order),
    };
  },
};
