// Writes the recorded report inputs of the tests (test/fixtures/*.json) from core's builders, with enough rows
// to exercise every top list. Deterministic: run it again and the files do not change.
//   npx node --experimental-strip-types --conditions=@esgkit/source packages/report/scripts/make-fixtures.ts
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { paiItemsByTable } from '@esgkit/core';
import {
  aCompanyInfo,
  aControversyData,
  aCountryAllocation,
  aDailyPerformance,
  aHoldingRow,
  aHoldingsPage,
  aMissingPaiFigure,
  anAllocation,
  anEsgPillar,
  anEsgRow,
  anExclusionsWatchList,
  anImpactSummary,
  aPaiData,
  aPaiFigure,
  aPerformanceReturns,
  aPortfolioAggregates,
  aProductsData,
  aRiskMeasures,
  aTaxonomyKpiSummary,
  aTaxonomyPage,
  aTaxonomySummary,
  someRedCompanies,
} from '@esgkit/core/testing';

const SNAPSHOT = 'sha256:3f9a1c07d2b4e85a';
const AS_OF = '2026-10-30';

let seed = 20260131;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const round = (value: number, decimals = 2) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A small PNG logo (brand-blue block with a white bar), built byte by byte so it is deterministic. */
const logoDataUrl = (): string => {
  const width = 120;
  const height = 48;
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) {
      const isBar = y > 20 && y < 28 && x > 14 && x < 106;
      rows.push(...(isBar ? [255, 255, 255] : [0, 160, 255]));
    }
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const png = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
};

const companies = [
  ['co-aapl', 'Apple Inc.', 'US', 'Information Technology'],
  ['co-msft', 'Microsoft Corp.', 'US', 'Information Technology'],
  ['co-nvda', 'NVIDIA Corp.', 'US', 'Information Technology'],
  ['co-amzn', 'Amazon.com Inc.', 'US', 'Consumer Discretionary'],
  ['co-asml', 'ASML Holding N.V.', 'NL', 'Information Technology'],
  ['co-nesn', 'Nestlé S.A.', 'CH', 'Consumer Staples'],
  ['co-enel', 'Enel S.p.A.', 'IT', 'Utilities'],
  ['co-toyota', 'Toyota Motor Corp.', 'JP', 'Consumer Discretionary'],
  ['co-shell', 'Shell plc', 'GB', 'Energy'],
  ['co-sie', 'Siemens AG', 'DE', 'Industrials'],
  ['co-novo', 'Novo Nordisk A/S', 'DK', 'Health Care'],
  ['co-bat', 'British American Tobacco plc', 'GB', 'Consumer Staples'],
] as const;
const weights = [4.12, 3.87, 3.15, 2.4, 1.62, 1.31, 1.12, 0.98, 0.87, 0.76, 0.71, 0.52];

const meta = (coveragePct: number | null) => ({
  snapshotVersion: SNAPSHOT,
  asOf: AS_OF,
  demo: true,
  coverage: coveragePct === null ? null : { pct: coveragePct },
});
const ok = <T>(data: T, coveragePct: number | null = null) => ({
  data,
  meta: meta(coveragePct),
  warnings: [],
});

const allocation = (entries: Array<[string, string, number]>, otherPct: number, coveragePct: number) =>
  anAllocation({
    entries: entries.map(([key, label, weightPct]) => ({ key, label, weightPct })),
    otherPct,
    unknownPct: round(100 - otherPct - entries.reduce((a, e) => a + e[2], 0)),
    coverage: { pct: coveragePct, estimatedPct: 0 },
  });

