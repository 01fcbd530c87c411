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
  metricByCode,
  type PhyIndicator,
  type PhyMetric,
  resolveIndicatorCode,
  unitById,
} from '@esgkit/core';
import { companyIndicators } from '../esg/esg.ts';
import { snapshotCompanyFacts } from '../snapshot-inputs/snapshot-inputs.ts';
import { type PagingQuery, pageRows } from '../views/paging.ts';
import { coverageOf, type PortfolioSide, pctOfTotal } from '../views/side.ts';

// Impact indicators (spec doc 1 §4: impact type 0, then type 2; doc 2 §3 indicator catalogues, impact categories and
// comparison constants). The two types are defined in docs/methodology.md, part C:
// - type 0, financed impact: an additive quantity (t CO2e, GJ, m³, t, hours, EUR, counts) attributed to the
//   portfolio by ownership, Σ_c (v_c / EVIC_c) · x_c (PCAF; sfdr-pai-and-taxonomy.md §3 class A);
// - type 2, impact per € million invested: type 0 divided by the covered value in € million,
//   = Σ_c v_c · (x_c / EVIC_c · 10⁶) / Σ_c v_c.
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

/**
 * A company's value of a PHY_ code: indicators.csv (latest year ≤ the calculation year), else the company_facts.csv
 * column the catalogue names (inverted for a flag stating the opposite). NaN when neither has it.
 */
const companyPhyValue = (
  side: PortfolioSide,
  c: number,
  code: string,
): { value: number; estimated: boolean } => {
  const fromIndicators = companyIndicators(side).get(c)?.get(code);
  if (fromIndicators !== undefined) return { value: fromIndicators, estimated: false };
  const indicator = indicatorByCode(code);
  const column = indicator?.datasetColumn;
  if (!column) return { value: Number.NaN, estimated: false };
  const facts = snapshotCompanyFacts(side.snapshot, side.day);
  const x = facts.columns[column.column]?.[c] ?? Number.NaN;
  return {
    value: column.isInverted && !Number.isNaN(x) ? 1 - x : x,
    estimated: facts.estimated[column.column]?.[c] === 1,
  };
};

const factValue = (side: PortfolioSide, c: number, column: 'revenue_eur' | 'evic_eur'): number =>
  snapshotCompanyFacts(side.snapshot, side.day).columns[column]?.[c] ?? Number.NaN;

/** A company's raw value of an impact code (a metric through its catalogue formula). */
export const companyImpactValue = (
  side: PortfolioSide,
  c: number,
  code: ImpactCode,
): { value: number; estimated: boolean } => {
  if (code.indicator) return companyPhyValue(side, c, code.indicator.code);
  const metric = code.metric!;
  const values: Record<string, number> = {};
  let estimated = false;
  for (const operand of [...metric.formula.numerator, ...metric.formula.denominator]) {
    if (operand === 'revenue_eur' || operand === 'evic_eur') values[operand] = factValue(side, c, operand);
    else {
      const v = companyPhyValue(side, c, operand);
      values[operand] = v.value;
      estimated ||= v.estimated;
    }
  }
  return { value: computeMetric(metric, values) ?? Number.NaN, estimated };
};

/** One company's figure for a type: attributed (type 0) or per € million of EVIC (type 2) for additive codes. */
const companyFigure = (
  side: PortfolioSide,
  c: number,
  code: ImpactCode,
  type: ImpactCalculationType,
): { value: number; estimated: boolean } => {
  const raw = companyImpactValue(side, c, code);
  if (!code.isAdditive || Number.isNaN(raw.value)) return raw;
  const evic = factValue(side, c, 'evic_eur');
  if (!(evic > 0)) return { value: Number.NaN, estimated: raw.estimated };
  return {
    value: type === 0 ? (side.companyValue[c]! / evic) * raw.value : (raw.value / evic) * 1e6,
    estimated: raw.estimated,
  };
};

