import {
  type CountryScreeningCriteria,
  DomainError,
  isErrorCode,
  type Locale,
  type PdfJob,
  type PdfSection,
  type ScreeningKind,
  type ScreeningQuery,
  type ScreeningView,
} from '@esgkit/core';
import { jobStatusWhenReady, queueReadiness } from '../jobs/queue-ready.ts';
import { QUEUES } from '../jobs/queues.ts';
import type { JobHandler, JobStatus, Jobs, QueuePolicy } from '../jobs/types.ts';
import type { WorkerQueue } from '../jobs/worker.ts';
import type { Store } from '../store/db.ts';
import { newId } from '../store/ids.ts';
import type { PortfolioRow } from '../store/repositories/portfolios.ts';
import { accessScopeOf } from './access.ts';
import { createScreeningPdfService } from './exports/screening-pdf.ts';
import { grantOf } from './grants.ts';
import { readRenderFile, removeRenderFile } from './pdf-files.ts';
import { pdfJobHandler } from './pdf-job-render.ts';
import type { Principal } from './principal.ts';
import { checkReportSections, type ReportService } from './report.ts';
import type { ScreeningService } from './screening.ts';

/** How long a rendered PDF (or its error) stays downloadable. */
const PDF_RETENTION_MS = 24 * 60 * 60 * 1000;
/** When the expiry job removes the renders past their time: every quarter hour (a PDF outlives its 24 h by ≤ 15 min). */
const EXPIRY_CRON = '*/15 * * * *';
/**
 * How long `exports.report` waits for its job in an engine that is not a worker (ESGKIT_WORKER=0) before it answers
 * the spec's 504 pdfTimeout (doc 1 §4): the render's own 60 s limit and time in the queue behind other renders.
 */
const QUEUED_REPORT_WAIT_MS = 120_000;
const QUEUED_REPORT_POLL_MS = 250;

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
  row: { pdf_base64: string | null; pdf_path: string | null; error_key: string | null },
  job: JobStatus | undefined,
) => {
  if (row.pdf_base64 !== null || row.pdf_path !== null) return { state: 'ready', progress: 100 } as const;
  if (row.error_key !== null) return { state: 'failed', progress: 0 } as const;
  if (!job || job.state === 'dead' || job.state === 'completed')
    return { state: 'failed', progress: 0 } as const;
  if (job.state === 'running') return { state: 'rendering', progress: job.progress } as const;
  return { state: 'queued', progress: 0 } as const; // queued, or failed with a retry due
};

/**
 * The render filed under `key` (a principal's, or a CSV job's link), unexpired; else 404 (another user, another
 * share link or download link, a made-up or expired id).
 */
export const ownRenderOf = async (db: Store['db'], at: Date, id: string, key: string) => {
  const row = await db
    .selectFrom('pdf_renders')
    .selectAll()
    .where('id', '=', id)
    .where('principal_key', '=', key)
    .where('expires_at', '>', at.toISOString())
    .executeTakeFirst();
  if (!row) throw new DomainError('notFound');
  return row;
};

/** A ready render's bytes, PDF or CSV (404 while it is not ready). */
export const renderBytesOf = async (row: {
  pdf_base64: string | null;
  pdf_path: string | null;
  filename: string;
  content_type: string;
}) => {
  const { filename, content_type: contentType } = row;
  if (row.pdf_path !== null) return { bytes: await readRenderFile(row.pdf_path), filename, contentType };
  if (row.pdf_base64 === null) throw new DomainError('notFound');
  return { bytes: new Uint8Array(Buffer.from(row.pdf_base64, 'base64')), filename, contentType };
};

type RenderRow = Awaited<ReturnType<typeof ownRenderOf>>;

/** Whether a render has ended (its bytes or its error are stored): its job need not be asked. */
const renderFinished = (row: RenderRow): boolean =>
  row.pdf_base64 !== null || row.pdf_path !== null || row.error_key !== null;

/** A render as its caller sees it (PdfJob): its row once finished, else its job's state. */
const renderJobOf = (row: RenderRow, job: JobStatus | undefined): PdfJob => {
  const { state, progress } = stateOf(row, job);
  const failure =
    state === 'failed'
      ? { key: row.error_key ?? 'pdfError', message: row.error_message ?? job?.error ?? 'the render failed' }
      : undefined;
  return {
    jobId: row.id,
    state,
    progress,
    expiresAt: row.expires_at,
    ...(failure ? { error: failure } : {}),
  };
};

/**
 * A render as its caller sees it now: its row, and its job only while the row is unfinished. A job that reads ended
 * (completed, dead) while the row read unfinished finished between the two reads — its worker stored the bytes or the
 * error just then — so the row is read again rather than the render answered failed.
 */
