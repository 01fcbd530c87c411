import {
  type ChainJob,
  ChainJobFrom,
  chainJobProgress,
  chainJobSteps,
  DomainError,
  Locale,
} from '@esgkit/core';
import { z } from 'zod';
import { jobStatusWhenReady, queueReadiness } from '../jobs/queue-ready.ts';
import { QUEUES } from '../jobs/queues.ts';
import type { JobHandler, JobStatus, Jobs, QueuePolicy } from '../jobs/types.ts';
import type { Store } from '../store/db.ts';
import { findPortfolioById, type PortfolioRow } from '../store/repositories/portfolios.ts';
import type { CalculationService } from './calculations/index.ts';
import type { NotificationService } from './notifications/index.ts';

/** What a chain job carries: the portfolio, who started it (impact reads their saved defaults) and what to run. */
const ChainJobData = z.object({
  portfolioId: z.string(),
  userId: z.string(),
  locale: Locale,
  /** Whether the caller may see PAI (doc 1 §6): without it the job stops after the client test. */
  pai: z.boolean(),
  /** The whole chain, or PAI only (a job queued before `from` existed ran the whole chain). */
  from: ChainJobFrom.default('client'),
});
type ChainJobData = z.infer<typeof ChainJobData>;

/** A finished job's answer: the steps done, and the step a domain error stopped (an answer, never a retry). */
const ChainJobResult = z.object({
  done: z.number().int(),
  failed: z.object({ key: z.string(), message: z.string(), step: z.string() }).optional(),
});
type ChainJobResult = z.infer<typeof ChainJobResult>;

const PAI_STEP = /^pai([123])\.(\d+)$/;

/**
 * A chain job's singleton key: one per portfolio version and per step list, so a start is only ever answered with a
 * live job that runs the steps it asked for — the whole chain with PAI (`chain:`), without it for a caller who may
 * not see PAI (`chain-client:`), or PAI alone (`chain-pai:`). docs/decisions.md "A singleton key per kind of chain".
 */
const keyOf = (row: PortfolioRow, data: Pick<ChainJobData, 'pai' | 'from'>): string =>
  `${data.from === 'pai' ? 'chain-pai' : data.pai ? 'chain' : 'chain-client'}:${row.id}:${row.updated_at}`;

/** Steps done at `progress` (chainJobProgress rises with every step while there are at most 100 of them). */
const doneAt = (progress: number, total: number): number => {
  let done = 0;
  while (done < total && chainJobProgress(done + 1, total) <= progress) done++;
  return done;
};

/**
 * A client's chain as a job (issue 32; docs/architecture.md "Background work"): `start` enqueues the steps the web
 * drives (core's chainJobSteps: the client test, then PAI) on QUEUES.chainRun with one singleton key per portfolio
 * version and step list (keyOf), so a second start — on this engine or another on the same database — answers the same job while it is
 * queued or running. The worker runs each step through the same calculation service as the chain.* routes (their
 * leases make a step already running elsewhere wait, not run twice). Whoever may open the portfolio reads the job.
 */