const aggregates = aPortfolioAggregates({
  distribution: allocation(
    [
      ['IE00B4L5Y983', 'iShares Core MSCI World UCITS ETF', 45],
      ['IE00BKM4GZ66', 'iShares Core MSCI EM IMI UCITS ETF', 15],
      ['IAGG', 'iShares Core International Aggregate Bond ETF', 20],
      ['IE00B3F81R35', 'iShares Core Euro Corporate Bond UCITS ETF', 10],
      ['US0378331005', 'Apple Inc.', 3],
      ['IT0003128367', 'Enel S.p.A.', 2],
      ['CASH', 'Cash', 5],
    ],
    0,
    100,
  ),
  assets: allocation(
    companies.map(([key, label], i) => [key, label, weights[i] as number]),
    round(100 - weights.reduce((a, b) => a + b, 0) - 3.2),
    96.8,
  ),
  countries: allocation(
    [
      ['US', 'United States', 48.2],
      ['JP', 'Japan', 5.4],
      ['GB', 'United Kingdom', 4.1],
      ['FR', 'France', 3.6],
      ['DE', 'Germany', 3.1],
      ['IT', 'Italy', 2.9],
      ['CN', 'China', 2.7],
    ],
    26.5,
    96.5,
  ),
  currencies: allocation(
    [
      ['USD', 'US dollar', 54.3],
      ['EUR', 'Euro', 24.8],
      ['JPY', 'Japanese yen', 5.4],
      ['GBP', 'Pound sterling', 4.1],
      ['CHF', 'Swiss franc', 2.3],
      ['CNY', 'Chinese yuan', 2.1],
    ],
    5.2,
    98.2,
  ),
  sectors: allocation(
    [
      ['it', 'Information Technology', 21.4],
      ['fin', 'Financials', 14.2],
      ['hc', 'Health Care', 9.8],
      ['cd', 'Consumer Discretionary', 9.1],
      ['ind', 'Industrials', 8.7],
      ['gov', 'Government', 18.4],
      ['cs', 'Consumer Staples', 5.3],
    ],
    10.1,
    97.0,
  ),
});

const holdings = aHoldingsPage({
  data: companies.slice(0, 10).map(([id, name, country, sector], i) =>
    aHoldingRow({
      id,
      name,
      input: id,
      type: 'equity',
      weightPct: weights[i] as number,
      valueEur: round((weights[i] as number) * 2_500),
      // every holding 10 % up since the investment day: current weights equal the weights at purchase
      currentValueEur: round((weights[i] as number) * 2_750),
      currentWeightPct: weights[i] as number,
      country,
      sector,
      currency: country === 'US' ? 'USD' : 'EUR',
      viaFunds: ['iShares Core MSCI World UCITS ETF'],
    }),
  ),
  perPage: 10,
  total: 2_284,
  currentValueEur: 275_000,
  currentCoveragePct: 100,
});

const countryList = [
  ['US', 'United States', 48.2, 71.5],
  ['JP', 'Japan', 5.4, 5.9],
  ['GB', 'United Kingdom', 4.1, 3.6],
  ['FR', 'France', 3.6, 2.9],
  ['DE', 'Germany', 3.1, 2.2],
  ['IT', 'Italy', 2.9, 0.7],
  ['CN', 'China', 2.7, 0],
  ['CA', 'Canada', 2.4, 3.1],
  ['CH', 'Switzerland', 2.2, 2.5],
  ['NL', 'Netherlands', 1.8, 1.2],
] as const;

const dailySeries = () => {
  const points: Array<{ date: string; portfolio: number; benchmark: number }> = [];
  let portfolio = 100;
  let benchmark = 100;
  const start = Date.parse('2025-10-30T00:00:00Z');
  for (let day = 0; day <= 365; day++) {
    const date = new Date(start + day * 86_400_000);
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    if (day > 0) {
      const market = (random() - 0.47) * 0.016;
      portfolio *= 1 + market * 0.8 + (random() - 0.5) * 0.003;
      benchmark *= 1 + market + (random() - 0.5) * 0.002;
    }
    points.push({
      date: date.toISOString().slice(0, 10),
      portfolio: round(portfolio),
      benchmark: round(benchmark),
    });
  }
  return points;
};

const esgPillar = (
  indicators: Array<[string, string, string | null, 'flag' | 'quantity' | 'percent']>,
  shift: number,
) =>
  anEsgPillar({
    companies: companies.map(([companyId, name, country, sector], i) =>
      anEsgRow({
        name,
        companyId,
        country,
        sector,
        weightPct: weights[i] as number,
        score: i === 9 ? null : round(45 + ((i * 7 + shift) % 40) + random() * 5, 1),
        values: Object.fromEntries(
          indicators.map(([code, , , kind], k) => [
            code,
            (i + k) % 5 === 4
              ? null
              : kind === 'flag'
                ? (i + k) % 3 === 0
                  ? 0
                  : 1
                : round(random() * (kind === 'percent' ? 100 : 400), 1),
          ]),
        ),
      }),
    ),
    indicators: indicators.map(([code, label, unit, kind]) => ({ code, label, unit, kind })),
    selectedIndicators: indicators.map(([code]) => code),
    portfolioTotal: {
      name: 'TOTAL',
      weightPct: 100,
      score: round(58 + shift / 10, 1),
      values: Object.fromEntries(
        indicators.map(([code], k) => [code, k === 2 ? null : round(0.5 + k * 0.1, 2)]),
      ),
      coverage: { pct: 94.2 - shift / 10, estimatedPct: 6.5 },
    },
    benchmarkTotal: {
      name: 'BENCHMARK',
      weightPct: 100,
      score: round(55 + shift / 12, 1),
      values: Object.fromEntries(
        indicators.map(([code], k) => [code, k === 2 ? null : round(0.45 + k * 0.1, 2)]),
      ),
      coverage: { pct: 97.1, estimatedPct: 4.2 },
    },
  });

