import {
  type Allocation,
  type CsvSection,
  type CsvValue,
  csvUnitLabel,
  type Locale,
  type PaiFigure,
  type PortfolioAggregates,
  RISK_MEASURES,
  type RiskFigure,
  type RiskWindowId,
  type TrafficLight,
  type Translator,
} from '@esgkit/core';
import { translatorFor } from '../../analytics/views/side.ts';
import type { PortfolioRow } from '../../store/repositories/portfolios.ts';
import type { CalculationService } from '../calculations/index.ts';
import type { ScoringService } from '../scoring.ts';
import type { PortfolioClaim } from './claims.ts';
import { sustainabilityTable } from './sustainability-section.ts';

// Each CSV section of a portfolio (spec doc 2 §7) as a table: the whole view the section exports, headers in the
// link's language.

type Cell = CsvValue;
export interface Table {
  header: string[];
  rows: Cell[][];
}

/** Every row of a view (the views page by 20). */
export const ALL_ROWS = Number.MAX_SAFE_INTEGER;
const EVERY_ROW = { page: 1, perPage: ALL_ROWS };

interface SectionInput {
  calc: CalculationService;
  scoring: Pick<ScoringService, 'profileOf'>;
  row: PortfolioRow;
  claim: PortfolioClaim;
  /** as the caller's view (doc 2 §6) */
  limited: boolean;
  locale: Locale;
  t: Translator;
  /** a column header */
  c: (key: string) => string;
}

const bandLabel = (t: Translator, band: TrafficLight | null) => (band ? t(`exports.bands.${band}`) : null);
const figureCells = (t: Translator, f: PaiFigure | null): Cell[] =>
  f ? [f.value, t(`exports.statuses.${f.status}`), f.coverage.pct] : [null, null, null];

const paiSection = async ({ calc, row, locale, t, c, claim }: SectionInput): Promise<Table> => {
  const set = Number(claim.section.slice(4)) as 1 | 2 | 3;
  const data = await calc.pai(row, set, 'all', claim.locale);
  return {
    header: [
      'number',
      'indicator',
      'metric',
      'unit',
      'unitCode',
      'portfolio',
      'status',
      'coveragePct',
      'coveredValueEur',
      'totalValueEur',
      'fiscalYear',
      'benchmark',
      'benchmarkStatus',
      'referenceYear',
    ].map(c),
    rows: data.indicators.flatMap((i) =>
      i.metrics.map((m) => {
        const [value, status, coverage] = figureCells(t, m.portfolio);
        const [bValue, bStatus] = figureCells(t, m.benchmark);
        // the portfolio's figure in the views' vocabulary: the unit as a label with its id beside it (as the
        // PAI statement's CSV), coverage, covered value, V, fiscal year
        return [
          i.number,
          i.label,
          m.label,
          csvUnitLabel(m.portfolio.unit, locale),
          m.portfolio.unit,
          value,
          status,
          coverage,
          m.portfolio.coverage.coveredValueEur,
          m.portfolio.totalValueEur,
          m.portfolio.fiscalYear,
          bValue,
          bStatus,
          data.referenceYear,
        ];
      }),
    ),
  };
};

// PAI by company (the detail view): every company's inputs to one table, each metric's unit beside its label
const paiDetailSection = async ({ calc, row, locale, c, claim }: SectionInput): Promise<Table> => {
  const set = Number(claim.section.slice('pai-detail-'.length)) as 1 | 2 | 3;
  const page = await calc.paiDetail(row, set, EVERY_ROW, locale);
  return {
    header: [
      ...['name', 'weightPct', 'fiscalYear'].map(c),
      ...page.columns.map((col) => `${col.label} (${csvUnitLabel(col.unit, locale)})`),
    ],
    rows: page.data.map((r) => [
      r.name,
      r.weightPct,
      r.fiscalYear,
      ...page.columns.map((col) => r.values[col.code] ?? null),
    ]),
  };
};

// An allocation view (assets, countries, currencies, sectors, SDGs): its rows as the view's table lists them, the
// listed entries then "other" and "unknown" when they weigh anything
type AllocationKey = 'assets' | 'countries' | 'currencies' | 'sectors' | 'goalsDistribution';
const allocationRows = (t: Translator, allocation: Allocation): Cell[][] => [
  ...allocation.entries.map((e) => [e.key, e.label, e.weightPct]),
  ...(allocation.otherPct > 0 ? [[null, t('report.other'), allocation.otherPct]] : []),
  ...(allocation.unknownPct > 0 ? [[null, t('report.unknown'), allocation.unknownPct]] : []),
];
const allocationSection =
  (key: AllocationKey) =>
  async ({ calc, row, locale, t, c }: SectionInput): Promise<Table> => {
    const data: PortfolioAggregates = await calc.aggregates(row, undefined, locale);
    return { header: ['code', 'name', 'weightPct'].map(c), rows: allocationRows(t, data[key]) };
  };

