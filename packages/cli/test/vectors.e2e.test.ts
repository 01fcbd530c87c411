// The open test vectors (fixtures/vectors/, derived in derive.py): each one's dataset folder and portfolio CSVs are
// written in the documented formats, the real binary runs on them, and every expected figure must match to 1e-9
// relative (an expected 0 exactly; an expected "n/a" as null with its reason).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CliLookupOutput, type PaiFigure, PaiStatement } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { esgkit, repoRoot, sandbox, text } from './helpers.ts';

const vectorsDir = join(repoRoot, 'fixtures/vectors');
const RELATIVE_TOLERANCE = 1e-9;

const Cell = z.union([z.string(), z.number(), z.null()]);
const CsvTable = z.object({ columns: z.array(z.string()).min(1), rows: z.array(z.array(Cell)) });
const NotAvailable = z.object({ value: z.null(), reason: z.string() });
const Vector = z.object({
  id: z.string(),
  title: z.string(),
  command: z.enum(['lookup', 'pai-statement']),
  sources: z.array(z.string()).min(1),
  dataset: z.record(z.string(), z.union([CsvTable, z.record(z.string(), z.unknown())])),
  portfolios: z.record(z.string(), CsvTable),
  args: z.array(z.string()),
  expected: z.record(z.string(), z.union([z.number(), NotAvailable])),
});
type Vector = z.infer<typeof Vector>;
type Expected = Vector['expected'][string];
/** What the output says for one expected key: a number, or null with the reason (or status) it gives. */
type Found = { value: number | null; reason?: string | undefined };

const vectors: Vector[] = readdirSync(vectorsDir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => Vector.parse(JSON.parse(readFileSync(join(vectorsDir, f), 'utf8'))));

// RFC 4180: quote a cell holding a comma, a quote or a line break.
const csvCell = (cell: z.infer<typeof Cell>): string => {
  const s = cell === null ? '' : String(cell);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};
const toCsv = (table: z.infer<typeof CsvTable>): string =>
  `${[table.columns, ...table.rows].map((row) => row.map(csvCell).join(',')).join('\n')}\n`;

/** Writes the vector's dataset folder and portfolio files; returns the dataset dir and the files in order. */
const materialise = (vector: Vector, dir: string): { dataset: string; files: string[] } => {
  const dataset = join(dir, 'dataset');
  mkdirSync(dataset, { recursive: true });
  for (const [name, content] of Object.entries(vector.dataset)) {
    const parsed = CsvTable.safeParse(content);
    writeFileSync(
      join(dataset, name),
      parsed.success ? toCsv(parsed.data) : JSON.stringify(content, null, 2),
    );
  }
  const files = Object.entries(vector.portfolios).map(([name, table]) => {
    writeFileSync(join(dir, name), toCsv(table));
    return join(dir, name);
  });
  return { dataset, files };
};

const argAfter = (args: readonly string[], flag: string): string | undefined =>
  args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined;

/** The trailing returns of the performance view (metrics.md §3) that a vector may name. */
const TRAILING = { return1y: 'y1', returnYtd: 'ytd', return3y: 'y3' } as const;

/**
 * The figure an expected key names in `esgkit lookup --json` (one portfolio): `portfolio.<measure>` and
 * `benchmark.<measure>` are the whole chosen window's figures (views.risk's `window`: the first-investment day, or
 * --from/--to, to the latest price), or a trailing return of the performance view.
 */
