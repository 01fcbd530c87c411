import { createTranslator, type Locale, type PdfSection, pdfSections } from '@esgkit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ReportInputError, renderReport } from '../src/index.ts';
import { extractPdfText, loadFixture, type PdfPageText } from './pdf-text.ts';

const now = new Date('2026-11-01T09:00:00Z');
const full = loadFixture('report-input');
const noBenchmark = loadFixture('report-input-no-benchmark');

const allText = (pages: PdfPageText[]) => pages.map((p) => p.text).join('\n');

/** Titles printed right after a section number: the headings and the contents lines. */
const numberedTitles = (pages: PdfPageText[]): Set<string> => {
  const titles = new Set<string>();
  for (const page of pages)
    page.items.forEach((item, i) => {
      const next = page.items[i + 1];
      if (/^\d{1,2}$/.test(item.text) && next) titles.add(next.text);
    });
  return titles;
};

const render = async (locale: Locale, sections?: readonly PdfSection[], input = full) =>
  extractPdfText(await renderReport(input, { locale, now, ...(sections ? { sections } : {}) }));

describe.each(['en-US', 'it-IT'] as const)('a full report in %s', (locale) => {
  const t = createTranslator(locale);
  let pages: PdfPageText[];
  let text: string;
  beforeAll(async () => {
    pages = await render(locale);
    text = allText(pages);
  });

  it('has every section heading, in the contents and in the body, and the appendix', () => {
    const titles = numberedTitles(pages);
    for (const id of pdfSections) expect(titles, id).toContain(t(`pdf.sections.${id}`));
    expect(titles).toContain(t('report.appendix.title'));
    const headingCount = pages
      .flatMap((p) => p.items)
      .filter((item) => item.text === t('pdf.sections.taxonomy')).length;
    expect(headingCount).toBeGreaterThanOrEqual(2); // contents line + heading
  });

  it('prints a coverage note under every section and a coverage line for it in the appendix', () => {
    const notes =
      text.match(new RegExp(t('report.coverageNote', { pct: '' }).split(':')[0] ?? '', 'g')) ?? [];
    // one under each of the 15 headings, one per section in the appendix table, minus the appendix column header
    expect(notes.length).toBeGreaterThanOrEqual(2 * pdfSections.length);
    expect(text).toContain(
      locale === 'en-US'
        ? 'Coverage: 96.80% of the portfolio value'
        : 'Copertura: 96,80% del valore del portafoglio',
    );
  });

  it('says over which share of the portfolio Total GHG is counted (issue 22 item 16)', () => {
    // the fixture's t1_1_total covers 84.2 % of the portfolio (scope 1 92.6 %, scope 3 74.9 %)
    expect(text.replace(/\s+/g, ' ')).toContain(
      locale === 'en-US'
        ? 'Total GHG emissions count only the companies that report all three scopes: 84.2% of the portfolio.'
        : 'Le emissioni totali di GHG comprendono solo le imprese che rendicontano tutti e tre gli ambiti: 84,2% del portafoglio.',
    );
  });

  it('shows the top lists of spec doc 2 §9', () => {
    for (const key of [
      'distribution',
      'assets',
      'countries',
      'currencies',
      'sectors',
      'products',
      'companies',
    ] as const)
      expect(text, key).toContain(t(`report.top.${key}`));
  });

  it('puts the cover facts and "demo data" on the cover, and "demo data" and the page number on every page', () => {
    const cover = pages[0]!.text;
    expect(cover).toContain('Giulia Rossi');
    expect(cover).toContain('Aurora Wealth Partners S.r.l.');
    expect(cover).toContain(locale === 'en-US' ? '€250,000.00' : '250.000,00 €');
    expect(cover).toContain(locale === 'en-US' ? 'September 10, 2019' : '10 settembre 2019');
    expect(cover).toContain(t('report.demoNotice'));
    pages.forEach((page, i) => {
      expect(page.text, `page ${i + 1}`).toContain(t('common.demoData'));
      expect(page.text, `page ${i + 1}`).toContain(
        t('report.pageOf', { page: String(i + 1), total: String(pages.length) }),
      );
    });
  });

  it('prints missing figures as the no-data marker, never as NaN', () => {
    expect(text).toContain(t('common.noDataMarker'));
    expect(text).not.toMatch(/NaN|undefined|Infinity/);
  });

  it('keeps every text box inside the page', () => {
    for (const [n, page] of pages.entries())
      for (const item of page.items) {
        const where = `page ${n + 1}: "${item.text}"`;
        expect(item.x, where).toBeGreaterThanOrEqual(0);
        expect(item.y, where).toBeGreaterThanOrEqual(0);
        expect(item.x + item.width, where).toBeLessThanOrEqual(page.width);
        expect(item.y + item.height, where).toBeLessThanOrEqual(page.height);
      }
  });
});

