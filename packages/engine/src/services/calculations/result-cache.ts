import { LRUCache } from 'lru-cache';

// The calculations' one in-memory cache, least recently used out first. Everything in it is keyed by (portfolio id,
// portfolio version, snapshot version, …): one version of a portfolio on one snapshot never changes, so an entry is
// never stale, only evicted; a restart rebuilds what it needs on first use.
//   portfolio — a portfolio version's parsed holdings, read by every view;
//   side      — an analysed side (look-through of a 10,000-line portfolio takes a while: the chain builds it once,
//               every view, page and export reads it from here);
//   answer    — a view's answer (paging back, another tab, the PDF);
//   stored    — a stored result as written or last read (the chain writes a result and the views read it back: the
//               store's JSON text is parsed once per process, not at every view).

export type CachedKind = 'portfolio' | 'side' | 'answer' | 'stored';

/**
 * A side is far larger than a portfolio's holdings or a view's answer, so it weighs more: the cache holds 64 sides
 * beside 512 portfolios and answers (the three separate caches' sizes before), at most 80 sides when it holds nothing else.
 */
const UNITS: Record<CachedKind, number> = { portfolio: 1, side: 32, answer: 1, stored: 1 };
const MAX_UNITS = 64 * UNITS.side + 512;

interface Entry {
  value: unknown;
  units: number;
}

export type ResultCache = ReturnType<typeof createResultCache>;

export const createResultCache = () => {
  const cache = new LRUCache<string, Entry>({ maxSize: MAX_UNITS, sizeCalculation: (entry) => entry.units });
  const keyOf = (kind: CachedKind, key: string) => `${kind}|${key}`;
  return {
    /** The cached value, else `compute`'s, kept. */
    remember<T>(kind: CachedKind, key: string, compute: () => T): T {
      const hit = cache.get(keyOf(kind, key));
      if (hit) return hit.value as T;
      const value = compute();
      cache.set(keyOf(kind, key), { value, units: UNITS[kind] });
      return value;
    },

    /** The cached value, if any. */
    get<T>(kind: CachedKind, key: string): T | undefined {
      return cache.get(keyOf(kind, key))?.value as T | undefined;
    },

    set(kind: CachedKind, key: string, value: unknown): void {
      cache.set(keyOf(kind, key), { value, units: UNITS[kind] });
    },

    /** The cached value, else `compute`'s once it resolves, kept (a failed computation keeps nothing). */
    async rememberAsync<T>(kind: CachedKind, key: string, compute: () => Promise<T>): Promise<T> {
      const hit = cache.get(keyOf(kind, key));
      if (hit) return hit.value as T;
      const value = await compute();
      cache.set(keyOf(kind, key), { value, units: UNITS[kind] });
      return value;
    },
  };
};
