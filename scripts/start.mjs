// `npm start`: builds the web app when its sources are newer than the build, then starts the web host (the SPA
// and the engine API) on http://localhost:3000 with the demo data. `esgkit serve` starts the same host.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const web = join(root, 'packages', 'web');
const builtIndex = join(web, 'dist', 'app', 'index.html');

/** The newest modification time under `dir` (sources only). */
const newest = (dir) => {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
};

const isStale = () => {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  const sources = [join(web, 'src'), join(web, 'public'), join(root, 'packages', 'core', 'src')];
  return (
    Math.max(...sources.filter(existsSync).map(newest), statSync(join(web, 'index.html')).mtimeMs) > built
  );
};

if (isStale()) {
  console.log('Building the web app…');
  const { build } = await import('vite');
  await build({ configFile: join(web, 'vite.config.ts'), root: web, logLevel: 'warn' });
}

// The host runs from TypeScript source (Node 22 strips types), with workspace packages resolved to source.
const child = spawn(process.execPath, ['--conditions=@esgkit/source', join(web, 'server', 'main.ts')], {
  stdio: 'inherit',
});
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