export const renderJobNow = async (
  db: Store['db'],
  row: RenderRow,
  readJob: (jobId: string) => Promise<JobStatus | undefined>,
): Promise<PdfJob> => {
  if (renderFinished(row) || !row.job_id) return renderJobOf(row, undefined);
  const job = await readJob(row.job_id);
  if (job && job.state !== 'completed' && job.state !== 'dead') return renderJobOf(row, job);
  const now = await db.selectFrom('pdf_renders').selectAll().where('id', '=', row.id).executeTakeFirst();
  return renderJobOf(now ?? row, job);
};

/** Files a render (its job not enqueued yet) under `key`, kept until `expiresAt`. */
export const insertRender = async (
  db: Store['db'],
  render: { id: string; key: string; filename: string; contentType: string; created: Date; expiresAt: Date },
) => {
  await db
    .insertInto('pdf_renders')
    .values({
      id: render.id,
      job_id: null,
      principal_key: render.key,
      filename: render.filename,
      content_type: render.contentType,
      created_at: render.created.toISOString(),
      expires_at: render.expiresAt.toISOString(),
      pdf_base64: null,
      pdf_path: null,
      error_key: null,
      error_message: null,
    })
    .execute();
};

/** A job's PDF once a worker rendered it, polled in the request (an API-only engine's one-request PDF routes). */
const waitForRender = async (
  jobId: string,
  principal: Principal,
  read: {
    status: (id: string, principal: Principal) => Promise<PdfJob>;
    pdf: (id: string, principal: Principal) => Promise<{ bytes: Uint8Array }>;
  },
): Promise<Uint8Array> => {
  const deadline = Date.now() + QUEUED_REPORT_WAIT_MS; // wall time: `now` may be a test's fixed day
  for (;;) {
    const job = await read.status(jobId, principal);
    if (job.state === 'ready') return (await read.pdf(jobId, principal)).bytes;
    if (job.state === 'failed') throw failureOf(job);
    if (Date.now() > deadline) throw new DomainError('pdfTimeout');
    await new Promise((resolve) => setTimeout(resolve, QUEUED_REPORT_POLL_MS));
  }
};

/** The cron job removing the renders past their expiry (answers how many it removed). */
const expiryQueueOf = (db: Store['db'], now: () => Date) =>
  ({
    queue: QUEUES.pdfRendersExpiry,
    cron: EXPIRY_CRON,
    handler: async () => {
      const expired = await db
        .selectFrom('pdf_renders')
        .select(['id', 'pdf_path'])
        .where('expires_at', '<=', now().toISOString())
        .execute();
      // the files first: a row left by a crash here is removed at the next tick, a file without its row never
      for (const { pdf_path } of expired) if (pdf_path !== null) await removeRenderFile(pdf_path);
      if (expired.length > 0) {
        const ids = expired.map((r) => r.id);
        await db.deleteFrom('pdf_renders').where('id', 'in', ids).execute();
      }
      return { removed: expired.length };
    },
  }) satisfies WorkerQueue;

/** A screen's PDF, as exports.screeningPdf takes it (validated by the route). */
export interface ScreeningPdfJobRequest {
  kind: ScreeningKind;
  criteria: ScreeningQuery | CountryScreeningCriteria;
  view: ScreeningView;
  locale: Locale;
}

export interface PdfJobRequest {
  sections?: readonly PdfSection[] | undefined;
  locale: Locale;
  derivations?: boolean | undefined;
}

/** What a service whose jobs store renders in `pdf_renders` (PDF reports, CSV exports) is built on. */
export interface RenderJobDeps {
  store: Store;
  jobs: Jobs;
  now: () => Date;
  /** ESGKIT_REPORTS_DIR: the rendered files there (services/pdf-files.ts), else in the table. */
  reportsDir?: string | undefined;
  /** This process's worker once it works the queues (it starts them), or undefined in an API-only engine. */
  workerStarted: () => Promise<void> | undefined;
  snapshotVersion: () => string | null;
  /** Over the queue's defaults (tests shorten the expiry). */
  policy?: Partial<QueuePolicy> | undefined;
}

/**
 * PDF reports as jobs (issue 32; docs/architecture.md "Background work"): `start` files a render under the caller
 * and enqueues it on QUEUES.reportPdf; a worker (this process unless ESGKIT_WORKER=0, or `esgkit worker`) renders it
 * with the report service and stores the PDF in `pdf_renders` until it expires; `status` and `pdf` answer only the
 * principal that started it (404 otherwise).
 */
