import { createTranslator } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { renderReport } from '../src/index.ts';
import { extractPdfText, loadFixture } from './pdf-text.ts';

// A report starts from the page numbers of the last report of its language and sections (document/pagination.ts).
// This file has its own module state, so its first render starts from none.
const now = new Date('2026-11-01T09:00:00Z');
const full = loadFixture('report-input');
const t = createTranslator('en-US');

/** The full fixture with every list of its results cut to 2 rows: the same sections on fewer pages. */
const short = (() => {
  const results = structuredClone(full.results) as Record<string, { data?: unknown } | undefined>;
  for (const result of Object.values(results)) {
    const data = result?.data;
    if (!data || typeof data !== 'object') continue;
    for (const [field, value] of Object.entries(data))
      if (Array.isArray(value) && value.length > 3)
        (data as Record<string, unknown>)[field] = value.slice(0, 2);
  }
  return { ...full, results } as typeof full;
})();

const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

describe('page numbers taken from the last report', () => {
  it('give the same bytes as a first render, whether they were right or wrong', async () => {
    const shortFirst = await renderReport(short, { now });
    const fullAfterShort = await renderReport(full, { now }); // the short report's numbers are wrong here
    const shortAfterFull = await renderReport(short, { now }); // and the full one's here
    const shortAfterShort = await renderReport(short, { now }); // right
    const fullAfterFull = await renderReport(full, { now });

    const [shortPages, fullPages] = await Promise.all([
      extractPdfText(shortFirst),
      extractPdfText(fullAfterShort),
    ]);
    expect(shortPages.length).toBeLessThan(fullPages.length);
    expect(same(shortAfterFull, shortFirst)).toBe(true);
    expect(same(shortAfterShort, shortFirst)).toBe(true);
    expect(same(fullAfterFull, fullAfterShort)).toBe(true);

    // the full report after the short one prints its own total and the appendix's own page
    const total = fullPages.length;
    const lastPage = fullPages[total - 1]!.text;
    expect(lastPage).toContain(t('report.pageOf', { page: String(total), total: String(total) }));
    const contents = fullPages[1]!.items;
    const appendixLine = contents.findIndex((item) => item.text === t('report.appendix.title'));
    expect(contents[appendixLine + 1]?.text).toBe(String(total));
  });
});
