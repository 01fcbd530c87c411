import { connect, datasetError } from '../connect/connect.ts';
import { ExitCode, UsageError } from '../errors.ts';
import type { Runtime } from '../runtime.ts';

interface WebHostModule {
  startWebHost(options: { port?: number; host?: string; engineConfig?: Record<string, unknown> }): Promise<{
    url: string;
    ready: Promise<void>;
    close(): Promise<void>;
  }>;
}

// @esgkit/web's host is the same entry point as `npm start`; loaded by name so the CLI runs without it.
const loadWebHost = async (): Promise<WebHostModule | null> => {
  const name = '@esgkit/web';
  try {
    const module = (await import(name)) as Partial<WebHostModule>;
    return typeof module.startWebHost === 'function' ? (module as WebHostModule) : null;
  } catch {
    return null;
  }
};

const untilAborted = (signal: AbortSignal): Promise<void> =>
  new Promise((resolve) =>
    signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve(), { once: true }),
  );

/** `esgkit serve`: the web app and the engine (as `npm start`), or the engine alone until the web host exists. */
export const serve = async (
  runtime: Runtime,
  options: { port?: number | undefined; host?: string | undefined; worker?: boolean },
): Promise<ExitCode> => {
  if (runtime.settings.api) throw new UsageError(runtime.describe('cli.errors.embeddedOnly'));
  // without --port/--host, the engine's settings (ESGKIT_PORT, ESGKIT_HOST and their defaults) decide
  const flagPort = options.port;
  const web = await loadWebHost();
  if (web) {
    const started = await web.startWebHost({
      ...(flagPort === undefined ? {} : { port: flagPort }),
      ...(options.host === undefined ? {} : { host: options.host }),
      engineConfig: {
        ...(runtime.settings.dataset ? { dataset: runtime.settings.dataset } : {}),
        ...(options.worker === false ? { worker: false } : {}), // --no-worker; else ESGKIT_WORKER decides
      },
    });
    runtime.note(runtime.describe('cli.serve.listening', { url: started.url }));
    try {
      await Promise.race([started.ready, untilAborted(runtime.signal)]);
    } catch (error) {
      await started.close();
      throw datasetError(error, runtime.describe) ?? error;
    }
    await untilAborted(runtime.signal);
    await started.close();
    return ExitCode.ok;
  }
  const { loadEngineConfig } = await import('@esgkit/engine');
  const defaults = loadEngineConfig(runtime.env);
  const connection = await connect({
    settings: runtime.settings,
    describe: runtime.describe,
    listen: { port: flagPort ?? defaults.port, host: options.host ?? defaults.host },
    ...(options.worker === false ? { engineOverrides: { worker: false } } : {}),
    waitForData: false,
    needsOwner: false,
  });
  runtime.note(runtime.describe('cli.serve.listening', { url: connection.baseUrl }));
  runtime.note(runtime.describe('cli.serve.apiOnly', { url: connection.baseUrl }));
  try {
    await Promise.race([connection.engine?.ready, untilAborted(runtime.signal)]);
    await untilAborted(runtime.signal);
  } catch (error) {
    throw datasetError(error, runtime.describe) ?? error;
  } finally {
    await connection.close();
  }
  return ExitCode.ok;
};
