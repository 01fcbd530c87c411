import { analyseSide, type PortfolioSide } from '../../analytics/views/side.ts';
import { importDatasetTexts } from '../../provider/importer/from-texts.ts';
import { createSnapshot, formatDatasetIssue, type Snapshot } from '../../provider/index.ts';
import { type Inputs, num } from './fixture.ts';

// A dataset of a few rows for the worked examples of the views that read a whole snapshot (allocations, products,
// the ESG total, screening): companies K (Italy) and L (Germany), their shares, and the fund FUND holding them. The
// values that matter come from the example's inputs, so the page shows what the engine computes on.

const AS_OF = '2026-06-30';
const csv = (rows: readonly (readonly (string | number)[])[]): string =>
  `${rows.map((r) => r.join(',')).join('\n')}\n`;
const value = (inputs: Inputs, key: string): string => (key in inputs ? String(inputs[key]) : '');

/**
 * The example dataset: FUND holds K (`fundK` %) and L (the rest); scores.csv E/S/G of K and L (`eK`, `eL` …);
 * K's revenue share `productK` % in `category`; K's involvement `involvementK` % in `involvementType`; countries from `countries` (code:region:E:taxFlag, `;`-separated);
 * more funds without holdings from `funds` (id:aumEur:inceptionDate, `;`-separated, an empty field missing).
 */
export const exampleSnapshot = (inputs: Inputs): Snapshot => {
  const fundK = 'fundK' in inputs ? num(inputs, 'fundK') : 60;
  const countries = String(inputs.countries ?? 'IT:Europe:64:0;DE:Europe:71:0')
    .split(';')
    .map((c) => c.split(':'));
  const moreFunds =
    'funds' in inputs
      ? String(inputs.funds)
          .split(';')
          .map((f) => f.split(':'))
      : [];
  const result = importDatasetTexts(
    {
      name: 'esgkit method example',
      version: '1',
      asOf: AS_OF,
      baseCurrency: 'EUR',
      source: 'esgkit',
      demo: false,
    },
    {
      companies: csv([
        ['company_id', 'name', 'country', 'sector'],
        ['K', 'K S.p.A.', 'IT', 'Utilities'],
        ['L', 'L AG', 'DE', 'Information Technology'],
      ]),
      securities: csv([
        ['security_id', 'name', 'type', 'company_id', 'country', 'currency'],
        ['K-EQ', 'K ord.', 'equity', 'K', 'IT', 'EUR'],
        ['L-EQ', 'L ord.', 'equity', 'L', 'DE', 'EUR'],
        ['FUND', 'Example fund', 'fund', '', 'LU', 'EUR'],
        ...moreFunds.map(([id]) => [id!, `Fund ${id}`, 'fund', '', 'LU', 'EUR']),
      ]),
      countries: csv([
        ['country', 'name', 'region', 'environmental', 'eu_non_cooperative_tax'],
        ...countries.map(([code, region, e, tax]) => [code!, code!, region!, e!, tax!]),
      ]),
      scores: csv([
        ['entity_type', 'entity_id', 'year', 'environmental', 'social', 'governance'],
        ['company', 'K', 2025, value(inputs, 'eK'), value(inputs, 'sK'), value(inputs, 'gK')],
        ['company', 'L', 2025, value(inputs, 'eL'), value(inputs, 'sL'), value(inputs, 'gL')],
      ]),
      products: csv([
        ['company_id', 'category', 'revenue_share_pct', 'sustainable_score'],
        ['K', String(inputs.category ?? 'renewable_energy'), value(inputs, 'productK') || 50, 80],
      ]),
      involvement: csv([
        ['company_id', 'type', 'revenue_share_pct', 'ownership_pct'],
        ...('involvementK' in inputs
          ? [['K', String(inputs.involvementType), num(inputs, 'involvementK'), '']]
          : []),
      ]),
      funds: csv([
        ['security_id', 'category', 'fund_type', 'aum_eur', 'inception_date'],
        ['FUND', 'Equity Europe', 'open_end', '', ''],
        ...moreFunds.map(([id, aum, inception]) => [id!, 'Equity Europe', 'open_end', aum!, inception!]),
      ]),
      holdings: csv([
        ['fund_id', 'holding_id', 'weight_pct', 'as_of'],
        ['FUND', 'K-EQ', fundK, AS_OF],
        ['FUND', 'L-EQ', 100 - fundK, AS_OF],
      ]),
    },
  );
  if (!result.ok)
    throw new Error(`method example dataset: ${result.errors.map(formatDatasetIssue).join('; ')}`);
  return createSnapshot(result.data, result.version, result.warnings);
};

/** The example portfolio: `amountEur` with `fundPct` % in FUND, `lPct` % in L's shares, the rest cash. */
export const exampleSide = (inputs: Inputs): PortfolioSide => {
  const fund = num(inputs, 'fundPct');
  const l = num(inputs, 'lPct');
  return analyseSide(
    exampleSnapshot(inputs),
    {
      items: [
        { input: 'FUND', weight: fund },
        { input: 'L-EQ', weight: l },
      ],
      cash: 100 - fund - l,
    },
    { investmentAmountEur: num(inputs, 'amountEur'), date: AS_OF },
  );
};
