import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { modulesLoadedBy } from '../../../scripts/modules-loaded.ts';

// Issue 24, start-up: `esgkit --help` stays ≤ 300 ms by loading commander and the command files only; @esgkit/core
// (zod and every schema, ~190 modules, ~150 ms) and the engine load in the actions. The modules a process resolves
// are recorded by a resolve hook (the same way as packages/engine/test/startup-imports.test.ts).
const repo = resolve(import.meta.dirname, '../../..');

const helpLoads = (args: string[]): string[] => {
  const run = modulesLoadedBy([join(repo, 'packages/cli/src/bin.ts'), ...args], {
    env: { ...process.env, NO_COLOR: '1' },
  });
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('Usage: esgkit');
  return run.urls;
};

test.each([[['--help']], [['lookup', '--help']], [['export', '--help']]])(
  'esgkit %j loads commander and the commands, not @esgkit/core or the engine',
  (args) => {
    const loaded = helpLoads(args);
    expect(loaded.some((url) => url.endsWith('/packages/cli/src/commands/lookup.ts'))).toBe(true);
    expect(
      loaded.filter((url) => /\/packages\/(core|engine|report)\/|\/node_modules\/zod\//.test(url)),
    ).toEqual([]);
  },
);

// Issue 24, start-up: the second run of a command reuses V8's compiled code of the first (~0.15 s of CPU): the
// process enables Node's compile cache before loading the CLI, in the temp folder unless NODE_COMPILE_CACHE says.
test('esgkit keeps its compiled modules for the next run (Node’s compile cache in the temp folder)', () => {
  const temp = mkdtempSync(join(tmpdir(), 'esgkit-compile-cache-'));
  try {
    const { NODE_COMPILE_CACHE: _unset, ...env } = process.env;
    const run = spawnSync(
      join(repo, 'node_modules/.bin/node'),
      [join(repo, 'packages/cli/bin/esgkit.js'), '--help'],
      { encoding: 'utf8', env: { ...env, TMPDIR: temp, NO_COLOR: '1' } },
    );
    expect(run.status).toBe(0);
    const cacheDir = join(temp, 'node-compile-cache');
    expect(existsSync(cacheDir) && readdirSync(cacheDir, { recursive: true }).length > 0).toBe(true);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
});
