import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiClient } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';
import { cleanTempDirs } from './provider/helpers.ts';

// Issue 28, Company info and brand: an advisor's SVG logo appears on the PDF cover as a PNG or JPEG logo does
// (the PDF embeds raster images only; the engine rasterises the SVG for it).

const LOGO_RGB: [number, number, number] = [0x7b, 0x2d, 0x8e];
/**
 * A logo wider than the cover's box (110 × 55 pt): a square of a purple the report never uses, and the name as
 * text (a PNG of it is a few KB, as real logos are, more than the 2,048 characters of a stored logo's URL).
 */
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 300 100">' +
  '<title>Viola</title><rect width="100" height="100" fill="#7B2D8E"/>' +
  '<text x="110" y="62" font-family="sans-serif" font-size="34" fill="#222">Viola Srl</text></svg>';
const svgUrl = `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`;

/** The cover page drawn at 72 dpi (1 px a point), as a binary PPM. */
const coverPixels = (pdf: Uint8Array): Buffer => {
  const dir = mkdtempSync(join(tmpdir(), 'esgkit-svg-logo-'));
  try {
    writeFileSync(join(dir, 'report.pdf'), pdf);
    return execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '72', join(dir, 'report.pdf')], {
      maxBuffer: 16 << 20,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** How many pixels of a binary PPM are within 3 of the colour on every channel. */
const countPixels = (ppm: Buffer, rgb: [number, number, number]): number => {
  let offset = 0;
  for (let fields = 0; fields < 4; fields++) {
    while (/\s/.test(String.fromCharCode(ppm[offset] ?? 0))) offset++;
    while (!/\s/.test(String.fromCharCode(ppm[offset] ?? 32))) offset++;
  }
  offset++;
  let count = 0;
  for (let i = offset; i + 2 < ppm.length; i += 3)
    if (rgb.every((c, k) => Math.abs((ppm[i + k] ?? 0) - c) <= 3)) count++;
  return count;
};

failWhenPostgresMissing('suite');

describe.each(storeTargets)('an SVG logo on the PDF cover on $name', (target) => {
  let t: TestEngine;
  let api: ApiClient;
  let portfolioId = '';

  beforeAll(async () => {
    t = await startTestEngine({
      target,
      now: () => new Date('2026-01-15T10:00:00Z'),
      loadSnapshot: minimalSnapshot,
    });
    await t.engine.ready;
    const advisor = await seedActor(t.engine, { label: 'svg-logo', plan: 'premium' });
    api = t.client({ token: advisor.token });
    const client = await api.call('clients.create', {
      body: {
        firstname: 'Giulia',
        lastname: 'Ferraris',
        portfolio: {
          investmentDay: '2025-06-26',
          investmentAmount: 10_000,
          portfolio: { items: [{ input: 'ALPE', weight: 100 }], cash: 0 },
        },
      },
    });
    portfolioId = client.data.portfolio!.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  const cover = async () => {
    const pdf = await api.call('exports.report', {
      params: { portfolioId },
      body: { sections: ['portfolio'], locale: 'en-US' },
    });
    return { bytes: pdf.bytes, pixels: countPixels(coverPixels(pdf.bytes), LOGO_RGB) };
  };

  it('draws the SVG logo in the cover’s logo box, the same bytes report after report', async () => {
    expect((await cover()).pixels).toBe(0);
    await api.call('company.setLogo', { body: { dataUrl: svgUrl } });
    const first = await cover();
    // 300 × 100 fitted into the 110 × 55 pt box: 110 × 36.7 pt; the 100 × 100 square 36.7 × 36.7 pt, at 72 dpi
    // about 37 × 37 pixels (edges blend)
    expect(first.pixels).toBeGreaterThan(35 * 35);
    expect(first.pixels).toBeLessThan(38 * 38);
    // the second report (the rasterised logo comes from the cache) is the same file
    expect(Buffer.from((await cover()).bytes).equals(Buffer.from(first.bytes))).toBe(true);
  }, 60_000);
});
