import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluateTrace, FigureTrace, sumOfTerms } from '@esgkit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { esgkit, repoRoot, type Sandbox, sandbox, text } from './helpers.ts';

// Part 12: `esgkit explain` through the real binary on the minimal test dataset (fixtures/datasets/minimal), whose
// facts the PAI 2 of ALPE 60 % / BRSW 40 % of 10,000 EUR is computed from by hand in docs/cli.md: C1 = 423, C2 =
// 4,000 / 8.5 bn × 67,600 t / 0.01 = 3.18117647…, PAI 2 = 426.18117647….

const minimal = ['--data', 'fixtures/datasets/minimal'];
const portfolio = ['ALPE:60', 'BRSW:40', '--amount', '10000', '--since', '2025-06-26'];
const c2 = ((4000 / 8.5e9) * 67_600) / 0.01;

/** docs/cli.md's worked example: the command line of the section's `sh` block and the `text` block after it. */
const docExample = () => {
  const doc = readFileSync(join(repoRoot, 'docs/cli.md'), 'utf8');
  const section = doc.slice(doc.indexOf('### `esgkit explain'));
  const [, command] = /```sh\n(esgkit [^\n]+)\n```/.exec(section)!;
  const [, output] = /```text\n([\s\S]*?)```/.exec(section)!;
  return { args: command!.replace(/^esgkit /, '').split(' '), output: output! };
};

let box: Sandbox;
beforeAll(() => {
  box = sandbox();
});

describe('esgkit explain', () => {
  it('prints docs/cli.md’s worked example as written', async () => {
    const { args, output } = docExample();
    const run = await esgkit(box, args);
    expect(run.exitCode, text(run.stderr)).toBe(0);
    expect(`${text(run.stdout)}\n`).toBe(output);
    expect(output).toContain(`Result: 426.181176 t CO2e/€M invested`);
  });

  it('--json prints the trace: its terms add up to PAI 2 and its steps recompute it', async () => {
    const run = await esgkit(box, [...minimal, 'explain', ...portfolio, '--figure', 'pai:t1_2', '--json']);
    expect(run.exitCode, text(run.stderr)).toBe(0);
    const trace = FigureTrace.parse(JSON.parse(text(run.stdout)));
    expect(trace.value).toBeCloseTo(423 + c2, 9);
    expect(sumOfTerms(trace)).toBeCloseTo(423 + c2, 9);
    expect(evaluateTrace(trace)).toBeCloseTo(423 + c2, 9);
  });

  it('--json --top 1 answers the largest term and one folded row for the rest, still adding up to PAI 2', async () => {
    const run = await esgkit(box, [
      ...minimal,
      'explain',
      ...portfolio,
      '--figure',
      'pai2',
      '--top',
      '1',
      '--json',
    ]);
    expect(run.exitCode, text(run.stderr)).toBe(0);
    const trace = FigureTrace.parse(JSON.parse(text(run.stdout)));
    expect(trace.terms.map((t) => t.key)).toEqual(['C1', 'other']);
    expect(trace.terms[1]!.term).toBeCloseTo(c2, 9);
    expect(trace.folded).toEqual({ terms: 1, excluded: 0 });
    expect(sumOfTerms(trace)).toBeCloseTo(423 + c2, 9);
    expect(evaluateTrace(trace)).toBeCloseTo(423 + c2, 9);
  });

  it('--csv writes the terms whose column adds up to the figure, in Italian for Excel with --lang it-IT', async () => {
    const file = join(box.dir, 'terms.csv');
    const run = await esgkit(box, [
      ...minimal,
      '--lang',
      'it-IT',
      'explain',
      ...portfolio,
      '--figure',
      'pai2',
      '--csv',
      file,
    ]);
    expect(run.exitCode, text(run.stderr)).toBe(0);
    const lines = readFileSync(file, 'utf8').split('\r\n');
    const header = lines[0]!.replace('\uFEFF', '').split(';');
    expect(header.slice(0, 5)).toEqual(['Chiave', 'Nome', 'Peso (%)', 'Valore (EUR)', 'Detenuto tramite']);
    const term = header.indexOf('Termine');
    const rows = lines.slice(1, -1).map((l) => l.split(';'));
    expect(rows.map((r) => r[0])).toEqual(['C1', 'C2']);
    const sum = rows.reduce((a, r) => a + Number(r[term]!.replace(',', '.')), 0);
    expect(sum).toBeCloseTo(423 + c2, 9);
  });

  it('--top 1 prints the largest term only; an unknown figure exits 2 naming --figure', async () => {
    const top = await esgkit(box, [...minimal, 'explain', ...portfolio, '--figure', 'pai2', '--top', '1']);
    expect(top.exitCode).toBe(0);
    expect(text(top.stdout)).toContain('Alpina Energia S.p.A. [C1] Term 423');
    expect(text(top.stdout)).not.toContain('[C2]');
    expect(text(top.stdout)).toContain('1 more rows in the terms CSV');
    const unknown = await esgkit(box, [...minimal, 'explain', ...portfolio, '--figure', 'pai99']);
    expect(unknown.exitCode).toBe(2);
    expect(text(unknown.stderr)).toMatch(/--figure: "pai99" is not a figure/);
  });

  it('has an Italian --help', async () => {
    const run = await esgkit(box, ['--lang', 'it-IT', 'explain', '--help']);
    expect(run.exitCode).toBe(0);
    expect(text(run.stdout)).toContain('Calcola un portafoglio (un file CSV');
  });
});
