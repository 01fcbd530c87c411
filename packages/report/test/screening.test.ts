import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ScreeningPdfInputData } from '../src/screening/input.ts';
import { renderScreeningPdf } from '../src/screening/render.tsx';

// The one-page screening PDF (issue 26) read back with pdftotext (poppler), as a user's PDF reader shows it.

const dir = process.env.ESGKIT_KEEP_PDF ?? mkdtempSync(join(tmpdir(), 'esgkit-screening-'));
const now = new Date('2026-01-31T12:00:00Z');

/** 60 companies, "Company 01" … "Company 60", more than a page holds. */
const input = (criteria: ScreeningPdfInputData['criteria']): ScreeningPdfInputData => ({
  meta: {
    datasetName: 'test',
    snapshotVersion: 'v1',
    methodologyVersion: '1',
    asOf: '2025-06-30',
    demo: true,
  },
  kind: 'company',
  criteria,
  view: ['Sorted by Name, ascending'],
  columns: [
    { label: 'Name', numeric: false },
    { label: 'ISIN', numeric: false },
    { label: 'Sector', numeric: false },
    { label: 'Environmental', numeric: true },
  ],
  rows: Array.from({ length: 40 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return [`Company ${n}`, `IT00000000${n}`, 'Utilities', '61.5'];
  }),
  total: 60,
});

const read = async (data: ScreeningPdfInputData, name: string, locale: 'en-US' | 'it-IT' = 'en-US') => {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, await renderScreeningPdf(data, { locale, now }));
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
  const rows = [...text.matchAll(/Company (\d\d)/g)].map((m) => Number(m[1]));
  return { text: text.replace(/[ \t]+/g, ' '), pages, rows };
};

describe('the screening PDF', () => {
  it('holds the criteria, the first rows that fit on one page and how many more the CSV has', async () => {
    const { text, pages, rows } = await read(
      input([
        { label: 'Regions', value: 'Europe' },
        { label: 'Exclusions', value: 'Tobacco: up to None 0–5 %' },
      ]),
      'few-criteria',
    );
    expect(pages).toBe(1);
    expect(text).toContain('Company screening');
    expect(text).toContain('Regions Europe');
    expect(text).toContain('Exclusions Tobacco: up to None 0–5 %');
    expect(text).toContain('Results: 60');
    expect(text).toContain('Demo data');
    expect(text).toContain('Data as of Jun 30, 2025');
    // the rows in order from the first, and the line counts the rest
    expect(rows.length).toBeGreaterThan(15);
    expect(rows).toEqual(rows.map((_, i) => i + 1));
    expect(text).toContain(`${60 - rows.length} more results are in the CSV export.`);
  });

  it('is the same bytes for the same input and `now` (its creation date is `now`, not the clock)', async () => {
    const data = input([{ label: 'Regions', value: 'Europe' }]);
    const file = join(dir, 'dated.pdf');
    writeFileSync(file, await renderScreeningPdf(data, { now }));
    const info = execFileSync('pdfinfo', ['-isodates', file], { encoding: 'utf8' });
    expect(info).toMatch(/CreationDate:\s+2026-01-31T12:00:00Z/);
  });

  it('stays one page with many long criteria (fewer rows), in Italian', async () => {
    const long = Array.from({ length: 12 }, (_, i) => ({
      label: `Filtro ${i + 1}`,
      value: Array.from({ length: 40 }, (_, j) => `Valore ${j}`).join(', '),
    }));
    const { text, pages, rows } = await read(input(long), 'many-criteria', 'it-IT');
    expect(pages).toBe(1);
    expect(text).toContain('Screening delle aziende');
    expect(text).toContain('Filtro 12');
    expect(text).toContain('Dati dimostrativi');
    expect(rows).toEqual(rows.map((_, i) => i + 1));
    expect(rows.length).toBeGreaterThan(5);
    // pdftotext reads Inter's ’ as a space (the page shows the apostrophe)
    expect(text).toMatch(new RegExp(`Altri ${60 - rows.length} risultati sono nell[’ ]esportazione CSV\\.`));
  });
});
