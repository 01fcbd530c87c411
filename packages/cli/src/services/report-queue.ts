import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ApiClient, type Client, isPaiOutdated, MAX_PDF_JOBS_PER_READ, type PdfJob } from '@esgkit/core';
import { canonicalJson, needsPai } from '@esgkit/report';
import { connect } from '../connect/connect.ts';
import type { ExitCode } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { createProgress, type ProgressReporter } from '../ui/progress.ts';
import { fileSafe, writeFileIn } from './downloads.ts';
import { forEachPool } from './pool.ts';
import { failureText, reportContext, reportSections } from './report.ts';
import {
  type AllClientsOptions,
  type ClientReportResult,
  finishReports,
  isUpToDate,
  noteReportLine,
  type ReportStamp,
  shardOf,
  stampOf,
} from './report-all.ts';

/**
 * The run's queued jobs, in the output folder: an interrupted run's jobs are followed by the next run, not queued
 * again (a job is reused only for the same stamp: the same data and options). Chain jobs need no entry: chain.start
 * answers the job already queued or running for the portfolio's version (its singleton key), so a resumed run
 * follows it rather than starting another.
 */
const QUEUE_FILE = '.esgkit-report-queue.json';
const POLL_MS = 500;
/**
 * Requests in flight at a time while starting and following jobs: a cycle over 10,000 pending jobs is ~1,250 round
 * trips, not 10,000 one after another, and the engine is not flooded either.
 */
export const IN_FLIGHT = 8;
/** The resume file is written at most this often while a batch runs (10,000 clients' entries are megabytes). */
const SAVE_MS = 1000;

type QueueState = Record<string, { jobId: string; stamp: ReportStamp }>;

interface Named {
  client: Client;
  name: string;
  base: string;
}

/** A client's job being followed: its chain (--calculate), then its report. */
type Followed = Named & { jobId: string; progress: number } & (
    | { kind: 'chain'; portfolioId: string }
    | {
        kind: 'report';
        stamp: ReportStamp /** 50 after a chain: the chain was the bar's first half. */;
        from: number;
      }
  );

/**
 * The states of the PDF jobs `jobIds`, read through exports.jobs: one request per MAX_PDF_JOBS_PER_READ ids (a cycle
 * over 10,000 pending jobs is 20 requests, not 10,000). A job missing from the answer is gone: unknown or expired.
 */
export const pdfJobStates = async (
  api: ApiClient,
  jobIds: readonly string[],
  signal: AbortSignal,
): Promise<Map<string, PdfJob>> => {
  const chunks: string[][] = [];
  for (let k = 0; k < jobIds.length; k += MAX_PDF_JOBS_PER_READ)
    chunks.push(jobIds.slice(k, k + MAX_PDF_JOBS_PER_READ));
  const states = new Map<string, PdfJob>();
  await forEachPool(chunks, IN_FLIGHT, async (chunk) => {
    for (const job of (await api.call('exports.jobs', { body: { jobIds: chunk }, signal })).data)
      states.set(job.jobId, job);
  });
  return states;
};

const readState = async (path: string): Promise<QueueState> => {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as QueueState;
  } catch {
    return {};
  }
};

/** The resume file's writes, one at a time (two at once could interleave) and at most once a SAVE_MS unless flushed. */
const stateWriter = (path: string, state: QueueState) => {
  let writing = Promise.resolve();
  let savedAt = 0;
  const write = () => {
    savedAt = Date.now();
    writing = writing.then(() => writeFileIn(path, `${JSON.stringify(state, null, 2)}\n`));
    return writing;
  };
  return { changed: () => (Date.now() - savedAt < SAVE_MS ? writing : write()), flush: write };
};

/**
 * `esgkit report --all-clients --queue --out DIR`: one PDF job per client (exports.reportJob) for the engine's
 * workers, followed until each is ready and downloaded into DIR with its manifest. Up-to-date reports are skipped as
 * in the local mode (the same stamp); the jobs of an interrupted run are followed again, not queued twice. With
 * --calculate every due chain job is started first, so the workers run them side by side, and each client's report
 * is queued as its chain completes. `--concurrency` does not apply: the workers' ESGKIT_WORKER_CONCURRENCY does.
 */
