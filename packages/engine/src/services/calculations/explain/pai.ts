import {
  type FigureTrace,
  type Locale,
  type PaiBasis,
  type PaiCatalogueFigure,
  type PaiCatalogueItem,
  type PaiFigure,
  paiFigureById,
  paiItemById,
  paiItems,
  type TraceExclusion,
  type TraceStep,
  type TraceTerm,
} from '@esgkit/core';
import {
  computePai,
  type PaiFigureResult,
  type PaiKernel,
  paiKernelFor,
} from '../../../analytics/pai/pai.ts';
import { snapshotPaiInputs } from '../../../analytics/snapshot-inputs/snapshot-inputs.ts';
import { dateOf, type PaiSetNumber } from '../context.ts';
import { methodFor } from './method.ts';
import { paiRows, type RawTerm, termOf } from './pai-terms.ts';
import { sayIn } from './path-trace.ts';
import type { Say } from './risk-steps.ts';
import { routesOf } from './routes.ts';
import type { ExplainInput, FigureExplainer, ShownFigure } from './types.ts';

// The PAI explainer (part 12): every figure of PAI tables 1–3 as `pai:<catalogue figure id>` (basis `all`, the
// view's default) or `pai:<id>:covered`. Terms are each row's contribution to the figure, so they add up to it
// (docs/methodology.md "Explaining a figure"); the steps are the class's arithmetic (sfdr-pai-and-taxonomy.md §3).

const PREFIX = 'pai:';

/** `pai2` → t1_2's first figure; `pai:t1_2`, `t1_1_scope1`, `pai:t2_4:covered` → the canonical id, or null. */
export const parsePaiFigure = (typed: string): string | null => {
  const name = typed.toLowerCase();
  const short = /^pai(\d{1,2})$/.exec(name);
  if (short) {
    const item = paiItemById(`t1_${Number(short[1])}`);
    return item ? `${PREFIX}${item.figures[0]!.id}` : null;
  }
  const m = /^(?:pai:)?(t[123]_[a-z0-9_]+?)(?::(all|covered))?$/.exec(name);
  if (!m) return null;
  const id = paiFigureById(m[1]!) ? m[1]! : paiItemById(m[1]!)?.figures[0]?.id;
  if (!id) return null;
  return m[2] === 'covered' ? `${PREFIX}${id}:covered` : `${PREFIX}${id}`;
};

interface Plan {
  item: PaiCatalogueItem;
  figure: PaiCatalogueFigure;
  kernel: PaiKernel;
}

const planOf = (canonical: string): Plan & { basis: PaiBasis } => {
  const [, id, basis] = canonical.split(':');
  const figure = paiFigureById(id!)!;
  const item = paiItems.find((i) => i.figures.includes(figure))!;
  return { item, figure, kernel: paiKernelFor(item, figure), basis: basis === 'covered' ? 'covered' : 'all' };
};

/** The method entry (part 11) a figure follows: its own shape's entry, else its class's. */
const methodIdOf = ({ item, kernel }: Plan): string => {
  switch (kernel.kind) {
    case 'energyMix':
      return 'pai-energy-mix';
    case 'shareOfConsumption':
      return 'pai-share-of-consumption';
    case 'boardFemale':
      return 'pai-board-gender-counts';
    case 'countryIntensity':
      return 'pai-sovereign-ghg-intensity';
    case 'countryViolations':
      return 'pai-sovereign-social-violations';
    case 'chemicals':
      return 'pai-chemicals';
    case 'euGreenBond':
      return 'pai-eu-green-bonds';
  }
  const byClass: Record<string, string> = {
    A: 'pai-class-a-financed-amount',
    B: 'pai-class-b-per-million-invested',
    C: 'pai-class-c-weighted-intensity',
    D: 'pai-class-d-share-of-investments',
    E: 'pai-class-e-average',
    F: 'pai-class-f-plain-sum',
    G: 'pai-class-g-country-average',
    own: 'pai-class-d-share-of-investments',
  };
  return byClass[item.calculationClass]!;
};

const step = (
  symbol: string,
  label: string,
  op: TraceStep['op'],
  args: TraceStep['args'],
  value: number | null,
) => ({
  symbol,
  label,
  op,
  args,
  value,
});

