import { createTranslator } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { rememberedPagination } from '../src/document/pagination.ts';
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

describe('the page numbers a report starts from', () => {
  // a batch's clients paginate in a few ways, not in the last client's way: 200 demo clients came out in 5
  // paginations, and the last report's numbers were right for only a third of them (docs/benchmarks.md, Part 5)
  const laidOut = (shape: string, totalPages: number, esgPage: number) => {
    const round = rememberedPagination('en-US', ['esg', 'pai'], shape);
    round.pageOf.set('esg', esgPage);
    return round.totalsGuess.confirm({ totalPages, subTotals: [totalPages] });
  };

  it('are those of the last report of the same shape of results, else of the last report', () => {
    expect(laidOut('rows 3 5', 17, 4)).toBe(false);
    expect(laidOut('rows 9 12', 20, 6)).toBe(false);
    const again = rememberedPagination('en-US', ['esg', 'pai'], 'rows 3 5');
    expect(again.totalsGuess.totals).toEqual({ totalPages: 17, subTotals: [17] });
    expect(again.printedPageOf.get('esg')).toBe(4);
    const unseen = rememberedPagination('en-US', ['esg', 'pai'], 'rows 1 1');
    expect(unseen.totalsGuess.totals).toEqual({ totalPages: 20, subTotals: [20] });
    // a guess that held is kept: the same shape laid out alike confirms its round
    expect(laidOut('rows 3 5', 17, 4)).toBe(true);
  });
});
