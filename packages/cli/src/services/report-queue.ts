import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError, type Client, isPaiOutdated } from '@esgkit/core';
import { canonicalJson, needsPai } from '@esgkit/report';
import { connect } from '../connect/connect.ts';
import type { ExitCode } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { createProgress, type ProgressReporter } from '../ui/progress.ts';
import { fileSafe, writeFileIn } from './downloads.ts';
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
 * again (a job is reused only for the same stamp: the same data and options).
 */
const QUEUE_FILE = '.esgkit-report-queue.json';
const POLL_MS = 500;

type QueueState = Record<string, { jobId: string; stamp: ReportStamp }>;

interface Pending {
  client: Client;
  name: string;
  base: string;
  stamp: ReportStamp;
  jobId: string;
  progress: number;
}

const readState = async (path: string): Promise<QueueState> => {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as QueueState;
  } catch {
    return {};
  }
};

/**
 * `esgkit report --all-clients --queue --out DIR`: one PDF job per client (exports.reportJob) for the engine's
 * workers, followed until each is ready and downloaded into DIR with its manifest. Up-to-date reports are skipped as
 * in the local mode (the same stamp); the jobs of an interrupted run are followed again, not queued twice.
 */
export const runQueuedClientReports = async (
  runtime: Runtime,
  options: AllClientsOptions,
): Promise<ExitCode> => {
  const sections = reportSections(options.sections);
  const { describe } = runtime;
  const connection = await connect({ settings: runtime.settings, describe, onNote: runtime.note });
  let progress: ProgressReporter | null = null;
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
    const saveState = () => writeFileIn(statePath, `${JSON.stringify(state, null, 2)}\n`);
    const reports: ClientReportResult[] = [];
    const line = (r: ClientReportResult) => {
      // on a TTY the bar stands in for the lines (the summary repeats the failures)
      if (!progress) noteReportLine(runtime, r);
    };
    const finish = (
      p: Pick<Pending, 'client' | 'name' | 'base'>,
      status: ClientReportResult['status'],
      error?: string,
    ) => {
      const r = {
        clientId: p.client.id,
        name: p.name,
        status,
        file: status === 'failed' ? null : `${p.base}.pdf`,
        error: error ?? null,
      };
      reports.push(r);
      line(r);
    };
    /** The job is still there for us (an expired or unknown one is 404: queue it again). */
    const live = async (jobId: string): Promise<boolean> => {
      try {
        return (await api.call('exports.job', { params: { jobId }, signal })).data.state !== 'failed';
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return false;
        throw error;
      }
    };

    /**
     * --calculate: an outdated portfolio, or missing or outdated PAI for PAI sections (as the local mode decides), is
     * computed first by the portfolio's chain job (chain.start) on the workers; answers the client as it is then, or
     * the job's error.
     */
    const calculated = async (client: Client): Promise<Client | string> => {
      const p = client.portfolio;
      if (!options.calculate || !p) return client;
      const paiDue = needsPai(sections) && isPaiOutdated(p.paiUpdatedAt, p.updatedAt, new Date());
      if (!p.isOutdated && !paiDue) return client;
      let { data: job } = await api.call('chain.start', { params: { portfolioId: p.id }, body: {}, signal });
      while (job.state !== 'completed') {
        if (job.state === 'failed') return job.error?.message ?? describe('anErrorHasOccurred');
        await sleep(POLL_MS, undefined, { signal });
        job = (await api.call('chain.job', { params: { portfolioId: p.id, jobId: job.jobId }, signal })).data;
      }
      return (await api.call('clients.get', { params: { clientId: client.id }, signal })).data;
    };

    const pending: Pending[] = [];
    for (const listedClient of clients) {
      const name = `${listedClient.firstname} ${listedClient.lastname}`.trim();
      const base = join(options.out, `${fileSafe(name)}-${fileSafe(listedClient.id)}`);
      const client = await calculated(listedClient);
      if (typeof client === 'string') {
        finish({ client: listedClient, name, base }, 'failed', client);
        continue;
      }
      const stamp = stampOf(ctx, client, ctx.snapshotVersion);
      if (!stamp) {
        finish({ client, name, base }, 'failed', describe('cli.clients.noPortfolio', { name }));
        continue;
      }
      if (!options.force && (await isUpToDate(`${base}.pdf`, `${base}.manifest.json`, stamp))) {
        finish({ client, name, base }, 'skipped');
        continue;
      }
      const known = state[client.id];
      let jobId =
        known && canonicalJson(known.stamp) === canonicalJson(stamp) && (await live(known.jobId))
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
      await saveState();
      pending.push({ client, name, base, stamp, jobId, progress: 0 });
    }

    const isTty = runtime.isTty && Boolean(runtime.streams.stderr.isTTY);
    progress = isTty ? await createProgress(runtime) : null;
    const total = clients.length;
    const tick = () => {
      const done = total - pending.length;
      progress?.update({
        name: describe('cli.report.progressName'),
        step: describe('cli.report.progressStart', { done, total }),
        progress:
          total === 0 ? 100 : Math.round((100 * done + pending.reduce((a, p) => a + p.progress, 0)) / total),
        isDone: pending.length === 0,
      });
    };
    while (pending.length > 0) {
      for (const p of [...pending]) {
        const { data: job } = await api.call('exports.job', { params: { jobId: p.jobId }, signal });
        p.progress = job.progress;
        if (job.state !== 'ready' && job.state !== 'failed') continue;
        pending.splice(pending.indexOf(p), 1);
        delete state[p.client.id];
        if (job.state === 'failed') {
          finish(p, 'failed', job.error?.message ?? describe('pdfError'));
        } else {
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
        }
        await saveState();
      }
      tick();
      if (pending.length > 0) await sleep(POLL_MS, undefined, { signal });
    }
    await progress?.stop();
    progress = null;
    return finishReports(runtime, options, reports, isTty);
  } finally {
    await progress?.stop();
    await connection.close();
  }
};
