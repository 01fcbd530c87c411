// Builders of the view payloads (holdings, aggregates, performance, ESG, products, impact, controversy,
// taxonomy, PAI): valid, plausible defaults that parse; overrides replace top-level fields.
import type { Coverage } from '../schemas/common.ts';
import type {
  ControversyData,
  ExclusionsWatchList,
  InvolvedCompany,
  RedCompanies,
} from '../schemas/controversy.ts';
import type { CountryEsg, EsgData, EsgPillar, EsgRow, SustainabilityScore } from '../schemas/esg.ts';
import type {
  Allocation,
  CountryAllocation,
  HoldingRow,
  HoldingsPage,
  PortfolioAggregates,
} from '../schemas/holdings.ts';
import type { ImpactConfiguration, ImpactDetailPage, ImpactSummary } from '../schemas/impact.ts';
import type {
  PaiData,
  PaiDetailPage,
  PaiFigure,
  PaiStatement,
  StatementQuarterFigure,
  StatementYearFigure,
} from '../schemas/pai.ts';
import type {
  DailyPerformance,
  PerformanceReturns,
  RiskMeasures,
  RiskSet,
  RollingReturnSeries,
  TrailingReturns,
} from '../schemas/performance.ts';
import type { ProductsData } from '../schemas/products.ts';
import type { TaxonomyKpiSummary, TaxonomyPage, TaxonomySide, TaxonomySummary } from '../schemas/taxonomy.ts';
import type { Paging } from '../schemas/view.ts';

export const aCoverage = (overrides: Partial<Coverage> = {}): Coverage => ({
  pct: 92.5,
  coveredValueEur: 92_500,
  estimatedPct: 12,
  ...overrides,
});

export const somePaging = (overrides: Partial<Paging> = {}): Paging => ({
  page: 1,
  perPage: 20,
  total: 2,
  order: 'desc',
  orderBy: 'value',
  find: '',
  ...overrides,
});

export const aHoldingRow = (overrides: Partial<HoldingRow> = {}): HoldingRow => ({
  id: 'sec-aapl',
  name: 'Apple Inc.',
  input: 'US0378331005',
  isin: 'US0378331005',
  ticker: 'AAPL',
  type: 'equity',
  weightPct: 2.85,
  valueEur: 2_850,
  currentValueEur: 3_135,
  currentWeightPct: 2.95,
  country: 'US',
  currency: 'USD',
  sector: 'Information Technology',
  isBenchmark: false,
  viaFunds: ['iShares Core MSCI World UCITS ETF'],
  ...overrides,
});

/** The first page of holdings (20 a page, by value, descending; spec doc 2 §3). */
export const aHoldingsPage = (overrides: Partial<HoldingsPage> = {}): HoldingsPage => ({
  data: [
    aHoldingRow(),
    aHoldingRow({
      id: 'sec-msft',
      name: 'Microsoft Corp.',
      input: 'US5949181045',
      isin: 'US5949181045',
      ticker: 'MSFT',
      weightPct: 2.52,
      valueEur: 2_520,
      currentValueEur: 2_646,
      currentWeightPct: 2.49,
    }),
  ],
  page: 1,
  perPage: 20,
  total: 2,
  order: 'desc',
  orderBy: 'value',
  find: '',
  limited: false,
  currentValueEur: 106_300,
  currentCoveragePct: 100,
  ...overrides,
});

export const anAllocation = (overrides: Partial<Allocation> = {}): Allocation => ({
  entries: [
    { key: 'US', label: 'United States', weightPct: 42.6 },
    { key: 'JP', label: 'Japan', weightPct: 6.1 },
    { key: 'GB', label: 'United Kingdom', weightPct: 4.3 },
    { key: 'FR', label: 'France', weightPct: 3.9 },
    { key: 'IT', label: 'Italy', weightPct: 3.2 },
  ],
  otherPct: 36.4,
  unknownPct: 3.5,
  coverage: aCoverage({ pct: 96.5, estimatedPct: 0 }),
  ...overrides,
});

