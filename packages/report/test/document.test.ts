import { createHash } from 'node:crypto';
import { createTranslator, pdfSections } from '@esgkit/core';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildReportManifest, canonicalJson, renderReport, renderReportStream } from '../src/index.ts';
import { extractPdfText, loadFixture, type PdfPageText } from './pdf-text.ts';

const now = new Date('2026-11-01T09:00:00Z');
const full = loadFixture('report-input');
const t = createTranslator('en-US');

/** The fill colours (lower-case #rrggbb) a page paints with, and how many images it draws. */
const pageDrawing = async (pdf: Uint8Array, pageNumber: number) => {
  const document = await getDocument({ data: pdf.slice() }).promise;
  const ops = await (await document.getPage(pageNumber)).getOperatorList();
  const fills = new Set<string>();
  let images = 0;
  ops.fnArray.forEach((fn, i) => {
    if (fn === OPS.setFillRGBColor) fills.add(String((ops.argsArray[i] as unknown[])[0]));
    if (fn === OPS.paintImageXObject) images++;
  });
  await document.cleanup();
  return { fills, images };
};

/**
 * The numbered headings of a page as "number title": pdfjs gives the number and the title as two items, or as one
 * when they sit close ("10 Red-flag companies by weight").
 */
const headingsOn = (page: PdfPageText): string[] =>
  page.items.flatMap((item, k) => {
    if (item.height < 17) return [];
    if (/^\d{1,2} \D/.test(item.text)) return [item.text];
    const previous = page.items[k - 1];
    return previous && /^\d{1,2}$/.test(previous.text) && !/^\d/.test(item.text)
      ? [`${previous.text} ${item.text}`]
      : [];
  });

describe('the contents', () => {
  let pages: PdfPageText[];
  beforeAll(async () => {
    pages = await extractPdfText(await renderReport(full, { now }));
  });

  it('gives each section the page its heading is on, and the appendix its page', () => {
    const contents = pages[1]!.items;
    const titles = [...pdfSections.map((id) => t(`pdf.sections.${id}`)), t('report.appendix.title')];
    for (const [i, title] of titles.entries()) {
      const at = contents.findIndex((item) => item.text === title);
      expect(at, title).toBeGreaterThan(0);
      // the line reads: number, title, page
      expect(contents[at - 1]?.text).toBe(String(i + 1));
      const page = Number(contents[at + 1]?.text);
      expect(headingsOn(pages[page - 1]!), `${title} on page ${page}`).toContain(`${i + 1} ${title}`);
    }
  });

  it('never leaves a section heading at the foot of a page without its content', () => {
    for (const [n, page] of pages.entries()) {
      if (n < 2) continue; // cover and contents
      const body = page.items.filter((item) => item.y > 40); // without the running footer
      body.forEach((item, k) => {
        if (item.height < 17 || !/[A-Za-z]/.test(item.text)) return;
        // more than the coverage note (and a date line) follows the heading on its page
        expect(body.length - k - 1, `"${item.text}" on page ${n + 1}`).toBeGreaterThanOrEqual(3);
      });
    }
  });
});

describe('branding (spec doc 1 §9: advisor logo, legal name, contacts, colour)', () => {
  it('paints with the advisor colour and draws the logo on the cover', async () => {
    const pdf = await renderReport(full, {
      sections: ['returns'],
      now,
      branding: { color: '#7A1F5C', legalName: 'Bianchi Consulenza S.p.A.', phone: '+39 06 555 0101' },
    });
    const cover = await pageDrawing(pdf, 1);
    expect(cover.fills).toContain('#7a1f5c');
    expect(cover.fills).not.toContain('#00a0ff');
    expect(cover.images).toBe(1);
    const text = (await extractPdfText(pdf))[0]!.text;
    expect(text).toContain('Bianchi Consulenza S.p.A.');
    expect(text).toContain('+39 06 555 0101');
    expect(text).toContain('info@aurora-wealth.example'); // contacts not overridden stay
    expect(text).toContain('20121 Milano MI');
  });

  it('uses #00A0FF and no logo when the advisor has neither', async () => {
    const { branding: _none, ...unbranded } = full;
    const pdf = await renderReport(unbranded, { sections: ['returns'], now });
    const cover = await pageDrawing(pdf, 1);
    expect(cover.fills).toContain('#00a0ff');
    expect(cover.images).toBe(0);
  });

  it('leaves out a logo it cannot embed reproducibly (a remote URL)', async () => {
    const pdf = await renderReport(full, {
      sections: ['returns'],
      now,
      branding: { logo: 'https://aurora-wealth.example/logo.png' },
    });
    expect((await pageDrawing(pdf, 1)).images).toBe(0);
  });
});

