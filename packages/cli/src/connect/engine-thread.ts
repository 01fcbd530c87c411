import { Worker } from 'node:worker_threads';
import type { EngineConfig, SnapshotInfo } from '@esgkit/engine';
import type { EmbeddedEngineRequest } from './embedded.ts';

export type EngineThreadRequest = EmbeddedEngineRequest;

/** What the engine thread answers: ready (with where it listens), failed (with the error's parts), or closed. */
export type EngineThreadReply =
  | {
      kind: 'ready';
      url: string;
      apiKey: string | null;
      snapshot: SnapshotInfo | null;
      config: EngineConfig;
      logFile: string;
    }
  | {
      kind: 'failed';
      name: string;
      message: string;
      issues: unknown[] | null;
      datasetDir: string | null;
      stack: string | null;
    }
  | { kind: 'closed' };

export interface EngineThread {
  url: string;
  apiKey: string | null;
  snapshot: SnapshotInfo | null;
  config: EngineConfig;
  logFile: string;
  close(): Promise<void>;
}

// The error as the caller would have seen it in-process (a DatasetImportError keeps its issues and folder).
const rebuild = (reply: Extract<EngineThreadReply, { kind: 'failed' }>): Error => {
  const error = new Error(reply.message) as Error & { issues?: unknown[]; datasetDir?: string };
  error.name = reply.name;
  if (reply.issues) error.issues = reply.issues;
  if (reply.datasetDir) error.datasetDir = reply.datasetDir;
  if (reply.stack) error.stack = reply.stack;
  return error;
};

/** Starts the embedded engine on a worker thread and resolves once it listens (and its data is loaded). */
export const startEngineThread = (request: EngineThreadRequest): Promise<EngineThread> => {
  const isSource = import.meta.url.endsWith('.ts');
  const worker = new Worker(
    new URL(isSource ? './engine-worker.ts' : './engine-worker.js', import.meta.url),
    {
      workerData: request,
      // From TypeScript sources, workspace packages resolve to their sources in the worker too.
      execArgv: isSource ? ['--conditions=@esgkit/source'] : [],
      stderr: false,
    },
  );
  return new Promise((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`the engine thread stopped (exit ${code})`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', (reply: EngineThreadReply) => {
      if (reply.kind === 'failed') {
        void worker.terminate();
        reject(rebuild(reply));
        return;
      }
      if (reply.kind !== 'ready') return;
      worker.off('exit', onExit);
      resolve({
        url: reply.url,
        apiKey: reply.apiKey,
        snapshot: reply.snapshot,
        config: reply.config,
        logFile: reply.logFile,
        close: () =>
          new Promise<void>((done) => {
            const timer = setTimeout(() => void worker.terminate().then(() => done()), 10_000);
            worker.once('message', () => {
              clearTimeout(timer);
              void worker.terminate().then(() => done());
            });
            worker.postMessage('close');
          }),
      });
    });
  });
};
