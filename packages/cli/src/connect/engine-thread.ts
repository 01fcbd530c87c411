import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import type { ApiClient } from '@esgkit/core';
import type { EngineConfig, SnapshotInfo } from '@esgkit/engine';
import type { EmbeddedEngineRequest } from './embedded.ts';
import { createThreadClient } from './thread-client.ts';

export type EngineThreadRequest = EmbeddedEngineRequest & {
  /** The port the command's calls come in on (thread-client.ts). */
  callPort: MessagePort;
  /** The language the command's answers are asked in. */
  locale: string;
};

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
  /** The engine's routes, called over the thread's port. */
  client: ApiClient;
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

/** Starts the embedded engine on a worker thread and resolves once it is ready (and its data is loaded). */
export const startEngineThread = (
  request: EmbeddedEngineRequest & { locale: string },
): Promise<EngineThread> => {
  const isSource = import.meta.url.endsWith('.ts');
  const calls = new MessageChannel();
  const worker = new Worker(
    new URL(isSource ? './engine-worker.ts' : './engine-worker.js', import.meta.url),
    {
      workerData: { ...request, callPort: calls.port2 } satisfies EngineThreadRequest,
      transferList: [calls.port2],
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
        client: createThreadClient(calls.port1, reply.url),
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
              calls.port1.close();
              void worker.terminate().then(() => done());
            });
            worker.postMessage('close');
          }),
      });
    });
  });
};
