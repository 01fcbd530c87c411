import {
  comparisonMultiple,
  computeMetric,
  HOLDINGS_PAGE_SIZE,
  type ImpactCalculationType,
  type ImpactCategoryId,
  type ImpactCompanyRow,
  type ImpactDetailPage,
  type ImpactIndicatorFigure,
  type ImpactSummary,
  type IndicatorUnitId,
  impactCategories,
  indicatorByCode,
  type Locale,
  MAX_DEFAULT_INDICATORS,
  metricByCode,
  type PhyIndicator,
  type PhyMetric,
  phyIndicators,
  resolveIndicatorCode,
  unitById,
} from '@esgkit/core';
import { type IndicatorTable, indicatorColumn, indicatorTable } from '../esg/indicators.ts';
import { attributionFactor, perMillionInvested } from '../pai/attribution.ts';
import type { CompanyFactsInputs } from '../pai/inputs.ts';
import { snapshotCompanyFacts } from '../snapshot-inputs/snapshot-inputs.ts';
import { type PagingQuery, pageRows } from '../views/paging.ts';
import { coverageOf, type PortfolioSide, pctOfTotal } from '../views/side.ts';
import { phyFallbackColumn, phyValue } from './phy-value.ts';

// Impact indicators (spec doc 1 §4: impact type 0, then type 2; doc 2 §3 indicator catalogues, impact categories and
// comparison constants). The two types are defined in docs/methodology.md, part C:
// - type 0, financed impact: an additive quantity (t CO2e, GJ, m³, t, hours, EUR, counts) attributed to the
//   portfolio by ownership, Σ_c AF_c · x_c with AF_c = min(v_c / EVIC_c, 1) (PCAF; sfdr-pai-and-taxonomy.md §3
//   class A, §5.6: the cap is PAI 1's, so both give the same financed emissions);
// - type 2, impact per € million invested: type 0 divided by the covered value in € million,
//   = Σ_c v_c · (x_c / max(EVIC_c, v_c) · 10⁶) / Σ_c v_c (x_c / EVIC_c · 10⁶ below the cap).
// A non-additive figure (flag, percent, score, ratio, intensity metric) cannot be attributed: both types give the
// value-weighted mean over the companies that report it. A company without the figure (or without EVIC, for an
// attributed one) is not covered; no coverage gives null, never 0.

/** Unit dimensions that add up across companies (and so can be attributed by ownership). */
const additiveDimensions = new Set([
  'count',
  'energy',
  'ghg_mass',
  'ozone_depleting_mass',
  'mass',
  'volume',
  'area',
  'duration_hours',
  'duration_days',
  'money_eur',
  'money_usd',
]);

/** A catalogue entry an impact code resolves to. */
export interface ImpactCode {
  /** the code as asked (PHY_, PHY_M_ or an older code such as SCOPE1) */
  code: string;
  indicator: PhyIndicator | null;
  metric: PhyMetric | null;
  unit: IndicatorUnitId;
  category: ImpactCategoryId;
  isAdditive: boolean;
}

/** PHY_M_ families → impact categories (doc 2 §3 lists both). */
const metricCategory: Record<PhyMetric['family'], ImpactCategoryId> = {
  emissions: 'emissions',
  energy: 'energy',
  waste: 'waste',
  water: 'water',
  donations: 'community_engagement',
  compensation: 'labor',
  training: 'labor_management',
  injuries: 'labor',
  board: 'governance_transparency',
};

/** Resolves an impact code; undefined when the catalogue does not know it. */
export const impactCode = (code: string): ImpactCode | undefined => {
  const resolved = resolveIndicatorCode(code);
  if (resolved === undefined) return undefined;
  const indicator = indicatorByCode(resolved) ?? null;
  const metric = indicator ? null : (metricByCode(resolved) ?? null);
  if (indicator) {
    const dimension = unitById(indicator.unit).dimension;
    return {
      code,
      indicator,
      metric: null,
      unit: indicator.unit,
      category: indicator.category,
      isAdditive:
        (indicator.kind === 'quantity' || indicator.kind === 'count') && additiveDimensions.has(dimension),
    };
  }
  if (metric)
    return {
      code,
      indicator: null,
      metric,
      unit: metric.unit,
      category: metricCategory[metric.family],
      isAdditive: false,
    };
  return undefined;
};

