import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Engine, EngineConfig } from '@esgkit/engine';
import { localOwnerKey, localUserKey } from './local-owner.ts';

/** How to start the embedded engine: plain data, so it can also be sent to a worker thread. */
export interface EmbeddedEngineRequest {
  /** The environment the engine reads its settings from (docs/architecture.md, Settings). */
  env: Record<string, string | undefined>;
  overrides: Partial<EngineConfig>;
  /** Listen on this port and host (`esgkit serve`); without it the engine answers only in-process calls. */
  listen?: { port: number; host: string };
  waitForData: boolean;
  needsOwner: boolean;
  /** Act as this existing user of the store (`--as`) instead of the local owner. */
  actAs?: string;
  verbose: boolean;
}

export interface EmbeddedEngine {
  engine: Engine;
  /** Where it listens (serve), else the engine's public URL (what links it makes point at). */
  url: string;
  /** The local owner's API key; null when not asked for. */
  apiKey: string | null;
  config: EngineConfig;
  logFile: string;
  close(): Promise<void>;
}

/**
 * Starts the engine in this thread (listening only for `serve`), waits for its dataset when asked, and makes
 * sure the local owner exists. The log goes to a file in the data dir (and stderr with --verbose): stdout is data.
 */
export const startEmbeddedEngine = async (request: EmbeddedEngineRequest): Promise<EmbeddedEngine> => {
  // The dataset-loading worker starts first, from the engine's light entry: it loads the snapshot while this thread
  // imports the rest of the engine (issue 24, start-up).
  const { loadEngineConfig, startDatasetLoad } = await import('@esgkit/engine/preload');
  const config = loadEngineConfig(request.env, { ...request.listen, ...request.overrides });
  const loadSnapshot = startDatasetLoad(config);
  const { createEngine, LOG_REDACT_PATHS } = await import('@esgkit/engine');
  const { pino } = await import('pino');
  const logDir = join(config.dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, 'esgkit-cli.log');
  const streams = [{ stream: pino.destination({ dest: logFile, sync: false }) }];
  if (request.verbose) streams.push({ stream: pino.destination(2) });
  const logger = pino(
    { level: config.logLevel, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } },
    pino.multistream(streams),
  );
  const engine = await createEngine({
    config,
    logger,
    loadSnapshot,
    print: (line) => process.stderr.write(`${line}\n`),
  });
  const close = async () => {
    await engine.close();
    logger.flush();
  };
  try {
    const url = request.listen ? (await engine.listen(config.port, config.host)).url : config.publicUrl;
    if (request.waitForData) await engine.ready;
    const apiKey = !request.needsOwner
      ? null
      : request.actAs
        ? await localUserKey(engine, config.dataDir, request.actAs)
        : await localOwnerKey(engine, config.dataDir);
    return { engine, url, apiKey, config, logFile, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
};
