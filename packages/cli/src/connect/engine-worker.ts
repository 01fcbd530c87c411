// The embedded engine on its own thread (connect.ts, `engineThread`): a batch of lookups keeps the engine's analytics
// busy on one core while the command reads portfolios and writes results on the other. Calls come in on a port
// (thread-client.ts), not over HTTP.
import { parentPort, workerData } from 'node:worker_threads';
import type { SnapshotInfo } from '@esgkit/engine';
import { startEmbeddedEngine } from './embedded.ts';
import type { EngineThreadReply, EngineThreadRequest } from './engine-thread.ts';
import { serveThreadCalls } from './thread-client.ts';

const port = parentPort;
if (!port) throw new Error('engine-worker.ts runs only as a worker thread');
const request = workerData as EngineThreadRequest;

// Only what callers read of the snapshot crosses the thread (the snapshot itself holds functions and big arrays).
const snapshotInfo = (snapshot: SnapshotInfo | null): SnapshotInfo | null =>
  snapshot
    ? {
        version: snapshot.version,
        asOf: snapshot.asOf,
        demo: snapshot.demo,
        ...(snapshot.name === undefined ? {} : { name: snapshot.name }),
      }
    : null;

try {
  const started = await startEmbeddedEngine(request);
  serveThreadCalls(
    request.callPort,
    started.engine.inProcessClient({ credential: started.apiKey, locale: request.locale }),
  );
  port.on('message', async (message: unknown) => {
    if (message !== 'close') return;
    await started.close().catch(() => undefined);
    port.postMessage({ kind: 'closed' } satisfies EngineThreadReply);
  });
  port.postMessage({
    kind: 'ready',
    url: started.url,
    apiKey: started.apiKey,
    snapshot: snapshotInfo(started.engine.snapshot()),
    // Settings as plain data: functions in the config cannot cross threads and no caller needs them.
    config: JSON.parse(JSON.stringify(started.config)),
    logFile: started.logFile,
  } satisfies EngineThreadReply);
} catch (error) {
  const e = error as Error & { issues?: unknown; datasetDir?: unknown };
  port.postMessage({
    kind: 'failed',
    name: e?.name ?? 'Error',
    message: e?.message ?? String(error),
    issues: Array.isArray(e?.issues) ? e.issues : null,
    datasetDir: typeof e?.datasetDir === 'string' ? e.datasetDir : null,
    stack: e?.stack ?? null,
  } satisfies EngineThreadReply);
}
