import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/web, whether this file runs from server/ (source) or dist/server/ (build). */
export const webPackageRoot = (): string => {
  const here = dirname(fileURLToPath(import.meta.url));
  return here.includes(`${sep}dist${sep}server`) ? resolve(here, '..', '..') : resolve(here, '..');
};

/** The newest modification time of the files under `dir` (dist and node_modules left out). */
const newestMtime = (dir: string): number => {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return latest;
};

/**
 * Whether the built SPA is missing or older than its sources (the SPA, its static files, and core, whose
 * messages and rules it bundles). False where the sources are not there (an installed package): nothing to build.
 */
export const isWebAppStale = (root: string = webPackageRoot()): boolean => {
  if (!existsSync(join(root, 'src', 'main.tsx'))) return false;
  const index = join(root, 'dist', 'app', 'index.html');
  if (!existsSync(index)) return true;
  const sources = [join(root, 'src'), join(root, 'public'), join(root, '..', 'core', 'src')].filter(
    existsSync,
  );
  const newest = Math.max(
    ...sources.map(newestMtime),
    statSync(join(root, 'index.html')).mtimeMs,
    statSync(join(root, 'vite.config.ts')).mtimeMs,
  );
  return newest > statSync(index).mtimeMs;
};

/** Builds the SPA into dist/app with Vite when it is stale; answers whether it built. */
export const buildWebAppIfStale = async (root: string = webPackageRoot()): Promise<boolean> => {
  if (!isWebAppStale(root)) return false;
  const { build } = await import('vite');
  await build({ configFile: join(root, 'vite.config.ts'), root, logLevel: 'warn' });
  return true;
};
