import {
  type ApiClient,
  ApiError,
  type ChainContext,
  type ChainDefinition,
  type ChainJob,
  type ChainOutcome,
  chainJobSteps,
  clientTestChain,
  errorStatus,
  isErrorCode,
  paiChain,
  runChain,
  TimeoutError,
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

// The PAI job a portfolio's run follows, kept for the tab's session: a reload while it runs follows that job again
// instead of starting a second one (issue 22 item 4, issue 32).
const paiMarker = (portfolioId: string) => `esgkit.pai.${portfolioId}`;
const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};
const paiJobOf = (portfolioId: string): string | null => storage()?.getItem(paiMarker(portfolioId)) ?? null;

const pending = new Map<Key, Promise<ChainOutcome>>();

// A reload ends the page's polling: the job goes on in the engine, and the marker stays for the next page.
let isLeaving = false;
if (typeof window !== 'undefined')
  for (const event of ['beforeunload', 'pagehide'])
    window.addEventListener(event, () => {
      isLeaving = true;
    });

/** How often the web reads a chain job's state (issue 32: the engine runs the chain, the web follows it). */
const POLL_MS = 1000;

// Every step a chain job may run, in order: the client test's, then PAI's (core's chainJobSteps).
const JOB_STEPS = chainJobSteps(true);
const isPaiStep = (step: string | null) => step !== null && paiChain.steps.some((s) => s.id === step);

const outcomeOf = (
  status: ChainOutcome['status'],
  context: { portfolioId: string; clientId?: string | undefined },
  failure: { step: string | null; error: unknown } = { step: null, error: null },
): ChainOutcome => ({
  status,
  isTimedOut: status === 'timeout',
  failedStep: failure.step,
  error: failure.error,
  portfolioId: context.portfolioId,
  clientId: context.clientId ?? null,
});

/** A failed job's error as the failed step's route would have thrown it (the pages read its key). */
const jobError = ({ key, message }: { key: string; message: string }): ApiError => {
  if (key === 'hugePortfolioTimeout') return new TimeoutError({ message });
  const code = isErrorCode(key) ? key : 'anErrorHasOccurred';
  return new ApiError(code, errorStatus[code], { message });
};

/**
 * Where a job stands for one of the web's runs, whose steps are a stretch of the job's: its progress is the step
 * definition's own (the spec's numbers, doc 1 §4), and it ends once the job is past its last step.
 */
const phaseOf = (
  definition: ChainDefinition,
  job: ChainJob,
  context: { portfolioId: string; clientId?: string | undefined },
): { progress: number; step: string | null } | { outcome: ChainOutcome } => {
  const ids = definition.steps.map((s) => s.id);
  const first = JOB_STEPS.indexOf(ids[0] ?? '');
  const last = JOB_STEPS.indexOf(ids.at(-1) ?? '');
  const done = job.step === null ? -1 : JOB_STEPS.indexOf(job.step);
  if (job.state === 'failed') {
    const failure = { step: job.error?.step ?? null, error: jobError(job.error ?? { key: '', message: '' }) };
    // a failure after this run's steps (PAI's, after the client test) leaves this run completed
    if (failure.step !== null && JOB_STEPS.indexOf(failure.step) > last)
      return { outcome: outcomeOf('completed', context) };
    return {
      outcome: outcomeOf(job.error?.key === 'hugePortfolioTimeout' ? 'timeout' : 'failed', context, failure),
    };
  }
  // a job that ended before these steps did not run them (PAI for a caller who may not see it): nothing to notice
  if (job.state === 'completed')
    return { outcome: outcomeOf(done < first ? 'cancelled' : 'completed', context) };
  // this run's last step is done: it has completed, whether the job goes on (PAI, which followPaiAfter follows) or not
  if (done >= last) return { outcome: outcomeOf('completed', context) };
  if (done < first) return { progress: 0, step: null };
  const reached = definition.steps.slice(0, done - first + 1).findLast((s) => s.progress !== undefined);
  return { progress: reached?.progress ?? 0, step: job.step };
};

/** A followed chain job's run: its outcome, and the job as last read (the PAI run follows the same job). */
export interface FollowedJob {
  outcome: ChainOutcome;
  job: ChainJob | null;
}

/**
 * Follows a chain job as `definition`'s run, whose steps are a stretch of the job's, until that run's steps are done:
 * `onProgress` is told each change of its progress and last step done. An aborted `signal` stops following (the job
 * goes on in the engine): the run is cancelled.
 */
export const followChainJob = async (
  definition: ChainDefinition,
  context: { client: ApiClient; portfolioId: string; clientId?: string; signal?: AbortSignal },
  job: () => Promise<ChainJob>,
  onProgress: (phase: { progress: number; step: string | null }) => void = () => {},
): Promise<FollowedJob> => {
  const { signal } = context;
  let current: ChainJob | null = null;
  let shown = { progress: 0, step: null as string | null };
  try {
    current = await job();
    for (;;) {
      const phase = phaseOf(definition, current, context);
      if ('outcome' in phase) return { outcome: phase.outcome, job: current };
      if (shown.progress !== phase.progress || shown.step !== phase.step) {
        shown = phase;
        onProgress(phase);
      }
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, POLL_MS);
        signal?.addEventListener('abort', () => resolve(clearTimeout(timer)), { once: true });
      });
      if (isLeaving || signal?.aborted) return { outcome: outcomeOf('cancelled', context), job: current };
      const params = { portfolioId: current.portfolioId, jobId: current.jobId };
      const read: ChainJob = (
        await context.client.call('chain.job', { params, ...(signal ? { signal } : {}) })
      ).data;
      current = read;
    }
  } catch (error) {
    const status = signal?.aborted ? 'cancelled' : error instanceof TimeoutError ? 'timeout' : 'failed';
    return { outcome: outcomeOf(status, context, { step: null, error }), job: current };
  }
};

