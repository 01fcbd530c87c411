// `npm start` (through scripts/start.mjs, which builds the SPA first): the web app and the engine on
// http://localhost:3000 with the demo data. Only this file touches process.exit and signals.
import { DEMO_ADVISOR_EMAIL, DEMO_STARTER_EMAIL } from '@esgkit/engine';
import { isWebAppStale } from './build-app.ts';
import { startWebHost } from './host.ts';

const out = (line = '') => process.stdout.write(`${line}\n`);
if (isWebAppStale()) out('Building the web app…');
let printedPasswords = false;
// The engine logs warnings only here: the load's progress is told in these lines, at each stage and every 10 %.
const stageNames = {
  generate: 'generating the demo data',
  hash: 'checking the data files',
  cache: 'reading the data cache',
  import: 'importing the data',
  writeCache: 'building the data cache',
} as const;
let shownProgress = '';
const host = await startWebHost({
  engineOptions: {
    onLoadProgress: ({ stage, percent }) => {
      const line = `Loading: ${percent - (percent % 10)}% (${stageNames[stage]})`;
      if (line !== shownProgress) out(line);
      shownProgress = line;
    },
    // The engine prints the demo users' passwords once, the first time it seeds them.
    print: (line) => {
      printedPasswords = true;
      out(line);
    },
  },
}).catch((error: unknown) => {
  const code = (error as { code?: unknown }).code;
  if (code === 'EADDRINUSE' || code === 'EACCES') {
    out(
      code === 'EADDRINUSE'
        ? 'The port is already in use: stop the other server, or choose another port with ESGKIT_PORT=3001 npm start.'
        : 'This port needs other permissions: choose a port above 1024 with ESGKIT_PORT.',
    );
    process.exit(1);
  }
  throw error;
});
const shownUrl = host.url.replace('://127.0.0.1:', '://localhost:');
out(`esgkit is starting on ${shownUrl} (the data is loading; the page is ready meanwhile)`);

try {
  await host.ready;
  const snapshot = host.engine?.snapshot();
  out('');
  out(`esgkit is ready: open ${shownUrl}/login`);
  if (snapshot?.demo && !printedPasswords) {
    out('Demo logins (their passwords were printed at the first start):');
    out(`  ${DEMO_ADVISOR_EMAIL}  (advisor, full access)`);
    out(`  ${DEMO_STARTER_EMAIL}  (Starter)`);
  }
  if (host.config.engineUrl) out(`API: proxied to ${host.config.engineUrl}`);
  out('Stop with Ctrl-C.');
} catch (error) {
  out(`The dataset could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await host.close();
  process.exit(process.exitCode ?? 0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
