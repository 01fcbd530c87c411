import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueFromZod } from '../rules/zod-issues.ts';
import * as build from '../testing/index.ts';
import * as billing from './billing.ts';
import * as chat from './chat.ts';
import * as controversy from './controversy.ts';
import * as esg from './esg.ts';
import * as holdings from './holdings.ts';
import * as impact from './impact.ts';
import * as matching from './matching.ts';
import * as pai from './pai.ts';
import * as performance from './performance.ts';
import * as products from './products.ts';
import * as screening from './screening.ts';
import * as security from './security.ts';
import * as taxonomy from './taxonomy.ts';
import * as uiState from './ui-state.ts';
import * as view from './view.ts';

/** The paths of the issues a value raises, joined with dots. */
const issuePaths = (schema: z.ZodType, value: unknown): string[] =>
  (schema.safeParse(value).error?.issues ?? []).map((i) => i.path.join('.'));

// Each case: a schema, a realistic sample that must parse, a broken copy and the path the error must point at.
const cases: Array<[string, z.ZodType, unknown, unknown, string]> = [
  ['Security', security.Security, build.aSecurity(), build.aSecurity({ type: 'warrant' as never }), 'type'],
  ['Fund', security.Fund, build.aFund(), build.aFund({ sfdrArticle: 7 as never }), 'sfdrArticle'],
  [
    'Fund (drawdown is a loss)',
    security.Fund,
    build.aFund(),
    build.aFund({ maxDrawdown: 0.34 }),
    'maxDrawdown',
  ],
  ['Company', security.Company, build.aCompany(), build.aCompany({ country: 'Italy' }), 'country'],
  [
    'SecuritySearchResult',
    security.SecuritySearchResult,
    build.aSecuritySearchResult(),
    build.aSecuritySearchResult({ isin: 'IE00B4L5Y98' }),
    'isin',
  ],
  [
    'HoldingsPage',
    holdings.HoldingsPage,
    build.aHoldingsPage(),
    { ...build.aHoldingsPage(), limited: undefined },
    'limited',
  ],
  [
    'PortfolioAggregates',
    holdings.PortfolioAggregates,
    build.aPortfolioAggregates(),
    build.aPortfolioAggregates({ sectors: build.anAllocation({ coverage: { pct: 120 } }) }),
    'sectors.coverage.pct',
  ],
  [
    'CountryAllocation',
    holdings.CountryAllocation,
    build.aCountryAllocation(),
    build.aCountryAllocation({ portfolio: [{ country: 'US', label: 'United States', weightPct: -1 }] }),
    'portfolio.0.weightPct',
  ],
  [
    'PerformanceReturns',
    performance.PerformanceReturns,
    build.aPerformanceReturns(),
    build.aPerformanceReturns({ asOf: '2024-02-30' }),
    'asOf',
  ],
  [
    'DailyPerformance',
    performance.DailyPerformance,
    build.aDailyPerformance(),
    build.aDailyPerformance({ series: [{ date: '2024-10-01', portfolio: 100 } as never] }),
    'series.0.benchmark',
  ],
  [
    'RollingReturnSeries',
    performance.RollingReturnSeries,
    build.aRollingReturnSeries(),
    build.aRollingReturnSeries({ window: '2y' as never }),
    'window',
  ],
  [
    'RiskMeasures',
    performance.RiskMeasures,
    build.aRiskMeasures(),
    build.aRiskMeasures({ windows: [{ ...build.aRiskMeasures().windows[0]!, window: 'y10' as never }] }),
    'windows.0.window',
  ],
  [
    'EsgData',
    esg.EsgData,
    build.anEsgData(),
    build.anEsgData({
      e: build.anEsgPillar({ companies: [build.anEsgRow({ values: { PHY_X: 'yes' as never } })] }),
    }),
    'e.companies.0.values.PHY_X',
  ],
  [
    'CountryEsg',
    esg.CountryEsg,
    build.aCountryEsg(),
    build.aCountryEsg({ portfolioTotal: { environmental: 1, social: 1, governance: 1, score: 1 } as never }),
    'portfolioTotal.coverage',
  ],
  [
    'SustainabilityScore',
    esg.SustainabilityScore,
    build.aSustainabilityScore(),
    { ...build.aSustainabilityScore(), products: undefined },
    'products',
  ],
  [
    'ProductsData',
    products.ProductsData,
    build.aProductsData(),
    build.aProductsData({ coverage: undefined as never }),
    'coverage',
  ],
  [
    'ImpactSummary',
    impact.ImpactSummary,
    build.anImpactSummary(),
    build.anImpactSummary({ type: 1 as never }),
    'type',
  ],
  [
    'ImpactDetailPage',
    impact.ImpactDetailPage,
    build.anImpactDetailPage(),
    build.anImpactDetailPage({ page: 0 }),
    'page',
  ],
  [
    'ImpactConfiguration',
    impact.ImpactConfiguration,
    build.anImpactConfiguration(),
    { settings: [{ category: 'emissions', indicators: [{ code: '' }] }] },
    'settings.0.indicators.0.code',
  ],
  [
    'ControversyData',
    controversy.ControversyData,
    build.aControversyData(),
    build.aControversyData({
      results: [
        {
          ...build.aControversyData().results[0]!,
          values: { tobacco: { revenueSharePct: 96, ownershipPct: null, band: 'amber' as never } },
        },
      ],
    }),
    'results.0.values.tobacco.band',
  ],
  [
    'ExclusionsWatchList',
    controversy.ExclusionsWatchList,
    build.anExclusionsWatchList(),
    build.anExclusionsWatchList({
      items: [{ ...build.anExclusionsWatchList().items[0]!, band: null as never }],
    }),
    'items.0.band',
  ],
  ['RedCompanies', controversy.RedCompanies, build.someRedCompanies(), { byWeight: [] }, 'byIndicator'],
  [
    'TaxonomyPage',
    taxonomy.TaxonomyPage,
    build.aTaxonomyPage(),
    build.aTaxonomyPage({ order: 'up' as never }),
    'order',
  ],
  [
    'TaxonomySummary (all six objectives)',
    taxonomy.TaxonomySummary,
    build.aTaxonomySummary(),
    build.aTaxonomySummary({
      benchmark: {
        ...build.aTaxonomySummary().portfolio,
        opex: build.aTaxonomyKpiSummary({ byObjective: { CCM: { eligiblePct: 1, alignedPct: 1 } } as never }),
      },
    }),
    'benchmark.opex.byObjective.CCA',
  ],
  ['PaiData', pai.PaiData, build.aPaiData(), build.aPaiData({ set: 4 as never }), 'set'],
  [
    'PaiDetailPage',
    pai.PaiDetailPage,
    build.aPaiDetailPage(),
    build.aPaiDetailPage({ columns: [{ code: 'PAI_1_2', label: 'Carbon footprint' } as never] }),
    'columns.0.unit',
  ],
  [
    'PaiStatement (four quarters)',
    pai.PaiStatement,
    build.aPaiStatement(),
    build.aPaiStatement({
      lines: [{ ...build.aPaiStatement().lines[0]!, quarters: build.somePaiQuarters().slice(0, 3) }],
    }),
    'lines.0.quarters',
  ],
  [
    'CompanyScreeningFilters',
    screening.CompanyScreeningFilters,
    build.aCompanyScreeningFilters(),
    { ...build.aCompanyScreeningFilters(), regions: ['europe'] },
    'regions.0',
  ],
  [
    'FundScreeningFilters',
    screening.FundScreeningFilters,
    build.aFundScreeningFilters(),
    { ...build.aFundScreeningFilters(), scores: undefined },
    'scores',
  ],
  [
    'ScreeningQuery (involvement_{type})',
    screening.ScreeningQuery,
    build.aScreeningQuery(),
    build.aScreeningQuery({ exclusions: { tobacco: 'minor' } as never }),
    'exclusions.tobacco',
  ],
  [
    'ScreeningResult',
    screening.ScreeningResult,
    build.aScreeningResult(),
    build.aScreeningResult({ total: -1 }),
    'total',
  ],
  [
    'ScreeningTemplate',
    screening.ScreeningTemplate,
    build.aScreeningTemplate(),
    build.aScreeningTemplate({ name: '   ' }),
    'name',
  ],
  [
    'CountryScreeningCriteria',
    screening.CountryScreeningCriteria,
    { regions: ['europe'], minScores: { governance: 60 } },
    { minScores: { governance: 101 } },
    'minScores.governance',
  ],
  [
    'CountryScreeningResult',
    screening.CountryScreeningResult,
    build.aCountryScreeningResult(),
    [{ ...build.aCountryScreeningResult()[0]!, country: 'DEU' }],
    '0.country',
  ],
  [
    'MatchingQuery',
    matching.MatchingQuery,
    build.aMatchingQuery(),
    build.aMatchingQuery({ riskLevel: 6 }),
    'riskLevel',
  ],
  [
    'MatchingResult',
    matching.MatchingResult,
    build.aMatchingResult(),
    build.aMatchingResult({ funds: [{ ...build.aMatchingResult().funds[0]!, weightPct: 101 }] }),
    'funds.0.weightPct',
  ],
  [
    'BillingPlans',
    billing.BillingPlans,
    build.someBillingPlans(),
    build.someBillingPlans({
      plans: [
        {
          ...build.someBillingPlans().plans[0]!,
          prices: [{ period: 'week' as never, amount: 5, currency: 'EUR', discountPct: null }],
        },
      ],
    }),
    'plans.0.prices.0.period',
  ],
  [
    'Subscription',
    billing.Subscription,
    build.aSubscription(),
    build.aSubscription({ trialEndDate: '14/01/2025' }),
    'trialEndDate',
  ],
  ['Coupon', billing.Coupon, build.aCoupon(), build.aCoupon({ outcome: 3 as never }), 'outcome'],
  [
    'CheckoutSession',
    billing.CheckoutSession,
    { kind: 'checkout', sessionId: 'cs_1', url: 'https://pay.example.com/cs_1' },
    { kind: 'checkout', sessionId: 'cs_1' },
    'url',
  ],
  ['PortalSession', billing.PortalSession, { url: 'https://pay.example.com/portal' }, {}, 'url'],
  [
    'ChatQuestion',
    chat.ChatQuestion,
    { question: 'Scope 1 of ENEL in 2023?', plan: 'premium' },
    { question: ' ', plan: 'premium' },
    'question',
  ],
  [
    'ChatAnswer (flags 0–6)',
    chat.ChatAnswer,
    build.aChatAnswer(),
    build.aChatAnswer({ flag: 7 as never }),
    'flag',
  ],
  [
    'ChatMessage',
    chat.ChatMessage,
    build.aChatMessage(),
    build.aChatMessage({ sender: 'bot' as never }),
    'sender',
  ],
  ['Alert', uiState.Alert, build.anAlert(), build.anAlert({ isSuccess: 'yes' as never }), 'isSuccess'],
  [
    'PdfReadyFlags',
    uiState.PdfReadyFlags,
    uiState.noPdfSectionReady(),
    { ...uiState.noPdfSectionReady(), pai3: undefined },
    'pai3',
  ],
  [
    'ExchangeRate',
    uiState.ExchangeRate,
    build.anExchangeRate(),
    build.anExchangeRate({ eurPerUnit: 0 }),
    'eurPerUnit',
  ],
  ['Paging', view.Paging, build.somePaging(), build.somePaging({ perPage: 0 }), 'perPage'],
];

