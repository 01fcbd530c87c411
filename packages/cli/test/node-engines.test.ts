// issue 22 item 14: the engines field says what a user must have to install (`npm ci`); the bundled Node 22 (the
// root `node` devDependency) runs the code. The README's stated minimum and every package.json must agree.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.ts';

const manifest = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    name: string;
    engines?: { node?: string };
    devDependencies?: Record<string, string>;
  };

describe('the Node version a user needs (issue 22 item 14)', () => {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const stated = /any Node ≥ (\d+)/.exec(readme)?.[1];
  const packages = [
    repoRoot,
    ...readdirSync(join(repoRoot, 'packages')).map((name) => join(repoRoot, 'packages', name)),
  ].map(manifest);

  it('every package.json asks for the Node the README names', () => {
    expect(stated).toBeDefined();
    for (const pkg of packages) expect([pkg.name, pkg.engines?.node]).toEqual([pkg.name, `>=${stated}`]);
  });

  it('the bundled Node that runs the code is newer than that minimum', () => {
    const bundled = manifest(repoRoot).devDependencies?.node ?? '';
    expect(Number(bundled.split('.')[0])).toBeGreaterThanOrEqual(Number(stated));
  });
});
