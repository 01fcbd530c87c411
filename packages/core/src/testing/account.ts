// Builders of screening, matching, billing, chat and client-state payloads: valid defaults, shallow overrides.
import type { BillingPlans, Coupon, Subscription } from '../schemas/billing.ts';
import type { ChatAnswer, ChatMessage } from '../schemas/chat.ts';
import type { MatchedFund, MatchingQuery, MatchingResult } from '../schemas/matching.ts';
import type {
  CompanyScreeningFilters,
  CountryScreeningResult,
  FundScreeningFilters,
  ScreeningQuery,
  ScreeningResult,
  ScreeningTemplate,
} from '../schemas/screening.ts';
import type { Alert, ExchangeRate } from '../schemas/ui-state.ts';

export const aCompanyScreeningFilters = (
  overrides: Partial<CompanyScreeningFilters> = {},
): CompanyScreeningFilters => ({
  regions: [
    { value: 'europe', label: 'Europe' },
    { value: 'north_america', label: 'North America' },
  ],
  industries: [{ value: 'electric_utilities', label: 'Electric Utilities', parent: 'utilities' }],
  sectors: [{ value: 'utilities', label: 'Utilities' }],
  exclusionTypes: [
    { value: 'tobacco', label: 'Tobacco' },
    { value: 'alcohol', label: 'Alcohol' },
  ],
  // spec doc 1 §5: the controversy list starts with None
  controversies: [
    { value: 'none', label: 'None' },
    { value: 'environmental_controversy', label: 'Environmental controversies' },
  ],
  ...overrides,
});

export const aFundScreeningFilters = (
  overrides: Partial<FundScreeningFilters> = {},
): FundScreeningFilters => ({
  categories: [{ value: 'Global Large-Cap Blend Equity', label: 'Global Large-Cap Blend Equity' }],
  globalCategories: [{ value: 'Global Equity Large Cap', label: 'Global Equity Large Cap' }],
  assetClasses: [{ value: 'equity', label: 'Equity' }],
  fundTypes: [
    { value: 'open_end', label: 'Open-end fund' },
    { value: 'etf', label: 'ETF' },
  ],
  sfdrArticles: [
    { value: '8', label: 'Article 8' },
    { value: '9', label: 'Article 9' },
  ],
  domiciles: [{ value: 'IE', label: 'Ireland' }],
  providers: [{ value: 'BlackRock', label: 'BlackRock' }],
  regions: [{ value: 'europe', label: 'Europe' }],
  exclusionTypes: [{ value: 'tobacco', label: 'Tobacco' }],
  scores: [{ value: 'sustainability', label: 'Sustainability' }],
  ...overrides,
});

/** European utilities with at most minor tobacco involvement. */
export const aScreeningQuery = (overrides: Partial<ScreeningQuery> = {}): ScreeningQuery => ({
  regions: ['europe'],
  sectors: ['utilities'],
  industries: [],
  exclusions: { involvement_tobacco: 'minor' },
  controversies: [],
  categories: [],
  assetClasses: [],
  fundTypes: [],
  sfdrArticles: [],
  domiciles: [],
  providers: [],
  minScores: {},
  ...overrides,
});

export const aScreeningResult = (overrides: Partial<ScreeningResult> = {}): ScreeningResult => ({
  companies: [
    {
      id: 'co-enel',
      name: 'Enel S.p.A.',
      isin: 'IT0003128367',
      country: 'IT',
      values: { sector: 'Utilities', sustainability: 67.5, tobacco: 'green', marketCapEur: 67_000_000_000 },
    },
  ],
  columns: [
    { key: 'sector', label: 'Sector', kind: 'text' },
    { key: 'sustainability', label: 'Sustainability', kind: 'score' },
    { key: 'tobacco', label: 'Tobacco', kind: 'band' },
    { key: 'marketCapEur', label: 'Market cap', kind: 'number', unit: 'EUR' },
  ],
  page: 1,
  perPage: 50,
  total: 1,
  order: 'desc',
  orderBy: 'sustainability',
  find: '',
  ...overrides,
});

export const aScreeningTemplate = (overrides: Partial<ScreeningTemplate> = {}): ScreeningTemplate => ({
  id: 'template-1',
  name: 'European utilities, no tobacco',
  kind: 'company',
  filters: aScreeningQuery(),
  securities: [],
  ...overrides,
});

export const aCountryScreeningResult = (): CountryScreeningResult => [
  {
    country: 'DE',
    name: 'Germany',
    region: 'Europe',
    environmental: 70,
    social: 74,
    governance: 80,
    score: 74.7,
    ghgIntensityTPerMeurGdp: 170.2,
    socialViolations: false,
    flags: [],
  },
  {
    country: 'IT',
    name: 'Italy',
    region: 'Europe',
    environmental: 61,
    social: 66.5,
    governance: 58,
    score: 61.8,
    ghgIntensityTPerMeurGdp: null,
    socialViolations: null,
    flags: [],
  },
];

export const aMatchingQuery = (overrides: Partial<MatchingQuery> = {}): MatchingQuery => ({
  sdgs: [7, 13, 6],
  riskLevel: 3,
  goals: { purpose: 'retirement', horizonYears: 10, initialAmountEur: 50_000, monthlyAmountEur: 0 },
  ...overrides,
});

