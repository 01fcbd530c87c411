import type { Session } from '@esgkit/core';
import { afterEach, describe, expect, it } from 'vitest';
import { loadProposal, saveProposal } from '../features/matching/proposal-store.ts';
import { addToPortfolioDraft } from '../shared/lookup/portfolio-draft.ts';
import { createSessionStore } from './session-store.ts';
import { forgetTabDataOnSessionChange } from './tab-data.ts';

// The tab's session storage as the previous user left it: a fund in the lookup portfolio, a matching proposal.
const proposal = {
  portfolioId: '00000000-0000-4000-8000-0000000000aa',
  query: {
    sdgs: [3, 7, 13],
    riskLevel: 3,
    goals: { purpose: 'house' as const, horizonYears: 10, initialAmountEur: 10_000, monthlyAmountEur: 0 },
  },
  result: {
    riskLevel: 3,
    volatilityCap: 0.12,
    isDefault: false,
    funds: [],
    portfolio: [],
    sdgExposure: [],
    exposure: null,
    volatility: null,
    nearMisses: [],
    frontier: [],
  },
};
const session = { token: 'token-of-ada', accessLevel: 100, expiresAt: '2026-12-31T00:00:00.000Z' } as Session;
const draftHolds = (input: string) =>
  sessionStorage.getItem('esgkit.lookup.portfolio')?.includes(input) ?? false;

describe("a sign-out forgets the tab's data (app/tab-data.ts)", () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('forgets the matching proposals and the lookup portfolio at logout, and keeps them while signed in', () => {
    const store = createSessionStore(localStorage);
    store.set(session);
    const stop = forgetTabDataOnSessionChange(store);
    saveProposal(proposal);
    addToPortfolioDraft('IE00B4L5Y983');
    expect(loadProposal(proposal.portfolioId)?.portfolioId).toBe(proposal.portfolioId);
    expect(draftHolds('IE00B4L5Y983')).toBe(true);

    store.clear();

    expect(loadProposal(proposal.portfolioId)).toBeUndefined();
    expect(draftHolds('IE00B4L5Y983')).toBe(false);
    stop();
  });

  it('forgets them at start when nobody is signed in (a tab whose session ended while it was closed)', () => {
    saveProposal(proposal);
    const stop = forgetTabDataOnSessionChange(createSessionStore(localStorage));
    expect(loadProposal(proposal.portfolioId)).toBeUndefined();
    stop();
  });
});
