import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, test } from 'vitest';

// Issue 24, start-up: `esgkit --help` stays ≤ 300 ms by loading commander and the command files only; @esgkit/core
// (zod and every schema, ~190 modules, ~150 ms) and the engine load in the actions. The modules a process resolves
// are recorded by a resolve hook (the same way as packages/engine/test/startup-imports.test.ts).
const repo = resolve(import.meta.dirname, '../../..');
const node = join(repo, 'node_modules/.bin/node');
const dir = mkdtempSync(join(tmpdir(), 'esgkit-cli-startup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const modulesLoadedBy = (args: string[]): string[] => {
  const log = join(dir, 'modules.txt');
  const hooks = join(dir, 'hooks.mjs');
  writeFileSync(
    hooks,
    `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, resolved.url + '\\n');
  return resolved;
}
`,
  );
  const register = `import { register } from 'node:module'; register(${JSON.stringify(pathToFileURL(hooks).href)});`;
  writeFileSync(log, '');
  const run = spawnSync(
    node,
    [
      '--conditions=@esgkit/source',
      '--import',
      `data:text/javascript,${encodeURIComponent(register)}`,
      join(repo, 'packages/cli/src/bin.ts'),
      ...args,
    ],
    { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('Usage: esgkit');
  return readFileSync(log, 'utf8').split('\n').filter(Boolean);
};

test.each([[['--help']], [['lookup', '--help']], [['export', '--help']]])(
  'esgkit %j loads commander and the commands, not @esgkit/core or the engine',
  (args) => {
    const loaded = modulesLoadedBy(args);
    expect(loaded.some((url) => url.endsWith('/packages/cli/src/commands/lookup.ts'))).toBe(true);
    expect(
      loaded.filter((url) => /\/packages\/(core|engine|report)\/|\/node_modules\/zod\//.test(url)),
    ).toEqual([]);
  },
);