// the windows as the risk view names its columns
const windowLabel = (t: Translator, window: RiskWindowId | 'whole'): string =>
  ({
    ytd: t('ranges.ytd'),
    y1: t('ranges.oneYear'),
    y3: t('ranges.threeYears'),
    y5: t('ranges.fiveYears'),
    custom: t('web.results.customRange'),
    whole: t('web.results.wholeWindow'),
  })[window];

const sections: Record<CsvSection, (input: SectionInput) => Promise<Table>> = {
  // the portfolio summary view: its headline figures (a value each), then the distribution by item (a weight each)
  summary: async ({ calc, row, locale, t, c }) => {
    const data = await calc.aggregates(row, undefined, locale);
    const s = data.summary;
    const figures: [string, Cell][] = [
      [t('fields.investmentDay'), s.investmentDay],
      [`${t('fields.investmentAmount')} (EUR)`, s.investmentAmountEur],
      [t('report.summary.itemsCount'), s.itemsCount],
      [t('report.summary.holdingsCount'), s.holdingsCount],
      [t('report.summary.companiesCount'), s.companiesCount],
      [t('report.summary.countriesCount'), s.countriesCount],
      [`${t('report.summary.cashPct')} (%)`, s.cashPct],
      [`${t('report.summary.notLookedThroughPct')} (%)`, s.notLookedThroughPct],
    ];
    return {
      header: ['measure', 'value', 'weightPct'].map(c),
      rows: [
        ...figures.map(([label, value]) => [label, value, null]),
        ...allocationRows(t, data.distribution).map(([, label, weight]) => [label, null, weight]),
      ],
    };
  },
  assets: allocationSection('assets'),
  countries: allocationSection('countries'),
  currencies: allocationSection('currencies'),
  sectors: allocationSection('sectors'),
  sdgs: allocationSection('goalsDistribution'),
  // the risk view as it first opens (the standard windows and the whole window since the first investment): one
  // row per window and measure; fractions as fractions, ratios as ratios (metrics.md §5)
  risk: async ({ calc, row, t, c }) => {
    const data = await calc.risk(row, {});
    const figure = (f: RiskFigure | undefined) => f?.value ?? null;
    const windows = [
      ...data.windows.map((w) => ({ id: w.window as RiskWindowId | 'whole', ...w })),
      ...(data.window ? [{ id: 'whole' as const, ...data.window }] : []),
    ];
    return {
      header: ['window', 'from', 'to', 'observations', 'measure', 'portfolio', 'benchmark'].map(c),
      rows: windows.flatMap((w) =>
        RISK_MEASURES.map((m) => [
          windowLabel(t, w.id),
          w.from,
          w.to,
          w.observations,
          t(`report.risk.${m}`),
          figure(w.portfolio[m]),
          figure(w.benchmark?.[m]),
        ]),
      ),
    };
  },
  holdings: async ({ calc, row, limited, locale, c }) => {
    const page = await calc.holdings(row, { ...EVERY_ROW, limited }, locale);
    return {
      header: [
        'name',
        'input',
        'isin',
        'ticker',
        'type',
        'weightPct',
        'valueEur',
        'currentValueEur',
        'currentWeightPct',
        'country',
        'currency',
        'sector',
        'viaFunds',
      ].map(c),
      rows: page.data.map((h) => [
        h.name,
        h.input,
        h.isin,
        h.ticker,
        h.type,
        h.weightPct,
        h.valueEur,
        h.currentValueEur,
        h.currentWeightPct,
        h.country,
        h.currency,
        h.sector,
        (h.viaFunds ?? []).join('; '),
      ]),
    };
  },
  performance: async ({ calc, row, c }) => {
    const daily = await calc.dailyPerformance(row);
    return {
      header: ['date', 'portfolio', 'benchmark'].map(c),
      rows: daily.series.map((p) => [p.date, p.portfolio, p.benchmark]),
    };
  },
  esg: async ({ calc, row, limited, locale, t, c }) => {
    const esg = await calc.esg(row, { ...EVERY_ROW, limited }, locale);
    const pillars = (['e', 's', 'g'] as const).map((k) => ({ k, pillar: esg[k] }));
    const indicators = pillars.flatMap(({ pillar }) => pillar.indicators);
    return {
      header: [
        ...['pillar', 'name', 'isin', 'country', 'sector', 'weightPct', 'score'].map(c),
        ...indicators.map((i) => (i.unit ? `${i.label} (${i.unit})` : i.label)),
      ],
      rows: pillars.flatMap(({ k, pillar }) =>
        pillar.companies.map((r) => [
          t(`exports.pillars.${k}`),
          r.name,
          r.isin,
          r.country,
          r.sector,
          r.weightPct,
          r.score,
          ...indicators.map((i) => r.values[i.code] ?? null),
        ]),
      ),
    };
  },
  'esg-countries': async ({ calc, row, limited, locale, c }) => {
    const page = await calc.esgCountries(row, { ...EVERY_ROW, limited }, locale);
    return {
      header: [
        'country',
        'name',
        'region',
        'weightPct',
        'environmental',
        'social',
        'governance',
        'score',
      ].map(c),
      rows: page.data.map((r) => [
        r.country,
        r.label,
        r.region,
        r.weightPct,
        r.environmental,
        r.social,
        r.governance,
        r.score,
      ]),
    };
  },
  sustainability: sustainabilityTable,
  products: async ({ calc, row, locale, c }) => {
    const data = await calc.products(row, undefined, locale);
    return {
      header: ['name', 'weightPct', 'product', 'revenueSharePct', 'sustainableScore'].map(c),
      rows: data.companies.flatMap((company) =>
        company.products.map((p) => [
          company.name,
          company.weightPct,
          p.label,
          p.weightPct,
          p.sustainableScore,
        ]),
      ),
    };
  },
  // the summary: each indicator's weight per traffic light, as the summary view shows it
  controversies: async ({ calc, row, locale, c }) => {
    const data = await calc.controversySummary(row, undefined, locale);
    return {
      header: ['indicator', 'greenPct', 'yellowPct', 'redPct', 'coveragePct'].map(c),
      rows: data.columns.map((col) => [col.label, col.greenPct, col.yellowPct, col.redPct, col.coverage.pct]),
    };
  },
  // the detail: each company's involvement per indicator, as the detail view shows it
  exclusions: async ({ calc, row, locale, t, c }) => {
    const data = await calc.controversies(row, EVERY_ROW, locale);
    const columns = data.columns;
    return {
      header: [
        ...['name', 'weightPct'].map(c),
        ...columns.flatMap((col) => [
          t('exports.columns.share', { label: col.label }),
          t('exports.columns.band', { label: col.label }),
        ]),
      ],
      rows: data.results.map((r) => [
        r.name,
        r.weightPct,
        ...columns.flatMap((col) => {
          const v = r.values[col.code];
          return [v?.revenueSharePct ?? null, bandLabel(t, v?.band ?? null)];
        }),
      ]),
    };
  },
  // the impact summary: each indicator of each category, portfolio beside benchmark, as the summary view shows it
  'impact-summary': async ({ calc, row, limited, locale, c, claim }) => {
    const data = await calc.impactSummary(row, claim.impactType ?? 0, limited, locale);
    return {
      header: ['category', 'indicator', 'portfolio', 'benchmark', 'unit', 'coveragePct'].map(c),
      rows: data.categories.flatMap((category) =>
        category.indicators.map((i) => [
          category.label,
          i.label,
          i.portfolio,
          i.benchmark,
          i.unit,
          i.coverage.pct,
        ]),
      ),
    };
  },
  impact: async ({ calc, row, locale, c, claim }) => {
    const type = claim.impactType ?? 0;
    const page = await calc.impactDetail(row, { ...EVERY_ROW, type }, locale);
    const codes = [...new Set(page.data.flatMap((r) => r.metrics.map((m) => m.code)))];
    const units = new Map(page.data.flatMap((r) => r.metrics.map((m) => [m.code, m.unit] as const)));
    return {
      header: [
        ...['name', 'weightPct'].map(c),
        ...codes.map((k) => (units.get(k) ? `${k} (${units.get(k)})` : k)),
      ],
      rows: page.data.map((r) => [
        r.name,
        r.weightPct,
        ...codes.map((k) => r.metrics.find((m) => m.code === k)?.value ?? null),
      ]),
    };
  },
  taxonomy: async ({ calc, row, c }) => {
    const page = await calc.taxonomyPage(row, EVERY_ROW);
    return {
      header: [
        'name',
        'country',
        'sector',
        'weightPct',
        'turnoverEligiblePct',
        'turnoverAlignedPct',
        'capexEligiblePct',
        'capexAlignedPct',
        'opexEligiblePct',
        'opexAlignedPct',
        'fiscalYear',
      ].map(c),
      rows: page.data.map((r) => [
        r.name,
        r.country,
        r.sector,
        r.weightPct,
        r.turnover.eligiblePct,
        r.turnover.alignedPct,
        r.capex.eligiblePct,
        r.capex.alignedPct,
        r.opex.eligiblePct,
        r.opex.alignedPct,
        r.fiscalYear,
      ]),
    };
  },
  'pai-1': paiSection,
  'pai-2': paiSection,
  'pai-3': paiSection,
  'pai-detail-1': paiDetailSection,
  'pai-detail-2': paiDetailSection,
  'pai-detail-3': paiDetailSection,
};

/** The whole view of a section as a table, headers in the claim's locale; `limited` as the caller's view (doc 2 §6). */
export const tableOf = async (
  services: { calc: CalculationService; scoring: Pick<ScoringService, 'profileOf'> },
  row: PortfolioRow,
  claim: PortfolioClaim,
  limited: boolean,
): Promise<Table> => {
  const t = translatorFor(claim.locale);
  const c = (k: string) => t(`exports.columns.${k}` as 'exports.columns.name');
  return sections[claim.section]({ ...services, row, claim, limited, locale: claim.locale, t, c });
};