const paiFor = (table: 1 | 2 | 3, count: number) => {
  const items = paiItemsByTable(table).slice(0, count);
  return aPaiData({
    set: table,
    indicators: items.map((item, i) => ({
      table,
      number: item.number,
      code: item.id,
      label: item.name['en-US'],
      metrics: item.figures.slice(0, 4).map((figure, k) => {
        const isMissing = (i + k) % 6 === 5;
        const unit = figure.unit;
        const value = round(figure.unit === 'percent' ? 2 + random() * 60 : 5 + random() * 200);
        const coverage = (pct: number, estimatedPct: number) => ({
          pct,
          coveredValueEur: round(100_000 * pct),
          estimatedPct,
        });
        return {
          code: figure.id,
          label: figure.name['en-US'],
          portfolio: isMissing
            ? aMissingPaiFigure({ unit })
            : aPaiFigure({ value, unit, coverage: coverage(round(70 + random() * 25, 1), 8) }),
          benchmark: isMissing
            ? aMissingPaiFigure({ unit })
            : aPaiFigure({ value: round(value * (0.8 + random() * 0.3)), unit, coverage: coverage(95, 0) }),
        };
      }),
    })),
    quarterly: [],
    companies: companies.slice(0, 8).map(([companyId, name], i) => ({
      companyId,
      name,
      weightPct: weights[i] as number,
      valueEur: round((weights[i] as number) * 2_500),
      values: Object.fromEntries(
        items
          .flatMap((item) => item.figures.slice(0, 2))
          .map((f, k) => [f.id, (i + k) % 4 === 3 ? null : round(random() * 90, 2)]),
      ),
      fiscalYear: i === 6 ? null : 2025,
      isEstimated: i % 3 === 0,
    })),
  });
};

const productCategories = [
  ['renewable_energy', 'Renewable energy', 6.2, 91],
  ['medical_devices', 'Medical devices', 4.8, 84],
  ['software', 'Software and services', 12.4, 63],
  ['electric_vehicles', 'Electric vehicles', 2.9, 88],
  ['semiconductors', 'Semiconductors', 8.1, 57],
  ['fossil_fuels', 'Fossil fuels', 2.4, 12],
  ['tobacco_products', 'Tobacco products', 0.5, 3],
] as const;

