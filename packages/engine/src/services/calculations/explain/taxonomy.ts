import {
  type FigureTrace,
  type Locale,
  type Localized,
  type TaxonomyKpi,
  type TaxonomyObjective,
  type TaxonomyShare,
  type TaxonomySide,
  type TraceExclusion,
  type TraceTerm,
  taxonomyKpis,
  taxonomyObjectives,
} from '@esgkit/core';
import { snapshotTaxonomyInputs } from '../../../analytics/snapshot-inputs/snapshot-inputs.ts';
import {
  TAXONOMY_KPI_COUNT,
  TAXONOMY_OBJECTIVE_COUNT,
  type TaxonomyInputs,
} from '../../../analytics/taxonomy/inputs.ts';
import type { PortfolioSide } from '../../../analytics/views/side.ts';
import type { Loaded } from '../context.ts';
import { additiveTrace, companyMissing, companyTerm, inputStep, sumStep } from './parts.ts';
import { routesOf } from './routes.ts';
import type { ExplainInput, FigureExplainer, ShownFigure } from './types.ts';

// The EU Taxonomy summary's figures (RTS Art. 17; sfdr-pai-and-taxonomy.md §7), each a sum of contributions:
//   taxonomy:<kpi>[:eligible][:ex-sov | :<objective>]   taxonomy:<kpi>:<enabling | transitional | fossil-gas | nuclear>
// kpi turnover, capex or opex; aligned unless `:eligible`; including sovereign exposures (over V) unless `:ex-sov`
// (over V − V_sov), or one environmental objective's share (CCM, CCA, WTR, CE, PPC, BIO; over V, without green
// bonds); the last four are the aligned share's parts (over V, without green bonds). A company's term is 100 · ((v − g) · x / 100 + g) / D: its value outside EU green bonds at its KPI share,
// plus its EU green bonds in full, over the figure's denominator D — so Σ term is the figure.

type Measure = 'aligned' | 'eligible';
type Part = 'enabling' | 'transitional' | 'fossilGas' | 'nuclear';
type Scope =
  | { kind: 'including' }
  | { kind: 'excluding' }
  | { kind: 'objective'; objective: TaxonomyObjective }
  | { kind: 'part'; part: Part };

/** A part's name in a figure id, and its columns in the taxonomy port and taxonomy.csv. */
const parts: Record<Part, { slug: string; column: string; input: keyof TaxonomyInputs }> = {
  enabling: { slug: 'enabling', column: 'aligned_enabling_pct', input: 'enablingPct' },
  transitional: { slug: 'transitional', column: 'aligned_transitional_pct', input: 'transitionalPct' },
  fossilGas: { slug: 'fossil-gas', column: 'aligned_fossil_gas_pct', input: 'fossilGasPct' },
  nuclear: { slug: 'nuclear', column: 'aligned_nuclear_pct', input: 'nuclearPct' },
};
const partBySlug = new Map(Object.entries(parts).map(([part, p]) => [p.slug.toUpperCase(), part as Part]));

export interface TaxonomyFigure {
  kpi: TaxonomyKpi;
  measure: Measure;
  scope: Scope;
}

const t = (en: string, it: string): Localized => ({ 'en-US': en, 'it-IT': it });

const kpiNames: Record<TaxonomyKpi, Localized> = {
  turnover: t('Turnover', 'Fatturato'),
  capex: t('CapEx', 'CapEx'),
  opex: t('OpEx', 'OpEx'),
};
const measureNames: Record<Measure, Localized> = {
  aligned: t('taxonomy-aligned share', 'quota allineata alla tassonomia'),
  eligible: t('taxonomy-eligible share', 'quota ammissibile alla tassonomia'),
};
const scopeNames = {
  including: t('including sovereign exposures', 'incluse le esposizioni sovrane'),
  excluding: t('excluding sovereign exposures', 'escluse le esposizioni sovrane'),
  objective: t('objective', 'obiettivo'),
  part: {
    enabling: t('enabling activities', 'attività abilitanti'),
    transitional: t('transitional activities', 'attività di transizione'),
    fossilGas: t('fossil gas activities', 'attività legate al gas fossile'),
    nuclear: t('nuclear energy activities', 'attività legate all’energia nucleare'),
  } satisfies Record<Part, Localized>,
};
const labels = {
  denominator: t('denominator: value of the investments', 'denominatore: valore degli investimenti'),
  denominatorExcluding: t(
    'denominator: value of the investments without sovereign exposures',
    'denominatore: valore degli investimenti senza le esposizioni sovrane',
  ),
  figure: t('Σ contributions', 'Σ contributi'),
  sovereignGreen: t('Sovereign EU green bonds', 'Green bond UE sovrani'),
  sovereigns: t('Sovereign exposures', 'Esposizioni sovrane'),
};