describe('view and payload schemas', () => {
  it.each(cases)(
    '%s: parses a realistic sample and points at what is broken',
    (_name, schema, sample, broken, path) => {
      expect(issuePaths(schema, sample)).toEqual([]);
      expect(issuePaths(schema, broken)).toContain(path);
    },
  );

  it('gives every top-level schema its own OpenAPI component id', () => {
    const modules = [
      billing,
      chat,
      controversy,
      esg,
      holdings,
      impact,
      matching,
      pai,
      performance,
      products,
      screening,
      security,
      taxonomy,
      uiState,
      view,
    ];
    const schemas = modules.flatMap((m) => Object.entries(m)).filter(([, v]) => v instanceof z.ZodType);
    const json = z.toJSONSchema(z.object(Object.fromEntries(schemas) as Record<string, z.ZodType>), {
      io: 'output',
      unrepresentable: 'any',
    }) as { $defs?: Record<string, unknown> };
    for (const id of [
      'Fund',
      'HoldingsPage',
      'EsgData',
      'PaiFigure',
      'TaxonomySummary',
      'ScreeningTemplate',
      'PdfReadyFlags',
    ]) {
      expect(json.$defs).toHaveProperty(id);
    }
  });
});

describe('missing data is never zero', () => {
  it('a PAI figure carries a value exactly when its status is ok', () => {
    expect(issuePaths(pai.PaiFigure, build.aPaiFigure())).toEqual([]);
    expect(issuePaths(pai.PaiFigure, build.aMissingPaiFigure())).toEqual([]);
    expect(issuePaths(pai.PaiFigure, build.aMissingPaiFigure({ status: 'not_applicable' }))).toEqual([]);
    expect(issuePaths(pai.PaiFigure, build.aPaiFigure({ status: 'no_data' }))).toEqual(['value']);
    expect(issuePaths(pai.PaiFigure, build.aPaiFigure({ value: null }))).toEqual(['value']);
    expect(issuePaths(pai.PaiFigure, build.aPaiFigure({ basis: 'all_investments' as never }))).toEqual([
      'basis',
    ]);
  });

  it('a PAI figure states its unit by an id of the unit catalogue and its coverage in full', () => {
    expect(issuePaths(pai.PaiFigure, build.aPaiFigure({ unit: 't CO2e / €M invested' as never }))).toEqual([
      'unit',
    ]);
    expect(issuePaths(pai.PaiFigure, build.aPaiFigure({ coverage: { pct: 80 } as never }))).toEqual([
      'coverage.coveredValueEur',
      'coverage.estimatedPct',
    ]);
  });

  it('a quarter value follows the same rule', () => {
    const [q1] = build.somePaiQuarters();
    expect(issuePaths(pai.StatementQuarterFigure, { ...q1, value: 0, status: 'no_data' })).toEqual(['value']);
    expect(issuePaths(pai.StatementQuarterFigure, { ...q1, number: 5 })).toEqual(['number']);
  });

  it('risk measures and returns accept null with a reason', () => {
    expect(issuePaths(performance.RiskFigure, { value: null, reason: 'no_downside' })).toEqual([]);
    expect(issuePaths(performance.RiskFigure, { value: null, reason: 'because' })).toEqual(['reason']);
  });
});

