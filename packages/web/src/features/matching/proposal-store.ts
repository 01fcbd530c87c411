import { MatchingQuery, MatchingResult } from '@esgkit/core';

/**
 * A proposal kept for the tab (session storage), keyed by the lookup portfolio its views run on: the results URL
 * carries that id (`?p=`), so a reload or a view change shows the same proposal without asking again. The newest
 * few are kept; an entry that no longer parses counts as gone.
 */
const KEY = 'esgkit.matching.proposals';
const KEEP = 5;

export interface StoredProposal {
  portfolioId: string;
  query: MatchingQuery;
  result: MatchingResult;
}

const parseEntry = (value: unknown): StoredProposal | null => {
  const entry = value as Partial<StoredProposal> | null;
  if (typeof entry?.portfolioId !== 'string') return null;
  const query = MatchingQuery.safeParse(entry.query);
  const result = MatchingResult.safeParse(entry.result);
  return query.success && result.success
    ? { portfolioId: entry.portfolioId, query: query.data, result: result.data }
    : null;
};

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

const readAll = (): StoredProposal[] => {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.flatMap((e) => parseEntry(e) ?? []) : [];
  } catch {
    return [];
  }
};

export const saveProposal = (entry: StoredProposal) => {
  const rest = readAll().filter((e) => e.portfolioId !== entry.portfolioId);
  storage()?.setItem(KEY, JSON.stringify([entry, ...rest].slice(0, KEEP)));
};

export const loadProposal = (portfolioId: string): StoredProposal | undefined =>
  readAll().find((e) => e.portfolioId === portfolioId);

/** The last questionnaire answered in this tab (Change the answers reopens it). */
export const lastQuery = (): MatchingQuery | undefined => readAll()[0]?.query;

/** Forgets the tab's proposals: they are the signed-in user's (app/tab-data.ts calls it when the session changes). */
export const clearProposals = () => storage()?.removeItem(KEY);
