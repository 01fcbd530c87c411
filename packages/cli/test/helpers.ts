import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execa, type Options, type ResultPromise } from 'execa';

export const repoRoot = resolve(import.meta.dirname, '../../..');
export const fixtures = join(repoRoot, 'fixtures/portfolios');
const bin = join(repoRoot, 'packages/cli/bin/esgkit.js');
// The project's Node 22 (the `node` devDependency), as `npx esgkit` uses it.
const node = join(repoRoot, 'node_modules/.bin/node');

// One generated small demo universe for every run of these tests (ESGKIT_CACHE_DIR is shared by design).
export const sharedCacheDir = join(repoRoot, '.esgkit-test/cache');

export interface Sandbox {
  env: Record<string, string>;
  dataDir: string;
  configDir: string;
  dir: string;
}

/** A fresh data dir and conf dir; the demo cache is shared. */
export const sandbox = (): Sandbox => {
  const dir = mkdtempSync(join(tmpdir(), 'esgkit-cli-'));
  const dataDir = join(dir, 'data');
  const configDir = join(dir, 'config');
  mkdirSync(sharedCacheDir, { recursive: true });
  return {
    dir,
    dataDir,
    configDir,
    env: {
      ESGKIT_DATA_DIR: dataDir,
      ESGKIT_CACHE_DIR: sharedCacheDir,
      ESGKIT_CONFIG_DIR: configDir,
      ESGKIT_DEMO_SIZE: 'small',
      ESGKIT_LOG_LEVEL: 'warn',
      // every answer the embedded engine gives the CLI is checked against the contract and frozen: a command that
      // changes an answer it shares with the engine (in-process transport) fails here
      ESGKIT_CHECK_ANSWERS: '1',
      LANG: 'en_US.UTF-8',
      LC_ALL: '',
      NO_COLOR: '1',
    },
  };
};

/** Runs the real `esgkit` binary, never throwing on a non-zero exit. */
export const esgkit = (
  box: Sandbox,
  args: readonly string[],
  options: Options & { env?: Record<string, string> } = {},
): ResultPromise =>
  execa(node, [bin, ...args], {
    cwd: repoRoot,
    reject: false,
    timeout: 120_000,
    ...options,
    ...(options.input === undefined ? { stdin: 'ignore' as const } : {}),
    env: { ...box.env, ...options.env },
    extendEnv: true,
  }) as unknown as ResultPromise;

export const text = (value: unknown): string => (typeof value === 'string' ? value : String(value ?? ''));
