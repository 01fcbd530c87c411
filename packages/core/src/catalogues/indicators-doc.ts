import { impactCategories, indicatorPillars } from './categories.ts';
import { comparisonConstants, comparisonUnits, unitScaleWords } from './comparisons.ts';
import { exclusionTypes } from './exclusion-types.ts';
import { phyIndicators } from './indicators.ts';
import { legacyImpactCodes, phyMetrics } from './metrics.ts';
import {
  paiItemInputs,
  paiItems,
  paiItemsByTable,
  taxonomyKpiCatalogue,
  taxonomyObjectiveCatalogue,
} from './pai.ts';
import { performanceRanges, riskMeasures, scorePillars } from './performance.ts';
import { productCategories } from './product-categories.ts';
import type { IndicatorUnitId, PaiCatalogueItem, PaiTableNumber } from './schema.ts';
import { sdgs } from './sdgs.ts';
import { sourceById, sourceFrameworks } from './sources.ts';
import { indicatorUnits, unitById } from './units.ts';

/**
 * How the spec's PAI list sizes (doc 2 §3: "19, 15 and about 20 items") arise from the RTS tables (18, 22, 24
 * indicators), computed from the catalogue so the reading cannot drift from the data.
 */
export const paiSeedCountReadings = (): Array<{
  table: PaiTableNumber;
  seedCount: string;
  rtsIndicators: number;
  rows: number;
  reading: string;
}> => {
  const t1 = paiItemsByTable(1).filter((i) => i.assetType !== 'real_estate');
  const t1Rows = t1.reduce((n, i) => n + (i.number === 1 ? i.figures.length : 1), 0);
  const companyData = (i: PaiCatalogueItem) =>
    i.assetType === 'investee_company' &&
    paiItemInputs(i).every((input) => input.file === 'company_facts' || input.file === 'companies');
  const t2Rows = paiItemsByTable(2).filter(companyData).length;
  const t3Company = paiItemsByTable(3).filter((i) => i.assetType === 'investee_company');
  const t3Rows = t3Company.reduce((n, i) => n + i.figures.length, 0);
  return [
    {
      table: 1,
      seedCount: '19',
      rtsIndicators: paiItemsByTable(1).length,
      rows: t1Rows,
      reading: `Table 1 without the real-estate indicators 17–18, with PAI 1 shown as its ${paiItemsByTable(1)[0]!.figures.length} rows (scope 1, 2, 3, total): ${t1.length} indicators + ${paiItemsByTable(1)[0]!.figures.length - 1} extra rows.`,
    },
    {
      table: 2,
      seedCount: '15',
      rtsIndicators: paiItemsByTable(2).length,
      rows: t2Rows,
      reading:
        'The Table 2 indicators computed from company data (1–15); 16–17 read the securities file (green bonds) and 18–22 concern real-estate assets.',
    },
    {
      table: 3,
      seedCount: 'about 20',
      rtsIndicators: paiItemsByTable(3).length,
      rows: t3Rows,
      reading: `The ${t3Company.length} investee-company indicators of Table 3 shown as ${t3Rows} rows (7 and 17 report two figures each); the ${paiItemsByTable(3).length - t3Company.length} sovereign indicators 18–24 follow when the portfolio holds sovereign bonds.`,
    },
  ];
};

const cell = (text: string): string => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const row = (cells: readonly string[]): string => `| ${cells.map(cell).join(' | ')} |`;
const table = (header: readonly string[], rows: readonly (readonly string[])[]): string[] => [
  row(header),
  `|${header.map(() => '---').join('|')}|`,
  ...rows.map(row),
];
const unitLabel = (id: IndicatorUnitId): string => unitById(id).symbol['en-US'] || unitById(id).name['en-US'];
const anchor = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replaceAll(' ', '-');