/** What the per-company figures of one side read, resolved once per view call. */
export interface ImpactContext {
  side: PortfolioSide;
  indicators: IndicatorTable;
  facts: CompanyFactsInputs;
  evic: Float64Array | undefined;
}

export const contextOf = (side: PortfolioSide): ImpactContext => {
  const facts = snapshotCompanyFacts(side.snapshot, side.day);
  return {
    side,
    indicators: indicatorTable(side.snapshot, side.year),
    facts,
    evic: facts.columns.evic_eur,
  };
};

/** One code's per-company values (indicators.csv, else the catalogue's company_facts.csv column) and estimates. */
export interface CodeColumn {
  value: (c: number) => number;
  estimated: (c: number) => boolean;
}

/**
 * A PHY_ code's values: indicators.csv (latest year ≤ the calculation year), else the company_facts.csv column the
 * catalogue names (inverted for a flag stating the opposite). NaN when neither has it.
 */
const phySources = (ctx: ImpactContext, code: string) => {
  const column = phyFallbackColumn(code);
  return {
    primary: indicatorColumn(ctx.indicators, code),
    fallback: column ? ctx.facts.columns[column.column] : undefined,
    estimates: column ? ctx.facts.estimated[column.column] : undefined,
    invert: column?.isInverted === true,
  };
};

const phyColumn = (ctx: ImpactContext, code: string): CodeColumn => {
  const { primary: fromIndicators, fallback: facts, estimates, invert } = phySources(ctx, code);
  return {
    value: (c) => phyValue(fromIndicators?.[c] ?? Number.NaN, facts?.[c] ?? Number.NaN, invert),
    estimated: (c) => Number.isNaN(fromIndicators?.[c] ?? Number.NaN) && estimates?.[c] === 1,
  };
};

/** A code's raw per-company values (a metric through its catalogue formula). */
export const codeColumn = (ctx: ImpactContext, code: ImpactCode): CodeColumn => {
  if (code.indicator) return phyColumn(ctx, code.indicator.code);
  const metric = code.metric!;
  const operands = [...new Set([...metric.formula.numerator, ...metric.formula.denominator])].map(
    (operand) => ({
      operand,
      column:
        operand === 'revenue_eur' || operand === 'evic_eur'
          ? { value: (c: number) => ctx.facts.columns[operand]?.[c] ?? Number.NaN, estimated: () => false }
          : phyColumn(ctx, operand),
    }),
  );
  return {
    value: (c) => {
      const values: Record<string, number> = {};
      for (const o of operands) values[o.operand] = o.column.value(c);
      return computeMetric(metric, values) ?? Number.NaN;
    },
    estimated: (c) => operands.some((o) => o.column.estimated(c)),
  };
};

/** A company's raw value of an impact code. */
export const companyImpactValue = (
  side: PortfolioSide,
  c: number,
  code: ImpactCode,
): { value: number; estimated: boolean } => {
  const column = codeColumn(contextOf(side), code);
  return { value: column.value(c), estimated: column.estimated(c) };
};

/** One company's figure for a type: attributed (type 0) or per € million of EVIC (type 2) for additive codes. */
export const companyFigure = (
  ctx: ImpactContext,
  column: CodeColumn,
  c: number,
  code: ImpactCode,
  type: ImpactCalculationType,
): number => {
  const raw = column.value(c);
  if (!code.isAdditive || Number.isNaN(raw)) return raw;
  const evic = ctx.evic?.[c] ?? Number.NaN;
  if (!(evic > 0)) return Number.NaN;
  const v = ctx.side.companyValue[c]!;
  return type === 0 ? attributionFactor(v, evic) * raw : perMillionInvested(raw, v, evic);
};

const NO_VALUES = new Float64Array(0);
const NO_FLAGS = new Uint8Array(0);

/**
 * Σ over a side's companies of one PHY_ code (hundreds of codes × thousands of companies per view): one monomorphic
 * loop over typed arrays. Returns [numerator, covered value, estimated value].
 */