const aMatchedFund = (overrides: Partial<MatchedFund>): MatchedFund => ({
  securityId: 'fund-urth',
  ticker: 'URTH',
  name: 'iShares MSCI World ETF',
  weightPct: 60,
  sdgFit: [
    { sdg: 6, score: 12, contribution: 7.2 },
    { sdg: 7, score: 31, contribution: 18.6 },
    { sdg: 13, score: 18, contribution: 10.8 },
  ],
  fit: 20.333333333333332,
  volatility: 0.164,
  sustainabilityScore: 58.9,
  environmentalScore: 61,
  socialScore: 55,
  governanceScore: 60.2,
  sfdrArticle: 6,
  preferences: {},
  reasons: [
    { kind: 'withinRisk', text: 'Volatility 16.4% is within the 20.0% cap of the chosen risk level' },
  ],
  ...overrides,
});

export const aMatchingResult = (overrides: Partial<MatchingResult> = {}): MatchingResult => ({
  riskLevel: 3,
  volatilityCap: 0.2,
  isDefault: false,
  funds: [
    aMatchedFund({}),
    aMatchedFund({
      securityId: 'fund-iagg',
      ticker: 'IAGG',
      name: 'iShares Core International Aggregate Bond ETF',
      weightPct: 40,
      sdgFit: [
        { sdg: 6, score: null, contribution: null },
        { sdg: 7, score: 8, contribution: 3.2 },
        { sdg: 13, score: 10, contribution: 4 },
      ],
      fit: 9,
      volatility: 0.052,
      sustainabilityScore: 54.2,
    }),
  ],
  portfolio: [
    { input: 'URTH', weight: 60 },
    { input: 'IAGG', weight: 40 },
  ],
  sdgExposure: [
    { sdg: 6, score: 12 },
    { sdg: 7, score: 21.8 },
    { sdg: 13, score: 14.8 },
  ],
  exposure: 16.2,
  volatility: 0.11,
  nearMisses: [
    {
      securityId: 'fund-clean',
      name: 'Clean Energy Fund',
      reason: 'aboveRisk',
      fit: 62,
      volatility: 0.31,
      text: 'Volatility 31.0% is above the 20.0% cap of the chosen risk level',
    },
  ],
  frontier: [
    { riskLevel: 2, volatilityCap: 0.12, exposure: 9.5, volatility: 0.09, isDefault: false, isChosen: false },
    { riskLevel: 3, volatilityCap: 0.2, exposure: 16.2, volatility: 0.11, isDefault: false, isChosen: true },
    { riskLevel: 4, volatilityCap: 0.3, exposure: 40, volatility: 0.29, isDefault: false, isChosen: false },
  ],
  ...overrides,
});

export const someBillingPlans = (overrides: Partial<BillingPlans> = {}): BillingPlans => ({
  hasDiscount: true,
  hasSubscriptions: false,
  subscriptionStatus: 0,
  plans: [
    {
      plan: 'professional',
      accessLevel: 100,
      capability: 4,
      limits: { maxSecuritiesPerPortfolio: 25, maxPortfolios: 25 },
      prices: [
        { period: 'month', amount: 49, currency: 'EUR', discountPct: null },
        { period: 'quarter', amount: 139, currency: 'EUR', discountPct: 5.4 },
        { period: 'year', amount: 499, currency: 'EUR', discountPct: 15.1 },
      ],
      trialDays: 14,
      isContactSales: false,
    },
    {
      plan: 'enterprise',
      accessLevel: 100,
      capability: 100,
      limits: { maxSecuritiesPerPortfolio: null, maxPortfolios: null },
      prices: [],
      trialDays: 14,
      isContactSales: true,
    },
  ],
  provider: 'manual',
  ...overrides,
});

/** A Professional subscription in its free trial (spec doc 1 §1: 14 days). */
export const aSubscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  planType: 'professional',
  period: 'month',
  state: 'trial',
  statusCode: 1,
  trialEndDate: '2025-01-14',
  nextPaymentDate: '2025-01-14',
  endDate: null,
  couponCode: null,
  price: 49,
  currency: 'EUR',
  vatPct: 22,
  paymentProblem: null,
  ...overrides,
});

export const aCoupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  code: 'WELCOME20',
  outcome: 0,
  isValid: true,
  percentOff: 20,
  amountOff: null,
  durationMonths: 3,
  ...overrides,
});

export const aChatAnswer = (overrides: Partial<ChatAnswer> = {}): ChatAnswer => ({
  elements: [
    { type: 'company', value: 'co-enel', label: 'Enel S.p.A.' },
    { type: 'indicator', value: 'SCOPE1', label: 'Scope 1 emissions' },
  ],
  response: 'Enel reported 38.6M t CO2e of scope 1 emissions in 2023, down from 45.1M in 2022.',
  responseId: 'resp-1',
  flag: 0,
  chartData: {
    title: 'Scope 1 emissions',
    unit: 't CO2e',
    points: [
      { series: 'Enel S.p.A.', year: 2022, value: 45_100_000 },
      { series: 'Enel S.p.A.', year: 2023, value: 38_600_000 },
    ],
  },
  ...overrides,
});

export const aChatMessage = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 'msg-1',
  sender: 'user',
  content: 'What were Enel scope 1 emissions in 2022 and 2023?',
  loading: false,
  chartData: null,
  createdAt: '2024-12-31T10:00:00',
  ...overrides,
});

export const anAlert = (overrides: Partial<Alert> = {}): Alert => ({
  message: 'changesSaved',
  isSuccess: true,
  triggered: true,
  ...overrides,
});

export const anExchangeRate = (overrides: Partial<ExchangeRate> = {}): ExchangeRate => ({
  currency: 'USD',
  date: '2024-12-31',
  eurPerUnit: 0.9626,
  ...overrides,
});