/** The side's figure for one code, with the covered and estimated value. */
export const impactFigure = (
  side: PortfolioSide,
  code: ImpactCode,
  type: ImpactCalculationType,
): { value: number | null; coveredEur: number; estimatedEur: number } => {
  let num = 0;
  let covered = 0;
  let estimated = 0;
  for (const c of side.companies) {
    const f = companyFigure(side, c, code, type);
    if (Number.isNaN(f.value)) continue;
    const v = side.companyValue[c]!;
    covered += v;
    if (f.estimated) estimated += v;
    // type 0 of an additive code is a plain sum of attributed amounts; every other figure a value-weighted mean
    num += code.isAdditive && type === 0 ? f.value : f.value * v;
  }
  if (!(covered > 0)) return { value: null, coveredEur: 0, estimatedEur: 0 };
  return {
    value: code.isAdditive && type === 0 ? num : num / covered,
    coveredEur: covered,
    estimatedEur: estimated,
  };
};

const labelOf = (code: ImpactCode, locale: Locale): string =>
  (code.indicator?.name ?? code.metric?.name)?.[locale] ?? code.code;

const unitOf = (code: ImpactCode, locale: Locale, type: ImpactCalculationType): string | null => {
  if (code.unit === 'flag') return null;
  const symbol = unitById(code.unit).symbol[locale];
  // type 2 of an additive figure is per € million invested
  return code.isAdditive && type === 2 ? `${symbol} / M€` : symbol || null;
};

/** The codes of a side with data, in catalogue order, when the caller names none (every PHY_ code held). */
const codesWithData = (side: PortfolioSide): string[] => {
  const seen = new Set<string>();
  for (const m of companyIndicators(side).values()) for (const code of m.keys()) seen.add(code);
  return [...seen].filter((c) => indicatorByCode(c)?.pillar !== undefined);
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
  const codes = (options.codes ?? codesWithData(side))
    .map(impactCode)
    .filter((c): c is ImpactCode => c !== undefined);
  const byCategory = new Map<ImpactCategoryId, ImpactIndicatorFigure[]>();
  for (const code of codes) {
    const p = impactFigure(side, code, options.type);
    const b = benchmark ? impactFigure(benchmark, code, options.type) : null;
    const comparisonId = code.indicator?.comparison;
    const count =
      options.type === 0 && !options.limited && comparisonId && p.value !== null
        ? comparisonMultiple({ value: p.value, unit: code.unit, comparison: comparisonId })
        : null;
    const figure: ImpactIndicatorFigure = {
      code: code.code,
      label: labelOf(code, locale),
      unit: unitOf(code, locale, options.type),
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
  const codes = (query.codes ?? codesWithData(side))
    .map(impactCode)
    .filter((c): c is ImpactCode => c !== undefined && (category === null || c.category === category));
  const { id, name } = side.snapshot.data.companies;
  const rows = [...side.companies].map((c) => ({
    c,
    name: name[c]!,
    weightPct: pctOfTotal(side, side.companyValue[c]!),
  }));
  const page = pageRows(rows, query, {
    perPage: HOLDINGS_PAGE_SIZE,
    orderBy: 'weight',
    order: 'desc',
    orderable: (k) => k === 'weight' || k === 'name',
    sortKey: (r, k) => (k === 'name' ? r.name : r.weightPct),
    findText: (r) => [r.name, id[r.c]],
  });
  const data: ImpactCompanyRow[] = page.data.map((r) => ({
    companyId: id[r.c]!,
    name: r.name,
    weightPct: r.weightPct,
    metrics: codes.map((code) => {
      const f = companyFigure(side, r.c, code, query.type);
      return {
        code: code.code,
        value: Number.isNaN(f.value) ? null : f.value,
        unit: unitOf(code, locale, query.type),
        isEstimated: f.estimated,
      };
    }),
  }));
  return { ...page, data, type: query.type, category };
};
