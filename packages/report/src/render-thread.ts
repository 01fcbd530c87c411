import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { ReportInputData } from './input.ts';
import { type RenderReportOptions, renderReport } from './render.tsx';
import type { ScreeningPdfInputData } from './screening/input.ts';
import { type RenderScreeningOptions, renderScreeningPdf } from './screening/render.tsx';

// A thread of the report pool (pool.ts): renders one report at a time off the caller's event loop and sends the PDF
// bytes back, transferring their memory. The same renderReport as in-thread, so the same bytes.

/** A render the pool asks for: a portfolio's report, or a screen's one-page PDF. */
export type ReportJob =
  | { id: number; input: ReportInputData; options: RenderReportOptions }
  | { id: number; screening: ScreeningPdfInputData; options: RenderScreeningOptions };

/** What the thread answers: the PDF, or the error's parts (its class does not cross threads). */
export type ReportReply =
  | { kind: 'done'; id: number; pdf: Uint8Array }
  | { kind: 'failed'; id: number; name: string; message: string; stack: string | null };

/** What the pool tells the thread once, at its start. */
export interface ReportThreadData {
  niceness: number;
}

// A server's renders yield the CPU to its event loop (issue 20): on Linux the niceness is a thread's own, set on the
// thread id (/proc/thread-self names it). Elsewhere, or if refused, the thread runs at the process's priority.
const { niceness } = workerData as ReportThreadData;
if (niceness > 0)
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), niceness);
  } catch {
    // not Linux: same priority as the process
  }

const port = parentPort!;
port.on('message', async (job: ReportJob) => {
  try {
    const rendered =
      'screening' in job
        ? await renderScreeningPdf(job.screening, job.options)
        : await renderReport(job.input, job.options);
    // transfer only memory the PDF owns whole (a view into a shared pool would take the pool along)
    const whole = rendered.byteOffset === 0 && rendered.byteLength === rendered.buffer.byteLength;
    const pdf = whole ? rendered : rendered.slice();
    port.postMessage({ kind: 'done', id: job.id, pdf } satisfies ReportReply, [pdf.buffer as ArrayBuffer]);
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    port.postMessage({
      kind: 'failed',
      id: job.id,
      name: e.name,
      message: e.message,
      stack: e.stack ?? null,
    } satisfies ReportReply);
  }
});