const phySums = (
  companies: Int32Array,
  companyValue: Float64Array,
  evic: Float64Array,
  primary: Float64Array,
  fallback: Float64Array,
  estimates: Uint8Array,
  invert: boolean,
  additive: boolean,
  attributed: boolean,
): [number, number, number] => {
  let num = 0;
  let covered = 0;
  let estimated = 0;
  for (let i = 0; i < companies.length; i++) {
    const c = companies[i]!;
    const own = c < primary.length ? primary[c]! : Number.NaN;
    let x = phyValue(own, c < fallback.length ? fallback[c]! : Number.NaN, invert);
    if (Number.isNaN(x)) continue;
    const isEstimate = Number.isNaN(own) && estimates[c] === 1;
    const v = companyValue[c]!;
    if (additive) {
      const e = c < evic.length ? evic[c]! : Number.NaN;
      if (!(e > 0)) continue;
      x = attributed ? attributionFactor(v, e) * x : perMillionInvested(x, v, e);
    }
    covered += v;
    if (isEstimate) estimated += v;
    num += attributed ? x : x * v;
  }
  return [num, covered, estimated];
};

/** The side's figure for one code, with the covered and estimated value. */
export const impactFigure = (
  side: PortfolioSide,
  code: ImpactCode,
  type: ImpactCalculationType,
  context?: ImpactContext,
): { value: number | null; coveredEur: number; estimatedEur: number } => {
  const ctx = context ?? contextOf(side);
  // type 0 of an additive code is a plain sum of attributed amounts; every other figure a value-weighted mean
  const attributed = code.isAdditive && type === 0;
  let num = 0;
  let covered = 0;
  let estimated = 0;
  if (code.indicator) {
    const src = phySources(ctx, code.indicator.code);
    [num, covered, estimated] = phySums(
      side.companies,
      side.companyValue,
      ctx.evic ?? NO_VALUES,
      src.primary ?? NO_VALUES,
      src.fallback ?? NO_VALUES,
      src.estimates ?? NO_FLAGS,
      src.invert,
      code.isAdditive,
      attributed,
    );
  } else {
    // a metric goes through its catalogue formula (metrics are intensities: never additive)
    const column = codeColumn(ctx, code);
    for (const c of side.companies) {
      const x = column.value(c);
      if (Number.isNaN(x)) continue;
      const v = side.companyValue[c]!;
      covered += v;
      if (column.estimated(c)) estimated += v;
      num += x * v;
    }
  }
  if (!(covered > 0)) return { value: null, coveredEur: 0, estimatedEur: 0 };
  return { value: attributed ? num : num / covered, coveredEur: covered, estimatedEur: estimated };
};

const labelOf = (code: ImpactCode, locale: Locale): string =>
  (code.indicator?.name ?? code.metric?.name)?.[locale] ?? code.code;

export const impactUnit = (code: ImpactCode, locale: Locale, type: ImpactCalculationType): string | null => {
  if (code.unit === 'flag') return null;
  const symbol = unitById(code.unit).symbol[locale];
  // type 2 of an additive figure is per € million invested
  return code.isAdditive && type === 2 ? `${symbol} / M€` : symbol || null;
};

/**
 * The codes shown when the caller names none (a user without saved defaults): catalogue PHY_ codes some company of
 * the side reports, taken in turn from each impact category (catalogue order) up to the 30 a user may save
 * (spec doc 1 §5), so that the summary spans every category with data.
 */
const defaultCodesCache = new WeakMap<PortfolioSide, string[]>();
const catalogueOrder = new Map(phyIndicators.map((i, k) => [i.code, k]));

export const defaultImpactCodes = (side: PortfolioSide): string[] => {
  const hit = defaultCodesCache.get(side);
  if (hit) return hit;
  const table = indicatorTable(side.snapshot, side.year);
  const byCategory = new Map<ImpactCategoryId, string[]>();
  for (const code of table.codeIndex.keys()) {
    const indicator = indicatorByCode(code);
    if (!indicator) continue;
    const x = indicatorColumn(table, code)!;
    if (!side.companies.some((c) => !Number.isNaN(x[c]!))) continue;
    const list = byCategory.get(indicator.category) ?? [];
    list.push(code);
    byCategory.set(indicator.category, list);
  }
  const order = (code: string) => catalogueOrder.get(code) ?? 0;
  const queues = impactCategories
    .map((c) => (byCategory.get(c.id) ?? []).sort((a, b) => order(a) - order(b)))
    .filter((q) => q.length > 0);
  const out: string[] = [];
  for (let round = 0; out.length < MAX_DEFAULT_INDICATORS && queues.some((q) => q.length > round); round++)
    for (const q of queues)
      if (q[round] !== undefined && out.length < MAX_DEFAULT_INDICATORS) out.push(q[round]!);
  return out;
};