describe('the manifest', () => {
  it('names the data, sections, locale and options, with the SHA-256 of the input and of the PDF', async () => {
    const sections = ['taxonomy', 'esg'] as const;
    const pdf = await renderReport(full, { sections, locale: 'it-IT', now });
    const manifest = buildReportManifest(full, pdf, { sections, locale: 'it-IT', now });
    expect(manifest).toMatchObject({
      datasetName: 'esgkit demo universe',
      snapshotVersion: 'sha256:3f9a1c07d2b4e85a',
      methodologyVersion: '2026.1',
      sections: ['esg', 'taxonomy'],
      locale: 'it-IT',
      options: { now: '2026-11-01T09:00:00.000Z', demo: true, brandColor: '#00A0FF' },
    });
    expect(manifest.pdfSha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    expect(manifest.inputSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('carries the method versions the Derivations appendix cites, and none without it', () => {
    const pdf = new Uint8Array([37, 80, 68, 70]);
    const row = (figure: string, id: string, version: number) => ({
      figure,
      label: figure,
      value: 1,
      unit: '',
      method: { id, version },
      contributors: [],
      excludedValueEur: null,
      limited: false,
    });
    const derivations = [
      row('pai:t1_2', 'pai-class-b-per-million-invested', 1),
      row('pai:t1_1_total', 'pai-class-a-financed-amount', 2),
      row('pai:t1_8', 'pai-class-b-per-million-invested', 1),
    ];
    expect(buildReportManifest({ ...full, derivations }, pdf, { now }).methods).toEqual([
      { id: 'pai-class-a-financed-amount', version: 2 },
      { id: 'pai-class-b-per-million-invested', version: 1 },
    ]);
    expect(buildReportManifest(full, pdf, { now })).not.toHaveProperty('methods');
  });

  it('hashes the input by content: key order does not matter, a changed figure does', () => {
    const pdf = new Uint8Array([37, 80, 68, 70]);
    const reordered = Object.fromEntries(Object.entries(full).reverse()) as typeof full;
    const changed = structuredClone(full);
    changed.client.investmentAmountEur += 1;
    const hash = (input: typeof full) => buildReportManifest(input, pdf, { now }).inputSha256;
    expect(hash(reordered)).toBe(hash(full));
    expect(hash(changed)).not.toBe(hash(full));
  });

  it('writes canonical JSON as JSON.stringify would with keys sorted, index keys first by number', () => {
    // the text manifests hashed before it walked the value itself: their inputSha256 must not change
    const value = {
      b: [1, undefined, { d: 2, c: new Date('2026-01-02T00:00:00Z') }, Number.NaN],
      a: 'x"y',
      '10': null,
      '9': true,
      z: undefined,
      f: () => 1,
      e: [[2, 1], []],
    };
    expect(canonicalJson(value)).toBe(
      '{"9":true,"10":null,"a":"x\\"y","b":[1,null,{"c":"2026-01-02T00:00:00.000Z","d":2},null],"e":[[2,1],[]]}',
    );
    expect(canonicalJson(value)).toBe(canonicalJson(Object.fromEntries(Object.entries(value).reverse())));
  });
});

describe('renderReportStream', () => {
  it('streams the same bytes renderReport returns', async () => {
    const options = { sections: ['returns', 'exclusions'] as const, now };
    const stream = await renderReportStream(full, options);
    const chunks: Buffer[] = [];
    for await (const chunk of stream as AsyncIterable<Buffer | string>)
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    expect(Buffer.concat(chunks).equals(Buffer.from(await renderReport(full, options)))).toBe(true);
  });
});

describe('PAI tables in Italian', () => {
  it('name indicators and units from the catalogue in Italian, and print chart labels whole', async () => {
    const pages = await extractPdfText(
      await renderReport(full, { sections: ['pai', 'pai3'], locale: 'it-IT', now }),
    );
    const text = pages.map((p) => p.text).join(' ');
    // the fixture's answers carry the English names (the engine answered in English)
    expect(text).toContain('Tasso di infortuni');
    expect(text).not.toContain('Rate of accidents');
    expect(text).toContain('Emissioni di GHG di ambito 1');
    // chart category labels wrap onto lines instead of being cut with an ellipsis
    expect(text).not.toContain('…');
  });
});
