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

/** The last report of each language and choice of sections: its totals and where its sections began. */
const remembered = new Map<string, Remembered>();
const MAX_REMEMBERED = 64;

const sameTotals = (a: PageTotals, b: PageTotals): boolean =>
  a.totalPages === b.totalPages &&
  a.subTotals.length === b.subTotals.length &&
  a.subTotals.every((n, i) => n === b.subTotals[i]);

const samePages = (a: StartPages, b: StartPages): boolean =>
  a.size === b.size && [...a].every(([id, page]) => b.get(id) === page);

/**
 * Page numbers without paying for them twice. "Page x of y" and the contents' page numbers are known only once the
 * report is paginated, so react-pdf paginates it twice: once to count, once with the numbers. Reports of one language
 * and the same sections usually paginate alike (a batch of clients), so a report starts from the last one's numbers:
 * `printedPageOf` is what the contents will print, `totalsGuess` what the footers will. The round fills `pageOf` in
 * with the pages the sections land on; if it comes out with the same totals and start pages, it printed the right
 * numbers and is kept. If not, the contents are given the pages found and the second round runs, as before. Either
 * way the bytes are those of the two rounds.
 */
export const rememberedPagination = (
  locale: Locale,
  sections: readonly PdfSection[],
): { pageOf: StartPages; printedPageOf: StartPages; totalsGuess: TotalsGuess } => {
  const key = `${locale} ${sections.join(',')}`;
  const last = remembered.get(key);
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
        remembered.delete(key);
        if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string);
        remembered.set(key, { totals: found, pageOf: new Map(pageOf) });
        return isSame;
      },
    },
  };
};