const fullInput = () => ({
  meta: {
    datasetName: 'esgkit demo universe',
    snapshotVersion: SNAPSHOT,
    methodologyVersion: '2026.1',
    asOf: AS_OF,
    demo: true,
  },
  client: {
    name: 'Giulia Rossi',
    portfolioId: 'p-giulia',
    investmentDay: '2019-09-10',
    investmentAmountEur: 250_000,
    hasBenchmark: true,
  },
  branding: aCompanyInfo({
    legalName: 'Aurora Wealth Partners S.r.l.',
    addressLine1: 'Via Dante 12',
    addressLine2: '',
    city: 'Milano',
    state: 'MI',
    zipCode: '20121',
    email: 'info@aurora-wealth.example',
    phone: '+39 02 1234 5678',
    website: 'https://aurora-wealth.example',
    color: '#00A0FF',
    logo: logoDataUrl(),
  }),
  results: {
    aggregates: ok(aggregates, 96.8),
    holdings: ok(holdings, 96.8),
    countryAllocation: ok(
      aCountryAllocation({
        portfolio: countryList.map(([country, label, weightPct]) => ({ country, label, weightPct })),
        benchmark: countryList
          .filter((c) => c[3] > 0)
          .map(([country, label, , weightPct]) => ({ country, label, weightPct })),
      }),
    ),
    performance: ok(
      aPerformanceReturns({
        asOf: AS_OF,
        trailing: {
          ...aPerformanceReturns().trailing,
          // the benchmark ahead of the portfolio, as in the cumulative and rolling figures
          benchmark: {
            ytd: { value: 0.0705, isAnnualised: false },
            y1: { value: 0.0951, isAnnualised: false },
            y3: { value: 0.0488, isAnnualised: true },
            y5: { value: null, isAnnualised: true, reason: 'insufficient_history' },
            sinceInception: { value: 0.0617, isAnnualised: true },
          },
        },
      }),
    ),
    risk: ok(
      aRiskMeasures({
        windows: [...aRiskMeasures().windows.map((w) => ({ ...w }))],
      }),
    ),
    dailyPerformance: ok(
      (() => {
        const series = dailySeries();
        return aDailyPerformance({
          from: series[0]!.date,
          to: series.at(-1)!.date,
          minDate: '2019-09-10',
          maxDate: AS_OF,
          series,
        });
      })(),
    ),
    esg: ok({
      e: esgPillar(
        [
          ['PHY_ENV_POLICY', 'Environmental policy', null, 'flag'],
          ['PHY_M_GHG_INTENSITY', 'GHG intensity', 't CO2e / €M', 'quantity'],
          ['PHY_WATER_RECYCLED', 'Water recycled', '%', 'percent'],
        ],
        0,
      ),
      s: esgPillar(
        [
          ['PHY_HUMAN_RIGHTS_POLICY', 'Human rights policy', null, 'flag'],
          ['PHY_WOMEN_BOARD', 'Women on the board', '%', 'percent'],
          ['PHY_M_ACCIDENT_RATE', 'Accident rate', 'per M hours', 'quantity'],
        ],
        13,
      ),
      g: esgPillar(
        [
          ['PHY_ANTI_CORRUPTION', 'Anti-corruption policy', null, 'flag'],
          ['PHY_BOARD_INDEPENDENCE', 'Independent directors', '%', 'percent'],
          ['PHY_M_CEO_PAY_RATIO', 'CEO pay ratio', 'x', 'quantity'],
        ],
        27,
      ),
      paging: { page: 1, perPage: 5, total: 1_812, order: 'desc', orderBy: 'weight', find: '' },
      limited: false,
    }),
    impactSummary: ok(
      anImpactSummary({
        categories: [
          ...anImpactSummary().categories,
          {
            category: 'resources',
            label: 'Resources',
            indicators: [
              {
                code: 'WATER',
                label: 'Water withdrawal',
                unit: 'm³',
                portfolio: 1_523.4,
                benchmark: 1_801.2,
                coverage: { pct: 71.3 },
              },
              {
                code: 'WASTE',
                label: 'Waste generated',
                unit: 't',
                portfolio: 3.82,
                benchmark: null,
                coverage: { pct: 64.0 },
              },
            ],
          },
        ],
      }),
    ),
    products: ok(
      aProductsData({
        categories: productCategories.map(([code, label, weightPct, sustainableScore]) => ({
          code,
          label,
          weightPct,
          sustainableScore,
        })),
        companies: companies.map(([companyId, name], i) => ({
          companyId,
          name,
          weightPct: weights[i] as number,
          products: productCategories
            .filter((_, k) => (i + k) % 3 === 0)
            .map(([category, label, , score], k) => ({
              category,
              label,
              weightPct: round(20 + ((i * 13 + k * 7) % 60)),
              sustainableScore: (i + k) % 7 === 6 ? null : round(score - (i % 5) * 2, 1),
            })),
        })),
      }),
    ),
    controversies: ok({ columns: aControversyData().columns }),
    exclusionsWatchList: ok(
      anExclusionsWatchList({
        items: [
          ...anExclusionsWatchList().items,
          {
            code: 'thermal_coal',
            label: 'Thermal coal',
            band: 'yellow',
            weightPct: 1.2,
            companies: [
              {
                companyId: 'co-enel',
                name: 'Enel S.p.A.',
                weightPct: 1.12,
                revenueSharePct: 2.1,
                band: 'yellow',
              },
            ],
          },
          { code: 'alcohol', label: 'Alcohol', band: 'green', weightPct: 0, companies: [] },
          { code: 'weapons', label: 'Controversial weapons', band: 'green', weightPct: 0, companies: [] },
        ],
      }),
    ),
    redCompanies: ok(
      someRedCompanies({
        byWeight: [
          {
            companyId: 'co-shell',
            name: 'Shell plc',
            weightPct: 0.87,
            redIndicators: ['fossil_fuels', 'env_controversy'],
          },
          {
            companyId: 'co-bat',
            name: 'British American Tobacco plc',
            weightPct: 0.52,
            redIndicators: ['tobacco'],
          },
          {
            companyId: 'co-amzn',
            name: 'Amazon.com Inc.',
            weightPct: 2.4,
            redIndicators: ['social_controversy'],
          },
          {
            companyId: 'co-toyota',
            name: 'Toyota Motor Corp.',
            weightPct: 0.98,
            redIndicators: ['env_controversy'],
          },
          {
            companyId: 'co-nesn',
            name: 'Nestlé S.A.',
            weightPct: 1.31,
            redIndicators: ['social_controversy'],
          },
          { companyId: 'co-x', name: 'Small Red Co.', weightPct: 0.05, redIndicators: ['tobacco'] },
        ],
        byIndicator: [
          ...someRedCompanies().byIndicator,
          {
            code: 'fossil_fuels',
            label: 'Fossil fuels',
            weightPct: 0.87,
            companies: [
              {
                companyId: 'co-shell',
                name: 'Shell plc',
                weightPct: 0.87,
                revenueSharePct: 78.4,
                band: 'red',
              },
            ],
          },
          {
            code: 'social_controversy',
            label: 'Social controversies',
            weightPct: 3.71,
            companies: [
              {
                companyId: 'co-amzn',
                name: 'Amazon.com Inc.',
                weightPct: 2.4,
                revenueSharePct: null,
                band: 'red',
              },
              {
                companyId: 'co-nesn',
                name: 'Nestlé S.A.',
                weightPct: 1.31,
                revenueSharePct: null,
                band: 'red',
              },
            ],
          },
          {
            code: 'env_controversy',
            label: 'Environmental controversies',
            weightPct: 1.85,
            companies: [
              {
                companyId: 'co-toyota',
                name: 'Toyota Motor Corp.',
                weightPct: 0.98,
                revenueSharePct: null,
                band: 'red',
              },
              {
                companyId: 'co-shell',
                name: 'Shell plc',
                weightPct: 0.87,
                revenueSharePct: null,
                band: 'red',
              },
            ],
          },
        ],
      }),
    ),
    pai1: ok(paiFor(1, 14)),
    pai2: ok(paiFor(2, 6)),
    pai3: ok(paiFor(3, 5)),
    taxonomySummary: ok(
      aTaxonomySummary({
        benchmark: {
          turnover: aTaxonomyKpiSummary({
            includingSovereigns: { eligiblePct: 27, alignedPct: 11.5 },
            excludingSovereigns: { eligiblePct: 31.4, alignedPct: 13.37 },
          }),
          capex: aTaxonomyKpiSummary({
            includingSovereigns: { eligiblePct: 34, alignedPct: 18 },
            excludingSovereigns: { eligiblePct: 39.53, alignedPct: 20.93 },
          }),
          opex: aTaxonomyKpiSummary({
            includingSovereigns: { eligiblePct: 15, alignedPct: 5 },
            excludingSovereigns: { eligiblePct: 17.44, alignedPct: 5.81 },
          }),
        },
      }),
    ),
    taxonomy: ok(
      aTaxonomyPage({
        data: companies.slice(0, 7).map(([companyId, name, country, sector], i) => ({
          companyId,
          name,
          country,
          sector,
          weightPct: weights[i] as number,
          turnover: { eligiblePct: round(10 + i * 9), alignedPct: i === 3 ? null : round(4 + i * 5) },
          capex: { eligiblePct: round(20 + i * 6), alignedPct: round(8 + i * 4) },
          opex: { eligiblePct: null, alignedPct: null },
          fiscalYear: 2025,
          isEstimated: i % 2 === 1,
        })),
        perPage: 5,
        total: 312,
      }),
    ),
  },
});