describe('section selection', () => {
  it('renders only the chosen sections, in report order whatever order they are given in', async () => {
    const t = createTranslator('en-US');
    const pages = await render('en-US', ['taxonomy', 'esg']);
    const titles = numberedTitles(pages);
    expect(titles).toContain(t('pdf.sections.esg'));
    expect(titles).toContain(t('pdf.sections.taxonomy'));
    for (const id of pdfSections.filter((s) => s !== 'esg' && s !== 'taxonomy'))
      expect(titles, id).not.toContain(t(`pdf.sections.${id}`));
    const text = allText(pages);
    expect(text.indexOf(t('report.esg.pillarScores'))).toBeLessThan(
      text.indexOf(t('report.taxonomy.turnover')),
    );
  });

  it('shows 5 ESG rows per pillar by weight, largest first (spec doc 1 §9 PDF ESG page size 5)', async () => {
    const text = allText(await render('en-US', ['esg']));
    expect(text).toContain('ASML Holding N.V.'); // 5th by weight
    expect(text).not.toContain('Nestlé S.A.'); // 6th
    expect(text.indexOf('Apple Inc.')).toBeLessThan(text.indexOf('Microsoft Corp.'));
  });

  it('shows the 10 largest assets: the tenth is in, the eleventh is not', async () => {
    const text = allText(await render('en-US', ['portfolio']));
    expect(text).toContain('Siemens AG');
    expect(text).not.toContain('Novo Nordisk');
  });

  it('shows 5 countries, 5 currencies and 5 product categories with their 3 leading companies', async () => {
    const text = allText(await render('en-US', ['countriesAllocation', 'portfolio', 'products']));
    expect(text).toContain('Germany'); // 5th country
    expect(text).not.toContain('Canada'); // 7th in the country list, never in the top 5
    expect(text).toContain('Swiss franc'); // 5th currency
    expect(text).not.toContain('Chinese yuan'); // 6th
    expect(text).toContain('Electric vehicles'); // 5th product category
    expect(text).not.toContain('Tobacco products'); // 7th
  });

  it('says "no data" under a chosen section whose results are missing, never zero', async () => {
    const { pai3: _dropped, ...results } = full.results;
    const pages = await render('it-IT', ['pai3'], { ...full, results });
    const text = allText(pages);
    expect(text).toContain(createTranslator('it-IT')('report.noSectionData'));
  });
});

describe('a report without a benchmark', () => {
  it('renders every section with no benchmark column or total', async () => {
    const t = createTranslator('en-US');
    const pages = await render('en-US', undefined, noBenchmark);
    const text = allText(pages);
    for (const id of pdfSections) expect(numberedTitles(pages), id).toContain(t(`pdf.sections.${id}`));
    expect(text).not.toContain(t('report.benchmarkTotal'));
    expect(text).not.toContain(t('fields.benchmark'));
  });
});

describe('demo data', () => {
  it('is not mentioned when the data is real', async () => {
    const text = allText(
      await render('en-US', ['returns'], { ...full, meta: { ...full.meta, demo: false } }),
    );
    expect(text).not.toContain('Demo data');
  });
});

describe('the scoring profile on the ESG page (issue 28)', () => {
  // a sustainability score as views.sustainability answers it, made with the profile of `version`
  const withScore = (version: number) => {
    const score = (portfolio: number) => ({
      portfolio,
      benchmark: null,
      coverage: { pct: 90 },
      benchmarkCoverage: null,
    });
    const data = {
      overall: score(71.25),
      environmental: score(80),
      social: score(62.5),
      governance: score(70),
      impact: score(55),
      products: score(40),
      scoringProfileVersion: version,
    };
    return { ...full, results: { ...full.results, sustainability: { ...full.results.esg!, data } } };
  };

  it('states the score and the profile version made with the advisor’s weights, in both languages', async () => {
    expect(allText(await render('en-US', ['esg'], withScore(1)))).toContain(
      'Sustainability score: 71.3 · Scoring profile v1',
    );
    expect(allText(await render('it-IT', ['esg'], withScore(2)))).toContain(
      'Punteggio di sostenibilità: 71,3 · Profilo di punteggio v2',
    );
  });

  it('with the default weights (v0) the report is the same file as without the score', async () => {
    const options = { locale: 'en-US' as const, sections: ['esg' as const], now };
    const before = await renderReport(full, options);
    const v0 = await renderReport(withScore(0), options);
    expect(Buffer.from(v0).equals(Buffer.from(before))).toBe(true);
    expect(allText(await extractPdfText(v0))).not.toContain('Scoring profile');
  });
});

describe('reproducibility', () => {
  it('gives byte-identical PDFs over 5 renders with the same input and now', async () => {
    const renders: Uint8Array[] = [];
    for (let i = 0; i < 5; i++) renders.push(await renderReport(full, { locale: 'it-IT', now }));
    for (const pdf of renders.slice(1)) expect(Buffer.from(pdf).equals(Buffer.from(renders[0]!))).toBe(true);
    const header = Buffer.from(renders[0]!).toString('latin1');
    expect(header).toContain('(D:20261101090000Z)'); // the creation date is `now`, not the clock
  });

  it('gives a different PDF for a different now', async () => {
    const a = await renderReport(full, { sections: ['returns'], now });
    const b = await renderReport(full, { sections: ['returns'], now: new Date('2026-11-02T09:00:00Z') });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });
});

describe('input validation', () => {
  it('rejects results that do not match core schemas, naming the path', async () => {
    const broken = structuredClone(full) as unknown as {
      results: { esg: { data: { e: { companies: unknown } } } };
    };
    broken.results.esg.data.e.companies = 'not a list';
    const error = await renderReport(broken as never, { now }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReportInputError);
    expect((error as ReportInputError).message).toContain('results.esg.data.e.companies');
  });
});
