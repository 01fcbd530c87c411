import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CliLookupOutput, defaultInvestmentDay } from '@esgkit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { esgkit, repoRoot, type Sandbox, sandbox, text } from './helpers.ts';

// Issue 21 through the built CLI on the minimal dataset (as of 2025-06-30, prices from 2025-06-26) plus securities
// whose tickers or ids hold characters the dataset format allows and the portfolio reader used to refuse.
const AS_OF = '2025-06-30';
const FIRST_PRICE_DAY = '2025-06-26';
const EXTRA = [
  { id: 'XU1', ticker: 'A_B' },
  { id: 'XU2', ticker: '"X&Y, Z"' },
  { id: 'ID_9#1', ticker: '' },
];

let box: Sandbox;
let dataset: string;
const lookup = async (args: string[]) => {
  const run = await esgkit(box, ['--data', dataset, 'lookup', ...args, '--json']);
  return { run, results: CliLookupOutput.parse(JSON.parse(text(run.stdout) || '[]')) };
};

beforeAll(() => {
  box = sandbox();
  dataset = join(box.dir, 'dataset');
  mkdirSync(dataset);
  cpSync(join(repoRoot, 'fixtures/datasets/minimal'), dataset, { recursive: true });
  const append = (file: string, rows: string[]) => {
    const path = join(dataset, file);
    writeFileSync(path, `${readFileSync(path, 'utf8').trimEnd()}\n${rows.join('\n')}\n`);
  };
  append(
    'securities.csv',
    EXTRA.map((x, i) => `${x.id},,${x.ticker},Odd Ticker ${i} ord.,equity,C1,IT,EUR,equity,`),
  );
  append(
    'prices.csv',
    EXTRA.map((x) => `${x.id},2025-06-26,10\n${x.id},2025-06-27,10.5`),
  );
});

describe('identifiers the dataset accepts (defect 5)', () => {
  it('looks up tickers and ids with _, &, a comma and # from a CSV and from arguments', async () => {
    const csv = join(box.dir, 'odd.csv');
    writeFileSync(csv, 'Ticker,Weight\nA_B,40\n"X&Y, Z",30\nID_9#1,30\n');
    const fromFile = await lookup([csv, '--since', FIRST_PRICE_DAY, '--no-pai']);
    expect(text(fromFile.run.stderr)).not.toMatch(/not a valid ISIN/);
    expect(fromFile.results.map((r) => [r.status, r.holdings.map((h) => h.input)])).toEqual([
      ['ok', ['A_B', 'X&Y, Z', 'ID_9#1']],
    ]);
    const fromArgs = await lookup(['A_B:50', 'ID_9#1:50', '--since', FIRST_PRICE_DAY, '--no-pai']);
    expect(fromArgs.results.map((r) => r.status)).toEqual(['ok']);
    expect(fromArgs.run.exitCode).toBe(0);
  });

  it('still refuses an ISIN-shaped input with a wrong check digit, with its message', async () => {
    const { run, results } = await lookup(['IT0000MIN018', '--since', FIRST_PRICE_DAY, '--no-pai']);
    expect(run.exitCode).toBe(3);
    expect(results[0]?.issues.map((i) => [i.code, i.message])).toEqual([
      ['isinCheckDigit', 'IT0000MIN018: This is not a valid ISIN or ticker.'],
    ]);
  });
});

describe('the default first-investment day and amount (defect 6)', () => {
  it('is core’s default for the dataset, the day the web editor starts from: here its first price day', async () => {
    const { run, results } = await lookup(['ALPE', '--no-pai']);
    const expected = defaultInvestmentDay(
      { asOf: AS_OF, firstPriceDay: FIRST_PRICE_DAY },
      new Date().toISOString().slice(0, 10),
    );
    expect(expected).toBe(FIRST_PRICE_DAY);
    expect(results.map((r) => [r.status, r.investmentDay, r.investmentAmountEur])).toEqual([
      ['ok', expected, 100_000],
    ]);
    expect(run.exitCode).toBe(0);
  });
});

describe('--basis both', () => {
  it('gives the primary basis (all investments) and the covered basis in one run, as two runs give them', async () => {
    const args = ['ALPE:50', 'F1:50', '--since', FIRST_PRICE_DAY];
    const both = await lookup([...args, '--basis', 'both']);
    const all = await lookup([...args, '--basis', 'all']);
    const covered = await lookup([...args, '--basis', 'covered']);
    expect(both.run.exitCode).toBe(0);
    const [result] = both.results;
    expect(result?.paiBasis).toBe('both');
    for (const set of [1, 2, 3] as const) {
      const primary = result?.views[`pai${set}`]?.data;
      const coveredView = result?.views[`pai${set}Covered`]?.data;
      expect(primary?.basis).toBe('all');
      expect(coveredView?.basis).toBe('covered');
      expect(primary).toEqual(all.results[0]?.views[`pai${set}`]?.data);
      expect(coveredView).toEqual(covered.results[0]?.views[`pai${set}`]?.data);
    }
    // one basis alone reads no second one
    expect(all.results[0]?.views.pai1Covered).toBeNull();
  });
});
