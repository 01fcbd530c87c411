import {
  type ApiClient,
  type ChainDefinition,
  type ChainOutcome,
  clientTestChain,
  paiChain,
  runChain,
} from '@esgkit/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useServices } from '../../app/services.tsx';

/** A chain running for one client: which chain, how far, and how it ended. */
export interface ChainRun {
  chain: ChainDefinition['id'];
  progress: number;
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

/** The client's current or last run of a kind; null when none ran since the page loaded. */
export const useChainRun = (clientId: string, kind: 'client' | 'pai'): ChainRun | null =>
  useSyncExternalStore(subscribe, () => runs.get(`${clientId}:${kind}`) ?? null);

/**
 * Starts the client chain (provider → recalculate → taxonomy → impact 0 and 2, spec doc 1 §4) or the PAI chain for
 * a client's portfolio, unless one of that kind already runs for the client; resolves with its outcome.
 */
export const startChain = async (
  client: ApiClient,
  clientId: string,
  portfolioId: string,
  kind: 'client' | 'pai',
): Promise<ChainOutcome | null> => {
  const key: Key = `${clientId}:${kind}`;
  if (runs.get(key)?.isRunning) return null;
  const definition = kind === 'pai' ? paiChain : clientTestChain;
  set(key, { chain: definition.id, progress: 0, isRunning: true, outcome: null });
  const outcome = await runChain(
    definition,
    { client, portfolioId, clientId },
    {
      onProgress: (p) => {
        const current = runs.get(key);
        // the final reset to 0 (spec) is not shown: the bar disappears with the run instead
        if (current?.isRunning && p.step !== null) set(key, { ...current, progress: p.progress });
      },
    },
  );
  set(key, { chain: definition.id, progress: 0, isRunning: false, outcome });
  return outcome;
};

/** Whether a chain of either kind runs for the client. */
export const isChainRunning = (clientId: string, kind: 'client' | 'pai'): boolean =>
  runs.get(`${clientId}:${kind}`)?.isRunning === true;

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
    void startChain(services.client, clientId, portfolioId, 'client').then((outcome) => {
      if (!outcome) return;
      void services.queryClient.invalidateQueries({ queryKey: ['clients.get'] });
      if (outcome.status !== 'completed' && outcome.status !== 'cancelled')
        services.alerts.trigger({
          message: outcome.isTimedOut ? 'hugePortfolioTimeout' : 'anErrorHasOccurred',
          isSuccess: false,
        });
    });
  }, [clientId, portfolioId, isOutdated, services]);
};