export const aPortfolioAggregates = (overrides: Partial<PortfolioAggregates> = {}): PortfolioAggregates => ({
  isBenchmark: false,
  summary: {
    investmentDay: '2019-09-10',
    investmentAmountEur: 100_000,
    itemsCount: 3,
    holdingsCount: 2_284,
    companiesCount: 1_812,
    countriesCount: 47,
    cashPct: 5,
    notLookedThroughPct: 0,
  },
  distribution: anAllocation({
    entries: [
      { key: 'IE00B4L5Y983', label: 'iShares Core MSCI World UCITS ETF', weightPct: 60 },
      { key: 'IAGG', label: 'iShares Core International Aggregate Bond ETF', weightPct: 35 },
      { key: 'CASH', label: 'Cash', weightPct: 5 },
    ],
    otherPct: 0,
    unknownPct: 0,
    coverage: { pct: 100 },
  }),
  assets: anAllocation({
    entries: [
      { key: 'sec-aapl', label: 'Apple Inc.', weightPct: 2.85 },
      { key: 'sec-msft', label: 'Microsoft Corp.', weightPct: 2.52 },
    ],
    otherPct: 94.63,
    unknownPct: 0,
  }),
  countries: anAllocation(),
  currencies: anAllocation({
    entries: [
      { key: 'USD', label: 'US dollar', weightPct: 58.2 },
      { key: 'EUR', label: 'Euro', weightPct: 21.4 },
      { key: 'JPY', label: 'Japanese yen', weightPct: 6.1 },
    ],
    otherPct: 14.3,
    unknownPct: 0,
  }),
  sectors: anAllocation({
    entries: [
      { key: 'it', label: 'Information Technology', weightPct: 14.9 },
      { key: 'fin', label: 'Financials', weightPct: 9.4 },
      { key: 'gov', label: 'Government', weightPct: 24.1 },
    ],
    otherPct: 47.1,
    unknownPct: 4.5,
  }),
  goalsDistribution: anAllocation({
    entries: Array.from({ length: 17 }, (_, i) => ({
      key: String(i + 1),
      label: `SDG ${i + 1}`,
      weightPct: 3 + i,
    })),
    otherPct: 0,
    unknownPct: 0,
    coverage: aCoverage({ pct: 71 }),
  }),
  ...overrides,
});

export const aCountryAllocation = (overrides: Partial<CountryAllocation> = {}): CountryAllocation => ({
  portfolio: [
    { country: 'US', label: 'United States', weightPct: 42.6 },
    { country: 'IT', label: 'Italy', weightPct: 3.2 },
  ],
  benchmark: [
    { country: 'US', label: 'United States', weightPct: 71.2 },
    { country: 'IT', label: 'Italy', weightPct: 0.7 },
  ],
  coverage: aCoverage({ pct: 96.5 }),
  benchmarkCoverage: aCoverage({ pct: 99.8 }),
  ...overrides,
});

const someTrailingReturns = (): TrailingReturns => ({
  ytd: { value: 0.0612, isAnnualised: false },
  y1: { value: 0.0874, isAnnualised: false },
  y3: { value: 0.0421, isAnnualised: true },
  y5: { value: null, isAnnualised: true, reason: 'insufficient_history' },
  sinceInception: { value: 0.0583, isAnnualised: true },
});

export const aPerformanceReturns = (overrides: Partial<PerformanceReturns> = {}): PerformanceReturns => ({
  asOf: '2024-12-31',
  portfolio: {
    cumulative: { lastWeek: 0.0041, lastMonth: -0.0123, lastYear: 0.0612 },
    rolling: { lastWeek: 0.0052, lastMonth: -0.0087, lastYear: 0.0874 },
  },
  benchmark: {
    cumulative: { lastWeek: 0.0063, lastMonth: -0.0201, lastYear: 0.1512 },
    rolling: { lastWeek: 0.0071, lastMonth: -0.0165, lastYear: 0.1784 },
  },
  trailing: { portfolio: someTrailingReturns(), benchmark: someTrailingReturns() },
  ...overrides,
});