describe('splitEsgTotals', () => {
  it('pulls the TOTAL and BENCHMARK rows out as totals (spec doc 2 §3)', () => {
    const rows = [
      { name: 'Enel' },
      { name: 'TOTAL', score: 58 },
      { name: 'Eni' },
      { name: 'BENCHMARK', score: 55 },
    ];
    expect(esg.splitEsgTotals(rows)).toEqual({
      companies: [{ name: 'Enel' }, { name: 'Eni' }],
      portfolioTotal: { name: 'TOTAL', score: 58 },
      benchmarkTotal: { name: 'BENCHMARK', score: 55 },
    });
  });

  it('keeps a company called "Total" and answers null when a total is absent', () => {
    expect(esg.splitEsgTotals([{ name: 'Total' }, { name: 'total' }])).toEqual({
      companies: [{ name: 'Total' }, { name: 'total' }],
      portfolioTotal: null,
      benchmarkTotal: null,
    });
  });

  it('takes the first of repeated total rows and drops the rest', () => {
    const { companies, portfolioTotal } = esg.splitEsgTotals([
      { name: 'TOTAL', n: 1 },
      { name: 'TOTAL', n: 2 },
    ]);
    expect(companies).toEqual([]);
    expect(portfolioTotal).toEqual({ name: 'TOTAL', n: 1 });
  });
});