const indicatorSections = (): string[] => {
  const lines: string[] = [];
  for (const pillar of indicatorPillars) {
    const ofPillar = phyIndicators.filter((i) => i.pillar === pillar.id);
    lines.push(`### ${pillar.name['en-US']} (${ofPillar.length})`, '');
    for (const category of impactCategories.filter((c) => ofPillar.some((i) => i.category === c.id))) {
      const rows = ofPillar.filter((i) => i.category === category.id);
      lines.push(
        `#### ${category.name['en-US']} — ${category.name['it-IT']} (${rows.length})`,
        '',
        category.description['en-US'],
        '',
        ...table(
          ['Code', 'Name', 'Nome', 'Kind', 'Unit', 'Definition', 'Source', 'Comparison'],
          rows.map((i) => [
            `\`${i.code}\``,
            i.name['en-US'],
            i.name['it-IT'],
            i.kind,
            unitLabel(i.unit),
            i.definition['en-US'],
            `${sourceById(i.source.framework).name['en-US']}: ${i.source.reference}`,
            i.comparison ?? '',
          ]),
        ),
        '',
      );
    }
  }
  return lines;
};

const paiTableTitles: Record<PaiTableNumber, string> = {
  1: 'Table 1 — mandatory indicators',
  2: 'Table 2 — additional climate and other environment-related indicators',
  3: 'Table 3 — additional indicators for social and employee, human rights, anti-corruption and anti-bribery matters',
};

const paiSections = (): string[] => {
  const lines: string[] = [];
  for (const tableNumber of [1, 2, 3] as const) {
    const items = paiItemsByTable(tableNumber);
    lines.push(
      `### ${paiTableTitles[tableNumber]} (${items.length})`,
      '',
      ...table(
        ['#', 'Id', 'Indicator', 'Indicatore', 'Asset type', 'Class', 'Figures (unit)', 'Inputs'],
        items.map((item) => [
          String(item.number),
          `\`${item.id}\``,
          item.name['en-US'],
          item.name['it-IT'],
          item.assetType.replaceAll('_', ' '),
          item.calculationClass,
          item.figures.map((f) => `\`${f.id}\` (${unitLabel(f.unit)})`).join('<br>'),
          paiItemInputs(item)
            .map(
              (i) =>
                `${i.file}.\`${i.column}\`${i.role === 'required' ? '' : ` (${i.role})`}${i.isProposed ? ' *' : ''}`,
            )
            .join('<br>'),
        ]),
      ),
      '',
    );
  }
  return lines;
};

/**
 * docs/indicators.md, rendered from the catalogues: the Library's indicator page reads the same data. Regenerate it
 * with `npm run docs`; a test fails when the file is stale.
 */