export const aDailyPerformance = (overrides: Partial<DailyPerformance> = {}): DailyPerformance => ({
  from: '2024-10-01',
  to: '2024-12-31',
  minDate: '2019-09-10',
  maxDate: '2024-12-31',
  base: 100,
  series: [
    { date: '2024-10-01', portfolio: 100, benchmark: 100 },
    { date: '2024-10-31', portfolio: 98.7, benchmark: 98.1 },
    { date: '2024-11-29', portfolio: 102.4, benchmark: 104.9 },
    { date: '2024-12-31', portfolio: 101.2, benchmark: 103.3 },
  ],
  ...overrides,
});

export const aRollingReturnSeries = (overrides: Partial<RollingReturnSeries> = {}): RollingReturnSeries => ({
  window: '1y',
  isAnnualised: false,
  points: [
    { date: '2024-10-31', portfolio: 0.1012, benchmark: 0.2201 },
    { date: '2024-11-29', portfolio: 0.1133, benchmark: 0.2545 },
    { date: '2024-12-31', portfolio: 0.0874, benchmark: 0.1784 },
  ],
  ...overrides,
});

const someRiskSet = (scale: number): RiskSet => ({
  standardDeviation: { value: 0.112 * scale },
  sharpe: { value: 0.78 / scale },
  sortino: { value: 1.05 / scale },
  alpha: { value: -0.012 * scale },
  beta: { value: 0.71 * scale },
  rSquared: { value: 0.88 },
  maxDrawdown: { value: -0.187 * scale },
});

export const aRiskMeasures = (overrides: Partial<RiskMeasures> = {}): RiskMeasures => ({
  riskFreePct: 0,
  periodsPerYear: 252,
  windows: [
    {
      window: 'y1',
      from: '2023-12-29',
      to: '2024-12-31',
      observations: 252,
      portfolio: someRiskSet(1),
      benchmark: someRiskSet(1.2),
    },
    {
      window: 'y5',
      from: '2019-12-31',
      to: '2024-12-31',
      observations: 1_258,
      portfolio: {
        ...someRiskSet(1),
        alpha: { value: null, reason: 'insufficient_history' },
        beta: { value: null, reason: 'insufficient_history' },
        rSquared: { value: null, reason: 'insufficient_history' },
      },
      benchmark: null,
    },
  ],
  ...overrides,
});

export const anEsgRow = (overrides: Partial<EsgRow> = {}): EsgRow => ({
  name: 'Enel S.p.A.',
  companyId: 'co-enel',
  isin: 'IT0003128367',
  country: 'IT',
  sector: 'Utilities',
  weightPct: 0.42,
  score: 67.5,
  values: { PHY_ENV_POLICY: 1, PHY_GHG_TARGET: 1, PHY_M_GHG_INTENSITY: 243.1, PHY_WATER_RECYCLED: null },
  ...overrides,
});

