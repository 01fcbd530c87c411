// `npm run engine`: the API alone, on ESGKIT_HOST:ESGKIT_PORT. It listens at once; data routes answer 503
// datasetLoading until the snapshot is loaded.
import { loadEngineConfig } from './config/env.ts';
import { createEngine } from './index.ts';

const config = loadEngineConfig();
const engine = await createEngine({ config });
const { url } = await engine.listen();
engine.logger.info({ url, openapi: `${url}/api/openapi.json` }, 'esgkit engine listening');
engine.ready.catch(() => {
  process.exitCode = 1;
});

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  engine.logger.info({ signal }, 'stopping');
  await engine.close();
  process.exit(process.exitCode ?? 0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
