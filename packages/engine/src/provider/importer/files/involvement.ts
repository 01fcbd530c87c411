import { ExclusionTypeId } from '@esgkit/core';
import { involvementColumns } from '../columns.ts';
import { reorder } from '../sort.ts';
import { byCompany, type DatasetFile, resolverOf } from './shared.ts';

const involvementTypeName = (k: number): string => ExclusionTypeId.options[k] ?? '';

/** involvement.csv: a company's revenue share and ownership in an excluded activity. */
export const involvementFile: DatasetFile<'involvement'> = {
  part: 'involvement',
  columns: (lookups) => involvementColumns(resolverOf(lookups.companyIndex)),
  build(inv, { lookups }) {
    const nCompanies = lookups.companyIds.length;
    if (!inv)
      return {
        offsets: new Int32Array(nCompanies + 1),
        company: new Int32Array(0),
        type: [],
        revenueSharePct: new Float64Array(0),
        ownershipPct: new Float64Array(0),
      };
    const { order, company, offsets } = byCompany(inv, nCompanies, []);
    const typeNames = Array.from(inv.int('type'), (k) => involvementTypeName(k));
    return {
      offsets,
      company,
      type: reorder(typeNames, order),
      revenueSharePct: reorder(inv.num('revenue_share_pct'), order),
      ownershipPct: reorder(inv.num('ownership_pct'), order),
    };
  },
};
