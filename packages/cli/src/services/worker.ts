import { connect, datasetError } from '../connect/connect.ts';
import { ExitCode, UsageError } from '../errors.ts';
import type { Runtime } from '../runtime.ts';

const untilAborted = (signal: AbortSignal): Promise<void> =>
  new Promise((resolve) =>
    signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve(), { once: true }),
  );

/**
 * `esgkit worker`: the engine without a port, its worker on (whatever ESGKIT_WORKER says); the engine's log — a
 * line per job started, done, failed or left for another worker — goes to stderr as well as the log file.
 */
export const worker = async (runtime: Runtime, _options: Record<string, never>): Promise<ExitCode> => {
  if (runtime.settings.api) throw new UsageError(runtime.describe('cli.errors.embeddedOnly'));
  const connection = await connect({
    settings: { ...runtime.settings, verbose: true },
    describe: runtime.describe,
    engineOverrides: { worker: true },
    waitForData: true,
    needsOwner: false,
  }).catch((error: unknown) => {
    throw datasetError(error, runtime.describe) ?? error;
  });
  try {
    const engine = connection.engine!;
    await engine.worker;
    runtime.note(
      runtime.describe('cli.worker.started', {
        kind: engine.jobs.kind,
        snapshot: connection.snapshot()?.version ?? '-',
      }),
    );
    await untilAborted(runtime.signal);
    runtime.note(runtime.describe('cli.worker.stopping'));
  } finally {
    await connection.close(); // the engine stops its jobs: running ones finish or, past the timeout, are released
  }
  runtime.note(runtime.describe('cli.worker.stopped'));
  return ExitCode.ok;
};
