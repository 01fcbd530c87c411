import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CliLookupOutput } from '@esgkit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { esgkit, repoRoot, type Sandbox, sandbox, text } from './helpers.ts';

// Issue 21: a dataset without prices gives one clear note, not a warning per performance view. The minimal
// dataset with prices.csv reduced to its header.
let box: Sandbox;
let dataset: string;

beforeAll(() => {
  box = sandbox();
  dataset = join(box.dir, 'dataset');
  mkdirSync(dataset);
  cpSync(join(repoRoot, 'fixtures/datasets/minimal'), dataset, { recursive: true });
  const prices = join(dataset, 'prices.csv');
  writeFileSync(prices, `${readFileSync(prices, 'utf8').split(/\r?\n/, 1)[0]}\n`);
});

describe('a dataset without prices', () => {
  it('says once that the performance views are empty, and computes the rest', async () => {
    const run = await esgkit(box, ['--data', dataset, 'lookup', 'MINEQ:60', 'BRSW:40', '--no-pai']);
    expect(run.exitCode).toBe(0);
    const lines = text(run.stderr).split('\n');
    expect(lines.filter((l) => /could not be loaded/.test(l))).toEqual([]);
    expect(lines.filter((l) => /No prices/.test(l))).toEqual([
      '-: No prices for these securities in the dataset: the performance and risk views are empty.',
    ]);
    expect(text(run.stdout)).toMatch(/arguments +ok/);
  });

  it('keeps one issue with its own key in --json, and the other views', async () => {
    const run = await esgkit(box, ['--data', dataset, 'lookup', 'MINEQ:60', 'BRSW:40', '--no-pai', '--json']);
    const [result] = CliLookupOutput.parse(JSON.parse(text(run.stdout)));
    expect(result?.status).toBe('ok');
    expect(result?.issues.map((i) => [i.messageKey, i.severity])).toEqual([
      ['cli.lookup.noPrices', 'warning'],
    ]);
    expect([result?.views.performance, result?.views.dailyPerformance, result?.views.risk]).toEqual([
      null,
      null,
      null,
    ]);
    expect(result?.views.holdings?.data.data.length).toBeGreaterThan(0);
  });
});
