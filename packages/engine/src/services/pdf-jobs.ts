import { DomainError, isErrorCode, type Locale, type PdfJob, type PdfSection } from '@esgkit/core';
import { QUEUES } from '../jobs/queues.ts';
import type { JobHandler, JobStatus, Jobs, QueuePolicy } from '../jobs/types.ts';
import type { Store } from '../store/db.ts';
import { newId } from '../store/ids.ts';
import type { PortfolioRow } from '../store/repositories/portfolios.ts';
import { accessScopeOf } from './access.ts';
import { type PrincipalRef, pdfJobHandler } from './pdf-job-render.ts';
import type { Principal } from './principal.ts';
import { checkReportSections, type ReportService } from './report.ts';

/** How long a rendered PDF (or its error) stays downloadable. */
const PDF_RETENTION_MS = 24 * 60 * 60 * 1000;
/**
 * How long `exports.report` waits for its job in an engine that is not a worker (ESGKIT_WORKER=0) before it answers
 * the spec's 504 pdfTimeout (doc 1 §4): the render's own 60 s limit and time in the queue behind other renders.
 */
const QUEUED_REPORT_WAIT_MS = 120_000;
const QUEUED_REPORT_POLL_MS = 250;

const refOf = (principal: Principal): PrincipalRef =>
  principal.kind === 'share'
    ? { kind: 'share', share: principal.share }
    : {
        kind: 'user',
        userId: principal.user.id,
        ...(principal.kind === 'apiKey' ? { apiKey: { id: principal.apiKeyId } } : {}),
      };

/** The key a render is filed under: a user's jobs are theirs whichever session or key asks; a share link's its own. */
const principalKey = (principal: Principal): string =>
  principal.kind === 'share' ? `share:${principal.share.shareId}` : `user:${principal.user.id}`;

/** A failed job's error as the synchronous route throws it (the spec's key; an unknown key is a pdfError). */
const failureOf = (job: PdfJob): DomainError => {
  const key = job.error?.key ?? 'pdfError';
  return new DomainError(isErrorCode(key) ? key : 'pdfError', {
    message: job.error?.message ?? 'the render failed',
  });
};

/** A render's state for its caller: its row once finished, else its job's (spec doc 1 §4 flags, docs/api.md). */
const stateOf = (
  row: { pdf_base64: string | null; error_key: string | null },
  job: JobStatus | undefined,
) => {
  if (row.pdf_base64 !== null) return { state: 'ready', progress: 100 } as const;
  if (row.error_key !== null) return { state: 'failed', progress: 0 } as const;
  if (!job || job.state === 'dead' || job.state === 'completed')
    return { state: 'failed', progress: 0 } as const;
  if (job.state === 'running') return { state: 'rendering', progress: job.progress } as const;
  return { state: 'queued', progress: 0 } as const; // queued, or failed with a retry due
};

export interface PdfJobRequest {
  sections?: readonly PdfSection[] | undefined;
  locale: Locale;
  derivations?: boolean | undefined;
}

/**
 * PDF reports as jobs (issue 32; docs/architecture.md "Background work"): `start` files a render under the caller
 * and enqueues it on QUEUES.reportPdf; a worker (this process unless ESGKIT_WORKER=0, or `esgkit worker`) renders it
 * with the report service and stores the PDF in `pdf_renders` until it expires; `status` and `pdf` answer only the
 * principal that started it (404 otherwise).
 */
