import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_GENERATOR_VERSION, DEMO_SEED, generateDemoDataset } from '../../src/demo/index.ts';
import { cleanTempDirs, tempDir } from './helpers.ts';

// The demo is calibrated (docs/demo-data.md) and cached per generator version: a refactor of the generator must
// write byte-identical files, and a change to what it writes must bump DEMO_GENERATOR_VERSION, or machines that
// already have the demo keep the old one. This test pins the small demo's files to the hashes in demo-hashes.json
// (manifest.json names the version, so a bump alone changes its hash too).
const fixturePath = join(import.meta.dirname, 'demo-hashes.json');
const UPDATE = 'ESGKIT_UPDATE_DEMO_HASHES';
const HOW_TO_UPDATE = `If the change is intended: bump DEMO_GENERATOR_VERSION in packages/engine/src/demo/generate-demo.ts (it keys the demo cache), update "What the demo gives" in docs/demo-data.md, then run ${UPDATE}=1 npx vitest run packages/engine/test/provider/demo-hashes.test.ts to rewrite demo-hashes.json. If it is not intended (a refactor): the generator no longer writes the same files; compare the file named above with the previous version's.`;

interface Fixture {
  generatorVersion: string;
  seed: number;
  size: 'small';
  sha256: Record<string, string>;
}

const fixture = JSON.parse(readFileSync(fixturePath, 'utf8')) as Fixture;

const smallDemoHashes = (): Record<string, string> => {
  const dir = tempDir('esgkit-demo-hashes-');
  generateDemoDataset(dir, { size: 'small', seed: DEMO_SEED });
  return Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(join(dir, file)))
          .digest('hex'),
      ]),
  );
};

afterAll(cleanTempDirs);

describe('the small demo files', () => {
  it('are the ones the hashes were recorded for', () => {
    const hashes = smallDemoHashes();
    const changed = Object.keys({ ...hashes, ...fixture.sha256 }).filter(
      (file) => hashes[file] !== fixture.sha256[file],
    );
    if (process.env[UPDATE]) {
      // Only a new generator version may record new hashes: the cache would otherwise serve the old demo.
      if (changed.length > 0)
        expect(
          DEMO_GENERATOR_VERSION,
          `bump DEMO_GENERATOR_VERSION before recording new hashes (${changed.join(', ')} changed)`,
        ).not.toBe(fixture.generatorVersion);
      const updated: Fixture = { ...fixture, generatorVersion: DEMO_GENERATOR_VERSION, sha256: hashes };
      writeFileSync(fixturePath, `${JSON.stringify(updated, null, 2)}\n`);
      return;
    }
    expect(fixture.seed).toBe(DEMO_SEED);
    expect(changed, `the demo files ${changed.join(', ')} changed. ${HOW_TO_UPDATE}`).toEqual([]);
  }, 60_000);
});
