// The themed funds of the demo (a data table): each theme's holdings are the largest equities passing its filter,
// or bonds, a count drawn from `n` ('all': the size's maxFundHoldings).
import type { Company } from '../model.ts';

export interface FundTheme {
  name: string;
  category: string;
  global: string;
  filter: (c: Company) => boolean;
  asset: 'equity' | 'bond';
  sfdr: 6 | 8 | 9;
  n: [number, number] | 'all';
}

export const fundThemes: readonly FundTheme[] = [
  {
    name: 'Europe Equity',
    category: 'Europe Large-Cap Blend Equity',
    global: 'Europe Equity Large Cap',
    filter: (c) => c.country.region === 'Europe',
    asset: 'equity',
    sfdr: 8,
    n: [40, 400],
  },
  {
    name: 'US Equity',
    category: 'US Large-Cap Blend Equity',
    global: 'US Equity Large Cap',
    filter: (c) => c.country.code === 'US',
    asset: 'equity',
    sfdr: 6,
    n: [50, 600],
  },
  {
    name: 'Emerging Markets Equity',
    category: 'Global Emerging Markets Equity',
    global: 'Emerging Markets Equity',
    filter: (c) => !c.country.isDeveloped,
    asset: 'equity',
    sfdr: 8,
    n: [60, 800],
  },
  {
    name: 'Japan Equity',
    category: 'Japan Large-Cap Equity',
    global: 'Japan Equity',
    filter: (c) => c.country.code === 'JP',
    asset: 'equity',
    sfdr: 6,
    n: [30, 300],
  },
  {
    name: 'Asia Pacific ex-Japan Equity',
    category: 'Asia-Pacific ex-Japan Equity',
    global: 'Asia Equity',
    filter: (c) => c.country.region === 'Asia Pacific' && c.country.code !== 'JP',
    asset: 'equity',
    sfdr: 6,
    n: [40, 400],
  },
  {
    name: 'Global Clean Energy',
    category: 'Sector Equity Alternative Energy',
    global: 'Energy Sector Equity',
    filter: (c) =>
      c.industry.name === 'Renewable Electricity' ||
      c.industry.name === 'Electrical Components & Equipment' ||
      c.industry.name === 'Semiconductors',
    asset: 'equity',
    sfdr: 9,
    n: [25, 120],
  },
  {
    name: 'Global Healthcare',
    category: 'Sector Equity Healthcare',
    global: 'Healthcare Sector Equity',
    filter: (c) => c.sector.name === 'Health Care',
    asset: 'equity',
    sfdr: 8,
    n: [30, 250],
  },
  {
    name: 'Global Technology',
    category: 'Sector Equity Technology',
    global: 'Technology Sector Equity',
    filter: (c) => c.sector.name === 'Information Technology' || c.sector.name === 'Communication Services',
    asset: 'equity',
    sfdr: 6,
    n: [30, 300],
  },
  {
    name: 'Global Financials',
    category: 'Sector Equity Financial Services',
    global: 'Financials Sector Equity',
    filter: (c) => c.sector.name === 'Financials',
    asset: 'equity',
    sfdr: 6,
    n: [30, 250],
  },
  {
    name: 'Global Sustainable Leaders',
    category: 'Global Large-Cap Blend Equity',
    global: 'Global Equity Large Cap',
    filter: (c) => c.quality > 0.6 && !c.isFossil,
    asset: 'equity',
    sfdr: 9,
    n: [40, 300],
  },
  {
    name: 'Global Dividend',
    category: 'Global Equity Income',
    global: 'Global Equity Large Cap',
    filter: (c) =>
      ['Utilities', 'Consumer Staples', 'Financials', 'Energy', 'Real Estate'].includes(c.sector.name),
    asset: 'equity',
    sfdr: 8,
    n: [40, 200],
  },
  {
    name: 'Global Property',
    category: 'Property - Indirect Global',
    global: 'Real Estate Sector Equity',
    filter: (c) => c.sector.name === 'Real Estate',
    asset: 'equity',
    sfdr: 8,
    n: [25, 150],
  },
  {
    name: 'All-World Equity',
    category: 'Global Large-Cap Blend Equity',
    global: 'Global Equity Large Cap',
    filter: () => true,
    asset: 'equity',
    sfdr: 6,
    n: 'all',
  },
  {
    name: 'Euro Corporate Bond',
    category: 'EUR Corporate Bond',
    global: 'Corporate Fixed Income',
    filter: () => true,
    asset: 'bond',
    sfdr: 8,
    n: [25, 150],
  },
  {
    name: 'Global Government Bond',
    category: 'Global Government Bond',
    global: 'Government Fixed Income',
    filter: () => true,
    asset: 'bond',
    sfdr: 6,
    n: [25, 60],
  },
];
