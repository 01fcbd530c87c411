import { securityTypes } from '../../snapshot/snapshot-data.ts';
import { securitiesColumns } from '../columns.ts';
import { type DatasetFile, duplicates, indexOf, resolverOf } from './shared.ts';

/** securities.csv (required): ids, ISINs and tickers unique; equities and corporate bonds name their company. */
export const securitiesFile: DatasetFile<'securities'> = {
  part: 'securities',
  columns: (lookups) => securitiesColumns(resolverOf(lookups.companyIndex)),
  build(se, { log, file: f, lookups }) {
    const securityIds = (se?.str('security_id') ?? []) as string[];
    const secType = se?.int('type') ?? new Int32Array(0);
    const secCompany = se?.int('company_id') ?? new Int32Array(0);
    const secCountry = se?.str('country') ?? [];
    lookups.securityIds = securityIds;
    lookups.securityIndex = indexOf(securityIds);
    lookups.securityType = secType;
    if (!se) return undefined;
    duplicates(f, se, securityIds, 'security_id', log);
    duplicates(f, se, se.str('isin'), 'isin', log);
    duplicates(f, se, se.str('ticker'), 'ticker', log);
    for (let r = 0; r < se.rows; r++) {
      const type = securityTypes[secType[r]!];
      if ((type === 'equity' || type === 'corporate_bond') && secCompany[r]! < 0)
        log.error(f, se.line[r]!, se.position.get('company_id') ?? 0, `company_id is required for ${type}`);
      if (type === 'sovereign_bond' && secCountry[r] == null)
        log.error(f, se.line[r]!, se.position.get('country') ?? 0, 'country is required for sovereign_bond');
    }
    return {
      id: securityIds,
      isin: se.str('isin'),
      ticker: se.str('ticker'),
      name: se.str('name') as string[],
      type: secType,
      company: secCompany,
      country: secCountry,
      currency: se.str('currency') as string[],
      assetClass: se.int('asset_class'),
      euGreenBond: se.num('eu_green_bond'),
    };
  },
};
