import { comparisonConstants } from '../catalogues/comparisons.ts';
import { exclusionTypes } from '../catalogues/exclusion-types.ts';
import { phyIndicators } from '../catalogues/indicators.ts';
import { phyMetrics } from '../catalogues/metrics.ts';
import { paiItems, taxonomyObjectiveCatalogue } from '../catalogues/pai.ts';
import { riskMeasures } from '../catalogues/performance.ts';
import { productCategories } from '../catalogues/product-categories.ts';
import type { LocalizedTerm } from '../catalogues/schema.ts';
import { sdgs } from '../catalogues/sdgs.ts';
import { sourceById } from '../catalogues/sources.ts';
import { t } from '../catalogues/text.ts';
import { unitById } from '../catalogues/units.ts';
import { EXCLUSION_OPTIONS } from '../rules/screening.ts';
import { glossary } from './glossary.ts';
import { guides } from './guides.ts';

export { type GlossaryTerm, glossary } from './glossary.ts';
export { guides, type LibraryGuide } from './guides.ts';

/**
 * The Library (issue 30; doc 1 §1, §6 "always available, also on Starter"): one searchable index of what the
 * product knows, built from core's catalogues so it cannot drift from them. The web page only renders it.
 */
export const libraryKinds = [
  'guide',
  'glossary',
  'indicator',
  'metric',
  'pai',
  'objective',
  'sdg',
  'category',
  'exclusion',
  'band',
  'constant',
  'risk',
] as const;
export type LibraryKind = (typeof libraryKinds)[number];

export interface LibraryEntry {
  kind: LibraryKind;
  /** Unique within its kind; the page anchor is `#<kind>-<id>` (libraryAnchor). */
  id: string;
  title: LocalizedTerm;
  /** One line under the title. */
  summary: LocalizedTerm;
  /** Further lines: unit, formula, source, paragraphs of a guide. */
  details: readonly LocalizedTerm[];
  /** Codes searched as typed (PHY_…, PHY_M_…, t1_1, CCM). */
  code?: string;
}

export interface LibraryRef {
  kind: LibraryKind;
  id: string;
}

/** The anchor of an entry on the Library page, e.g. `glossary-sfdr`. */
export const libraryAnchor = ({ kind, id }: LibraryRef): string => `${kind}-${id}`;

const same = (text: string): LocalizedTerm => ({ 'en-US': text, 'it-IT': text });
const labelled = (label: LocalizedTerm, value: LocalizedTerm): LocalizedTerm => ({
  'en-US': `${label['en-US']}: ${value['en-US']}`,
  'it-IT': `${label['it-IT']}: ${value['it-IT']}`,
});
const L = {
  unit: t('Unit', 'Unità'),
  source: t('Source', 'Fonte'),
  formula: t('Formula', 'Formula'),
  value: t('Value', 'Valore'),
  table: t('Table', 'Tabella'),
};
const unitName = (id: Parameters<typeof unitById>[0]) => unitById(id).name;
const sourceLine = (s: { framework: Parameters<typeof sourceById>[0]; reference: string }) =>
  labelled(L.source, {
    'en-US': `${sourceById(s.framework).name['en-US']}, ${s.reference}`,
    'it-IT': `${sourceById(s.framework).name['it-IT']}, ${s.reference}`,
  });

const indicatorEntries = (): LibraryEntry[] =>
  phyIndicators.map((i) => ({
    kind: 'indicator',
    id: i.code,
    code: i.code,
    title: i.name,
    summary: i.definition,
    details: [labelled(L.unit, unitName(i.unit)), sourceLine(i.source)],
  }));

const metricEntries = (): LibraryEntry[] =>
  phyMetrics.map((m) => {
    const formula = `(${m.formula.numerator.join(' + ')}) / (${m.formula.denominator.join(' + ')})${m.formula.scale === 1 ? '' : ` × ${m.formula.scale}`}`;
    return {
      kind: 'metric',
      id: m.code,
      code: m.code,
      title: m.name,
      summary: m.definition,
      details: [labelled(L.formula, same(formula)), labelled(L.unit, unitName(m.unit)), sourceLine(m.source)],
    };
  });