export const anEsgPillar = (overrides: Partial<EsgPillar> = {}): EsgPillar => ({
  companies: [
    anEsgRow(),
    anEsgRow({
      name: 'Eni S.p.A.',
      companyId: 'co-eni',
      isin: 'IT0003132476',
      sector: 'Energy',
      weightPct: 0.31,
      score: 51.2,
    }),
  ],
  indicators: [
    { code: 'PHY_ENV_POLICY', label: 'Environmental policy', unit: null, kind: 'flag' },
    { code: 'PHY_GHG_TARGET', label: 'GHG reduction target', unit: null, kind: 'flag' },
    { code: 'PHY_M_GHG_INTENSITY', label: 'GHG intensity', unit: 't CO2e / €M revenue', kind: 'quantity' },
    { code: 'PHY_WATER_RECYCLED', label: 'Water recycled', unit: '%', kind: 'percent' },
  ],
  selectedIndicators: ['PHY_ENV_POLICY', 'PHY_M_GHG_INTENSITY'],
  portfolioTotal: {
    name: 'TOTAL',
    weightPct: 100,
    score: 58.3,
    values: {
      PHY_ENV_POLICY: 0.81,
      PHY_GHG_TARGET: 0.64,
      PHY_M_GHG_INTENSITY: 121.7,
      PHY_WATER_RECYCLED: null,
    },
    coverage: aCoverage(),
  },
  benchmarkTotal: {
    name: 'BENCHMARK',
    weightPct: 100,
    score: 55.9,
    values: {
      PHY_ENV_POLICY: 0.78,
      PHY_GHG_TARGET: 0.6,
      PHY_M_GHG_INTENSITY: 135.2,
      PHY_WATER_RECYCLED: null,
    },
    coverage: aCoverage({ pct: 98 }),
  },
  ...overrides,
});

export const anEsgData = (overrides: Partial<EsgData> = {}): EsgData => ({
  e: anEsgPillar(),
  s: anEsgPillar(),
  g: anEsgPillar(),
  paging: somePaging({ orderBy: 'weight' }),
  limited: false,
  ...overrides,
});

export const aCountryEsg = (overrides: Partial<CountryEsg> = {}): CountryEsg => ({
  data: [
    {
      country: 'IT',
      label: 'Italy',
      region: 'Europe',
      weightPct: 8.2,
      environmental: 61,
      social: 66.5,
      governance: 58,
      score: 61.8,
    },
    {
      country: 'DE',
      label: 'Germany',
      region: 'Europe',
      weightPct: 7.4,
      environmental: 70,
      social: 74,
      governance: 80,
      score: 74.7,
    },
  ],
  page: 1,
  perPage: 20,
  total: 2,
  order: 'desc',
  orderBy: 'weight',
  find: '',
  portfolioTotal: {
    environmental: 65.2,
    social: 70,
    governance: 68.6,
    score: 67.9,
    coverage: aCoverage({ pct: 15.6 }),
  },
  benchmarkTotal: null,
  limited: false,
  ...overrides,
});

export const aSustainabilityScore = (overrides: Partial<SustainabilityScore> = {}): SustainabilityScore => {
  const c = (portfolio: number | null, benchmark: number | null) => ({
    portfolio,
    benchmark,
    coverage: aCoverage(),
    benchmarkCoverage: aCoverage({ pct: 98 }),
  });
  return {
    overall: c(58.9, 55.2),
    environmental: c(62.4, 57.1),
    social: c(55.1, 54),
    governance: c(71.8, 70.2),
    impact: c(48.3, 44.9),
    products: c(52, null),
    ...overrides,
  };
};

export const aProductsData = (overrides: Partial<ProductsData> = {}): ProductsData => ({
  categories: [
    { code: 'renewable_energy', label: 'Renewable energy', weightPct: 1.8, sustainableScore: 88 },
    { code: 'fossil_fuels', label: 'Fossil fuels', weightPct: 2.4, sustainableScore: 12 },
  ],
  companies: [
    {
      companyId: 'co-enel',
      name: 'Enel S.p.A.',
      weightPct: 0.42,
      products: [
        { category: 'renewable_energy', label: 'Renewable energy', weightPct: 55, sustainableScore: 88 },
        { category: 'fossil_fuels', label: 'Fossil fuels', weightPct: 20, sustainableScore: 12 },
      ],
    },
  ],
  category: null,
  coverage: aCoverage({ pct: 74 }),
  ...overrides,
});

