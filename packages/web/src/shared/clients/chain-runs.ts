import {
  type ApiClient,
  type ChainDefinition,
  type ChainOutcome,
  clientTestChain,
  paiChain,
  runChain,
} from '@esgkit/core';
import { useEffect, useSyncExternalStore } from 'react';
import { isChangedByPai, queryKeys } from '../../app/query-keys.ts';
import { type AppServices, useServices } from '../../app/services.tsx';

/** A chain running for one client: which chain, how far, and how it ended. */
export interface ChainRun {
  chain: ChainDefinition['id'];
  progress: number;
  /** The step just completed (null before the first). */
  step: string | null;
  isRunning: boolean;
  outcome: ChainOutcome | null;
}

type Key = `${string}:${'client' | 'pai'}`;

// Runs outlive the page that started them: the PAI calculation goes on in the background (spec doc 1 §4) while the
// user moves between a client's pages, and a page that comes back sees its progress.
const runs = new Map<Key, ChainRun>();
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const set = (key: Key, run: ChainRun) => {
  runs.set(key, run);
  emit();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

// A client chain is keyed by its client, a PAI run by its portfolio (a lookup's portfolio has no client).
const keyOf = (id: string, kind: 'client' | 'pai'): Key => `${id}:${kind}`;

/**
 * The current or last run of a kind: the client chain by client id, the PAI chain by portfolio id; null when none
 * ran since the page loaded.
 */
export const useChainRun = (id: string, kind: 'client' | 'pai'): ChainRun | null =>
  useSyncExternalStore(subscribe, () => runs.get(keyOf(id, kind)) ?? null);

// The PAI steps a portfolio's run has completed, kept for the tab's session: a reload while the PAI chain runs
// continues that run from the next step instead of starting a second one (issue 22 item 4).
const paiMarker = (portfolioId: string) => `esgkit.pai.${portfolioId}`;
const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};
const paiStepsDone = (portfolioId: string): number | null => {
  const raw = storage()?.getItem(paiMarker(portfolioId));
  return raw === null || raw === undefined ? null : Number(raw) || 0;
};

const pending = new Map<Key, Promise<ChainOutcome>>();

// A reload aborts the run's request: that run is cut, not ended, and its marker stays for the next page.
let isLeaving = false;
if (typeof window !== 'undefined')
  for (const event of ['beforeunload', 'pagehide'])
    window.addEventListener(event, () => {
      isLeaving = true;
    });

const run = async (
  key: Key,
  definition: ChainDefinition,
  context: { client: ApiClient; portfolioId: string; clientId?: string },
  onStep?: (done: number) => void,
): Promise<ChainOutcome> => {
  set(key, { chain: definition.id, progress: 0, step: null, isRunning: true, outcome: null });
  let done = 0;
  const outcome = await runChain(definition, context, {
    onProgress: (p) => {
      const current = runs.get(key);
      if (p.step === null) return;
      done += 1;
      onStep?.(done);
      // the final reset to 0 (spec) is not shown: the bar disappears with the run instead
      if (current?.isRunning) set(key, { ...current, progress: p.progress, step: p.step });
    },
  });
  set(key, { chain: definition.id, progress: 0, step: null, isRunning: false, outcome });
  return outcome;
};

/**
 * Runs the PAI chain (spec doc 1 §4: the three indicator sets, 0 → 100, then the update time) for a portfolio, or
 * joins the run already under way for it: one run per portfolio at a time. After a reload it continues from the
 * step the cut run had reached.
 */
export const runPai = (client: ApiClient, portfolioId: string): Promise<ChainOutcome> => {
  const key = keyOf(portfolioId, 'pai');
  const existing = pending.get(key);
  if (existing) return existing;
  const skip = paiStepsDone(portfolioId) ?? 0;
  const definition: ChainDefinition = { ...paiChain, steps: paiChain.steps.slice(skip) };
  storage()?.setItem(paiMarker(portfolioId), String(skip));
  const promise = run(key, definition, { client, portfolioId }, (done) =>
    storage()?.setItem(paiMarker(portfolioId), String(skip + done)),
  ).finally(() => {
    pending.delete(key);
    if (!isLeaving) storage()?.removeItem(paiMarker(portfolioId));
  });
  pending.set(key, promise);
  return promise;
};

