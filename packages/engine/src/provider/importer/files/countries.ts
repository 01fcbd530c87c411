import { countriesColumns, countryScoreColumns } from '../columns.ts';
import { type DatasetFile, duplicates } from './shared.ts';

/** countries.csv: one row per country code, with its names, region and country figures. */
export const countriesFile: DatasetFile<'countries'> = {
  part: 'countries',
  columns: () => countriesColumns,
  build(cn, { log, file, lookups }) {
    const countryCodes = (cn?.str('country') ?? []) as string[];
    if (cn) duplicates(file, cn, countryCodes, 'country', log);
    lookups.countryCodes = countryCodes;
    return {
      code: countryCodes,
      name: cn?.str('name') ?? [],
      region: cn?.str('region') ?? [],
      numbers: Object.fromEntries(countryScoreColumns.filter((c) => cn?.has(c)).map((c) => [c, cn!.num(c)])),
    };
  },
};
