import { DomainError, type PdfJob } from '@esgkit/core';
import { z } from 'zod';
import { jobStatusWhenReady, queueReadiness } from '../../jobs/queue-ready.ts';
import { QUEUES } from '../../jobs/queues.ts';
import type { JobHandler } from '../../jobs/types.ts';
import type { WorkerQueue } from '../../jobs/worker.ts';
import { newId } from '../../store/ids.ts';
import { saveRender, saveRenderError } from '../pdf-job-render.ts';
import { insertRender, ownRenderOf, type RenderJobDeps, renderBytesOf, renderJobNow } from '../pdf-jobs.ts';
import type { ExportService } from './index.ts';
import { CSV_CONTENT_TYPE } from './links.ts';

/** A CSV job's data: its render and the link (the credential the worker opens, as exports.download would). */
const CsvJobData = z.object({
  renderId: z.string(),
  token: z.string(),
  snapshotVersion: z.string().optional(),
});

/** A CSV job's render is filed under its link: the one credential that reads it (no session, no share token). */
const linkKey = (linkId: string): string => `download:${linkId}`;

/**
 * Large CSV exports as jobs (issue 32; docs/architecture.md "Background work"): `start` checks the signed link as
 * exports.download does, files a render under the link (`pdf_renders`, content type text/csv, kept until the link
 * expires) and enqueues it on QUEUES.exportCsv, one job per link while it is queued or building; a worker builds it
 * with the same `download(token)` (the grant checked again then) and stores the bytes as a PDF's are (in the row or
 * under ESGKIT_REPORTS_DIR). `status` answers through the link that started it; `file` checks the grant again.
 */
export const createCsvJobs = (options: RenderJobDeps & { exports: ExportService }) => {
  const { jobs, now, exports } = options;
  const { db } = options.store;

  const handler: JobHandler = async (job) => {
    const data = CsvJobData.parse(job.data);
    try {
      const file = await exports.download(data.token);
      await saveRender(db, options.reportsDir, data.renderId, {
        bytes: file.bytes,
        extension: 'csv',
        filename: file.filename,
      });
      return { renderId: data.renderId, bytes: file.bytes.byteLength };
    } catch (error) {
      // the link's answer now (expired, revoked grant, section refused): the caller's, not worth a retry
      if (!(error instanceof DomainError)) throw error;
      return saveRenderError(db, data.renderId, error);
    }
  };
  const queue = {
    queue: QUEUES.exportCsv,
    policy: { retryLimit: 2, expireInSeconds: 5 * 60, ...options.policy },
    handler,
  } satisfies WorkerQueue;
  const queueReady = queueReadiness(jobs, queue, options.workerStarted);
  const readJob = jobStatusWhenReady(jobs, queueReady);

  const jobOf = async (row: Awaited<ReturnType<typeof ownRenderOf>>): Promise<PdfJob> =>
    renderJobNow(db, row, readJob);
  const live = (job: PdfJob) => job.state === 'queued' || job.state === 'rendering';

  const start = async (token: string): Promise<PdfJob> => {
    const { linkId, expiresAt } = await exports.check(token); // 404 and 410 as exports.download answers them
    await queueReady();
    const key = linkKey(linkId);
    const unfinished = await db
      .selectFrom('pdf_renders')
      .selectAll()
      .where('principal_key', '=', key)
      .where('expires_at', '>', now().toISOString())
      .where('pdf_base64', 'is', null)
      .where('pdf_path', 'is', null)
      .where('error_key', 'is', null)
      .execute();
    for (const row of unfinished) {
      const job = await jobOf(row);
      if (live(job)) return job; // one job per link while it is queued or building
    }
    const id = newId();
    await insertRender(db, {
      id,
      key,
      filename: 'esgkit-export.csv', // the built file's name replaces it (it carries the build's date)
      contentType: CSV_CONTENT_TYPE,
      created: now(),
      expiresAt, // the link's: past it, its file could not be served anyway
    });
    const version = options.snapshotVersion();
    const jobId = await jobs.enqueue(
      QUEUES.exportCsv,
      { renderId: id, token, ...(version ? { snapshotVersion: version } : {}) },
      { singletonKey: key },
    );
    // two starts at once: the queue kept one job, whose data names the render its worker fills. The other start
    // drops its own row and answers that render (filing the job on it, in case its own start has not yet).
    const queued = CsvJobData.safeParse((await jobs.status(jobId))?.data);
    const renderId = queued.success ? queued.data.renderId : id;
    if (renderId !== id) await db.deleteFrom('pdf_renders').where('id', '=', id).execute();
    await db.updateTable('pdf_renders').set({ job_id: jobId }).where('id', '=', renderId).execute();
    return jobOf(await ownRenderOf(db, now(), renderId, key));
  };

  return {
    /** The worker's queue (jobs/worker.ts runs it; the PDF renders' expiry job removes its files too). */
    queue,

    /** exports.csvJob: the link's job (202), a new one unless one is queued or building. */
    start,

    /** exports.csvJobStatus: a job's state through the link that started it (any other link: 404). */
    status: async (token: string, jobId: string): Promise<PdfJob> =>
      jobOf(await ownRenderOf(db, now(), jobId, linkKey(await exports.signedLinkId(token)))),

    /** exports.csvJobFile: a ready job's CSV through its link, whose grant is checked again as a download's is. */
    file: async (token: string, jobId: string) => {
      const { linkId } = await exports.check(token);
      return renderBytesOf(await ownRenderOf(db, now(), jobId, linkKey(linkId)));
    },
  };
};

export type CsvJobs = ReturnType<typeof createCsvJobs>;
