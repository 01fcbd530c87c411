import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exclusionTypes } from './exclusion-types.ts';
import { phyIndicators } from './indicators.ts';
import { renderIndicatorsMarkdown } from './indicators-doc.ts';
import { phyMetrics } from './metrics.ts';
import { paiFigures, paiItems } from './pai.ts';
import { productCategories } from './product-categories.ts';
import { sdgs } from './sdgs.ts';

const repoFile = (path: string) => new URL(`../../../../${path}`, import.meta.url);

describe('docs/indicators.md', () => {
  const rendered = renderIndicatorsMarkdown();

  it('is up to date with the catalogues (regenerate: npm run docs)', () => {
    const onDisk = readFileSync(repoFile('docs/indicators.md'), 'utf8');
    expect(onDisk === rendered, 'docs/indicators.md is stale: run the generator script').toBe(true);
  });

  it('renders the same text every time', () => {
    expect(renderIndicatorsMarkdown()).toBe(rendered);
  });

  it('lists every code, PAI figure, SDG, product category and exclusion type', () => {
    for (const i of phyIndicators)
      expect(rendered, i.code).toContain(`| \`${i.code}\` | ${i.name['en-US'].replaceAll('|', '\\|')} |`);
    for (const m of phyMetrics) expect(rendered, m.code).toContain(`\`${m.code}\``);
    for (const item of paiItems) expect(rendered, item.id).toContain(`\`${item.id}\``);
    for (const f of paiFigures) expect(rendered, f.id).toContain(`\`${f.id}\``);
    for (const s of sdgs) expect(rendered, s.id).toContain(s.name['it-IT']);
    for (const c of productCategories) expect(rendered, c.id).toContain(`\`${c.id}\``);
    for (const e of exclusionTypes) expect(rendered, e.id).toContain(`\`involvement_${e.id}\``);
  });

  it("keeps every table row on one line with the header's number of cells", () => {
    const lines = rendered.split('\n');
    let columns = 0;
    for (const line of lines) {
      if (!line.startsWith('|')) {
        columns = 0;
        continue;
      }
      const cells = line.replaceAll('\\|', '').split('|').length - 2;
      if (columns === 0) columns = cells;
      expect(cells, line.slice(0, 80)).toBe(columns);
    }
  });
});
