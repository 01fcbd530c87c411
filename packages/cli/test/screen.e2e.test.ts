import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ScreeningResult } from '@esgkit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { esgkit, type Sandbox, sandbox, text } from './helpers.ts';

// Issue 22 item 11: `esgkit screen` as its --help shows it, on the small demo universe.
let box: Sandbox;

beforeAll(() => {
  box = sandbox();
});

describe('esgkit screen', () => {
  it('matches filter values case-insensitively against the dataset’s lists (--region europe is Europe)', async () => {
    const run = await esgkit(box, ['screen', 'companies', '--region', 'europe', '--json']);
    expect(run.exitCode).toBe(0);
    const result = ScreeningResult.parse(JSON.parse(text(run.stdout)));
    expect(result.total).toBeGreaterThan(0);
    expect(new Set(result.companies.map((r) => r.values.region))).toEqual(new Set(['Europe']));
  });

  it('answers an unknown filter value with exit 2 and the valid values, not an empty result', async () => {
    const run = await esgkit(box, ['screen', 'companies', '--region', 'atlantis']);
    expect(run.exitCode).toBe(2);
    expect(text(run.stderr)).toMatch(/--region: 'atlantis' is not one of .*Europe.*North America/);
    expect(text(run.stdout)).toBe('');
  });

  it('writes the CSV with each unit once in its header', async () => {
    const file = join(box.dir, 'companies.csv');
    const run = await esgkit(box, ['screen', 'companies', '--region', 'Europe', '--all', '--csv', file]);
    expect(run.exitCode).toBe(0);
    const [header = '', ...rows] = readFileSync(file, 'utf8').trim().split(/\r?\n/);
    expect(header).toContain('Market cap (EUR)');
    expect(header).not.toContain('(EUR) (EUR)');
    expect(rows.length).toBeGreaterThan(0);
  });

  it('writes the CSV in the --sort order and with only the --find rows, as the table and the PDF (issue 26)', async () => {
    const flags = ['screen', 'companies', '--region', 'Europe', '--sort', 'name:desc', '--find', 'en'];
    const json = await esgkit(box, [...flags, '--all', '--json']);
    expect(json.exitCode).toBe(0);
    const table = ScreeningResult.parse(JSON.parse(text(json.stdout))).companies.map((r) => r.name);
    const file = join(box.dir, 'companies-sorted.csv');
    const run = await esgkit(box, [...flags, '--csv', file]);
    expect(run.exitCode).toBe(0);
    // the first field of each row, a quoted name unquoted
    const names = readFileSync(file, 'utf8')
      .replace('\uFEFF', '')
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) =>
        line.startsWith('"') ? /^"((?:[^"]|"")*)"/.exec(line)![1]!.replace(/""/g, '"') : line.split(',')[0],
      );
    expect(table.length).toBeGreaterThan(1);
    expect(names).toEqual(table);
  });

  it('writes the one-page PDF of the screen: its criteria and first rows in the asked sort (issue 26)', async () => {
    const file = join(box.dir, 'companies.pdf');
    const run = await esgkit(box, [
      'screen',
      'companies',
      '--region',
      'Europe',
      '--sort',
      'name:desc',
      '--pdf',
      file,
    ]);
    expect(run.exitCode).toBe(0);
    const pdf = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
      /[ \t]+/g,
      ' ',
    );
    expect(pdf).toContain('Company screening');
    expect(pdf).toContain('Regions Europe');
    expect(pdf).toContain('Sorted by Name, descending');
    expect(pdf).toMatch(/\d+ more results are in the CSV export\./);
  });

  it('prints the Name column once and the SFDR article as a whole number', async () => {
    const run = await esgkit(box, ['screen', 'funds', '--sfdr', '9', '--per-page', '3']);
    expect(run.exitCode).toBe(0);
    const [header = '', , first = ''] = text(run.stdout).split('\n');
    expect(header.split(/ {2,}/).filter((h) => h === 'Name')).toHaveLength(1);
    expect(header).toContain('TER (%)');
    expect(header).toContain('AUM (EUR)');
    // the SFDR article sits under its header, right-aligned: "9", never "9.00"
    const end = header.indexOf('SFDR article') + 'SFDR article'.length;
    expect(first.slice(0, end).trimEnd().split(/\s+/).at(-1)).toBe('9');
  });

  it('bounds the AUM (issue 26 part 7): of the two Article 8 equity funds at TER ≤ 1 %, only the 1.43 bn one passes 1 bn', async () => {
    const base = ['screen', 'funds', '--sfdr', '8', '--asset-class', 'equity', '--max-ter', '1', '--json'];
    const all = ScreeningResult.parse(JSON.parse(text((await esgkit(box, base)).stdout)));
    expect(new Map(all.companies.map((r) => [r.id, r.values.aumEur]))).toEqual(
      new Map([
        ['F0015', 1_425_091_384],
        ['F0018', 986_705_050],
      ]),
    );
    const run = await esgkit(box, [...base, '--min-aum', '1000000000']);
    expect(run.exitCode).toBe(0);
    expect(ScreeningResult.parse(JSON.parse(text(run.stdout))).companies.map((r) => r.id)).toEqual(['F0015']);
  });

  it('refuses paging flags for countries, which come back as one list', async () => {
    const run = await esgkit(box, ['screen', 'countries', '--per-page', '2']);
    expect(run.exitCode).toBe(2);
    expect(text(run.stderr)).toMatch(/--per-page: country screening is not paged/);
    const all = await esgkit(box, ['screen', 'countries', '--json']);
    expect(all.exitCode).toBe(0);
    expect(JSON.parse(text(all.stdout)).length).toBeGreaterThan(2);
  });
});
