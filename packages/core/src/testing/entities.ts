// Builders of the account, portfolio and security entities: valid defaults that parse, shallow overrides.
import type { Client, SharedClient } from '../schemas/client.ts';
import type {
  LastPortfolio,
  Portfolio,
  PortfolioInput,
  PortfolioItem,
  PortfolioRow,
} from '../schemas/portfolio.ts';
import type { Company, EntityScores, Fund, Security, SecuritySearchResult } from '../schemas/security.ts';
import type { CompanyInfo, PlanName, UserProfile } from '../schemas/user.ts';

/** A row as typed in the editor or a CSV. */
export const aPortfolioRow = (overrides: Partial<PortfolioRow> = {}): PortfolioRow => ({
  input: 'IE00B4L5Y983',
  weight: 60,
  ...overrides,
});

/** A checked portfolio item. */
export const aPortfolioItem = (overrides: Partial<PortfolioItem> = {}): PortfolioItem => ({
  input: 'IE00B4L5Y983',
  fundId: 'fund-iwda',
  weight: 60,
  valid: true,
  checked: true,
  ...overrides,
});

/** What a user sends to create a portfolio: 60 % world equity, 40 % aggregate bonds, a world benchmark. */
export const aPortfolioInput = (overrides: Partial<PortfolioInput> = {}): PortfolioInput => ({
  name: 'Balanced',
  investmentDay: '2019-09-10',
  investmentAmount: 100_000,
  portfolio: {
    items: [aPortfolioItem(), aPortfolioItem({ input: 'IAGG', fundId: 'fund-iagg', weight: 40 })],
    cash: 0,
  },
  benchmark: { items: [aPortfolioItem({ input: 'URTH', fundId: 'fund-urth', weight: 100 })], cash: 0 },
  ...overrides,
});

/** A stored portfolio, up to date, PAI calculated. */
export const aPortfolio = (overrides: Partial<Portfolio> = {}): Portfolio => ({
  ...aPortfolioInput(),
  id: 'portfolio-1',
  date: '2024-12-31',
  updatedAt: '2024-12-31T09:30:00',
  paiUpdatedAt: '2024-12-31T09:45:00',
  isOutdated: false,
  aum: 100_000,
  benchmark: { items: [aPortfolioItem({ input: 'URTH', fundId: 'fund-urth', weight: 100 })], cash: 0 },
  ...overrides,
});

export const aLastPortfolio = (overrides: Partial<LastPortfolio> = {}): LastPortfolio => ({
  aum: 100_000,
  investmentAmount: 100_000,
  investmentDay: '2019-09-10',
  distribution: [
    { isBenchmark: false, input: 'IE00B4L5Y983', weight: 60 },
    { isBenchmark: false, input: 'IAGG', weight: 35 },
    { isBenchmark: false, input: 'CASH', weight: 5 },
    { isBenchmark: true, input: 'URTH', weight: 100 },
  ],
  ...overrides,
});

/** An advisor's client with a portfolio. */
export const aClient = (overrides: Partial<Client> = {}): Client => ({
  id: 'client-1',
  firstname: 'Giulia',
  lastname: 'Rossi',
  email: 'giulia.rossi@example.com',
  phone: '+39 02 1234 5678',
  portfolio: aPortfolio(),
  ...overrides,
});

export const aSharedClient = (overrides: Partial<SharedClient> = {}): SharedClient => ({
  accessLevel: 4,
  firstname: 'Giulia',
  lastname: 'Rossi',
  portfolio: { hasBenchmark: true, investmentDay: '2019-09-10' },
  expiresAt: '2025-01-31T00:00:00',
  brand: (({ id: _id, ...brand }) => brand)(aCompanyInfo()),
  ...overrides,
});

/** Stored access level and capability of each plan (docs/decisions.md, Permissions and rules). */
const planAccess: Record<PlanName, { accessLevel: number; userCapability: number }> = {
  starter: { accessLevel: 4, userCapability: 1 },
  professional: { accessLevel: 100, userCapability: 4 },
  premium: { accessLevel: 100, userCapability: 100 },
  enterprise: { accessLevel: 100, userCapability: 100 },
};