/**
 * Each row's contribution to the figure and the class's arithmetic ending at it (sfdr-pai-and-taxonomy.md §3):
 * B: Σ (v/EVIC·x) / (D/10⁶); C, E, G: Σ v·r / D; D: 100 · Σ v·flag / D; A, F: Σ; D = V, or Σ_C v (covered basis, E, G).
 */
const arithmetic = (
  plan: Plan,
  result: PaiFigureResult,
  raw: readonly RawTerm[],
  say: Say,
): { terms: TraceTerm[]; steps: TraceStep[] } => {
  const value = result.figure.value;
  const D = result.details.denominatorEur;
  const N = result.details.numerator;
  const cls = plan.item.calculationClass;
  const dLabel =
    D === result.figure.totalValueEur
      ? say('V, all investments (EUR)', 'V, tutti gli investimenti (EUR)')
      : say('Σ_C v, covered value (EUR)', 'Σ_C v, valore coperto (EUR)');
  if (value === null)
    return { terms: [], steps: [step('R', say('no figure', 'nessun dato'), 'sumTerms', [], null)] };
  if (plan.kernel.kind === 'countryViolations' && plan.kernel.part === 'pct') {
    // 100 · flagged countries / reporting countries: each reporting country weighs 100 / n
    const n = raw.length;
    const terms = raw.map((t) => termOf(t, t.numerator / n));
    return {
      terms,
      steps: [
        step('n', say('countries reporting the flag', 'paesi che riportano il dato'), 'countTerms', [], n),
        step(
          'R',
          say('Σ terms = 100 · flagged / n', 'Σ termini = 100 · segnalati / n'),
          'sumTerms',
          [],
          value,
        ),
      ],
    };
  }
  if (D === null) {
    const terms = raw.map((t) => termOf(t, t.numerator));
    return { terms, steps: [step('R', cls === 'A' ? 'Σ v/EVIC · x' : 'Σ x', 'sumTerms', [], value)] };
  }
  // figure = N · f, so each row's term is its numerator part · f
  const f = cls === 'B' ? 1e6 / D : cls === 'D' ? 100 / D : 1 / D;
  const terms = raw.map((t) => termOf(t, t.numerator * f));
  const S = step('S', say('Σ terms', 'Σ termini'), 'sumTerms', [], value);
  const V = step('V', dLabel, 'input', [D], D);
  if (cls === 'B') {
    return {
      terms,
      steps: [
        S,
        V,
        step('M', 'V / 10⁶', 'div', ['V', 1e6], D / 1e6),
        step('N', 'N = Σ v/EVIC · x', 'mul', ['S', 'M'], N),
        step('R', 'N / M', 'div', ['N', 'M'], value),
      ],
    };
  }
  if (cls === 'D') {
    return {
      terms,
      steps: [
        S,
        V,
        step('N', 'N = Σ v · flag (EUR)', 'mul', ['S', 'V', 0.01], N),
        step('P', '100 · N', 'mul', ['N', 100], 100 * N),
        step('R', '100 · N / V', 'div', ['P', 'V'], value),
      ],
    };
  }
  return {
    terms,
    steps: [
      S,
      V,
      step('N', 'N = Σ v · r', 'mul', ['S', 'V'], N),
      step('R', 'N / V', 'div', ['N', 'V'], value),
    ],
  };
};

/**
 * The key of the row of value held through funds not looked through (fund remainders, unknown compositions): never
 * OTHER_HOLDINGS_KEY, the key of the rows a folded answer adds, so both can sit in one trace and stay apart.
 */
export const NOT_LOOKED_THROUGH_KEY = 'not-looked-through';

/** The value left out by asset type: the figure's own rows are listed one by one, the other types in one row. */
const otherAssets = (plan: Plan, x: ExposureTotals, say: Say): TraceExclusion[] => {
  const rows: TraceExclusion[] = [];
  const add = (key: string, name: string, valueEur: number, reason: TraceExclusion['reason']) => {
    if (valueEur > 0) rows.push({ key, name, valueEur, reason, missing: [] });
  };
  if (plan.item.assetType !== 'investee_company')
    add('investee_company', say('Investee companies', 'Società partecipate'), x.corporate, 'notApplicable');
  if (plan.item.assetType !== 'sovereign')
    add('sovereign', say('Sovereigns', 'Emittenti sovrani'), x.sovereign, 'notApplicable');
  add('cash', say('Cash', 'Liquidità'), x.cash, 'notApplicable');
  add(
    NOT_LOOKED_THROUGH_KEY,
    say('Not looked through (fund remainders, other)', 'Non scomposto (residui di fondi, altro)'),
    x.other,
    'notLookedThrough',
  );
  return rows;
};