describe('shapes with a rule in them', () => {
  it('lists the 15 PDF sections once, in one place (spec doc 1 §3)', () => {
    expect(uiState.pdfSections).toHaveLength(15);
    expect(new Set(uiState.pdfSections).size).toBe(15);
    expect(Object.keys(uiState.PdfReadyFlags.shape)).toEqual([...uiState.pdfSections]);
    expect(Object.values(uiState.noPdfSectionReady()).every((ready) => ready === false)).toBe(true);
  });

  it('needs at least 3 distinct SDGs of 17 for matching (spec doc 1 §5)', () => {
    expect(issuePaths(matching.MatchingQuery, build.aMatchingQuery({ sdgs: [1, 2] }))).toEqual(['sdgs']);
    expect(issuePaths(matching.MatchingQuery, build.aMatchingQuery({ sdgs: [1, 1, 2] }))).toEqual(['sdgs']);
    expect(issuePaths(matching.MatchingQuery, build.aMatchingQuery({ sdgs: [1, 2, 18] }))).toEqual([
      'sdgs.2',
    ]);
    expect(matching.DEFAULT_MATCHING_FUNDS).toEqual(['URTH', 'IAGG']);
  });

  it('refuses a questionnaire without 3 SDGs, a risk level or goals with the spec’s messages (doc 1 §5)', () => {
    const keys = (input: unknown) => {
      const r = matching.MatchingQuery.safeParse(input);
      return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), issueFromZod(i).messageKey]);
    };
    expect(keys({})).toEqual([
      ['sdgs', 'matchingMinSdgs'],
      ['riskLevel', 'matchingRiskRequired'],
      ['goals', 'matchingGoalsRequired'],
    ]);
    expect(keys(build.aMatchingQuery({ sdgs: [6, 7] }))).toEqual([['sdgs', 'matchingMinSdgs']]);
    expect(keys(build.aMatchingQuery({ sdgs: [6, 7, 7] }))).toEqual([['sdgs', 'matchingDuplicateSdg']]);
    expect(keys({ ...build.aMatchingQuery(), riskLevel: 0 })).toEqual([
      ['riskLevel', 'matchingRiskRequired'],
    ]);
    expect(keys({ ...build.aMatchingQuery(), riskLevel: 'medium' })).toEqual([
      ['riskLevel', 'matchingRiskRequired'],
    ]);
    // optional answers: screening's exclusion bands, a minimum SFDR article, the MiFID II preferences
    expect(
      keys(
        build.aMatchingQuery({
          exclusions: { involvement_tobacco: 'none' },
          minSfdrArticle: 8,
          sustainabilityPreferences: { minTaxonomyAlignedPct: 10, considersPai: true },
        }),
      ),
    ).toEqual([]);
    expect(keys(build.aMatchingQuery({ exclusions: { involvement_tobacco: 'some' as never } }))).toEqual([
      ['exclusions.involvement_tobacco', 'invalidInput'],
    ]);
    expect(matching.RISK_LEVELS.map((r) => [r.level, r.volatilityCap])).toEqual([
      [1, 0.05],
      [2, 0.12],
      [3, 0.2],
      [4, 0.3],
      [5, 0.8],
    ]);
  });

  it('accepts the template CSV outcomes 1–4 and true only (spec doc 1 §4)', () => {
    for (const ok of [1, 2, 3, 4, true])
      expect(screening.TemplateCsvUploadResult.safeParse(ok).success).toBe(true);
    for (const bad of [0, 5, false, '1'])
      expect(screening.TemplateCsvUploadResult.safeParse(bad).success).toBe(false);
  });

  it('names exclusion parameters involvement_{type} (spec doc 1 §3)', () => {
    expect(screening.involvementKey('tobacco')).toBe('involvement_tobacco');
    const parsed = screening.ScreeningQuery.parse({
      exclusions: { [screening.involvementKey('alcohol')]: 'serious' },
    });
    expect(parsed).toMatchObject({
      regions: [],
      exclusions: { involvement_alcohol: 'serious' },
      minScores: {},
    });
  });

  it('leaves the client-side editing flag optional on templates', () => {
    const { editing: _ignored, ...stored } = build.aScreeningTemplate({ editing: true });
    expect(issuePaths(screening.ScreeningTemplate, stored)).toEqual([]);
  });
});
