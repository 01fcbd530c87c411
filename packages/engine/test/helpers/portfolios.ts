import type { PortfolioInput } from '@esgkit/core';

// Client portfolios on the minimal dataset (fixtures/datasets/minimal) that the engine suites create through the API.

/** Two securities of the minimal dataset, 60/40, invested on 2025-06-26: a client portfolio that prices. */
export const holdings: PortfolioInput = {
  investmentDay: '2025-06-26',
  investmentAmount: 10_000,
  portfolio: {
    items: [
      { input: 'ALPE', weight: 60 },
      { input: 'BRSW', weight: 40 },
    ],
    cash: 0,
  },
};

/** The same day and amount, all in one security: one render's worth of a client. */
export const oneSecurity: PortfolioInput = {
  ...holdings,
  portfolio: { items: [{ input: 'ALPE', weight: 100 }], cash: 0 },
};
