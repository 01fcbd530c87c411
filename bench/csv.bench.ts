import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Papa from 'papaparse';
import { test } from 'vitest';

// Is papaparse (core's CSV reader) within 1.5× of the dataset importer's own parser on the files that dominate a first
// start (indicators.csv, prices.csv: ~1M plain numeric rows each)? Issue 23 moves the importer onto core's reader only
// if it is. Results and the decision: docs/benchmarks.md "csv", docs/decisions.md.
const engineSrc = resolve(import.meta.dirname, '../packages/engine/src');
interface CsvSpans {
  count: number;
  start: Int32Array;
  end: Int32Array;
}
interface ImporterCsv {
  forEachCsvRow(
    text: string,
    onRow: (fields: string[], line: number) => boolean | undefined,
    onPlainRow?: (spans: CsvSpans, line: number) => boolean | undefined,
  ): number;
}
const { forEachCsvRow } = (await import(
  pathToFileURL(join(engineSrc, 'provider/importer/csv.ts')).href
)) as ImporterCsv;

// An indicators.csv as the full demo writes it: company_id,year,code,value; 1,000,000 rows (~33 MB).
const ROWS = 1_000_000;
const codes = ['ghg_scope1', 'ghg_scope2', 'ghg_scope3', 'energy_use', 'water_use', 'waste', 'board_gender'];
const lines = ['company_id,year,code,value'];
for (let i = 0; i < ROWS; i++)
  lines.push(
    `C${String(i % 5000).padStart(5, '0')},${2015 + (i % 10)},${codes[i % codes.length]},${(i * 0.37) % 9973}`,
  );
const text = `${lines.join('\n')}\n`;

// Each reader reads every row and parses the value column, as the importer does; the sum keeps the work from being
// optimised away and shows the readers agree.
const thrice = { iterations: 3, time: 0, warmup: false } as const;

test('csv: 1M indicators rows, read + value parsed', async ({ bench }) => {
  await bench('importer forEachCsvRow, spans (as the importer runs)', () => {
    let sum = 0;
    forEachCsvRow(
      text,
      (fields) => {
        sum += Number(fields[3]);
        return undefined;
      },
      (spans, line) => {
        if (line > 1) sum += Number(text.slice(spans.start[3], spans.end[3]));
        return undefined;
      },
    );
    if (!(sum > 0)) throw new Error('no rows');
  }).run(thrice);

  await bench('importer forEachCsvRow, strings', () => {
    let sum = 0;
    forEachCsvRow(text, (fields, line) => {
      if (line > 1) sum += Number(fields[3]);
      return undefined;
    });
    if (!(sum > 0)) throw new Error('no rows');
  }).run(thrice);

  await bench('papaparse, step (a row at a time)', () => {
    let sum = 0;
    let isHeader = true;
    Papa.parse<string[]>(text, {
      delimiter: ',',
      skipEmptyLines: true,
      step: (row) => {
        if (isHeader) isHeader = false;
        else sum += Number(row.data[3]);
      },
    });
    if (!(sum > 0)) throw new Error('no rows');
  }).run(thrice);

  await bench('papaparse, whole file to arrays', () => {
    let sum = 0;
    const { data } = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: true });
    for (let i = 1; i < data.length; i++) sum += Number(data[i]![3]);
    if (!(sum > 0)) throw new Error('no rows');
  }).run(thrice);
});
