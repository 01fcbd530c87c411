import { ProductCategoryId } from '@esgkit/core';
import { productsColumns } from '../columns.ts';
import { reorder } from '../sort.ts';
import { byCompany, type DatasetFile, resolverOf } from './shared.ts';

const productCategoryName = (k: number): string => ProductCategoryId.options[k] ?? '';

/** products.csv: a company's revenue share and sustainability score per product category. */
export const productsFile: DatasetFile<'products'> = {
  part: 'products',
  columns: (lookups) => productsColumns(resolverOf(lookups.companyIndex)),
  build(pr, { lookups }) {
    const nCompanies = lookups.companyIds.length;
    if (!pr)
      return {
        offsets: new Int32Array(nCompanies + 1),
        company: new Int32Array(0),
        category: [],
        revenueSharePct: new Float64Array(0),
        sustainableScore: new Float64Array(0),
      };
    const { order, company, offsets } = byCompany(pr, nCompanies, []);
    const names = Array.from(pr.int('category'), (k) => productCategoryName(k));
    return {
      offsets,
      company,
      category: reorder(names, order),
      revenueSharePct: reorder(pr.num('revenue_share_pct'), order),
      sustainableScore: reorder(pr.num('sustainable_score'), order),
    };
  },
};