/**
 * The PAI chain in the background (spec doc 1 §4: "PAI calculation runs in the background … a completion notice
 * appears"): the portfolio and its PAI views are read again when it ends, with the completion notice or the error.
 */
export const startBackgroundPai = async (
  services: AppServices,
  portfolioId: string,
): Promise<ChainOutcome> => {
  const isJoining = pending.has(keyOf(portfolioId, 'pai'));
  const outcome = await runPai(services.client, portfolioId);
  if (isJoining) return outcome;
  await services.queryClient.invalidateQueries({ predicate: (q) => isChangedByPai(q.queryKey) });
  if (outcome.status === 'completed')
    services.alerts.trigger({ message: 'paiCalculationComplete', isSuccess: true });
  else if (outcome.status !== 'cancelled')
    services.alerts.trigger({
      message: outcome.isTimedOut ? 'hugePortfolioTimeout' : 'anErrorHasOccurred',
      isSuccess: false,
    });
  return outcome;
};

/**
 * After a reload cut a background PAI run, the page showing that portfolio continues it (its steps done are in the
 * tab's session storage); a portfolio with its PAI calculated forgets the marker.
 */
export const useResumedPai = (
  portfolioId: string | null | undefined,
  paiUpdatedAt: string | null | undefined,
) => {
  const services = useServices();
  useEffect(() => {
    if (!portfolioId || paiUpdatedAt === undefined) return;
    if (paiStepsDone(portfolioId) === null || pending.has(keyOf(portfolioId, 'pai'))) return;
    void startBackgroundPai(services, portfolioId);
  }, [portfolioId, paiUpdatedAt, services]);
};

/**
 * Starts the client chain (provider → recalculate → taxonomy → impact 0 and 2, spec doc 1 §4) for a client's
 * portfolio, unless it already runs for the client; resolves with its outcome (null when one already ran), and
 * when it completes the PAI chain follows in the background.
 */
export const startChain = async (
  services: AppServices,
  clientId: string,
  portfolioId: string,
): Promise<ChainOutcome | null> => {
  const key = keyOf(clientId, 'client');
  if (runs.get(key)?.isRunning) return null;
  const outcome = await run(key, clientTestChain, { client: services.client, portfolioId, clientId });
  if (outcome.status === 'completed') void startBackgroundPai(services, portfolioId);
  return outcome;
};

/** Whether a chain runs: the client chain by client id, the PAI chain by portfolio id. */
export const isChainRunning = (id: string, kind: 'client' | 'pai'): boolean =>
  runs.get(keyOf(id, kind))?.isRunning === true;

/**
 * Selecting a client whose portfolio isOutdated runs the client chain (spec doc 1 §4), once per selection, from
 * whichever client page opens first; the client is read again when it ends.
 */
export const useOutdatedClientChain = (
  clientId: string,
  portfolio: { id: string; isOutdated: boolean } | null | undefined,
) => {
  const services = useServices();
  const portfolioId = portfolio?.id;
  const isOutdated = portfolio?.isOutdated === true;
  useEffect(() => {
    if (!portfolioId || !isOutdated || isChainRunning(clientId, 'client')) return;
    void startChain(services, clientId, portfolioId).then((outcome) => {
      if (!outcome) return;
      void services.queryClient.invalidateQueries({ queryKey: queryKeys.route('clients.get') });
      if (outcome.status !== 'completed' && outcome.status !== 'cancelled')
        services.alerts.trigger({
          message: outcome.isTimedOut ? 'hugePortfolioTimeout' : 'anErrorHasOccurred',
          isSuccess: false,
        });
    });
  }, [clientId, portfolioId, isOutdated, services]);
};
