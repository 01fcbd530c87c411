import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { METHODS } from './entries.ts';
import { withMethodsReference } from './markdown.ts';

const doc = readFileSync(new URL('../../../../docs/methodology.md', import.meta.url), 'utf8');

describe('docs/methodology.md', () => {
  it('carries the method reference generated from METHODS (regenerate with `npm run docs`)', () => {
    expect(withMethodsReference(doc)).toBe(doc);
    for (const m of METHODS) expect(doc, m.id).toContain(`\`${m.id}\``);
  });

  it('keeps the hand-written text around the generated reference', () => {
    for (const heading of [
      '# Methodology',
      '# A. Exposures',
      '# B. Financial performance and risk',
      '## D.8 Matching',
    ])
      expect(doc).toContain(heading);
  });
});
