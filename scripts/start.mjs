// `npm start`: the web app and the engine API on http://localhost:3000 with the demo data. The host (the same
// entry point as `esgkit serve`) builds the SPA first when its sources changed, and prints where to log in.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

// The host runs from TypeScript source (Node 22 strips types), with workspace packages resolved to source.
const child = spawn(
  process.execPath,
  ['--conditions=@esgkit/source', join(import.meta.dirname, '..', 'packages', 'web', 'server', 'main.ts')],
  // the engine's JSON log lines (info: "dataset ready", purges) would break up the lines telling where to log in;
  // warnings and errors still show, and ESGKIT_LOG_LEVEL=info brings the rest back
  { stdio: 'inherit', env: { ESGKIT_LOG_LEVEL: 'warn', ...process.env } },
);
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