const PATTERN = new RegExp(
  `^taxonomy[:.](${taxonomyKpis.join('|')})(?:[:.](aligned|eligible))?(?:[:.](ex-sov|${taxonomyObjectives.join('|')}|${Object.values(
    parts,
  )
    .map((p) => p.slug)
    .join('|')}))?$`,
  'i',
);

export const parseTaxonomyFigure = (figure: string): TaxonomyFigure | null => {
  const m = PATTERN.exec(figure);
  if (!m) return null;
  const kpi = m[1]!.toLowerCase() as TaxonomyKpi;
  const measure = (m[2]?.toLowerCase() ?? 'aligned') as Measure;
  const s = m[3]?.toUpperCase();
  const part = s === undefined ? undefined : partBySlug.get(s);
  // a part is of the aligned share only
  if (part && measure === 'eligible') return null;
  const scope: Scope =
    s === undefined
      ? { kind: 'including' }
      : s === 'EX-SOV'
        ? { kind: 'excluding' }
        : part
          ? { kind: 'part', part }
          : { kind: 'objective', objective: s as TaxonomyObjective };
  return { kpi, measure, scope };
};

export const taxonomyFigureId = (f: TaxonomyFigure): string =>
  [
    'taxonomy',
    f.kpi,
    ...(f.measure === 'eligible' ? ['eligible'] : []),
    ...(f.scope.kind === 'excluding'
      ? ['ex-sov']
      : f.scope.kind === 'objective'
        ? [f.scope.objective]
        : f.scope.kind === 'part'
          ? [parts[f.scope.part].slug]
          : []),
  ].join(':');

/** The value the taxonomy summary shows for a figure. */
export const shownTaxonomyValue = (side: TaxonomySide, f: TaxonomyFigure): number | null => {
  const kpi = side[f.kpi];
  if (f.scope.kind === 'part') return kpi[`${f.scope.part}Pct`];
  const share: TaxonomyShare =
    f.scope.kind === 'including'
      ? kpi.includingSovereigns
      : f.scope.kind === 'excluding'
        ? kpi.excludingSovereigns
        : kpi.byObjective[f.scope.objective];
  return f.measure === 'aligned' ? share.alignedPct : share.eligiblePct;
};

/** Every figure of the summary: per KPI the two shares over V, over V − V_sov, per objective, then the parts. */
export const taxonomyFigures = (): TaxonomyFigure[] =>
  taxonomyKpis.flatMap((kpi) =>
    (
      [
        { kind: 'including' },
        { kind: 'excluding' },
        ...taxonomyObjectives.map((objective) => ({ kind: 'objective', objective }) as const),
      ] as const
    )
      .flatMap((scope): TaxonomyFigure[] =>
        (['aligned', 'eligible'] as const).map((measure) => ({ kpi, measure, scope })),
      )
      .concat(
        (Object.keys(parts) as Part[]).map((part) => ({
          kpi,
          measure: 'aligned',
          scope: { kind: 'part', part },
        })),
      ),
  );