export const createPdfJobs = (
  options: RenderJobDeps & {
    report: ReportService;
    /** The screens a screening PDF job runs again (the worker's side). */
    screening: ScreeningService;
  },
) => {
  const { store, jobs, report, now } = options;
  const { db } = store;
  const screeningPdf = createScreeningPdfService({ screening: options.screening, report });
  const expiryQueue = expiryQueueOf(db, now);
  const queue = {
    queue: QUEUES.reportPdf,
    // a render may run a while (the PAI chain of a lookup first): an attempt gets 15 minutes
    policy: { retryLimit: 2, expireInSeconds: 15 * 60, ...options.policy },
    handler: pdfJobHandler({ db, report, screeningPdf, now, reportsDir: options.reportsDir }),
  } satisfies { queue: string; policy: Partial<QueuePolicy>; handler: JobHandler };
  const queueReady = queueReadiness(jobs, queue, options.workerStarted);

  const ownRender = (id: string, principal: Principal) => ownRenderOf(db, now(), id, principalKey(principal));

  /** A render's job in the queue (once the queue is ready in this process). */
  const readJob = jobStatusWhenReady(jobs, queueReady);

  const status = async (id: string, principal: Principal): Promise<PdfJob> =>
    renderJobNow(db, await ownRender(id, principal), readJob);

  /**
   * exports.jobs: the principal's renders among `ids`, in the order asked, from one read of their rows; an id that is
   * unknown, expired or another principal's is left out (as exports.job's 404, nothing disclosed; docs/decisions.md).
   */
  const statuses = async (ids: readonly string[], principal: Principal): Promise<PdfJob[]> => {
    const rows = await db
      .selectFrom('pdf_renders')
      .selectAll()
      .where('id', 'in', [...new Set(ids)])
      .where('principal_key', '=', principalKey(principal))
      .where('expires_at', '>', now().toISOString())
      .execute();
    // only the unfinished renders ask the queue (one read each, side by side)
    const answered = new Map(
      await Promise.all(rows.map(async (row) => [row.id, await renderJobNow(db, row, readJob)] as const)),
    );
    return ids.flatMap((id) => {
      const job = answered.get(id);
      return job ? [job] : [];
    });
  };

  /** Files a render under the principal and enqueues its job (`data`: what the worker needs but the render's id). */
  const file = async (
    principal: Principal,
    filename: string,
    data: Record<string, unknown>,
  ): Promise<PdfJob> => {
    await queueReady();
    const id = newId();
    const created = now();
    await insertRender(db, {
      id,
      key: principalKey(principal),
      filename,
      contentType: 'application/pdf',
      created,
      expiresAt: new Date(created.getTime() + PDF_RETENTION_MS),
    });
    const version = options.snapshotVersion();
    const jobId = await jobs.enqueue(QUEUES.reportPdf, {
      renderId: id,
      principal: grantOf(principal),
      ...data,
      ...(version ? { snapshotVersion: version } : {}),
    });
    await db.updateTable('pdf_renders').set({ job_id: jobId }).where('id', '=', id).execute();
    return status(id, principal);
  };

  const pdf = async (id: string, principal: Principal) => renderBytesOf(await ownRender(id, principal));
  const waitFor = async (started: Promise<PdfJob>, principal: Principal): Promise<Uint8Array> =>
    waitForRender((await started).jobId, principal, { status, pdf });

  const startReport = async (row: PortfolioRow, principal: Principal, request: PdfJobRequest) => {
    await checkReportSections({ ...request, principal, scope: accessScopeOf(row) });
    return file(principal, `esgkit-report-${report.today()}.pdf`, {
      portfolioId: row.id,
      ...(request.sections ? { sections: [...request.sections] } : {}),
      locale: request.locale,
      ...(request.derivations !== undefined ? { derivations: request.derivations } : {}),
    });
  };

  const startScreening = async (principal: Principal, request: ScreeningPdfJobRequest) => {
    screeningPdf.checkAccess(principal, request.kind); // refused now, not in the job
    const { kind, criteria, view, locale } = request;
    return file(principal, `esgkit-screening-${kind}-${report.today()}.pdf`, {
      screening: { kind, criteria, view },
      locale,
    });
  };

  return {
    /** The worker's queues (jobs/worker.ts runs them): the renders, and the cron job removing expired ones. */
    queues: [queue, expiryQueue] satisfies WorkerQueue[],

    /** Files and enqueues a portfolio's PDF for the principal; answers the job as it stands (queued). */
    start: startReport,

    /** Files and enqueues a screen's PDF for the principal (the worker runs the screen again); answers the job. */
    startScreening,

    status,

    statuses,

    /** Whether this process renders PDFs itself; an API-only engine (ESGKIT_WORKER=0) leaves them to the workers. */
    rendersHere: (): boolean => options.workerStarted() !== undefined,

    /**
     * `exports.report` in an API-only engine: the PDF rendered by a worker, answered in the request as before (a
     * failed job answers its own error; still waiting after QUEUED_REPORT_WAIT_MS: 504 pdfTimeout).
     */
    renderQueued: (row: PortfolioRow, principal: Principal, request: PdfJobRequest): Promise<Uint8Array> =>
      waitFor(startReport(row, principal, request), principal),

    /** `exports.screeningPdf` in an API-only engine, as `renderQueued` for the report. */
    renderScreeningQueued: (principal: Principal, request: ScreeningPdfJobRequest): Promise<Uint8Array> =>
      waitFor(startScreening(principal, request), principal),

    pdf,
  };
};

export type PdfJobs = ReturnType<typeof createPdfJobs>;