const paiEntries = (): LibraryEntry[] =>
  paiItems.map((p) => ({
    kind: 'pai',
    id: p.id,
    code: p.id,
    title: {
      'en-US': `${L.table['en-US']} ${p.table} · ${p.number}. ${p.name['en-US']}`,
      'it-IT': `${L.table['it-IT']} ${p.table} · ${p.number}. ${p.name['it-IT']}`,
    },
    summary: p.metric,
    details: [
      p.theme,
      ...p.figures.map((f) => labelled(f.name, same(`${f.formula} (${unitName(f.unit)['en-US']})`))),
    ],
  }));

const objectiveEntries = (): LibraryEntry[] =>
  taxonomyObjectiveCatalogue.map((o) => ({
    kind: 'objective',
    id: o.code,
    code: o.code,
    title: o.name,
    summary: t(
      `EU Taxonomy environmental objective, Regulation (EU) 2020/852 ${o.article}.`,
      `Obiettivo ambientale della tassonomia UE, Regolamento (UE) 2020/852 ${o.article.replace('Art.', 'art.')}.`,
    ),
    details: [labelled(t('Delegated act', 'Atto delegato'), same(o.delegatedAct))],
  }));

const sdgEntries = (): LibraryEntry[] =>
  sdgs.map((s) => ({
    kind: 'sdg',
    id: String(s.number),
    title: { 'en-US': `SDG ${s.number}. ${s.name['en-US']}`, 'it-IT': `SDG ${s.number}. ${s.name['it-IT']}` },
    summary: t(
      `United Nations Sustainable Development Goal ${s.number}.`,
      `Obiettivo di sviluppo sostenibile ${s.number} delle Nazioni Unite.`,
    ),
    details: [],
  }));

const categoryEntries = (): LibraryEntry[] =>
  productCategories.map((c) => ({
    kind: 'category',
    id: c.id,
    title: c.name,
    summary: c.definition,
    details: c.sdgs.length ? [same(`SDG ${c.sdgs.join(', ')}`)] : [],
  }));

const exclusionEntries = (): LibraryEntry[] =>
  exclusionTypes.map((e) => ({
    kind: 'exclusion',
    id: e.id,
    title: e.name,
    summary: e.definition,
    details: [
      e.kind === 'controversy'
        ? t(
            'Controversy type: shown green, yellow or red.',
            'Tipo di controversia: mostrata verde, gialla o rossa.',
          )
        : t(
            'Exclusion type: screened by the None, Minor and Serious bands.',
            'Tipo di esclusione: filtrata con le fasce Nessuna, Lieve e Grave.',
          ),
    ],
  }));

const bandNames = {
  none: t('None', 'Nessuna'),
  minor: t('Minor', 'Lieve'),
  serious: t('Serious', 'Grave'),
} as const;

/** The exclusion options of screening (doc 1 §5), from the rule itself, and the controversy traffic light (§9). */
const bandEntries = (): LibraryEntry[] => [
  ...EXCLUSION_OPTIONS.map(
    (o): LibraryEntry => ({
      kind: 'band',
      id: `exclusion_${o.id}`,
      title: {
        'en-US': `${bandNames[o.id]['en-US']} (${o.fromPct}–${o.toPct} %)`,
        'it-IT': `${bandNames[o.id]['it-IT']} (${String(o.fromPct).replace('.', ',')}–${o.toPct} %)`,
      },
      summary: t(
        `Exclusion band: accepts companies with up to ${o.toPct} % of revenue from the excluded activity.`,
        `Fascia di esclusione: accetta imprese con fino al ${o.toPct} % dei ricavi dall’attività esclusa.`,
      ),
      details: [],
    }),
  ),
  {
    kind: 'band',
    id: 'traffic_light',
    title: t('Controversy traffic light', 'Semaforo delle controversie'),
    summary: t(
      'Green: no involvement; yellow: 0.01–5 % of revenue; red: above 5 % (doc 1 §9).',
      'Verde: nessun coinvolgimento; giallo: 0,01–5 % dei ricavi; rosso: oltre il 5 % (doc 1 §9).',
    ),
    details: [],
  },
];