/** The terms, exclusions and denominator of one figure over a side, as computeTaxonomy sums them. */
export const taxonomyTerms = (
  side: PortfolioSide,
  inputs: TaxonomyInputs,
  f: TaxonomyFigure,
  locale: Locale,
) => {
  const { exposure } = side;
  const routes = routesOf(side);
  const V = exposure.totalValueEur;
  const D = f.scope.kind === 'excluding' ? V - exposure.sovereignValueEur : V;
  const k = taxonomyKpis.indexOf(f.kpi);
  // EU green bonds count in full in the shares over V and V − V_sov, not per objective nor in the parts
  const withGreen = f.scope.kind === 'including' || f.scope.kind === 'excluding';
  const part = f.scope.kind === 'part' ? parts[f.scope.part] : null;
  const o = f.scope.kind === 'objective' ? taxonomyObjectives.indexOf(f.scope.objective) : -1;
  const column = part
    ? (inputs[part.input] as Float64Array)
    : o >= 0
      ? f.measure === 'aligned'
        ? inputs.objectiveAlignedPct
        : inputs.objectiveEligiblePct
      : f.measure === 'aligned'
        ? inputs.alignedPct
        : inputs.eligiblePct;
  const columnName = part ? part.column : `${f.measure}_pct`;
  const terms: TraceTerm[] = [];
  const excluded: TraceExclusion[] = [];
  const { index, valueEur, euGreenBondValueEur } = exposure.companies;
  for (let i = 0; i < index.length; i++) {
    const c = index[i]!;
    const ck = c * TAXONOMY_KPI_COUNT + k;
    const g = withGreen ? euGreenBondValueEur[i]! : 0;
    const rest = valueEur[i]! - euGreenBondValueEur[i]!;
    // a KPI's company total is present when its aligned share is (computeTaxonomy's test); an objective's each alone
    const x = o >= 0 ? column[ck * TAXONOMY_OBJECTIVE_COUNT + o]! : column[ck]!;
    const hasTotal = !Number.isNaN(inputs.alignedPct[ck]!);
    const has = o >= 0 ? !Number.isNaN(x) : part ? hasTotal && !Number.isNaN(x) : hasTotal;
    if (!has && g === 0) {
      excluded.push(companyMissing(side, c, [columnName]));
      continue;
    }
    const share = has ? x : 0;
    const year = inputs.fiscalYear[c]!;
    terms.push(
      companyTerm(side, routes, c, {
        valueEur: valueEur[i]!,
        inputs: { v: valueEur[i]!, g, [columnName]: has ? x : null },
        estimated: has && inputs.estimated[ck] === 1,
        fiscalYear: has && year > 0 ? year : null,
        term: D > 0 ? (100 * ((rest * share) / 100 + g)) / D : 0,
      }),
    );
  }
  const sovereignGreen = f.scope.kind === 'including' ? exposure.sovereignEuGreenBondValueEur : 0;
  if (sovereignGreen > 0)
    terms.push({
      key: 'sovereign-eu-green-bonds',
      name: labels.sovereignGreen[locale],
      weightPct: (100 * sovereignGreen) / V,
      valueEur: sovereignGreen,
      path: [],
      inputs: { g: sovereignGreen },
      estimated: false,
      fiscalYear: null,
      term: (100 * sovereignGreen) / D,
    });
  const sovereigns = exposure.sovereignValueEur - sovereignGreen;
  if (sovereigns > 0)
    excluded.push({
      key: 'sovereigns',
      name: labels.sovereigns[locale],
      valueEur: sovereigns,
      reason: 'notApplicable',
      missing: [],
    });
  return { terms, excluded, denominator: D };
};

export const taxonomyLabel = (f: TaxonomyFigure, locale: Locale): string => {
  const scope =
    f.scope.kind === 'objective'
      ? `${scopeNames.objective[locale]} ${f.scope.objective}`
      : f.scope.kind === 'part'
        ? scopeNames.part[f.scope.part][locale]
        : scopeNames[f.scope.kind][locale];
  return `${kpiNames[f.kpi][locale]} — ${measureNames[f.measure][locale]}, ${scope}`;
};

/** The trace of one figure, its value the one the summary shows (`shown`). */
export const taxonomyTrace = (
  l: Loaded,
  side: PortfolioSide,
  f: TaxonomyFigure,
  shown: number | null,
  locale: Locale,
): FigureTrace => {
  const inputs = snapshotTaxonomyInputs(l.snapshot, side.date);
  const { terms, excluded, denominator } = taxonomyTerms(side, inputs, f, locale);
  const denominatorLabel = f.scope.kind === 'excluding' ? labels.denominatorExcluding : labels.denominator;
  return additiveTrace({
    l,
    figure: taxonomyFigureId(f),
    label: taxonomyLabel(f, locale),
    area: 'taxonomy',
    // the aligned-share entry states the rule for every KPI and both shares (docs/decisions.md "Taxonomy traces")
    methodId: f.scope.kind === 'excluding' ? 'taxonomy-excluding-sovereigns' : 'taxonomy-turnover-aligned',
    value: shown,
    unit: '%',
    totalValueEur: denominator,
    terms,
    excluded,
    steps: [
      inputStep('D', denominatorLabel, denominator, locale),
      sumStep('F', labels.figure, shown, locale),
    ],
  });
};

const summaryOf = async (input: ExplainInput) => {
  const summary = await input.views.taxonomySummary(input.row);
  return summary.portfolio;
};

export const taxonomyExplainer: FigureExplainer = {
  parse(figure) {
    const f = parseTaxonomyFigure(figure);
    return f ? taxonomyFigureId(f) : null;
  },
  async explain(input, figure) {
    const f = parseTaxonomyFigure(figure)!;
    const shown = shownTaxonomyValue(await summaryOf(input), f);
    const { l, main } = await input.ctx.sidesFor(input.row);
    return taxonomyTrace(l, main, f, shown, input.locale);
  },
  async figures(input): Promise<ShownFigure[]> {
    const side = await summaryOf(input);
    return taxonomyFigures().map((f) => ({
      figure: taxonomyFigureId(f),
      shown: shownTaxonomyValue(side, f),
    }));
  },
};