/**
 * A chain whose first step makes the portfolio from the page (a lookup's save, a new client's creation), then the
 * portfolio's chain job (`chain.start`, issue 32) for the rest, shown with `definition`'s own progress numbers (doc 1
 * §4). Answers the outcome and the job as last read: the PAI run follows in it (followPaiAfter). An aborted signal
 * stops the first step's request, or the following of a job already started (which goes on in the engine).
 */
export const runFirstStepThenJob = async (
  definition: ChainDefinition,
  context: ChainContext,
  onProgress: (phase: { progress: number; step: string | null }) => void,
): Promise<FollowedJob> => {
  const [first, ...onServer] = definition.steps;
  const { client, signal } = context;
  const made = await runChain({ ...definition, steps: first ? [first] : [] }, context, { onProgress });
  const { portfolioId, clientId } = made;
  if (made.status !== 'completed' || !portfolioId) return { outcome: made, job: null };
  const start = async () =>
    (await client.call('chain.start', { params: { portfolioId }, body: {}, ...(signal ? { signal } : {}) }))
      .data;
  return followChainJob(
    { ...definition, steps: onServer },
    { client, portfolioId, ...(clientId ? { clientId } : {}), ...(signal ? { signal } : {}) },
    start,
    onProgress,
  );
};

/** followChainJob, its run shown under `key` (useChainRun) while it lasts and its outcome after. */
const follow = async (
  key: Key,
  definition: ChainDefinition,
  context: { client: ApiClient; portfolioId: string; clientId?: string },
  job: () => Promise<ChainJob>,
): Promise<FollowedJob> => {
  const idle = { chain: definition.id, progress: 0, step: null, outcome: null };
  set(key, { ...idle, isRunning: true });
  const followed = await followChainJob(definition, context, job, (phase) => {
    const shown = runs.get(key);
    if (shown?.isRunning) set(key, { ...shown, ...phase });
  });
  set(key, { ...idle, isRunning: false, outcome: followed.outcome });
  return followed;
};

/**
 * Runs the PAI chain (spec doc 1 §4: the three indicator sets, 0 → 100, then the update time) for a portfolio as a
 * chain job (`chain.start` from 'pai'), or joins the run already under way for it: one run per portfolio at a time.
 * `job` is the job to follow instead of starting one: the client chain's (PAI follows in it) or, after a reload, the
 * id kept in the tab's session.
 */
export const runPai = (
  client: ApiClient,
  portfolioId: string,
  job?: ChainJob | string,
): Promise<ChainOutcome> => {
  const key = keyOf(portfolioId, 'pai');
  const existing = pending.get(key);
  if (existing) return existing;
  const read = async (): Promise<ChainJob> => {
    const found =
      typeof job === 'object'
        ? job
        : typeof job === 'string'
          ? (await client.call('chain.job', { params: { portfolioId, jobId: job } })).data
          : (await client.call('chain.start', { params: { portfolioId }, body: { from: 'pai' } })).data;
    storage()?.setItem(paiMarker(portfolioId), found.jobId);
    return found;
  };
  const promise = follow(key, paiChain, { client, portfolioId }, read)
    .then(({ outcome }) => outcome)
    .finally(() => {
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
  job?: ChainJob | string,
): Promise<ChainOutcome> => {
  const isJoining = pending.has(keyOf(portfolioId, 'pai'));
  const outcome = await runPai(services.client, portfolioId, job);
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
 * After the client test's part of a whole chain job (a client's chain, a lookup), the PAI run follows the same job in
 * the background when the job goes on with PAI (it does not for a caller who may not see PAI).
 */
export const followPaiAfter = (services: AppServices, portfolioId: string, job: ChainJob | null) => {
  if (job && (job.state !== 'completed' || isPaiStep(job.step)))
    void startBackgroundPai(services, portfolioId, job);
};

/**
 * After a reload cut the following of a background PAI run, the page showing that portfolio follows its job again
 * (its id is in the tab's session storage); the marker goes when the run ends.
 */
export const useResumedPai = (
  portfolioId: string | null | undefined,
  paiUpdatedAt: string | null | undefined,
) => {
  const services = useServices();
  useEffect(() => {
    if (!portfolioId || paiUpdatedAt === undefined) return;
    const jobId = paiJobOf(portfolioId);
    if (jobId === null || pending.has(keyOf(portfolioId, 'pai'))) return;
    void startBackgroundPai(services, portfolioId, jobId);
  }, [portfolioId, paiUpdatedAt, services]);
};

/**
 * Starts the client chain (provider → recalculate → taxonomy → impact 0 and 2, spec doc 1 §4) for a client's
 * portfolio as a chain job (`chain.start`; a start while one is live answers that job), unless it already runs for
 * the client; resolves with its outcome (null when one already ran). The job goes on with PAI when the caller may
 * see it, which the PAI run then follows in the background.
 */
export const startChain = async (
  services: AppServices,
  clientId: string,
  portfolioId: string,
): Promise<ChainOutcome | null> => {
  const key = keyOf(clientId, 'client');
  if (runs.get(key)?.isRunning) return null;
  const { client } = services;
  const { outcome, job } = await follow(
    key,
    clientTestChain,
    { client, portfolioId, clientId },
    async () => (await client.call('chain.start', { params: { portfolioId }, body: {} })).data,
  );
  if (outcome.status === 'completed') followPaiAfter(services, portfolioId, job);
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