export const anImpactSummary = (overrides: Partial<ImpactSummary> = {}): ImpactSummary => ({
  type: 0,
  limited: false,
  categories: [
    {
      category: 'emissions',
      label: 'Emissions',
      indicators: [
        {
          code: 'SCOPE1',
          label: 'Scope 1 emissions',
          unit: 't CO2e',
          portfolio: 12.4,
          benchmark: 15.9,
          coverage: aCoverage(),
          comparison: { key: 'airplanes', count: 0.13 },
        },
        {
          code: 'GHG',
          label: 'GHG emissions',
          unit: 't CO2e',
          portfolio: 41.7,
          benchmark: null,
          coverage: aCoverage(),
        },
      ],
    },
  ],
  ...overrides,
});

export const anImpactDetailPage = (overrides: Partial<ImpactDetailPage> = {}): ImpactDetailPage => ({
  data: [
    {
      companyId: 'co-enel',
      name: 'Enel S.p.A.',
      weightPct: 0.42,
      metrics: [
        { code: 'SCOPE1', value: 38_600_000, unit: 't CO2e' },
        { code: 'Waste', value: null, unit: 't' },
      ],
    },
  ],
  page: 1,
  perPage: 20,
  total: 1,
  order: 'desc',
  orderBy: 'weight',
  find: '',
  type: 0,
  category: 'emissions',
  ...overrides,
});

export const anImpactConfiguration = (overrides: Partial<ImpactConfiguration> = {}): ImpactConfiguration => ({
  settings: [
    {
      category: 'emissions',
      label: 'Emissions',
      indicators: [
        { code: 'SCOPE1', label: 'Scope 1 emissions', unit: 't CO2e', isSelected: true },
        { code: 'NOx', label: 'NOx emissions', unit: 't', isSelected: false },
      ],
    },
  ],
  ...overrides,
});

const anInvolvedCompany = (overrides: Partial<InvolvedCompany> = {}): InvolvedCompany => ({
  companyId: 'co-bat',
  name: 'British American Tobacco plc',
  weightPct: 0.12,
  revenueSharePct: 96,
  band: 'red',
  ...overrides,
});

export const aControversyData = (overrides: Partial<ControversyData> = {}): ControversyData => ({
  results: [
    {
      companyId: 'co-bat',
      name: 'British American Tobacco plc',
      weightPct: 0.12,
      values: {
        tobacco: { revenueSharePct: 96, ownershipPct: null, band: 'red' },
        alcohol: { revenueSharePct: 0, ownershipPct: null, band: 'green' },
        social_controversy: { revenueSharePct: null, ownershipPct: null, band: null },
      },
    },
  ],
  columns: [
    {
      code: 'tobacco',
      label: 'Tobacco',
      kind: 'exclusion',
      greenPct: 90.1,
      yellowPct: 0.3,
      redPct: 0.4,
      coverage: aCoverage({ pct: 90.8 }),
    },
    {
      code: 'alcohol',
      label: 'Alcohol',
      kind: 'exclusion',
      greenPct: 89.2,
      yellowPct: 1.2,
      redPct: 0.4,
      coverage: aCoverage({ pct: 90.8 }),
    },
    {
      code: 'social_controversy',
      label: 'Social controversies',
      kind: 'controversy',
      greenPct: 70,
      yellowPct: 8,
      redPct: 2,
      coverage: aCoverage({ pct: 80 }),
    },
  ],
  paging: somePaging({ total: 1, orderBy: 'weight' }),
  ...overrides,
});

export const anExclusionsWatchList = (overrides: Partial<ExclusionsWatchList> = {}): ExclusionsWatchList => ({
  items: [
    { code: 'tobacco', label: 'Tobacco', band: 'red', weightPct: 0.4, companies: [anInvolvedCompany()] },
  ],
  coverage: aCoverage({ pct: 90.8 }),
  ...overrides,
});

export const someRedCompanies = (overrides: Partial<RedCompanies> = {}): RedCompanies => ({
  byWeight: [
    {
      companyId: 'co-bat',
      name: 'British American Tobacco plc',
      weightPct: 0.12,
      redIndicators: ['tobacco'],
    },
  ],
  byIndicator: [{ code: 'tobacco', label: 'Tobacco', weightPct: 0.4, companies: [anInvolvedCompany()] }],
  ...overrides,
});

