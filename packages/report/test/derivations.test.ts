import { describe, expect, it } from 'vitest';
import { renderReport } from '../src/index.ts';
import type { ReportDerivation } from '../src/input.ts';
import { extractPdfText, loadFixture } from './pdf-text.ts';

// Part 12: the "Derivations" appendix's table runs over as many pages as its figures need; a reader of any of those
// pages must see which column is which, so the header row repeats on each.

const now = new Date('2026-11-01T09:00:00Z');
const full = loadFixture('report-input');

/** 40 figures with 5 long-named contributors each: several pages of appendix. */
const derivations: ReportDerivation[] = Array.from({ length: 40 }, (_, k) => ({
  figure: `pai:t1_${k}`,
  label: `Derived figure ${String(k).padStart(2, '0')}`,
  // the first two are a volatility (a fraction) and a taxonomy share (in percent), printed as their sections print them
  value: k === 0 ? 0.1123 : k === 1 ? 12.5 : k,
  unit: k === 0 ? 'fraction' : k === 1 ? '%' : '',
  method: { id: 'pai-class-b-per-million-invested', version: 1 },
  contributors: Array.from({ length: 5 }, (_, c) => ({
    name: `Contributing holding number ${c} of a long company name S.p.A.`,
    term: c,
  })),
  excludedValueEur: 1000,
  limited: false,
}));

describe('the Derivations appendix', () => {
  it('repeats its header row on every page its table runs onto, each value in its section’s unit', async () => {
    const pdf = await renderReport({ ...full, derivations }, { sections: ['portfolio'], now });
    const pages = (await extractPdfText(pdf)).filter((p) => /Derived figure \d\d/.test(p.text));
    expect(pages.length).toBeGreaterThan(2);
    for (const [k, page] of pages.entries()) {
      expect(page.text, `appendix page ${k + 1}`).toContain('Top contributors (term)');
      expect(page.text, `appendix page ${k + 1}`).toContain('Value left out');
    }
    // every figure is printed once (a repeated header repeats no row)
    const labels = pages.flatMap((p) => p.text.match(/Derived figure \d\d/g) ?? []);
    expect(labels).toHaveLength(40);
    // the same number in the same unit as the risk and taxonomy sections: 11.23%, 12.50% (not 0.11 and 12.50)
    const first = pages[0]!.text;
    expect(first).toMatch(/Derived figure 00[\s\S]*?11\.23%/);
    expect(first).toMatch(/Derived figure 01[\s\S]*?12\.50%/);
  }, 60_000);
});