export const createPdfJobs = (options: {
  store: Store;
  jobs: Jobs;
  report: ReportService;
  now: () => Date;
  /** This process's worker once it works the queues (it starts them), or undefined in an API-only engine. */
  workerStarted: () => Promise<void> | undefined;
  snapshotVersion: () => string | null;
  /** Over the queue's defaults below (tests shorten the expiry). */
  policy?: Partial<QueuePolicy> | undefined;
}) => {
  const { store, jobs, report, now } = options;
  const { db } = store;
  const queue = {
    queue: QUEUES.reportPdf,
    // a render may run a while (the PAI chain of a lookup first): an attempt gets 15 minutes
    policy: { retryLimit: 2, expireInSeconds: 15 * 60, ...options.policy },
    handler: pdfJobHandler({ db, report, now }),
  } satisfies { queue: string; policy: Partial<QueuePolicy>; handler: JobHandler };
  let apiOnly: Promise<void> | undefined;
  /** Enqueueing and reading a job need the queue started and defined: by the worker, else here (API-only engine). */
  const queueReady = (): Promise<void> => {
    const worker = options.workerStarted();
    if (worker) return worker;
    apiOnly ??= jobs.start().then(() => jobs.defineQueue(queue.queue, queue.policy));
    return apiOnly;
  };

  /** The caller's own render, unexpired; else 404 (another user, another share link, a made-up or expired id). */
  const ownRender = async (id: string, principal: Principal) => {
    const row = await db
      .selectFrom('pdf_renders')
      .selectAll()
      .where('id', '=', id)
      .where('principal_key', '=', principalKey(principal))
      .where('expires_at', '>', now().toISOString())
      .executeTakeFirst();
    if (!row) throw new DomainError('notFound');
    return row;
  };

  const status = async (id: string, principal: Principal): Promise<PdfJob> => {
    const row = await ownRender(id, principal);
    const finished = row.pdf_base64 !== null || row.error_key !== null;
    const job =
      finished || !row.job_id ? undefined : await queueReady().then(() => jobs.status(row.job_id as string));
    const { state, progress } = stateOf(row, job);
    const failure =
      state === 'failed'
        ? {
            key: row.error_key ?? 'pdfError',
            message: row.error_message ?? job?.error ?? 'the render failed',
          }
        : undefined;
    return {
      jobId: row.id,
      state,
      progress,
      expiresAt: row.expires_at,
      ...(failure ? { error: failure } : {}),
    };
  };

  return {
    /** The worker's queue (jobs/worker.ts runs it). */
    queue,

    /** Files and enqueues a portfolio's PDF for the principal; answers the job as it stands (queued). */
    async start(row: PortfolioRow, principal: Principal, request: PdfJobRequest): Promise<PdfJob> {
      await checkReportSections({ ...request, principal, scope: accessScopeOf(row) });
      await queueReady();
      const id = newId();
      const created = now();
      await db.deleteFrom('pdf_renders').where('expires_at', '<=', created.toISOString()).execute();
      await db
        .insertInto('pdf_renders')
        .values({
          id,
          job_id: null,
          principal_key: principalKey(principal),
          filename: `esgkit-report-${report.today()}.pdf`,
          created_at: created.toISOString(),
          expires_at: new Date(created.getTime() + PDF_RETENTION_MS).toISOString(),
          pdf_base64: null,
          error_key: null,
          error_message: null,
        })
        .execute();
      const version = options.snapshotVersion();
      const jobId = await jobs.enqueue(QUEUES.reportPdf, {
        renderId: id,
        portfolioId: row.id,
        principal: refOf(principal),
        ...(request.sections ? { sections: [...request.sections] } : {}),
        locale: request.locale,
        ...(request.derivations !== undefined ? { derivations: request.derivations } : {}),
        ...(version ? { snapshotVersion: version } : {}),
      });
      await db.updateTable('pdf_renders').set({ job_id: jobId }).where('id', '=', id).execute();
      return status(id, principal);
    },

    status,

    /** Whether this process renders PDFs itself; an API-only engine (ESGKIT_WORKER=0) leaves them to the workers. */
    rendersHere: (): boolean => options.workerStarted() !== undefined,

    /**
     * `exports.report` in an API-only engine: the PDF rendered by a worker, answered in the request as before (a
     * failed job answers its own error; still waiting after QUEUED_REPORT_WAIT_MS: 504 pdfTimeout).
     */
    async renderQueued(row: PortfolioRow, principal: Principal, request: PdfJobRequest): Promise<Uint8Array> {
      const { jobId } = await this.start(row, principal, request);
      const deadline = Date.now() + QUEUED_REPORT_WAIT_MS; // wall time: `now` may be a test's fixed day
      for (;;) {
        const job = await status(jobId, principal);
        if (job.state === 'ready') return (await this.pdf(jobId, principal)).bytes;
        if (job.state === 'failed') throw failureOf(job);
        if (Date.now() > deadline) throw new DomainError('pdfTimeout');
        await new Promise((resolve) => setTimeout(resolve, QUEUED_REPORT_POLL_MS));
      }
    },

    /** The PDF of the caller's ready job (404 while it is not ready, or for anyone else). */
    async pdf(id: string, principal: Principal): Promise<{ bytes: Uint8Array; filename: string }> {
      const row = await ownRender(id, principal);
      if (row.pdf_base64 === null) throw new DomainError('notFound');
      return { bytes: new Uint8Array(Buffer.from(row.pdf_base64, 'base64')), filename: row.filename };
    },
  };
};

export type PdfJobs = ReturnType<typeof createPdfJobs>;