/** The same portfolio without a benchmark: every benchmark figure is null or absent. */
const withoutBenchmark = () => {
  const input = fullInput();
  const r = input.results;
  input.client.hasBenchmark = false;
  r.countryAllocation.data.benchmark = null;
  r.countryAllocation.data.benchmarkCoverage = null;
  r.performance.data.benchmark = null;
  r.performance.data.trailing.benchmark = null;
  r.risk.data.windows = r.risk.data.windows.map((w) => ({ ...w, benchmark: null }));
  r.dailyPerformance.data.series = r.dailyPerformance.data.series.map((p) => ({ ...p, benchmark: null }));
  for (const pillar of ['e', 's', 'g'] as const) r.esg.data[pillar].benchmarkTotal = null;
  for (const c of r.impactSummary.data.categories) for (const i of c.indicators) i.benchmark = null;
  for (const key of ['pai1', 'pai2', 'pai3'] as const)
    for (const i of r[key].data.indicators) for (const m of i.metrics) m.benchmark = null;
  r.taxonomySummary.data.benchmark = null;
  return input;
};

const out = new URL('../test/fixtures/', import.meta.url);
writeFileSync(new URL('report-input.json', out), `${JSON.stringify(fullInput(), null, 2)}\n`);
writeFileSync(
  new URL('report-input-no-benchmark.json', out),
  `${JSON.stringify(withoutBenchmark(), null, 2)}\n`,
);
