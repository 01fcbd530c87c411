import { describe, expect, it } from 'vitest';
import {
  comparisonConstants,
  exclusionTypes,
  paiItems,
  phyIndicators,
  phyMetrics,
  productCategories,
  riskMeasures,
  sdgs,
  taxonomyObjectiveCatalogue,
} from '../catalogues/index.ts';
import { LocalizedText } from '../catalogues/schema.ts';
import { glossary, guides, type LibraryKind, libraryAnchor, libraryEntries, searchLibrary } from './index.ts';

const has = (kind: LibraryKind, id: string) => libraryEntries().some((e) => e.kind === kind && e.id === id);

describe('the Library index (issue 30)', () => {
  it('holds every catalogue entry, constant, glossary term and guide', () => {
    const expected: [LibraryKind, string][] = [
      ...phyIndicators.map((i): [LibraryKind, string] => ['indicator', i.code]),
      ...phyMetrics.map((m): [LibraryKind, string] => ['metric', m.code]),
      ...paiItems.map((p): [LibraryKind, string] => ['pai', p.id]),
      ...taxonomyObjectiveCatalogue.map((o): [LibraryKind, string] => ['objective', o.code]),
      ...sdgs.map((s): [LibraryKind, string] => ['sdg', String(s.number)]),
      ...productCategories.map((c): [LibraryKind, string] => ['category', c.id]),
      ...exclusionTypes.map((e): [LibraryKind, string] => ['exclusion', e.id]),
      ...comparisonConstants.map((c): [LibraryKind, string] => ['constant', c.id]),
      ...riskMeasures.map((r): [LibraryKind, string] => ['risk', r.id]),
      ...glossary.map((g): [LibraryKind, string] => ['glossary', g.id]),
      ...guides.map((g): [LibraryKind, string] => ['guide', g.id]),
    ];
    expect(expected.filter(([kind, id]) => !has(kind, id))).toEqual([]);
    // the spec's counts (doc 2 §3): 17 SDGs, 29 categories; six Taxonomy objectives; three PAI tables
    expect(libraryEntries().filter((e) => e.kind === 'sdg')).toHaveLength(17);
    expect(libraryEntries().filter((e) => e.kind === 'category')).toHaveLength(29);
    expect(libraryEntries().filter((e) => e.kind === 'objective')).toHaveLength(6);
    expect(new Set(paiItems.map((p) => p.table))).toEqual(new Set([1, 2, 3]));
  });

  it('finds every entry by its title in both languages', () => {
    const missed = libraryEntries().flatMap((e) =>
      (['en-US', 'it-IT'] as const)
        .filter((l) => !searchLibrary(e.title[l], e.kind).includes(e))
        .map((l) => `${libraryAnchor(e)} ${l}`),
    );
    expect(missed).toEqual([]);
  });

  it('has unique anchors', () => {
    const anchors = libraryEntries().map(libraryAnchor);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it('searches without regard to accents and case', () => {
    expect(searchLibrary('QUALITA').map(libraryAnchor)).toContain('sdg-4'); // Istruzione di qualità
    expect(searchLibrary('sfdr', 'glossary')[0]).toMatchObject({ kind: 'glossary', id: 'sfdr' });
    expect(searchLibrary('copertura', 'guide').map((e) => e.id)).toContain('what_coverage_means');
  });

  it('gives every comparison constant its source, and its year where the publisher is known', () => {
    const constants = libraryEntries().filter((e) => e.kind === 'constant');
    expect(constants).toHaveLength(8);
    const salary = constants.find((e) => e.id === 'us_salary')!;
    expect(salary.details.map((d) => d['en-US'])).toContain(
      'Source: US Social Security Administration, National Average Wage Index, 2021',
    );
    expect(comparisonConstants.every((c) => c.source.name['en-US'].length > 0)).toBe(true);
  });

  it('has at least 20 glossary terms and three guides, written in both languages', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(20);
    for (const term of ['sfdr', 'pai', 'dnsh', 'evic', 'pcaf', 'look_through', 'coverage'])
      expect(has('glossary', term)).toBe(true);
    expect(guides.map((g) => g.id)).toEqual([
      'read_pai_statement',
      'what_coverage_means',
      'totals_below_parts',
    ]);
    const texts = [
      ...glossary.map((g) => g.definition),
      ...guides.flatMap((g) => [g.title, ...g.paragraphs]),
    ];
    expect(texts.filter((text) => !LocalizedText.safeParse(text).success)).toEqual([]);
  });
});
