import { availableParallelism } from 'node:os';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import { DomainError, REPORT_BACKLOG_PER_THREAD } from '@esgkit/core';
import type { ReportInputData } from './input.ts';
import { REPORT_THREAD_LIMITS, type RenderReportOptions } from './render.tsx';
import type { ReportJob, ReportReply, ReportThreadData } from './render-thread.ts';
import type { ScreeningPdfInputData } from './screening/input.ts';
import type { RenderScreeningOptions } from './screening/render.tsx';

export interface ReportPoolOptions {
  /** How many threads render at once; one per core by default. */
  size?: number;
  /** A render that takes longer ends its thread and answers the spec's PDF timeout (504). Default 60 s. */
  timeoutMs?: number;
  /** The thread's script; tests swap in one that crashes. */
  workerUrl?: URL;
  /** A thread idle this long ends, giving its memory back; the next render starts one again. Default 10 s. */
  idleTimeoutMs?: number;
  /** Render requests (`admit`) that may wait while `size` run; past that, 503 busy. Default 2 a thread. */
  backlog?: number;
  /** Each thread's V8 limits; default REPORT_THREAD_LIMITS (a batch's: a large young generation, faster). */
  resourceLimits?: ResourceLimits;
  /** The threads' niceness on Linux (0–19, default 0): a server's renders yield the CPU to its event loop. */
  niceness?: number;
}

export interface ReportPool {
  /** The PDF bytes, rendered on a pool thread: byte for byte what renderReport gives in-thread. */
  render(input: ReportInputData, options: RenderReportOptions): Promise<Uint8Array>;
  /** A screen's one-page PDF, on a pool thread as a report (renderScreeningPdf in-thread gives the same bytes). */
  renderScreening(input: ScreeningPdfInputData, options: RenderScreeningOptions): Promise<Uint8Array>;
  /**
   * Runs one whole render request (building its input on the caller's thread costs CPU too, then `render`) as one
   * of at most `size` at once; up to `backlog` more wait their turn, and past that it fails at once with `busy`
   * (503) and a Retry-After estimate. Requests that only call `render` (a CLI batch) queue without bound.
   */
  admit<T>(request: () => Promise<T>): Promise<T>;
  /** Live threads, and requests admitted (running) and waiting: for tests and logs. */
  stats(): { threads: number; admitted: number; waiting: number };
  /** Ends the threads; renders still queued or running fail with the PDF error. */
  close(): Promise<void>;
}

interface Pending {
  job: ReportJob;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: unknown) => void;
}