export const createChainJobs = (options: {
  store: Store;
  jobs: Jobs;
  calculations: CalculationService;
  notifications: NotificationService;
  /** This process's worker once it works the queues, or undefined in an API-only engine. */
  workerStarted: () => Promise<void> | undefined;
  snapshotVersion: () => string | null;
}) => {
  const { store, jobs, calculations: calc } = options;

  const runStep = async (id: string, row: PortfolioRow, data: ChainJobData): Promise<void> => {
    const pai = PAI_STEP.exec(id);
    if (pai) return void (await calc.paiStep(row, Number(pai[1]) as 1 | 2 | 3, Number(pai[2]), data.locale));
    if (id === 'provider') return void (await calc.providerRetrieve(row));
    if (id === 'recalculate') return void (await calc.recalculate(row));
    if (id === 'taxonomy') return void (await calc.taxonomy(row));
    if (id === 'impact0' || id === 'impact2')
      return void (await calc.impact(row, id === 'impact0' ? 0 : 2, {
        indicators: undefined,
        userId: data.userId,
      }));
    if (id === 'paiDate') return options.notifications.paiCompleted(await calc.setPaiDate(row));
    throw new Error(`chain job: no runner for step "${id}"`);
  };

  const handler: JobHandler = async (job): Promise<ChainJobResult> => {
    const data = ChainJobData.parse(job.data);
    const steps = chainJobSteps(data.pai, data.from);
    const row = await findPortfolioById(store.db, data.portfolioId);
    if (!row)
      return { done: 0, failed: { key: 'notFound', message: 'the portfolio is gone', step: steps[0]! } };
    for (const [i, step] of steps.entries()) {
      try {
        await runStep(step, row, data);
      } catch (error) {
        // the chain's own refusals (no prices, PAI pending …) answer the job as they answer the routes
        if (error instanceof DomainError)
          return { done: i, failed: { key: error.code, message: error.message, step } };
        throw error;
      }
      await job.progress(chainJobProgress(i + 1, steps.length));
    }
    return { done: steps.length };
  };

  const queue = {
    queue: QUEUES.chainRun,
    // a chain on a large portfolio runs minutes; a worker killed mid-chain leaves it to another after the expiry
    policy: { retryLimit: 2, expireInSeconds: 15 * 60 },
    handler,
  } satisfies { queue: string; policy: Partial<QueuePolicy>; handler: JobHandler };

  const queueReady = queueReadiness(jobs, queue, options.workerStarted);
  const jobStatus = jobStatusWhenReady(jobs, queueReady);

  const toChainJob = (job: JobStatus, data: ChainJobData): ChainJob => {
    const steps = chainJobSteps(data.pai, data.from);
    const base = { jobId: job.id, portfolioId: data.portfolioId };
    if (job.state === 'completed') {
      const result = ChainJobResult.parse(job.result);
      const step = steps[result.done - 1] ?? null;
      return result.failed
        ? {
            ...base,
            state: 'failed',
            progress: chainJobProgress(result.done, steps.length),
            step,
            error: result.failed,
          }
        : { ...base, state: 'completed', progress: 100, step };
    }
    const done = doneAt(job.progress, steps.length);
    const progress = chainJobProgress(done, steps.length);
    const step = steps[done - 1] ?? null;
    if (job.state === 'dead')
      return {
        ...base,
        state: 'failed',
        progress,
        step,
        error: {
          key: 'anErrorHasOccurred',
          message: job.error ?? 'the chain failed',
          step: steps[done] ?? null,
        },
      };
    // an attempt that failed with a retry due is queued again
    return { ...base, state: job.state === 'running' ? 'running' : 'queued', progress, step };
  };

  const status = async (row: PortfolioRow, jobId: string): Promise<ChainJob> => {
    const job = await jobStatus(jobId);
    const data = job?.queue === QUEUES.chainRun ? ChainJobData.safeParse(job.data) : undefined;
    // a job of another queue or another portfolio is no job here (the route checked access to this portfolio)
    if (!job || !data?.success || data.data.portfolioId !== row.id) throw new DomainError('notFound');
    return toChainJob(job, data.data);
  };

  return {
    /** The worker's queue (jobs/worker.ts runs it). */
    queue,
    status,
    /**
     * Enqueues the portfolio's chain, or answers the one already queued or running for this version of it with the
     * same steps (keyOf). A PAI-only start while the whole chain with PAI is live answers that job, which runs PAI
     * too; any other start while another kind is live is a new job (the steps' leases keep one step from running
     * twice at once). The next start after a job ends is a new job.
     */
    async start(
      row: PortfolioRow,
      request: { userId: string; locale: Locale; pai: boolean; from: ChainJobFrom },
    ): Promise<ChainJob> {
      await queueReady();
      if (request.from === 'pai') {
        const whole = await jobs.liveJob(QUEUES.chainRun, keyOf(row, { pai: true, from: 'client' }));
        const job = whole ? await jobStatus(whole) : undefined;
        // its data, not only its key, says it runs PAI (a job of an older release had this key for every kind)
        const data = ChainJobData.safeParse(job?.data);
        if (job && data.success && data.data.pai && data.data.from === 'client')
          return toChainJob(job, data.data);
      }
      const version = options.snapshotVersion();
      const data: ChainJobData = { portfolioId: row.id, ...request };
      const jobId = await jobs.enqueue(
        QUEUES.chainRun,
        { ...data, ...(version ? { snapshotVersion: version } : {}) },
        { singletonKey: keyOf(row, data) },
      );
      return status(row, jobId);
    },
  };
};

export type ChainJobs = ReturnType<typeof createChainJobs>;
