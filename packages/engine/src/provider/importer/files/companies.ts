import { companiesColumns } from '../columns.ts';
import { type DatasetFile, duplicates, indexOf } from './shared.ts';

/** companies.csv (required): one row per company, its id unique; later files refer to it by company_id. */
export const companiesFile: DatasetFile<'companies'> = {
  part: 'companies',
  columns: () => companiesColumns,
  build(co, { log, file, lookups }) {
    const companyIds = (co?.str('company_id') ?? []) as string[];
    if (co) duplicates(file, co, companyIds, 'company_id', log);
    lookups.companyIds = companyIds;
    lookups.companyIndex = indexOf(companyIds);
    if (!co) return undefined;
    return {
      id: companyIds,
      name: co.str('name') as string[],
      country: co.str('country') as string[],
      sector: co.str('sector') as string[],
      industry: co.str('industry'),
      nace: co.str('nace'),
      naceCode: co.str('nace_code'),
      marketCapEur: co.num('market_cap_eur'),
    };
  },
};