/**
 * A confirmed user; the plan sets accessLevel and userCapability unless they are overridden.
 * @example aUserProfile({ plan: 'starter' }) // accessLevel 4, userCapability 1
 */
export const aUserProfile = (overrides: Partial<UserProfile> = {}): UserProfile => {
  const plan = overrides.plan ?? 'professional';
  return {
    id: 'user-1',
    firstName: 'Marco',
    lastName: 'Bianchi',
    email: 'marco.bianchi@example.com',
    country: 'IT',
    city: 'Milano',
    userLanguage: ['it-IT'],
    plan,
    ...planAccess[plan],
    isConfirmed: true,
    ...overrides,
  };
};

/** An advisor's company information with the default brand colour. */
export const aCompanyInfo = (overrides: Partial<CompanyInfo> = {}): CompanyInfo => ({
  id: 'company-1',
  legalName: 'Bianchi Consulenza Finanziaria S.r.l.',
  addressLine1: 'Via Montenapoleone 8',
  addressLine2: '',
  city: 'Milano',
  state: 'MI',
  zipCode: '20121',
  email: 'info@bianchi-consulenza.example.com',
  phone: '+39 02 8765 4321',
  website: 'https://bianchi-consulenza.example.com',
  facebookUrl: '',
  instagramUrl: '',
  linkedinUrl: 'https://www.linkedin.com/company/bianchi-consulenza',
  twitterUrl: '',
  color: '#00A0FF',
  logo: null,
  ...overrides,
});

export const aSecurity = (overrides: Partial<Security> = {}): Security => ({
  id: 'sec-aapl',
  isin: 'US0378331005',
  ticker: 'AAPL',
  name: 'Apple Inc.',
  type: 'equity',
  currency: 'USD',
  country: 'US',
  assetClass: 'equity',
  companyId: 'co-apple',
  ...overrides,
});

export const someEntityScores = (overrides: Partial<EntityScores> = {}): EntityScores => ({
  environmental: 62.4,
  social: 55.1,
  governance: 71.8,
  impact: 48.3,
  product: 52,
  sustainability: 58.9,
  ...overrides,
});

/** An article 8 world-equity ETF. */
export const aFund = (overrides: Partial<Fund> = {}): Fund => ({
  securityId: 'fund-iwda',
  isin: 'IE00B4L5Y983',
  ticker: 'IWDA',
  name: 'iShares Core MSCI World UCITS ETF',
  currency: 'USD',
  category: 'Global Large-Cap Blend Equity',
  globalCategory: 'Global Equity Large Cap',
  assetClass: 'equity',
  fundType: 'etf',
  aumEur: 78_500_000_000,
  inceptionDate: '2009-09-25',
  terPct: 0.2,
  domicile: 'IE',
  providerCompany: 'BlackRock',
  advisoryCompany: 'BlackRock Asset Management Ireland',
  sfdrArticle: 8,
  taxonomyAlignmentPct: 3.4,
  maxDrawdown: -0.3412,
  marketCapEur: 212_000_000_000,
  registeredCountries: ['IT', 'DE', 'FR', 'IE'],
  scores: someEntityScores(),
  rating: { overall: 4, returns: 4, risk: 3, persistence: 4, expenses: 5 },
  globalCategoryRating: 4,
  isEmbargoed: false,
  holdingsAsOf: '2024-11-30',
  ...overrides,
});

export const aCompany = (overrides: Partial<Company> = {}): Company => ({
  id: 'co-enel',
  name: 'Enel S.p.A.',
  sector: 'Utilities',
  industry: 'Electric Utilities',
  country: 'IT',
  marketCapEur: 67_000_000_000,
  naceSection: 'D',
  ...overrides,
});

export const aSecuritySearchResult = (
  overrides: Partial<SecuritySearchResult> = {},
): SecuritySearchResult => ({
  securityId: 'fund-iwda',
  isin: 'IE00B4L5Y983',
  ticker: 'IWDA',
  name: 'iShares Core MSCI World UCITS ETF',
  type: 'fund',
  country: 'IE',
  currency: 'USD',
  group: 'Global Large-Cap Blend Equity',
  ...overrides,
});