export const aTaxonomyPage = (overrides: Partial<TaxonomyPage> = {}): TaxonomyPage => ({
  data: [
    {
      companyId: 'co-enel',
      name: 'Enel S.p.A.',
      country: 'IT',
      sector: 'Utilities',
      weightPct: 0.42,
      turnover: { eligiblePct: 72.1, alignedPct: 61.4 },
      capex: { eligiblePct: 95, alignedPct: 88.2 },
      opex: { eligiblePct: null, alignedPct: null },
      fiscalYear: 2023,
      isEstimated: false,
    },
  ],
  page: 1,
  perPage: 20,
  total: 1,
  order: 'desc',
  orderBy: 'weight',
  find: '',
  ...overrides,
});

/** A KPI summary built around the worked example of sfdr-pai-and-taxonomy.md §10 (23 % eligible, 14.5 % aligned). */
export const aTaxonomyKpiSummary = (overrides: Partial<TaxonomyKpiSummary> = {}): TaxonomyKpiSummary => ({
  includingSovereigns: { eligiblePct: 23, alignedPct: 14.5 },
  excludingSovereigns: { eligiblePct: 28.75, alignedPct: 18.125 },
  byObjective: {
    CCM: { eligiblePct: 20, alignedPct: 13 },
    CCA: { eligiblePct: 3, alignedPct: 1.5 },
    WTR: { eligiblePct: 0, alignedPct: 0 },
    CE: { eligiblePct: 0, alignedPct: 0 },
    PPC: { eligiblePct: 0, alignedPct: 0 },
    BIO: { eligiblePct: 0, alignedPct: 0 },
  },
  enablingPct: 3.1,
  transitionalPct: 1.2,
  fossilGasPct: 0,
  nuclearPct: 0.4,
  coverage: aCoverage({ pct: 80, coveredValueEur: 8_000_000, estimatedPct: 0 }),
  ...overrides,
});

const aTaxonomySide = (): TaxonomySide => ({
  turnover: aTaxonomyKpiSummary(),
  capex: aTaxonomyKpiSummary({ includingSovereigns: { eligiblePct: 31, alignedPct: 22 } }),
  opex: aTaxonomyKpiSummary({ includingSovereigns: { eligiblePct: 12, alignedPct: 6 } }),
});

export const aTaxonomySummary = (overrides: Partial<TaxonomySummary> = {}): TaxonomySummary => ({
  portfolio: aTaxonomySide(),
  benchmark: aTaxonomySide(),
  ...overrides,
});

/**
 * PAI 2 of the worked example of sfdr-pai-and-taxonomy.md §10: 21.5 t CO2e / €M invested; V = 10 M EUR, of which
 * 8 M company value, all of it covered (80 % of V).
 */
export const aPaiFigure = (overrides: Partial<PaiFigure> = {}): PaiFigure => ({
  value: 21.5,
  status: 'ok',
  unit: 't_co2e_per_meur_invested',
  basis: 'all',
  coverage: { pct: 80, coveredValueEur: 8_000_000, estimatedPct: 0 },
  totalValueEur: 10_000_000,
  eligibleValueEur: 8_000_000,
  fiscalYear: 2023,
  fiscalYearFrom: 2023,
  ...overrides,
});

/** A PAI figure without data: null, never 0 (sfdr-pai-and-taxonomy.md §5.3). */
export const aMissingPaiFigure = (overrides: Partial<PaiFigure> = {}): PaiFigure =>
  aPaiFigure({
    value: null,
    status: 'no_data',
    coverage: { pct: 0, coveredValueEur: 0, estimatedPct: 0 },
    fiscalYear: null,
    fiscalYearFrom: null,
    ...overrides,
  });