interface ExposureTotals {
  corporate: number;
  sovereign: number;
  cash: number;
  other: number;
}

const label = (plan: Plan, locale: Locale): string =>
  plan.item.figures.length > 1
    ? `${plan.item.name[locale]}: ${plan.figure.name[locale]}`
    : plan.figure.name[locale];

const shownOf = async (input: ExplainInput, plan: Plan & { basis: PaiBasis }): Promise<PaiFigure> => {
  const data = await input.views.pai(input.row, plan.item.table as PaiSetNumber, plan.basis, input.locale);
  const metric = data.indicators.flatMap((i) => i.metrics).find((m) => m.code === plan.figure.id);
  if (!metric) throw new Error(`PAI view has no metric ${plan.figure.id}`);
  return metric.portfolio;
};

export const paiExplainer: FigureExplainer = {
  parse: parsePaiFigure,

  async explain(input, canonical): Promise<FigureTrace> {
    const plan = planOf(canonical);
    const shown = await shownOf(input, plan);
    const { ctx, row } = input;
    const l = await ctx.load(row);
    const date = dateOf(l);
    // the analysed side the views use (context.ts caches it): no second look-through
    const side = ctx.sideOf(l, l.portfolio.portfolio, date);
    const inputs = snapshotPaiInputs(l.snapshot, date);
    const result = computePai(side.exposure, inputs, {
      table: plan.item.table,
      basis: plan.basis,
      asOf: date,
      figure: plan.figure.id,
    }).figures[0]!;
    const rows = paiRows(side, routesOf(side), plan.item, plan.figure, plan.kernel, inputs);
    const { terms, steps } = arithmetic(
      plan,
      { ...result, figure: { ...result.figure, value: shown.value } },
      rows.terms,
      sayIn(input.locale),
    );
    // ties by key in code-unit order: localeCompare on 20,000 equal terms is most of the sort (issue 31)
    terms.sort((a, b) => Math.abs(b.term) - Math.abs(a.term) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const e = side.exposure;
    const totals = {
      corporate: e.corporateValueEur,
      sovereign: e.sovereignValueEur,
      cash: e.cashValueEur,
      other: e.otherValueEur,
    };
    const excluded = [
      ...[...rows.excluded].sort((a, b) => (b.valueEur ?? 0) - (a.valueEur ?? 0)),
      ...otherAssets(plan, totals, sayIn(input.locale)),
    ];
    const covered = shown.coverage.coveredValueEur;
    return {
      figure: canonical,
      label: label(plan, input.locale),
      area: 'pai',
      ...methodFor(methodIdOf(plan)),
      snapshotVersion: l.snapshot.version,
      asOf: date,
      fiscalYear: shown.fiscalYear,
      status: shown.status === 'ok' ? 'ok' : shown.status === 'no_data' ? 'noData' : 'notApplicable',
      value: shown.value,
      unit: plan.figure.unit,
      totalValueEur: shown.totalValueEur,
      coveredValueEur: covered,
      missingValueEur: Math.max(0, shown.eligibleValueEur - covered),
      terms,
      excluded,
      steps,
      additive: shown.value !== null,
    };
  },

  async figures(input): Promise<ShownFigure[]> {
    const out: ShownFigure[] = [];
    for (const set of [1, 2, 3] as const) {
      for (const basis of ['all', 'covered'] as const) {
        const data = await input.views.pai(input.row, set, basis, input.locale);
        for (const m of data.indicators.flatMap((i) => i.metrics)) {
          const figure = basis === 'all' ? `${PREFIX}${m.code}` : `${PREFIX}${m.code}:covered`;
          out.push({ figure, shown: m.portfolio.value });
        }
      }
    }
    return out;
  },
};