const lookupFigure = (vector: Vector, output: CliLookupOutput, key: string): Found | undefined => {
  const views = output[0]?.views;
  const [head, ...rest] = key.split('.');
  if (head === 'portfolio' || head === 'benchmark') {
    const measure = rest.join('.');
    if (measure in TRAILING)
      return views?.performance?.data.trailing[head]?.[TRAILING[measure as keyof typeof TRAILING]];
    const window = views?.risk?.data.window;
    const from = argAfter(vector.args, '--from');
    if (from !== undefined && window?.from !== from) return undefined;
    const set = head === 'portfolio' ? window?.portfolio : window?.benchmark;
    const windowKey = measure === 'volatility' ? 'standardDeviation' : measure;
    return set?.[windowKey as keyof typeof set];
  }
  if (head === 'pai') {
    const field = rest.pop();
    const code = rest.join('.');
    const metric = views?.pai1?.data.indicators.flatMap((i) => i.metrics).find((m) => m.code === code);
    return metric ? paiField(metric.portfolio, field) : undefined;
  }
  if (head === 'taxonomy') {
    const [kpi, part, field] = rest as ['turnover' | 'capex' | 'opex', string, string | undefined];
    const summary = views?.taxonomySummary?.data.portfolio[kpi];
    if (!summary) return undefined;
    if (part === 'coveragePct') return { value: summary.coverage.pct };
    const share = summary[part as 'includingSovereigns' | 'excludingSovereigns'];
    return { value: share[field as 'alignedPct' | 'eligiblePct'] };
  }
  return undefined;
};

/** A PAI figure's field: its value (with the status as the reason when null), coverage or values in EUR. */
const paiField = (figure: PaiFigure, field: string | undefined): Found | undefined => {
  if (field === 'value') return { value: figure.value, reason: figure.status };
  if (field === 'coveragePct') return { value: figure.coverage.pct };
  if (field === 'coveredValueEur') return { value: figure.coverage.coveredValueEur };
  if (field === 'eligibleValueEur') return { value: figure.eligibleValueEur };
  return undefined;
};

/** The figure an expected key names in `esgkit pai-statement --json`: statement.<code>.<q1…q4 | year>.<field>. */
const statementFigure = (statement: PaiStatement, key: string): Found | undefined => {
  const [, code, period, field] = key.split('.');
  const line = statement.lines.find((l) => l.code === code);
  if (!line) return undefined;
  const figure = period === 'year' ? line.year : line.quarters[Number(period?.slice(1)) - 1];
  return figure ? paiField(figure, field) : undefined;
};

/** A readable line for every expected figure the output does not match; none when all match. */
const mismatches = (vector: Vector, figureOf: (key: string) => Found | undefined): string[] =>
  Object.entries(vector.expected).flatMap(([key, expected]: [string, Expected]) => {
    const found = figureOf(key);
    const shown = `${key}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(found ?? 'nothing')}`;
    if (found === undefined) return [shown];
    if (typeof expected !== 'number')
      return found.value === null && found.reason === expected.reason ? [] : [shown];
    if (found.value === null) return [shown];
    const ok =
      expected === 0
        ? found.value === 0
        : Math.abs(found.value - expected) <= RELATIVE_TOLERANCE * Math.abs(expected);
    return ok ? [] : [shown];
  });

describe('the open test vectors (fixtures/vectors) through the esgkit binary', () => {
  it('has vectors to run', () => {
    expect(vectors.map((v) => v.id)).toContain('returns-01-empyrical-mixed');
    expect(vectors.map((v) => v.id)).toContain('pai-03-statement-esas-example');
  });

  for (const vector of vectors) {
    it(`${vector.id}: ${vector.title}`, async () => {
      const box = sandbox();
      const { dataset, files } = materialise(vector, box.dir);
      const run = await esgkit(box, ['--data', dataset, vector.command, ...files, ...vector.args, '--json']);
      expect(run.exitCode, text(run.stderr)).toBe(0);
      const json: unknown = JSON.parse(text(run.stdout));
      let wrong: string[];
      if (vector.command === 'lookup') {
        const output = CliLookupOutput.parse(json);
        expect(output.map((r) => r.status)).toEqual(['ok']);
        wrong = mismatches(vector, (key) => lookupFigure(vector, output, key));
      } else {
        const statement = PaiStatement.parse(json);
        wrong = mismatches(vector, (key) => statementFigure(statement, key));
      }
      expect(wrong).toEqual([]);
    });
  }
});
