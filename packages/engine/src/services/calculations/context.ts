import { DomainError, type Holdings, type Portfolio, toWireDateTime } from '@esgkit/core';
import type { PagingQuery } from '../../analytics/views/paging.ts';
import { analyseSide, type PortfolioSide } from '../../analytics/views/side.ts';
import type { Snapshot } from '../../provider/snapshot/snapshot.ts';
import type { Store } from '../../store/db.ts';
import type { PortfolioRow } from '../../store/repositories/portfolios.ts';
import { findResult, saveResult } from '../../store/repositories/results.ts';
import type { PortfolioService } from '../portfolios/index.ts';
import { requireSnapshot, type SnapshotSource } from '../securities.ts';
import { createResultCache } from './result-cache.ts';
import { createStepLeases } from './step-lease.ts';

// What the chain steps and the views share: a portfolio version loaded on the served snapshot, its analysed sides,
// and its stored results. Every step computes from one version of the portfolio (its `updated_at`) on one snapshot
// and stores its result under (portfolio, snapshot version, kind) with that portfolio version inside; a view reads
// the stored result and treats one of another portfolio version as missing. So two chains on one portfolio at once
// cannot mix: each write is a whole result of one version, the last write of a kind wins, and a write computed from
// an older version is never read (docs/decisions.md "Two chains on one portfolio").

export interface CalculationOptions {
  store: Store;
  source: SnapshotSource;
  portfolios: () => PortfolioService;
  now: () => Date;
  /** The engine's annual risk-free rate, percent, without rates.csv (EngineConfig.riskFreePct; default 0). */
  riskFreePct?: number;
  /** A user's saved default impact indicators (Customization → Impact; settings service), undefined before any. */
  impactDefaults: (userId: string) => Promise<string[] | undefined>;
}

/** A result as stored: the portfolio version it was computed from, and the data. */
export interface Stored<T> {
  portfolioVersion: string;
  data: T;
}

/** A view's paging query; `benchmark` lists the benchmark's rows instead of the portfolio's. */
export type ViewQuery = PagingQuery & { benchmark?: boolean | undefined };

export type PaiSetNumber = 1 | 2 | 3;

export interface Loaded {
  row: PortfolioRow;
  portfolio: Portfolio;
  snapshot: Snapshot;
  hasBenchmark: boolean;
}

export interface ValuePaths {
  portfolio: { days: number[]; values: number[] };
  benchmark: { days: number[]; values: number[] } | null;
  warnings: string[];
}

const hasContent = (h: Holdings) => h.items.length > 0 || h.cash > 0;

/** The calculation date: the dataset's asOf (the latest data), never before the investment day. */
export const dateOf = (l: Loaded): string =>
  l.portfolio.investmentDay > l.snapshot.manifest.asOf ? l.portfolio.investmentDay : l.snapshot.manifest.asOf;

export type CalculationContext = ReturnType<typeof createCalculationContext>;

export const createCalculationContext = (options: CalculationOptions) => {
  const { store, source, now } = options;
  const db = store.db;
  const cache = createResultCache();

  // Only holdings and amounts are read from a loaded portfolio, never isOutdated.
  const load = async (row: PortfolioRow): Promise<Loaded> => {
    const snapshot = requireSnapshot(source);
    const loaded = await cache.rememberAsync(
      'portfolio',
      `${row.id}|${row.updated_at}|${snapshot.version}`,
      async () => {
        const portfolio = await options.portfolios().toPortfolio(row);
        return { row, portfolio, snapshot, hasBenchmark: hasContent(portfolio.benchmark) };
      },
    );
    return { ...loaded, row };
  };

  const sideOf = (l: Loaded, holdings: Holdings, date: string): PortfolioSide => {
    const isBenchmark = holdings === l.portfolio.benchmark;
    const key = `${l.row.id}|${l.row.updated_at}|${l.snapshot.version}|${date}|${isBenchmark ? 'b' : 'p'}`;
    return cache.remember('side', key, () =>
      analyseSide(l.snapshot, holdings, {
        investmentAmountEur: l.portfolio.investmentAmount,
        date,
        isBenchmark,
      }),
    );
  };

  // A stored result of one portfolio version on one snapshot is always the same figures (the chain computes it from
  // nothing else), so the copy this process wrote or read stands for the row until the cache lets it go.
  const storedKey = (l: Loaded, kind: string) =>
    `${l.row.id}|${l.row.updated_at}|${l.snapshot.version}|${kind}`;

  const read = async <T>(l: Loaded, kind: string): Promise<T | undefined> => {
    const kept = cache.get<T>('stored', storedKey(l, kind));
    if (kept !== undefined) return kept;
    const found = await findResult(db, l.row.id, l.snapshot.version, kind);
    if (!found) return undefined;
    const stored = JSON.parse(found.data_json) as Stored<T>;
    if (stored.portfolioVersion !== l.row.updated_at) return undefined;
    cache.set('stored', storedKey(l, kind), stored.data);
    return stored.data;
  };

  const write = async <T>(l: Loaded, kind: string, data: T): Promise<string> => {
    const computedAt = now().toISOString();
    await saveResult(db, {
      portfolio_id: l.row.id,
      snapshot_version: l.snapshot.version,
      kind,
      data_json: JSON.stringify({ portfolioVersion: l.row.updated_at, data } satisfies Stored<T>),
      computed_at: computedAt,
    });
    cache.set('stored', storedKey(l, kind), data);
    return toWireDateTime(new Date(computedAt));
  };

  /** A stored result, computed and stored first when missing (a view never shows another version's figures). */
  const readOrCompute = async <T>(l: Loaded, kind: string, compute: () => T): Promise<T> => {
    const found = await read<T>(l, kind);
    if (found !== undefined) return found;
    const data = compute();
    await write(l, kind, data);
    return data;
  };

  /** The portfolio's (or with `benchmark`, the benchmark's) analysed side and the other one, for the views. */
  const sidesFor = async (row: PortfolioRow, options: { benchmark?: boolean | undefined } = {}) => {
    const l = await load(row);
    const date = dateOf(l);
    const portfolio = sideOf(l, l.portfolio.portfolio, date);
    const benchmark = l.hasBenchmark ? sideOf(l, l.portfolio.benchmark, date) : null;
    if (options.benchmark) {
      if (!benchmark) throw new DomainError('noData');
      return { l, main: benchmark, other: null };
    }
    return { l, main: portfolio, other: benchmark };
  };

  /** A view whose answer depends only on the portfolio version, the snapshot and its arguments, kept in the cache. */
  const memoized =
    <A extends unknown[], R>(name: string, view: (row: PortfolioRow, ...args: A) => Promise<R>) =>
    async (row: PortfolioRow, ...args: A): Promise<R> => {
      const snapshot = requireSnapshot(source);
      const key = `${row.id}|${row.updated_at}|${snapshot.version}|${name}|${JSON.stringify(args)}`;
      return cache.rememberAsync('answer', key, () => view(row, ...args));
    };

  const leases = createStepLeases(store);
  /**
   * Runs a chain step of this portfolio version once however many callers (on any engine) start it at once; `step`
   * names the step and every argument its answer depends on (step-lease.ts).
   */
  const stepOnce = <T>(l: Loaded, step: string, compute: () => Promise<T>): Promise<T> =>
    leases(`${l.row.id}|${l.row.updated_at}|${l.snapshot.version}|${step}`, compute);

  return { options, db, now, source, load, sideOf, read, write, readOrCompute, sidesFor, memoized, stepOnce };
};
