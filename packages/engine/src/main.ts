// `npm run engine`: the API alone, on ESGKIT_HOST:ESGKIT_PORT. It listens at once; data routes answer 503
// datasetLoading until the snapshot is loaded: ESGKIT_DATASET's folder, else the demo universe (ESGKIT_DEMO_SIZE),
// generated once into ESGKIT_CACHE_DIR. A dataset that does not import stops the server (there is no fallback).
import { loadEngineConfig } from './config/env.ts';
import { createEngine } from './index.ts';

const config = loadEngineConfig();
const engine = await createEngine({ config });
const { url } = await engine.listen();
engine.logger.info(
  { url, openapi: `${url}/api/openapi.json`, dataset: config.dataset ?? `demo (${config.demoSize})` },
  'esgkit engine listening; loading the dataset',
);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  engine.logger.info({ signal }, 'stopping');
  await engine.close();
  process.exit(process.exitCode ?? 0);
};
engine.ready.catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
  void stop('dataset');
});
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
