import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ReportInput, type ReportInputData } from '../src/input.ts';

export interface PdfTextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfPageText {
  width: number;
  height: number;
  items: PdfTextItem[];
  /** The page's text, items joined by spaces. */
  text: string;
}

/** Extracts every page's text items with their boxes (pdfjs-dist, as a reader would see them). */
export const extractPdfText = async (pdf: Uint8Array): Promise<PdfPageText[]> => {
  const document = await getDocument({ data: pdf.slice(), useSystemFonts: false }).promise;
  const pages: PdfPageText[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
    const content = await page.getTextContent();
    const items = content.items
      .filter((item) => 'str' in item && item.str.trim() !== '')
      .map((item) => {
        const i = item as { str: string; transform: number[]; width: number; height: number };
        return {
          text: i.str,
          x: i.transform[4] ?? 0,
          y: i.transform[5] ?? 0,
          width: i.width,
          height: i.height,
        };
      });
    pages.push({ width: x1 - x0, height: y1 - y0, items, text: items.map((i) => i.text).join(' ') });
  }
  await document.cleanup();
  return pages;
};

/** A recorded report input, checked against the schemas as it is read. */
export const loadFixture = (name: 'report-input' | 'report-input-no-benchmark'): ReportInputData => {
  const json: unknown = JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));
  return ReportInput.parse(json);
};
