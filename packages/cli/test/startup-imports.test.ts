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
