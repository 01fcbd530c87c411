import { companiesFile } from './companies.ts';
import { companyFactsFile } from './company-facts.ts';
import { countriesFile } from './countries.ts';
import { fundsFile } from './funds.ts';
import { fxFile } from './fx.ts';
import { holdingsFile } from './holdings.ts';
import { indicatorsFile } from './indicators.ts';
import { involvementFile } from './involvement.ts';
import { pricesFile } from './prices.ts';
import { productsFile } from './products.ts';
import { ratesFile } from './rates.ts';
import { scoresFile } from './scores.ts';
import { sdgFile } from './sdg.ts';
import { securitiesFile } from './securities.ts';
import type { DatasetFiles } from './shared.ts';
import { taxonomyFile } from './taxonomy.ts';

export type { FileContext, Lookups, SnapshotParts } from './shared.ts';

/** One module per file of dataset-format.md; the importer runs them in datasetFiles' order. */
export const datasetFileModules: DatasetFiles = {
  companies: companiesFile,
  securities: securitiesFile,
  countries: countriesFile,
  company_facts: companyFactsFile,
  indicators: indicatorsFile,
  scores: scoresFile,
  involvement: involvementFile,
  taxonomy: taxonomyFile,
  products: productsFile,
  sdg: sdgFile,
  funds: fundsFile,
  holdings: holdingsFile,
  prices: pricesFile,
  fx: fxFile,
  rates: ratesFile,
};
