import { type ApiClient, ApiError, errorStatus, isErrorCode, type PdfJob } from '@esgkit/core';

/** How often the dialog asks how its PDF job is doing. */
const POLL_MS = 500;

/**
 * A PDF as a job (issue 32: the report's exports.reportJob, a screen's exports.screeningPdfJob): `start` starts it
 * (202), then this polls its state — `onJob` sees each one (queued, rendering
 * N %) — and answers the PDF once ready. A failed job throws its spec key as an ApiError (pdfError, pdfTimeout, …),
 * as the one-request report did.
 */
export const renderPdfJob = async (
  client: ApiClient,
  start: () => Promise<{ data: PdfJob }>,
  onJob: (job: PdfJob) => void,
): Promise<{ bytes: Uint8Array; filename: string | null }> => {
  let job = (await start()).data;
  for (;;) {
    onJob(job);
    if (job.state === 'ready') return client.call('exports.jobPdf', { params: { jobId: job.jobId } });
    if (job.state === 'failed') {
      const key = job.error?.key ?? 'pdfError';
      const code = isErrorCode(key) ? key : 'pdfError';
      throw new ApiError(code, errorStatus[code], { message: job.error?.message ?? code });
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    job = (await client.call('exports.job', { params: { jobId: job.jobId } })).data;
  }
};
