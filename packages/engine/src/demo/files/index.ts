// The demo dataset's files, in the order they are written. Each draws from its own seeded random streams, so the
// order only matters for the progress bar; a new file is a module here and a row in this list.
import { companiesFile } from './companies.ts';
import { companyFactsFile } from './company-facts.ts';
import { countriesFile } from './countries.ts';
import type { DemoFile } from './demo-file.ts';
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
import { taxonomyFile } from './taxonomy.ts';

export type { DemoFile } from './demo-file.ts';

export const demoFiles: readonly DemoFile[] = [
  companiesFile,
  securitiesFile,
  companyFactsFile,
  indicatorsFile,
  involvementFile,
  taxonomyFile,
  productsFile,
  sdgFile,
  scoresFile,
  fundsFile,
  holdingsFile,
  pricesFile,
  fxFile,
  ratesFile,
  countriesFile,
];