const constantEntries = (): LibraryEntry[] =>
  comparisonConstants.map((c) => ({
    kind: 'constant',
    id: c.id,
    title: c.name,
    summary: {
      'en-US': c.phrase['en-US'].replace('{{count}}', 'N'),
      'it-IT': c.phrase['it-IT'].replace('{{count}}', 'N'),
    },
    details: [
      labelled(L.value, {
        'en-US': `${c.value} ${unitById(c.unit).symbol['en-US']}`,
        'it-IT': `${String(c.value).replace('.', ',')} ${unitById(c.unit).symbol['it-IT']}`,
      }),
      labelled(L.source, {
        'en-US': `${c.source.name['en-US']}${c.source.year === null ? '' : `, ${c.source.year}`}`,
        'it-IT': `${c.source.name['it-IT']}${c.source.year === null ? '' : `, ${c.source.year}`}`,
      }),
    ],
  }));

const riskEntries = (): LibraryEntry[] =>
  riskMeasures.map((r) => ({ kind: 'risk', id: r.id, title: r.name, summary: r.definition, details: [] }));

const glossaryEntries = (): LibraryEntry[] =>
  glossary.map((g) => ({ kind: 'glossary', id: g.id, title: g.term, summary: g.definition, details: [] }));

const guideEntries = (): LibraryEntry[] =>
  guides.map((g) => ({
    kind: 'guide',
    id: g.id,
    title: g.title,
    summary: g.paragraphs[0]!,
    details: g.paragraphs.slice(1),
  }));

let built: readonly LibraryEntry[] | undefined;

/** Every Library entry, guides and glossary first, then the catalogues. Built once, on first use. */
export const libraryEntries = (): readonly LibraryEntry[] => {
  built ??= [
    ...guideEntries(),
    ...glossaryEntries(),
    ...indicatorEntries(),
    ...metricEntries(),
    ...paiEntries(),
    ...objectiveEntries(),
    ...sdgEntries(),
    ...categoryEntries(),
    ...exclusionEntries(),
    ...bandEntries(),
    ...constantEntries(),
    ...riskEntries(),
  ];
  return built;
};

/** Lower case without accents, so "qualita" finds "qualità" and "Sfdr" finds "SFDR". */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const haystacks = new WeakMap<LibraryEntry, string>();
const haystack = (e: LibraryEntry): string => {
  let h = haystacks.get(e);
  if (h === undefined) {
    const texts = [e.title, e.summary, ...e.details].flatMap((x) => [x['en-US'], x['it-IT']]);
    h = foldForSearch([e.id, e.code ?? '', ...texts].join('\n'));
    haystacks.set(e, h);
  }
  return h;
};

/**
 * Entries matching every word of `query` in either language (accent- and case-insensitive), optionally of one
 * kind; entries whose title matches come first. An empty query returns all entries of the kind.
 */
export const searchLibrary = (query: string, kind?: LibraryKind): LibraryEntry[] => {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  const pool = libraryEntries().filter((e) => kind === undefined || e.kind === kind);
  if (!words.length) return [...pool];
  const hits = pool.filter((e) => words.every((w) => haystack(e).includes(w)));
  const inTitle = (e: LibraryEntry) =>
    words.every((w) => foldForSearch(`${e.title['en-US']} ${e.title['it-IT']} ${e.code ?? ''}`).includes(w));
  return [...hits.filter(inTitle), ...hits.filter((e) => !inTitle(e))];
};
