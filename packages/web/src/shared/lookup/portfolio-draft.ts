import { useSyncExternalStore } from 'react';

/** One row of the lookup portfolio being edited: an ISIN or ticker and its weight as typed. */
export interface DraftRow {
  key: number;
  input: string;
  weight: string;
}

// The lookup's ad-hoc portfolio (doc 1 §2 Data Hub) is one per tab: Lookup's editor shows it and a screening row
// adds a fund to it ("add it to a lookup portfolio", issue 26), so it lives here, in the tab's session storage, and
// outlives the editor (a screening page in between, a reload). Features never import each other.
const STORAGE_KEY = 'esgkit.lookup.portfolio';
const listeners = new Set<() => void>();

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

let nextKey = 1;
export const draftRow = (input = '', weight = ''): DraftRow => ({ key: nextKey++, input, weight });
const initialRows = (): DraftRow[] => [draftRow(), draftRow(), draftRow()];

// useSyncExternalStore needs the same array while the stored text is the same
let cached: { raw: string | null; rows: DraftRow[] } | null = null;
const read = (): DraftRow[] => {
  const raw = storage()?.getItem(STORAGE_KEY) ?? null;
  if (cached && cached.raw === raw) return cached.rows;
  let rows = initialRows();
  if (raw !== null)
    try {
      const parsed = JSON.parse(raw) as DraftRow[];
      if (Array.isArray(parsed) && parsed.length > 0) rows = parsed;
    } catch {
      // a damaged entry starts a fresh portfolio
    }
  // keys stay unique after a reload restarted the counter
  nextKey = Math.max(nextKey, ...rows.map((r) => r.key + 1));
  cached = { raw, rows };
  return rows;
};

const write = (rows: DraftRow[]) => {
  const raw = JSON.stringify(rows);
  storage()?.setItem(STORAGE_KEY, raw);
  cached = { raw, rows };
  for (const listener of listeners) listener();
};

/**
 * Forgets the lookup portfolio: it is the signed-in user's, and the tab outlives a sign-in (a logout, an expiry,
 * another user signing in in the same tab must not show the previous user's rows). app/tab-data.ts calls it whenever the
 * session changes.
 */
export const clearPortfolioDraft = () => {
  storage()?.removeItem(STORAGE_KEY);
  cached = null;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const sameSecurity = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The lookup portfolio's rows and their setter (Lookup's portfolio editor). */
export const usePortfolioDraft = (): [DraftRow[], (rows: DraftRow[]) => void] => [
  useSyncExternalStore(subscribe, read, read),
  write,
];

/**
 * Adds a security to the lookup portfolio, in its first empty row (the editor starts with three) or a new one,
 * weight left for the user; 'duplicate' when it is there already.
 */
export const addToPortfolioDraft = (input: string): 'added' | 'duplicate' => {
  const rows = read();
  if (rows.some((r) => sameSecurity(r.input, input))) return 'duplicate';
  const empty = rows.findIndex((r) => r.input.trim() === '' && r.weight.trim() === '');
  write(
    empty === -1
      ? [...rows, draftRow(input)]
      : rows.map((r, i) => (i === empty ? { ...r, input: input.trim() } : r)),
  );
  return 'added';
};