export const renderIndicatorsMarkdown = (): string => {
  const byPillar = indicatorPillars.map((p) => [
    p.name['en-US'],
    String(phyIndicators.filter((i) => i.pillar === p.id).length),
  ]);
  const contents = [
    'PHY_ indicators',
    'PHY_M_ metrics',
    'Older impact codes',
    'SFDR principal adverse impacts',
    'EU Taxonomy',
    'Sustainable Development Goals',
    'Product categories',
    'Exclusion and controversy types',
    'Comparisons',
    'Risk measures, performance ranges and scores',
    'Units',
    'Sources',
  ];
  const lines: string[] = [
    '# Indicators',
    '',
    '<!-- Generated from packages/core/src/catalogues by `npm run docs`; a test fails when this file is stale. Do not edit by hand. -->',
    '',
    'The catalogues every screen, export and report of esgkit reads: the platform indicators (PHY_), the metrics',
    'computed from them (PHY_M_), the SFDR principal adverse impact tables, the EU Taxonomy objectives, the SDGs, the',
    'product categories, the exclusion and controversy types and the comparisons used to explain a figure. Every name',
    'exists in English (en-US) and Italian (it-IT); the catalogue in `@esgkit/core` also carries the Italian',
    'definitions. Spec: document 2 §3, `sfdr-pai-and-taxonomy.md`, `dataset-format.md`.',
    '',
    '## Contents',
    '',
    ...contents.map((c) => `- [${c}](#${anchor(c)})`),
    '',
    '## PHY_ indicators',
    '',
    `${phyIndicators.length} indicators. Kinds: **flag** (1 = yes, 0 = no), **count**, **percent** (0–100) and`,
    '**quantity** (in the unit shown). Values arrive in `indicators.csv` (`company_id, year, code, value`); an',
    'indicator whose figure is also a `company_facts.csv` column (the SFDR inputs) is filled from that column, as 1 − value',
    'when the column states the opposite (e.g. `no_human_rights_policy` for "Human rights policy").',
    '',
    ...table(['Pillar', 'Indicators'], byPillar),
    '',
    ...indicatorSections(),
    '## PHY_M_ metrics',
    '',
    `${phyMetrics.length} metrics computed per company and year as value = scale × Σ numerator ÷ Σ denominator, with no`,
    'value when a term is missing or the denominator is not positive. `revenue_eur` and `evic_eur` are',
    '`company_facts.csv` columns; EVIC is enterprise value including cash (SFDR RTS Annex I, definition 4).',
    '',
    ...table(
      ['Code', 'Name', 'Nome', 'Basis', 'Unit', 'Formula', 'Definition'],
      phyMetrics.map((m) => [
        `\`${m.code}\``,
        m.name['en-US'],
        m.name['it-IT'],
        m.basis,
        unitLabel(m.unit),
        `${m.formula.scale === 1 ? '' : `${m.formula.scale} × `}(${m.formula.numerator.join(' + ')}) ÷ (${m.formula.denominator.join(' + ')})`,
        m.definition['en-US'],
      ]),
    ),
    '',
    '## Older impact codes',
    '',
    'Codes of the earlier impact catalogue are accepted (without regard to case) and read as their PHY_ replacement.',
    '',
    ...table(
      ['Older code', 'PHY_ code'],
      legacyImpactCodes.map((l) => [`\`${l.code}\``, `\`${l.phyCode}\``]),
    ),
    '',
    '## SFDR principal adverse impacts',
    '',
    `${paiItems.length} indicators of Commission Delegated Regulation (EU) 2022/1288, Annex I, as amended by (EU)`,
    '2023/363. Ids are `t{table}_{number}`; an indicator with several figures (PAI 1: scope 1, 2, 3 and total) gives',
    'each figure its own id. Calculation classes (sfdr-pai-and-taxonomy.md §3): **A** financed amount, **B** per €',
    'million invested, **C** portfolio-weighted intensity, **D** share of investments, **E** value-weighted average of',
    "a company characteristic, **F** count or plain sum, **G** country score average, **own** PAI 18's formula. Inputs",
    'are dataset columns by file; `*` marks a real-estate column esgkit proposes (the reference names none; there is',
    'no real-estate file in dataset format 1, so those indicators are "not applicable"). Italian names follow the',
    'Italian text of the RTS and are unofficial until checked against the Official Journal.',
    '',
    ...paiSections(),
    "### How the spec's list sizes map onto the RTS",
    '',
    ...table(
      ['Table', 'Spec (doc 2 §3)', 'RTS indicators', 'Rows in that reading', 'Reading'],
      paiSeedCountReadings().map((r) => [
        String(r.table),
        r.seedCount,
        String(r.rtsIndicators),
        String(r.rows),
        r.reading,
      ]),
    ),
    '',
    '## EU Taxonomy',
    '',
    ...table(
      ['Code', 'Objective', 'Obiettivo', 'Taxonomy Regulation', 'Delegated act'],
      taxonomyObjectiveCatalogue.map((o) => [
        `\`${o.code}\``,
        o.name['en-US'],
        o.name['it-IT'],
        o.article,
        o.delegatedAct,
      ]),
    ),
    '',
    ...table(
      ['KPI', 'Name', 'Nome', 'Definition'],
      taxonomyKpiCatalogue.map((k) => [
        `\`${k.id}\``,
        k.name['en-US'],
        k.name['it-IT'],
        k.definition['en-US'],
      ]),
    ),
    '',
    '## Sustainable Development Goals',
    '',
    ...table(
      ['#', 'Id', 'Goal', 'Obiettivo', 'Colour'],
      sdgs.map((s) => [String(s.number), `\`${s.id}\``, s.name['en-US'], s.name['it-IT'], s.color]),
    ),
    '',
    '## Product categories',
    '',
    `${productCategories.length} categories, referenced by id in \`products.csv\`.`,
    '',
    ...table(
      ['Id', 'Impact', 'Name', 'Nome', 'Definition', 'SDGs'],
      productCategories.map((c) => [
        `\`${c.id}\``,
        c.impact,
        c.name['en-US'],
        c.name['it-IT'],
        c.definition['en-US'],
        c.sdgs.join(', '),
      ]),
    ),
    '',
    '## Exclusion and controversy types',
    '',
    'The `type` of `involvement.csv` and the screening parameter `involvement_{type}`.',
    '',
    ...table(
      ['Id', 'Kind', 'Screening parameter', 'Name', 'Nome', 'Definition', 'In spec'],
      exclusionTypes.map((e) => [
        `\`${e.id}\``,
        e.kind,
        `\`involvement_${e.id}\``,
        e.name['en-US'],
        e.name['it-IT'],
        e.definition['en-US'],
        e.isInSpec ? 'yes' : '',
      ]),
    ),
    '',
    '## Comparisons',
    '',
    'The constants of spec doc 2 §3. A figure is explained as value ÷ constant comparison units, after converting',
    "to the constant's unit (e.g. 2.84 GWh = 10,224 GJ = 36 families' yearly energy use).",
    '',
    ...table(
      ['Id', 'Comparison', 'Confronto', 'Value', 'Unit', 'Per', 'Counted in', 'Phrase', 'Source'],
      comparisonConstants.map((c) => [
        `\`${c.id}\``,
        c.name['en-US'],
        c.name['it-IT'],
        String(c.value),
        unitLabel(c.unit),
        c.per,
        c.comparisonUnit,
        c.phrase['en-US'],
        c.source.year === null ? c.source.name['en-US'] : `${c.source.name['en-US']}, ${c.source.year}`,
      ]),
    ),
    '',
    ...table(
      ['Comparison unit', 'English', 'Italiano'],
      comparisonUnits.map((u) => [
        `\`${u.id}\``,
        `${u.one['en-US']} / ${u.other['en-US']}`,
        `${u.one['it-IT']} / ${u.other['it-IT']}`,
      ]),
    ),
    '',
    ...table(
      ['Unit word', 'Factor', 'English', 'Italiano'],
      unitScaleWords.map((w) => [
        `\`${w.id}\``,
        String(w.factor),
        w.other['en-US'],
        `${w.one['it-IT']} / ${w.other['it-IT']}`,
      ]),
    ),
    '',
    '## Risk measures, performance ranges and scores',
    '',
    ...table(
      ['Id', 'Measure', 'Misura', 'Definition', 'Needs a benchmark'],
      riskMeasures.map((r) => [
        `\`${r.id}\``,
        r.name['en-US'],
        r.name['it-IT'],
        r.definition['en-US'],
        r.needsBenchmark ? 'yes' : 'no',
      ]),
    ),
    '',
    ...table(
      ['Id', 'Range', 'Periodo', 'Annualised'],
      performanceRanges.map((r) => [
        `\`${r.id}\``,
        r.name['en-US'],
        r.name['it-IT'],
        r.isAnnualised ? 'yes' : 'no',
      ]),
    ),
    '',
    ...table(
      ['Score', 'Pillar', 'Name', 'Nome'],
      scorePillars.map((p) => [p.score, `\`${p.id}\``, p.name['en-US'], p.name['it-IT']]),
    ),
    '',
    '## Units',
    '',
    ...table(
      ['Id', 'Symbol', 'Name', 'Nome'],
      indicatorUnits.map((u) => [`\`${u.id}\``, u.symbol['en-US'], u.name['en-US'], u.name['it-IT']]),
    ),
    '',
    '## Sources',
    '',
    ...table(
      ['Id', 'Source', 'Publisher', 'Link'],
      sourceFrameworks.map((s) => [`\`${s.id}\``, s.name['en-US'], s.publisher, s.url ? `<${s.url}>` : '']),
    ),
    '',
  ];
  return lines.join('\n');
};
