// `esgkit report` through the real binary and the embedded engine (demo universe, small).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pdfSections } from '@esgkit/core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { esgkit, type Sandbox, sandbox, text } from './helpers.ts';

/** The PDF's text as a reader would extract it; opening it at all proves it is a valid PDF. */
const pdfText = async (path: string): Promise<{ pages: number; text: string }> => {
  const document = await getDocument({ data: new Uint8Array(readFileSync(path)), useSystemFonts: false })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.cleanup();
  return { pages: document.numPages, text: pages.join('\n').replace(/\s+/g, ' ') };
};

/** The contents page: the headings the report holds, up to the appendix. */
const contentsOf = (all: string): string => {
  const start = all.search(/\b(Contents|Indice)\b/);
  return start < 0
    ? ''
    : (all.slice(start).split(/Methodology and coverage|Metodologia e copertura/)[0] ?? '');
};

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

interface Summary {
  ok: number;
  failed: number;
  skipped: number;
  reports: { clientId: string; name: string; status: string; file: string | null; error: string | null }[];
}

let box: Sandbox;
beforeAll(() => {
  box = sandbox();
});

describe('esgkit report', () => {
  it('lists every section of the PDF export dialog in --help, with examples', async () => {
    const help = await esgkit(box, ['report', '--help']);
    expect(help.exitCode).toBe(0);
    const listed = /comma list of ([^.]+)\./.exec(text(help.stdout).replace(/\s+/g, ' '))?.[1];
    expect(listed?.split(', ')).toEqual([...pdfSections]);
    expect(text(help.stdout)).toContain('$ esgkit report --all-clients --out reports/');
  });

  it('refuses bad flags with exit 2', async () => {
    const unknown = await esgkit(box, ['report', 'x.csv', '--pdf', 'x.pdf', '--sections', 'esg,charts']);
    expect(unknown.exitCode).toBe(2);
    expect(text(unknown.stderr)).toContain(
      "option '--sections <list>' argument 'esg,charts' is invalid. 'charts' is not a section",
    );
    const noOut = await esgkit(box, ['report', '--all-clients']);
    expect(noOut.exitCode).toBe(2);
    expect(text(noOut.stderr)).toContain('--all-clients needs --out DIR');
  });

  it('makes the report of a portfolio file in Italian with its manifest, the same bytes on a second run', async () => {
    const pdf = join(box.dir, 'balanced.pdf');
    const args = [
      'report',
      'fixtures/portfolios/balanced.csv',
      '--sections',
      'portfolio,esg,pai',
      '--lang',
      'it-IT',
      '--now',
      '2026-01-31',
      '--manifest',
    ];
    const first = await esgkit(box, [...args, '--pdf', pdf]);
    expect(text(first.stderr)).toContain(`Scritto ${pdf}.`);
    expect(first.exitCode).toBe(0);
    const { text: all } = await pdfText(pdf);
    // the chosen sections in report order, Italian headings, nothing else (the lookup ran its PAI chain first)
    expect(contentsOf(all)).toMatch(
      /^Indice 1 Portafoglio \d+ 2 ESG \d+ 3 Principali effetti negativi \d+ 4 $/,
    );
    expect(all).toContain('Preparato per balanced');
    expect(all).toContain('Dati dimostrativi');

    const manifest = JSON.parse(readFileSync(join(box.dir, 'balanced.manifest.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({
      datasetName: 'esgkit demo universe (small)',
      sections: ['portfolio', 'esg', 'pai'],
      locale: 'it-IT',
      options: { now: '2026-01-31T00:00:00.000Z', demo: true, brandColor: '#00A0FF' },
      pdfSha256: sha256(pdf),
    });
    expect(manifest.snapshotVersion).toMatch(/^[0-9a-f]{16,}$/);

    const again = join(box.dir, 'balanced-again.pdf');
    expect((await esgkit(box, [...args, '--pdf', again])).exitCode).toBe(0);
    expect(sha256(again)).toBe(sha256(pdf));
    const second = JSON.parse(readFileSync(join(box.dir, 'balanced-again.manifest.json'), 'utf8')) as {
      inputSha256: string;
    };
    expect(second.inputSha256).toBe(manifest.inputSha256);
  }, 120_000);

  it('makes every client report of the advisor: refused without PAI, made with --calculate, then skipped', async () => {
    const add = await esgkit(box, [
      'clients',
      'add',
      '--first',
      'Maria',
      '--last',
      'Rossi',
      '--portfolio',
      'fixtures/portfolios/world.csv',
      '--since',
      '2025-01-02',
    ]);
    expect(add.exitCode).toBe(0);
    const out = join(box.dir, 'reports');

    // the demo world client has no PAI yet: its report is refused with the spec's message, the run exits 1
    const refused = await esgkit(box, ['report', '--all-clients', '--out', out, '--json']);
    expect(refused.exitCode).toBe(1);
    const first = JSON.parse(text(refused.stdout)) as Summary;
    const demo = first.reports.find((r) => r.name === 'Demo World');
    expect(demo?.status).toBe('failed');
    expect(demo?.error).toContain('unavailable while the PAI calculation is running');
    expect(text(refused.stderr)).toContain('Run again with --calculate');
    expect(text(refused.stderr)).toMatch(/Reports in .*: \d made, [1-9]\d* failed, 0 skipped/);

    const made = await esgkit(box, ['report', '--all-clients', '--out', out, '--calculate', '--json']);
    expect(text(made.stderr)).not.toContain('failed   ');
    expect(made.exitCode).toBe(0);
    const second = JSON.parse(text(made.stdout)) as Summary;
    expect(second.failed).toBe(0);
    expect(second.ok + second.skipped).toBe(2);
    expect(second.reports.map((r) => r.name).sort()).toEqual(['Demo World', 'Maria Rossi']);
    for (const r of second.reports) {
      const { pages, text: all } = await pdfText(r.file!);
      expect(pages, r.name).toBeGreaterThan(3);
      expect(all, r.name).toContain(`Prepared for ${r.name}`);
      expect(contentsOf(all), r.name).toContain('EU Taxonomy');
    }
    expect(readdirSync(out).filter((f) => f.endsWith('.pdf'))).toHaveLength(2);
    // a batch runs the engine on its own thread: its manifests (and PDFs) still name the dataset, not the engine's
    // random loopback address, so two batches over the same data give the same bytes
    const manifests = readdirSync(out).filter((f) => f.endsWith('.manifest.json'));
    expect(manifests).toHaveLength(2);
    for (const file of manifests)
      expect(JSON.parse(readFileSync(join(out, file), 'utf8')), file).toMatchObject({
        datasetName: 'esgkit demo universe (small)',
      });

    const skipped = await esgkit(box, ['report', '--all-clients', '--out', out, '--json']);
    expect(skipped.exitCode).toBe(0);
    expect(JSON.parse(text(skipped.stdout))).toMatchObject({ ok: 0, failed: 0, skipped: 2 });

    // one shard of two makes one of the two reports again
    const shard = await esgkit(box, [
      'report',
      '--all-clients',
      '--out',
      out,
      '--shard',
      '2/2',
      '--force',
      '--json',
    ]);
    expect(shard.exitCode).toBe(0);
    expect(JSON.parse(text(shard.stdout))).toMatchObject({ ok: 1, failed: 0, skipped: 0 });
  }, 240_000);

  it('draws an SVG logo on the cover (rasterised to PNG; a PDF embeds PNG/JPEG only)', async () => {
    // its own sandbox: the other tests' reports stay without a logo
    const branded = sandbox();
    const logo = await esgkit(branded, ['company', 'set', '--logo', 'fixtures/brand/logo.svg']);
    expect(logo.exitCode, text(logo.stderr)).toBe(0);
    const pdf = join(branded.dir, 'branded.pdf');
    const args = [
      'report',
      'fixtures/portfolios/balanced.csv',
      '--sections',
      'portfolio',
      '--now',
      '2026-01-31',
    ];
    const made = await esgkit(branded, [...args, '--pdf', pdf]);
    expect(made.exitCode, text(made.stderr)).toBe(0);
    // pdfimages' list: a header of two lines, then one line an image (its alpha a second, `smask`); the 120 × 40
    // logo fills the 110 × 55 pt box's width at 300 dpi: 458 × 153 pixels
    const images = execFileSync('pdfimages', ['-f', '1', '-l', '1', '-list', pdf], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter(([, , type]) => type === 'image')
      .map(([, , , width, height]) => `${width} × ${height}`);
    expect(images).toEqual(['458 × 153']);
  }, 120_000);

  describe('--derivations', () => {
    /** The PDF's text as pdftotext reads it, line breaks as spaces (table cells wrap). */
    const pdftotext = (path: string): string =>
      execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');

    it('adds the "Derivations" appendix to one client’s report and to every client’s, named in both languages’ help', async () => {
      const own = sandbox();
      const help = await esgkit(own, ['report', '--help', '--lang', 'it-IT']);
      expect(text(help.stdout)).toContain('aggiungi l’appendice «Derivazioni»');

      // one client: the demo world client's PAI (calculated first), its PAI 2 derived by its method and version
      const pdf = join(own.dir, 'world.pdf');
      const one = await esgkit(own, [
        'report',
        'Demo World',
        '--pdf',
        pdf,
        '--sections',
        'pai',
        '--calculate',
        '--derivations',
      ]);
      expect(one.exitCode, text(one.stderr)).toBe(0);
      const derived = pdftotext(pdf);
      expect(derived).toContain('Derivations How each figure of this report was computed');
      expect(derived).toContain('(pai-class-b-per-million-invested, version 1)');
      // only the chosen section's figures (PAI table 1): no ESG, taxonomy or risk figure
      expect(derived).not.toMatch(/esg-portfolio-total|taxonomy-|Sharpe/);
      const plain = join(own.dir, 'world-plain.pdf');
      expect(
        (await esgkit(own, ['report', 'Demo World', '--pdf', plain, '--sections', 'pai'])).exitCode,
      ).toBe(0);
      expect(pdftotext(plain)).not.toContain('Derivations');

      // every client, in Italian: each report carries the appendix; a run without the flag makes them again
      const out = join(own.dir, 'reports');
      const all = ['report', '--all-clients', '--out', out, '--sections', 'esg', '--lang', 'it-IT', '--json'];
      const made = await esgkit(own, [...all, '--derivations']);
      expect(made.exitCode, text(made.stderr)).toBe(0);
      const summary = JSON.parse(text(made.stdout)) as Summary;
      expect(summary.ok).toBeGreaterThan(0);
      for (const r of summary.reports) {
        const italian = pdftotext(r.file!);
        expect(italian, r.name).toContain('Derivazioni');
        expect(italian, r.name).toContain('(esg-portfolio-total, versione 1)');
      }
      expect(JSON.parse(text((await esgkit(own, all)).stdout))).toMatchObject({ skipped: 0, failed: 0 });
    }, 240_000);
  });
});