interface Running {
  pending: Pending;
  timer: NodeJS.Timeout;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_IDLE_TIMEOUT_MS = 10_000;
/** What a request is thought to take before one has been timed (a full report, input and render, on one core). */
const FIRST_REQUEST_MS_GUESS = 1_000;

/** The thread's error as the service would have seen it in-process (its class does not cross threads). */
const rebuild = (reply: Extract<ReportReply, { kind: 'failed' }>): Error => {
  const error = new Error(reply.message);
  error.name = reply.name;
  if (reply.stack) error.stack = reply.stack;
  return error;
};

/** spec doc 1 §4: a failed render is the PDF error (500), a slow one the PDF timeout (504), never a hanging request. */
const pdfError = (message: string, cause?: unknown) => new DomainError('pdfError', { message, cause });

/**
 * Renders reports on worker threads: the engine's event loop keeps answering while a report renders (a full report
 * is about half a second of CPU), and a batch (`esgkit report --all-clients`) renders on several cores. Threads start
 * on demand and end after `idleTimeoutMs` without work (a report thread holds a few hundred MB); jobs queue while
 * every thread is busy. The engine's requests come through `admit`, a bounded queue (issue 20: renders unbounded in
 * number took the API's throughput and the process past 1 GB).
 * A thread that crashes or runs past the timeout is replaced; its job fails with the PDF error or the PDF timeout.
 * @example
 * const pool = createReportPool({ size: 2 });
 * const pdf = await pool.render(input, { locale: 'it-IT', now: new Date('2026-01-31T12:00:00Z') });
 */
export const createReportPool = (options: ReportPoolOptions = {}): ReportPool => {
  const size = Math.max(1, options.size ?? availableParallelism());
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const backlog = Math.max(0, options.backlog ?? REPORT_BACKLOG_PER_THREAD * size);
  // the thread runs the build even when this file runs from source (Vitest, the engine from source): the report's
  // JSX needs compiling, and `tsc -b` (npm's prepare, npm test) has built it
  const isSource = import.meta.url.endsWith('.ts');
  const url =
    options.workerUrl ??
    new URL(isSource ? '../dist/render-thread.js' : './render-thread.js', import.meta.url);
  const queue: Pending[] = [];
  const idle: Worker[] = [];
  const running = new Map<Worker, Running>();
  const all = new Set<Worker>();
  const idleTimers = new Map<Worker, NodeJS.Timeout>();
  let nextId = 1;
  let isClosed = false;

  /** Takes the thread out of the pool (its job, if any, fails with `error`) and starts the next queued job. */
  const retire = (worker: Worker, error: Error) => {
    if (!all.delete(worker)) return;
    const index = idle.indexOf(worker);
    if (index >= 0) idle.splice(index, 1);
    clearTimeout(idleTimers.get(worker));
    idleTimers.delete(worker);
    const current = running.get(worker);
    running.delete(worker);
    if (current) {
      clearTimeout(current.timer);
      current.pending.reject(error);
    }
    void worker.terminate();
    drain();
  };

  const spawn = (): Worker => {
    const worker = new Worker(url, {
      // the built thread resolves the workspace packages to their builds too (no @esgkit/source condition)
      execArgv: [],
      stderr: false,
      // a render that runs away with memory ends its thread (the PDF error), not the process
      resourceLimits: options.resourceLimits ?? REPORT_THREAD_LIMITS,
      // production React and react-pdf whatever the caller's NODE_ENV (the CLI and the engine run without one, which
      // means development builds): development React's checks cost a full report about twice the CPU
      // (docs/benchmarks.md, Part 5: reports), and the PDF bytes are the same. The thread's env is its own copy.
      // biome-ignore lint/style/noProcessEnv: no setting read here, the caller's environment handed on with one change
      env: { ...process.env, NODE_ENV: 'production' },
      workerData: { niceness: options.niceness ?? 0 } satisfies ReportThreadData,
    });
    all.add(worker);
    // an idle thread never keeps the process alive; a running render's timer does
    worker.unref();
    worker.on('message', (reply: ReportReply) => {
      const current = running.get(worker);
      if (!current || reply.id !== current.pending.job.id) return;
      clearTimeout(current.timer);
      running.delete(worker);
      rest(worker);
      if (reply.kind === 'done') current.pending.resolve(reply.pdf);
      else current.pending.reject(pdfError(`render: ${reply.message}`, rebuild(reply)));
      drain();
    });
    worker.on('error', (error) => retire(worker, pdfError(`render thread crashed: ${error.message}`, error)));
    worker.on('exit', (code) => retire(worker, pdfError(`render thread stopped (exit ${code})`)));
    return worker;
  };

  /** An idle thread waits for work; past the idle timeout it ends (retire starts no job: it has none). */
  const rest = (worker: Worker) => {
    idle.push(worker);
    const timer = setTimeout(() => retire(worker, pdfError('idle report thread ended')), idleTimeoutMs);
    timer.unref();
    idleTimers.set(worker, timer);
  };

  const run = (worker: Worker, pending: Pending) => {
    clearTimeout(idleTimers.get(worker));
    idleTimers.delete(worker);
    const timer = setTimeout(
      () =>
        retire(
          worker,
          new DomainError('pdfTimeout', { message: `the report took longer than ${timeoutMs} ms to render` }),
        ),
      timeoutMs,
    );
    running.set(worker, { pending, timer });
    worker.postMessage(pending.job);
  };

  /** Gives queued jobs to idle threads, starting threads up to the pool's size. */
  function drain(): void {
    while (!isClosed && queue.length > 0) {
      const worker = idle.pop() ?? (all.size < size ? spawn() : undefined);
      if (!worker) return;
      run(worker, queue.shift()!);
    }
  }

  // the bounded queue in front of the threads: requests running (at most `size`) and waiting (at most `backlog`)
  let admitted = 0;
  const waiting: Array<{ start: () => void; refuse: (error: unknown) => void }> = [];
  let averageRequestMs = FIRST_REQUEST_MS_GUESS;

  const admit = async <T>(request: () => Promise<T>): Promise<T> => {
    if (isClosed) throw pdfError('the report pool is closed');
    if (admitted < size) admitted++;
    else if (waiting.length < backlog)
      // the finishing request hands its place over (`admitted` stays)
      await new Promise<void>((start, refuse) => waiting.push({ start, refuse }));
    else {
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil(((waiting.length + 1) * averageRequestMs) / size / 1000),
      );
      throw new DomainError('busy', {
        message: `${admitted} reports rendering and ${waiting.length} waiting`,
        retryAfterSeconds,
      });
    }
    const started = performance.now();
    try {
      return await request();
    } finally {
      averageRequestMs = 0.8 * averageRequestMs + 0.2 * (performance.now() - started);
      const next = waiting.shift();
      if (next) next.start();
      else admitted--;
    }
  };

  const enqueue = (job: ReportJob) =>
    new Promise<Uint8Array>((resolve, reject) => {
      if (isClosed) {
        reject(pdfError('the report pool is closed'));
        return;
      }
      queue.push({ job, resolve, reject });
      drain();
    });

  return {
    admit,
    stats: () => ({ threads: all.size, admitted, waiting: waiting.length }),
    render: (input, renderOptions) => enqueue({ id: nextId++, input, options: renderOptions }),
    renderScreening: (screening, renderOptions) =>
      enqueue({ id: nextId++, screening, options: renderOptions }),
    close: async () => {
      isClosed = true;
      for (const request of waiting.splice(0)) request.refuse(pdfError('the report pool is closing'));
      for (const pending of queue.splice(0)) pending.reject(pdfError('the report pool is closing'));
      const workers = [...all];
      for (const worker of workers) retire(worker, pdfError('the report pool is closing'));
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
};
