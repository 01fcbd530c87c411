import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { esgkit, type Sandbox, sandbox, text } from './helpers.ts';

// `esgkit scoring show|set|export|import` through the real binary, one sandbox in order as a user would run it
// (issue 28 "Scoring").
let box: Sandbox;
beforeAll(() => {
  box = sandbox();
});

describe('esgkit scoring', () => {
  it('shows the default weights as version 0', async () => {
    const show = await esgkit(box, ['scoring', 'show']);
    expect(show.exitCode, text(show.stderr)).toBe(0);
    expect(text(show.stdout)).toContain('Scoring profile v0 (default weights)');
    expect(text(show.stdout)).toMatch(/^Environmental: +20\.0%$/m);
    expect(text(show.stdout)).toMatch(/^Products: +20\.0%$/m);
  });

  it('sets weights as version 1; pillars not given keep theirs; a sum other than 100 is refused (exit 3)', async () => {
    const set = await esgkit(box, ['scoring', 'set', '--environmental', '40', '--impact', '0']);
    expect(set.exitCode, text(set.stderr)).toBe(0);
    expect(text(set.stderr)).toContain('Saved as version 1.');
    expect(text(set.stdout)).toMatch(/^Environmental: +40\.0%$/m);
    expect(text(set.stdout)).toMatch(/^Social: +20\.0%$/m);
    const bad = await esgkit(box, ['scoring', 'set', '--social', '50']);
    expect(bad.exitCode).toBe(3);
    expect(text(bad.stderr)).toContain('The weights must add up to 100%.');
    const show = await esgkit(box, ['--lang', 'it-IT', 'scoring', 'show']);
    expect(text(show.stdout)).toContain('Profilo di punteggio v1');
    expect(text(show.stdout)).toMatch(/^Ambientale: +40,0%$/m);
  });

  it('exports YAML and JSON and imports a file as the next version', async () => {
    const yamlFile = join(box.dir, 'weights.yaml');
    const exported = await esgkit(box, ['scoring', 'export', yamlFile]);
    expect(exported.exitCode, text(exported.stderr)).toBe(0);
    expect(readFileSync(yamlFile, 'utf8')).toContain('environmental: 40');
    const json = await esgkit(box, ['scoring', 'export', '--format', 'json']);
    expect(JSON.parse(text(json.stdout))).toMatchObject({
      version: 1,
      weights: { environmental: 40, impact: 0 },
    });
    writeFileSync(
      yamlFile,
      readFileSync(yamlFile, 'utf8')
        .replace('environmental: 40', 'environmental: 30')
        .replace('impact: 0', 'impact: 10'),
    );
    const imported = await esgkit(box, ['scoring', 'import', yamlFile]);
    expect(imported.exitCode, text(imported.stderr)).toBe(0);
    expect(text(imported.stderr)).toContain('Imported as version 2.');
    expect(text(imported.stdout)).toMatch(/^Impact: +10\.0%$/m);
  });

  it('a bad file: exit 3 with the file, line and field of each problem; nothing saved', async () => {
    const file = join(box.dir, 'bad.yaml');
    writeFileSync(
      file,
      'weights:\n  environmental: 30\n  social: -10\n  governance: 20\n  impact: 10\n  products: 10\n',
    );
    const bad = await esgkit(box, ['scoring', 'import', file]);
    expect(bad.exitCode).toBe(3);
    expect(text(bad.stderr)).toContain(`${file}:3: weights.social: A weight cannot be negative.`);
    writeFileSync(file, '{ "weights": { "environmental": 30, ');
    const broken = await esgkit(box, ['scoring', 'import', file]);
    expect(broken.exitCode).toBe(3);
    expect(text(broken.stderr)).toMatch(new RegExp(`${file}:1: The weights file is not valid YAML or JSON`));
    expect(text((await esgkit(box, ['scoring', 'show'])).stdout)).toContain('Scoring profile v2');
  });
});