export const runQueuedClientReports = async (
  runtime: Runtime,
  options: AllClientsOptions,
): Promise<ExitCode> => {
  const sections = reportSections(options.sections);
  const { describe } = runtime;
  const connection = await connect({ settings: runtime.settings, describe, onNote: runtime.note });
  let progress: ProgressReporter | null = null;
  let saved: ReturnType<typeof stateWriter> | undefined;
  try {
    const ctx = await reportContext(connection, runtime, {
      sections,
      now: options.now ?? new Date(),
      derivations: options.derivations,
    });
    const { client: api, signal } = ctx;
    const listed = (await api.call('clients.list', { signal })).data;
    const clients = shardOf(listed, options.shard ?? { index: 1, count: 1 });
    if (clients.length === 0) runtime.note(describe('cli.report.noClients'));
    const statePath = join(options.out, QUEUE_FILE);
    const state = await readState(statePath);
    const writer = stateWriter(statePath, state);
    saved = writer;
    const reports: ClientReportResult[] = [];
    const followed = new Set<Followed>();
    const finish = (p: Named, status: ClientReportResult['status'], error?: string) => {
      const r = {
        clientId: p.client.id,
        name: p.name,
        status,
        file: status === 'failed' ? null : `${p.base}.pdf`,
        error: error ?? null,
      };
      reports.push(r);
      // on a TTY the bar stands in for the lines (the summary repeats the failures)
      if (!progress) noteReportLine(runtime, r);
    };
    // the interrupted run's jobs as they stand, read once: an expired, unknown or failed one is queued again
    const resumed = await pdfJobStates(
      api,
      Object.values(state).map((s) => s.jobId),
      signal,
    );
    const live = (jobId: string): boolean => (resumed.get(jobId)?.state ?? 'failed') !== 'failed';

    /** --calculate: an outdated portfolio, or missing or outdated PAI for PAI sections (as the local mode decides). */
    const chainDue = (client: Client): boolean => {
      const p = client.portfolio;
      if (!options.calculate || !p) return false;
      return p.isOutdated || (needsPai(sections) && isPaiOutdated(p.paiUpdatedAt, p.updatedAt, new Date()));
    };
    /** The client's chain job (chain.start: the live one of this portfolio version if there is one), to follow. */
    const startChain = async (named: Named & { portfolioId: string }): Promise<void> => {
      const { portfolioId } = named;
      const { data: job } = await api.call('chain.start', { params: { portfolioId }, body: {}, signal });
      followed.add({ ...named, kind: 'chain', portfolioId, jobId: job.jobId, progress: 0 });
    };
    /** The client's report job (the interrupted run's one when its stamp still holds), unless up to date. */
    const queueReport = async ({ client, name, base }: Named, from: number): Promise<void> => {
      const stamp = stampOf(ctx, client, ctx.snapshotVersion);
      if (!stamp)
        return finish({ client, name, base }, 'failed', describe('cli.clients.noPortfolio', { name }));
      if (!options.force && (await isUpToDate(`${base}.pdf`, `${base}.manifest.json`, stamp)))
        return finish({ client, name, base }, 'skipped');
      const known = state[client.id];
      let jobId =
        known && canonicalJson(known.stamp) === canonicalJson(stamp) && live(known.jobId)
          ? known.jobId
          : undefined;
      jobId ??= (
        await api.call('exports.reportJob', {
          params: { portfolioId: stamp.portfolioId },
          body: { sections, locale: ctx.locale, ...(ctx.derivations ? { derivations: true } : {}) },
          signal,
        })
      ).data.jobId;
      state[client.id] = { jobId, stamp };
      await writer.changed();
      followed.add({ client, name, base, kind: 'report', stamp, jobId, progress: 0, from });
    };

    const download = async (p: Followed & { kind: 'report' }): Promise<void> => {
      try {
        const { bytes } = await api.call('exports.jobPdf', { params: { jobId: p.jobId }, signal });
        await writeFileIn(`${p.base}.pdf`, bytes);
        const pdfSha256 = createHash('sha256').update(bytes).digest('hex');
        await writeFileIn(
          `${p.base}.manifest.json`,
          `${JSON.stringify({ queuedJob: p.jobId, pdfSha256, stamp: p.stamp }, null, 2)}\n`,
        );
        finish(p, 'ok');
      } catch (error) {
        if (signal.aborted) throw error;
        finish(p, 'failed', failureText(error, runtime));
      }
    };
    /**
     * One look at a followed job: its progress, or what follows its end (the report after a chain; the PDF). A report
     * job's state comes from the cycle's exports.jobs read (`states`); one missing from it has expired or is unknown.
     */
    const poll = async (p: Followed, states: Map<string, PdfJob>): Promise<void> => {
      if (p.kind === 'chain') {
        const params = { portfolioId: p.portfolioId, jobId: p.jobId };
        const { data: job } = await api.call('chain.job', { params, signal });
        p.progress = job.progress / 2;
        if (job.state !== 'completed' && job.state !== 'failed') return;
        followed.delete(p);
        if (job.state === 'failed')
          return finish(p, 'failed', job.error?.message ?? describe('anErrorHasOccurred'));
        const client = (await api.call('clients.get', { params: { clientId: p.client.id }, signal })).data;
        return queueReport({ ...p, client }, 50);
      }
      const job = states.get(p.jobId) ?? {
        state: 'failed' as const,
        progress: 0,
        error: { key: 'notFound', message: describe('notFound') },
      };
      p.progress = p.from + (job.progress * (100 - p.from)) / 100;
      if (job.state !== 'ready' && job.state !== 'failed') return;
      followed.delete(p);
      delete state[p.client.id];
      if (job.state === 'failed') finish(p, 'failed', job.error?.message ?? describe('pdfError'));
      else await download(p);
      await writer.changed();
    };

    const named = clients.map((client): Named => {
      const name = `${client.firstname} ${client.lastname}`.trim();
      return { client, name, base: join(options.out, `${fileSafe(name)}-${fileSafe(client.id)}`) };
    });
    // every due chain first (the workers run them side by side), then the reports of the clients that need none
    const due = named.map((n) => chainDue(n.client));
    const chains = named.filter((_, k) => due[k]);
    await forEachPool(chains, IN_FLIGHT, (n) => startChain({ ...n, portfolioId: n.client.portfolio!.id }));
    await forEachPool(
      named.filter((_, k) => !due[k]),
      IN_FLIGHT,
      (n) => queueReport(n, 0),
    );
    await writer.flush();

    const isTty = runtime.isTty && Boolean(runtime.streams.stderr.isTTY);
    progress = isTty ? await createProgress(runtime) : null;
    const total = clients.length;
    const tick = () => {
      const done = total - followed.size;
      let running = 0;
      for (const p of followed) running += p.progress;
      progress?.update({
        name: describe('cli.report.progressName'),
        step: describe('cli.report.progressStart', { done, total }),
        progress: total === 0 ? 100 : Math.round((100 * done + running) / total),
        isDone: followed.size === 0,
      });
    };
    while (followed.size > 0) {
      const cycle = [...followed];
      const reportJobs = cycle.flatMap((p) => (p.kind === 'report' ? [p.jobId] : []));
      const states = await pdfJobStates(api, reportJobs, signal);
      await forEachPool(cycle, IN_FLIGHT, (p) => poll(p, states));
      tick();
      if (followed.size > 0) await sleep(POLL_MS, undefined, { signal });
    }
    await writer.flush();
    await progress?.stop();
    progress = null;
    return finishReports(runtime, options, reports, isTty);
  } finally {
    // an interrupted run leaves every job it queued in the resume file (writes between flushes are throttled)
    await saved?.flush().catch(() => undefined);
    await progress?.stop();
    await connection.close();
  }
};
