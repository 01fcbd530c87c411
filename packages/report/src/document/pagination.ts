import type { Locale, PdfSection } from '@esgkit/core';

/** react-pdf's page totals: all pages, and the pages each `<Page>` of the document became. */
export interface PageTotals {
  totalPages: number;
  subTotals: readonly number[];
}

/**
 * The `totalsGuess` prop our patched `@react-pdf/layout` reads on a `<Document>` (docs/decisions.md, PDF report): the
 * totals to lay out with, and a check called with the totals that round found. When it answers true, that one round
 * is the document; otherwise react-pdf lays it out again with the totals found, as it always did.
 */
export interface TotalsGuess {
  totals: PageTotals | undefined;
  confirm(found: PageTotals): boolean;
}

type StartPages = Map<PdfSection | 'appendix', number>;

interface Remembered {
  totals: PageTotals;
  pageOf: StartPages;
}

/**
 * The last report of each language, choice of sections and shape of results (`layoutShape`): its totals and where its
 * sections began; and under the language and sections alone, the last report of any shape.
 */
const remembered = new Map<string, Remembered>();
const MAX_REMEMBERED = 256;

const remember = (key: string, entry: Remembered) => {
  remembered.delete(key);
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string);
  remembered.set(key, entry);
};

/** Lists longer than this are chart series (a price history), not table rows: their length moves no page break. */
const MAX_TABLE_ROWS = 64;

/**
 * What of a report's results decides where its pages break, as far as it is cheap to tell: the length of every list
 * short enough to be a table's rows (holdings, countries, red companies, the watch list and its companies), in
 * order. Two reports of one shape usually paginate alike; the guess is only a guess (a wrong one costs a second
 * round, never other bytes).
 */
export const layoutShape = (results: unknown): string => {
  const lengths: number[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      lengths.push(value.length);
      if (value.length <= MAX_TABLE_ROWS) for (const item of value) walk(item);
    } else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item);
  };
  walk(results);
  return lengths.join(' ');
};

const sameTotals = (a: PageTotals, b: PageTotals): boolean =>
  a.totalPages === b.totalPages &&
  a.subTotals.length === b.subTotals.length &&
  a.subTotals.every((n, i) => n === b.subTotals[i]);

const samePages = (a: StartPages, b: StartPages): boolean =>
  a.size === b.size && [...a].every(([id, page]) => b.get(id) === page);

/**
 * Page numbers without paying for them twice. "Page x of y" and the contents' page numbers are known only once the
 * report is paginated, so react-pdf paginates it twice: once to count, once with the numbers. Reports of one language,
 * the same sections and the same shape of results (`layoutShape`) usually paginate alike, so a report starts from the
 * last such report's numbers, or from the last report of its language and sections when no report of its shape came
 * before: `printedPageOf` is what the contents will print, `totalsGuess` what the footers will. The round fills
 * `pageOf` in with the pages the sections land on; if it comes out with the same totals and start pages, it printed
 * the right numbers and is kept. If not, the contents are given the pages found and the second round runs, as before.
 * Either way the bytes are those of the two rounds. (A batch's real clients paginate in a few ways: the last report
 * alone was the right guess for a third of 200 demo clients, docs/benchmarks.md, Part 5: reports.)
 */
export const rememberedPagination = (
  locale: Locale,
  sections: readonly PdfSection[],
  shape = '',
): { pageOf: StartPages; printedPageOf: StartPages; totalsGuess: TotalsGuess } => {
  const key = `${locale} ${sections.join(',')}`;
  const shapeKey = `${key} | ${shape}`;
  const last = remembered.get(shapeKey) ?? remembered.get(key);
  const pageOf: StartPages = new Map();
  const printedPageOf: StartPages = new Map(last?.pageOf);
  return {
    pageOf,
    printedPageOf,
    totalsGuess: {
      totals: last?.totals,
      confirm: (found) => {
        const isSame = last !== undefined && sameTotals(found, last.totals) && samePages(pageOf, last.pageOf);
        if (!isSame) {
          printedPageOf.clear();
          for (const [id, page] of pageOf) printedPageOf.set(id, page);
        }
        const entry = { totals: found, pageOf: new Map(pageOf) };
        remember(key, entry);
        remember(shapeKey, entry);
        return isSame;
      },
    },
  };
};