const quarterEnds = ['03-31', '06-30', '09-30', '12-31'] as const;

/** The four quarter-end figures of a metric or a statement line (null: no data that quarter). */
export const somePaiQuarters = (
  year = 2023,
  values: Array<number | null> = [20, 21, 22, 23],
): StatementQuarterFigure[] =>
  quarterEnds.map((end, i) => {
    const value = values[i] ?? null;
    return {
      number: i + 1,
      date: `${year}-${end}`,
      ...(value === null ? aMissingPaiFigure() : aPaiFigure({ value })),
    };
  });

export const aPaiData = (overrides: Partial<PaiData> = {}): PaiData => ({
  set: 1,
  basis: 'all',
  referenceYear: 2023,
  minimumYear: 2021,
  indicators: [
    {
      table: 1,
      number: 2,
      code: 'PAI_1_2',
      label: 'Carbon footprint',
      metrics: [
        {
          code: 'PAI_1_2',
          label: 'Carbon footprint',
          portfolio: aPaiFigure(),
          benchmark: aPaiFigure({
            value: 35.2,
            coverage: { pct: 97, coveredValueEur: 9_700_000, estimatedPct: 0 },
          }),
        },
      ],
    },
    {
      table: 1,
      number: 15,
      code: 'PAI_1_15',
      label: 'GHG intensity (sovereigns)',
      metrics: [
        {
          code: 'PAI_1_15',
          label: 'GHG intensity (sovereigns)',
          portfolio: aMissingPaiFigure({
            status: 'not_applicable',
            unit: 't_co2e_per_meur_gdp',
            eligibleValueEur: 0,
          }),
          benchmark: null,
        },
      ],
    },
  ],
  quarterly: [{ number: 2, code: 'PAI_1_2', values: somePaiQuarters() }],
  companies: [
    {
      companyId: 'co-k',
      name: 'Company K',
      weightPct: 50,
      valueEur: 5_000_000,
      values: { PAI_1_2: 40 },
      fiscalYear: 2023,
      isEstimated: false,
    },
  ],
  ...overrides,
});

export const aPaiDetailPage = (overrides: Partial<PaiDetailPage> = {}): PaiDetailPage => ({
  data: aPaiData().companies,
  page: 1,
  perPage: 20,
  total: 1,
  order: 'desc',
  orderBy: 'weight',
  find: '',
  set: 1,
  columns: [{ code: 'PAI_1_2', label: 'Carbon footprint', unit: 't_co2e_per_meur_invested' }],
  ...overrides,
});

/** A year figure of the statement: the view's figure and how many quarters its mean is over. */
export const aStatementFigure = (overrides: Partial<StatementYearFigure> = {}): StatementYearFigure => ({
  ...aPaiFigure(),
  quartersCounted: 4,
  ...overrides,
});

export const aPaiStatement = (overrides: Partial<PaiStatement> = {}): PaiStatement => ({
  referenceYear: 2023,
  basis: 'all',
  lines: [
    {
      table: 1,
      number: 2,
      code: 'PAI_1_2',
      label: 'Carbon footprint',
      quarters: somePaiQuarters(2023, [20, 21, 22, 23]),
      // (20 + 21 + 22 + 23) / 4 = 21.5
      year: aStatementFigure({ value: 21.5 }),
    },
  ],
  taxonomy: [
    {
      code: 'taxonomy_turnover_aligned_including',
      kpi: 'turnover',
      measure: 'aligned',
      scope: 'includingSovereigns',
      label: 'EU Taxonomy – Turnover: Aligned (Including sovereign bonds)',
      quarters: somePaiQuarters(2023, [10, 12, 14, 16]).map((q) => ({
        ...q,
        unit: 'percent' as const,
      })),
      // (10 + 12 + 14 + 16) / 4 = 13
      year: aStatementFigure({ value: 13, unit: 'percent' }),
    },
  ],
  ...overrides,
});
