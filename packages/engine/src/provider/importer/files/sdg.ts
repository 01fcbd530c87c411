import { sdgColumns } from '../columns.ts';
import { reorder } from '../sort.ts';
import { byCompany, type DatasetFile, resolverOf } from './shared.ts';

/** sdg.csv: a company's score per Sustainable Development Goal. */
export const sdgFile: DatasetFile<'sdg'> = {
  part: 'sdg',
  columns: (lookups) => sdgColumns(resolverOf(lookups.companyIndex)),
  build(sd, { lookups }) {
    const nCompanies = lookups.companyIds.length;
    if (!sd)
      return {
        offsets: new Int32Array(nCompanies + 1),
        company: new Int32Array(0),
        sdg: new Int32Array(0),
        score: new Float64Array(0),
      };
    const { order, company, offsets } = byCompany(sd, nCompanies, []);
    return {
      offsets,
      company,
      sdg: reorder(Int32Array.from(sd.num('sdg')), order),
      score: reorder(sd.num('score'), order),
    };
  },
};
