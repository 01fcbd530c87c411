import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CliLookupOutput } from '@esgkit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { esgkit, repoRoot, type Sandbox, sandbox, text } from './helpers.ts';

// Issue 21 through the CLI: a dataset WITHOUT rates.csv (the rate is then the setting, default 0 %:
// dataset-format.md rates.csv) and the whole window since the first investment. The minimal dataset with ALPE (S1)
// and BRSW (S2) repriced on five days so the returns are round:
//   ALPE 100, 101, 98.98, 101.9494, 101.9494 → r = 0.01, −0.02, 0.03, 0 (mean 0.005, Σ(r − mean)² = 0.0013)
//   BRSW 100, 101, 99.99, 101.9898, 101.9898 → b = 0.01, −0.01, 0.02, 0 (mean 0.005, Σ(b − mean)² = 0.0005)
const DAYS = ['2025-06-24', '2025-06-25', '2025-06-26', '2025-06-27', '2025-06-30'];
const ALPE = [100, 101, 98.98, 101.9494, 101.9494];
const BRSW = [100, 101, 99.99, 101.9898, 101.9898];
const ROOT = Math.sqrt(252);

let box: Sandbox;
let dataset: string;
const args = () => [
  '--data',
  dataset,
  'lookup',
  join(box.dir, 'alpe.csv'),
  '--benchmark',
  'BRSW:100',
  '--since',
  DAYS[0]!,
  '--no-pai',
];

beforeAll(() => {
  box = sandbox();
  dataset = join(box.dir, 'dataset');
  mkdirSync(dataset);
  cpSync(join(repoRoot, 'fixtures/datasets/minimal'), dataset, { recursive: true });
  rmSync(join(dataset, 'rates.csv'));
  const others = readFileSync(join(dataset, 'prices.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .filter((line) => !line.startsWith('S1,') && !line.startsWith('S2,'));
  const rows = DAYS.flatMap((d, i) => [`S1,${d},${ALPE[i]}`, `S2,${d},${BRSW[i]}`]);
  writeFileSync(join(dataset, 'prices.csv'), `security_id,date,value\n${[...rows, ...others].join('\n')}\n`);
  writeFileSync(join(box.dir, 'alpe.csv'), 'Ticker,Weight\nALPE,100\n');
});

describe('esgkit lookup without rates.csv: the whole window at the default rate 0 %', () => {
  it('--json carries views.risk.window with Sharpe, Sortino, alpha, beta, R², TE and IR at 0 %', async () => {
    const run = await esgkit(box, [...args(), '--json']);
    expect(run.exitCode).toBe(0);
    const [result] = JSON.parse(text(run.stdout)) as CliLookupOutput;
    const risk = result!.views.risk!.data;
    expect(risk).toMatchObject({ riskFreePct: 0, riskFreeSource: 'setting' });
    const w = risk.window!;
    expect(w).toMatchObject({ from: '2025-06-24', to: '2025-06-30', observations: 4, pairedObservations: 4 });
    expect(w.portfolio.cumulativeReturn.value).toBeCloseTo(1.01 * 0.98 * 1.03 - 1, 12);
    expect(w.portfolio.sharpe.value).toBeCloseTo((0.005 / Math.sqrt(0.0013 / 3)) * ROOT, 9);
    expect(w.portfolio.beta.value).toBeCloseTo(1.6, 9);
    expect(w.portfolio.trackingError.value).toBeCloseTo(Math.sqrt(0.0002 / 3) * ROOT, 12);
  }, 120_000);

  it('prints the window table and the rate it used', async () => {
    const run = await esgkit(box, args());
    expect(run.exitCode).toBe(0);
    const out = text(run.stdout);
    const row = (label: string) =>
      out
        .split('\n')
        .find((line) => line.trimStart().startsWith(label))
        ?.trim()
        .split(/\s{2,}/);
    expect(out).toContain('Returns and risk over the whole window');
    expect(row('Window')).toEqual(['Window', '2025-06-24 – 2025-06-30']);
    // 1.01·0.98·1.03 − 1 = 1.9494 %; under a year: not annualised
    expect(row('Cumulative return')).toEqual(['Cumulative return', '1.95%']);
    expect(row('Annualised return')?.[1]).toBe('n/a');
    // √(0.0013/3)·√252 = 33.045 %; 0.005 / √(0.0013/3)·√252 = 3.813; 0.005·√252 / 0.01 = 7.937
    expect(row('Volatility (annualised)')).toEqual(['Volatility (annualised)', '33.05%']);
    expect(row('Sharpe ratio')).toEqual(['Sharpe ratio', '3.81']);
    expect(row('Sortino ratio')).toEqual(['Sortino ratio', '7.94']);
    // α = 0.997^252 − 1 = −53.10 %; β = 1.6; R² = 0.0008² / (0.0005·0.0013) = 0.985
    expect(row('Alpha')).toEqual(['Alpha', '-53.10%']);
    expect(row('Beta coefficient')).toEqual(['Beta coefficient', '1.60']);
    expect(row('R squared')).toEqual(['R squared', '0.98']);
    expect(row('Maximum drawdown')).toEqual(['Maximum drawdown', '-2.00%']);
    // TE = √(0.0002/3)·√252 = 12.96 %; IR = 0 (r − b averages 0)
    expect(row('Tracking error')).toEqual(['Tracking error', '12.96%']);
    expect(row('Information ratio')).toEqual(['Information ratio', '0.00']);
    expect(out).toContain('Risk-free rate: 0.00% a year, the default (the dataset has no rates.csv).');
  }, 120_000);
});