/**
 * Impact indicators by category (getImpactIndicatorsSummary): each code with the portfolio's and the benchmark's
 * figure of the type, coverage and, for type 0 figures whose catalogue entry has one, the comparison of doc 2 §3
 * (planes, families, pools, work weeks, NFL seasons …). `limited` (capability 7) leaves comparisons out.
 */
export const impactSummary = (
  side: PortfolioSide,
  benchmark: PortfolioSide | null,
  options: { type: ImpactCalculationType; codes?: readonly string[]; limited?: boolean; locale?: Locale },
): ImpactSummary => {
  const locale = options.locale ?? 'en-US';
  const codes = (options.codes ?? defaultImpactCodes(side))
    .map(impactCode)
    .filter((c): c is ImpactCode => c !== undefined);
  const byCategory = new Map<ImpactCategoryId, ImpactIndicatorFigure[]>();
  const sideContext = contextOf(side);
  const benchmarkContext = benchmark ? contextOf(benchmark) : null;
  for (const code of codes) {
    const p = impactFigure(side, code, options.type, sideContext);
    const b = benchmark ? impactFigure(benchmark, code, options.type, benchmarkContext!) : null;
    const comparisonId = code.indicator?.comparison;
    const count =
      options.type === 0 && !options.limited && comparisonId && p.value !== null
        ? comparisonMultiple({ value: p.value, unit: code.unit, comparison: comparisonId })
        : null;
    const figure: ImpactIndicatorFigure = {
      code: code.code,
      label: labelOf(code, locale),
      unit: impactUnit(code, locale, options.type),
      portfolio: p.value,
      benchmark: b?.value ?? null,
      coverage: coverageOf(side, p.coveredEur, p.estimatedEur),
      comparison: count !== null && comparisonId ? { key: comparisonId, count } : null,
    };
    const list = byCategory.get(code.category) ?? [];
    list.push(figure);
    byCategory.set(code.category, list);
  }
  return {
    type: options.type,
    limited: options.limited === true,
    categories: impactCategories
      .filter((c) => byCategory.has(c.id))
      .map((c) => ({ category: c.id, label: c.name[locale], indicators: byCategory.get(c.id)! })),
  };
};

/**
 * Impact metrics by company (getImpactIndicatorsDetail): one page of companies (by weight, descending) with each
 * code's company figure of the type; `category` keeps the codes of one impact category.
 */
export const impactDetail = (
  side: PortfolioSide,
  query: PagingQuery & { type: ImpactCalculationType; category?: string | null; codes?: readonly string[] },
  options: { locale?: Locale } = {},
): ImpactDetailPage => {
  const locale = options.locale ?? 'en-US';
  const category = query.category ?? null;
  const codes = (query.codes ?? defaultImpactCodes(side))
    .map(impactCode)
    .filter((c): c is ImpactCode => c !== undefined && (category === null || c.category === category));
  const { id, name } = side.snapshot.data.companies;
  // rows are company indices until paged (side.companies is by value, descending)
  const sorted = pageRows([...side.companies], query, {
    perPage: HOLDINGS_PAGE_SIZE,
    orderBy: 'weight',
    order: 'desc',
    orderable: (k) => k === 'weight' || k === 'name',
    isInOrder: (k, order) => k === 'weight' && order === 'desc',
    sortKey: (c, k) => (k === 'name' ? name[c]! : side.companyValue[c]!),
    findText: (c) => [name[c], id[c]],
  });
  const page = {
    ...sorted,
    data: sorted.data.map((c) => ({ c, name: name[c]!, weightPct: pctOfTotal(side, side.companyValue[c]!) })),
  };
  const ctx = contextOf(side);
  const columns = codes.map((code) => ({ code, column: codeColumn(ctx, code) }));
  const data: ImpactCompanyRow[] = page.data.map((r) => ({
    companyId: id[r.c]!,
    name: r.name,
    weightPct: r.weightPct,
    metrics: columns.map(({ code, column }) => {
      const value = companyFigure(ctx, column, r.c, code, query.type);
      return {
        code: code.code,
        value: Number.isNaN(value) ? null : value,
        unit: impactUnit(code, locale, query.type),
        isEstimated: column.estimated(r.c),
      };
    }),
  }));
  return { ...page, data, type: query.type, category };
};
