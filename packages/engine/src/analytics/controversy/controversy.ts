import {
  type ControversyColumn,
  type ControversyData,
  type ControversyRow,
  type ControversySummary,
  type ExclusionsWatchList,
  exclusionTypes,
  HOLDINGS_PAGE_SIZE,
  type InvolvedCompany,
  type Involvement,
  type Locale,
  type RedCompanies,
  type TrafficLight,
} from '@esgkit/core';
import { type PagingQuery, pageRows } from '../views/paging.ts';
import { coverageOf, type PortfolioSide, pctOfTotal } from '../views/side.ts';
import { companyLight, involvementTable, type TypeInvolvement } from './involvement.ts';

// local copies: imported bindings are getters under a module runner (vitest), slow in per-company loops
const pctOf = pctOfTotal;
const lightOf = companyLight;

// Controversies and exclusions of a portfolio (spec doc 1 §9, doc 2 §9 bands; doc 2 §3 "Controversy: results,
// columns, paging"): every company reached by look-through, each exclusion type and controversy with its light.
// Shares are of the side's value V; a column's coverage is the company value with a known light over V.

/** Companies listed by default in the red-company lists (doc 2 §9 "Top companies by weight shown: 5"). */
export const TOP_RED_COMPANIES = 5;

const labelOf = (type: string, locale: Locale): string =>
  exclusionTypes.find((e) => e.id === type)?.name[locale] ?? type;

/** The columns a side shows: the spec's eleven types, then any other type one of its companies is involved in. */
const columnsOf = (side: PortfolioSide): TypeInvolvement[] => {
  const table = involvementTable(side.snapshot);
  const spec = new Set(exclusionTypes.filter((e) => e.isInSpec).map((e) => e.id as string));
  const out: TypeInvolvement[] = [];
  for (const t of table.byType.values()) {
    if (spec.has(t.type) || side.companies.some((c) => t.hasRow[c] === 1)) out.push(t);
  }
  return out;
};

/** Every held company's light in every column of a side, computed once per side (the three views share it). */
interface SideLights {
  columns: TypeInvolvement[];
  column: Map<TypeInvolvement, number>;
  /** position of each company index in `side.companies`, -1 when not held */
  position: Int32Array;
  /** light code (0 none, 1 green, 2 yellow, 3 red) at `column * held + position` */
  codes: Uint8Array;
  held: number;
}
const LIGHTS = [null, 'green', 'yellow', 'red'] as const;
const LIGHT_CODE = { green: 1, yellow: 2, red: 3 } as const;
const lightsCache = new WeakMap<PortfolioSide, SideLights>();

const sideLights = (side: PortfolioSide): SideLights => {
  const hit = lightsCache.get(side);
  if (hit) return hit;
  const table = involvementTable(side.snapshot);
  const columns = columnsOf(side);
  const held = side.companies.length;
  const position = new Int32Array(side.companyValue.length).fill(-1);
  side.companies.forEach((c, i) => {
    position[c] = i;
  });
  const codes = new Uint8Array(columns.length * held);
  columns.forEach((t, k) => {
    for (let i = 0; i < held; i++) {
      const light = lightOf(table, t, side.companies[i]!);
      codes[k * held + i] = light === null ? 0 : LIGHT_CODE[light];
    }
  });
  const out = { columns, column: new Map(columns.map((t, k) => [t, k])), position, codes, held };
  lightsCache.set(side, out);
  return out;
};

/** The light of a held company in a column of the side. */
const lightIn = (sl: SideLights, t: TypeInvolvement, c: number): TrafficLight | null =>
  LIGHTS[sl.codes[sl.column.get(t)! * sl.held + sl.position[c]!]!]!;

const involvementOf = (side: PortfolioSide, t: TypeInvolvement, c: number): Involvement => {
  const r = t.revenueSharePct[c]!;
  const o = t.ownershipPct[c]!;
  return {
    revenueSharePct: Number.isNaN(r) ? null : r,
    ownershipPct: Number.isNaN(o) ? null : o,
    band: lightIn(sideLights(side), t, c),
  };
};

const columnSummary = (side: PortfolioSide, t: TypeInvolvement, locale: Locale): ControversyColumn => {
  const sl = sideLights(side);
  const k = sl.column.get(t)!;
  const sums = [0, 0, 0, 0];
  for (let i = 0; i < sl.held; i++)
    sums[sl.codes[k * sl.held + i]!]! += side.companyValue[side.companies[i]!]!;
  const [, green, yellow, red] = sums as [number, number, number, number];
  return {
    code: t.type,
    label: labelOf(t.type, locale),
    kind: t.kind === 'controversy' ? 'controversy' : 'exclusion',
    greenPct: pctOf(side, green),
    yellowPct: pctOf(side, yellow),
    redPct: pctOf(side, red),
    coverage: coverageOf(side, green + yellow + red),
  };
};

/** Companies whose every route is through an embargoed fund are not listed (their holdings are withheld). */
const visibleCompanies = (side: PortfolioSide): number[] => {
  if (!side.hasEmbargoedFunds) return [...side.companies];
  const visible = new Set<number>();
  const { securities } = side.snapshot.data;
  for (const line of side.lines)
    if (line.kind === 'security' && line.visibleValueEur > 0 && securities.company[line.security]! >= 0)
      visible.add(securities.company[line.security]!);
  return [...side.companies].filter((c) => visible.has(c));
};

/** The controversy table: columns with their bands, and one page of companies by weight (descending). */
/** The controversy summary: each column's weight per traffic light, no company (blocked detail stays out). */
export const controversySummary = (
  side: PortfolioSide,
  options: { locale?: Locale } = {},
): ControversySummary => ({
  columns: sideLights(side).columns.map((t) => columnSummary(side, t, options.locale ?? 'en-US')),
});

export const controversyView = (
  side: PortfolioSide,
  query: PagingQuery = {},
  options: { locale?: Locale } = {},
): ControversyData => {
  const locale = options.locale ?? 'en-US';
  const columns = sideLights(side).columns;
  const { companies } = side.snapshot.data;
  const byCode = new Map(columns.map((t) => [t.type, t]));
  // rows are company indices until paged (side.companies is by value, descending)
  const { data, ...paging } = pageRows(visibleCompanies(side), query, {
    perPage: HOLDINGS_PAGE_SIZE,
    orderBy: 'weight',
    order: 'desc',
    orderable: (k) => k === 'weight' || k === 'name' || byCode.has(k),
    isInOrder: (k, order) => k === 'weight' && order === 'desc',
    sortKey: (c, k) =>
      k === 'weight'
        ? side.companyValue[c]!
        : k === 'name'
          ? companies.name[c]!
          : (byCode.get(k)?.revenueSharePct[c] ?? null),
    findText: (c) => [companies.name[c], companies.id[c]],
  });
  // involvement cells for the page only: a full demo portfolio holds thousands of companies
  const results: ControversyRow[] = data.map((c) => ({
    companyId: companies.id[c]!,
    name: companies.name[c]!,
    weightPct: pctOf(side, side.companyValue[c]!),
    values: Object.fromEntries(columns.map((t) => [t.type, involvementOf(side, t, c)])),
  }));
  return { results, ...controversySummary(side, { locale }), paging };
};

const involvedCompany = (side: PortfolioSide, t: TypeInvolvement, c: number): InvolvedCompany => {
  const inv = involvementOf(side, t, c);
  return {
    companyId: side.snapshot.data.companies.id[c]!,
    name: side.snapshot.data.companies.name[c]!,
    weightPct: pctOf(side, side.companyValue[c]!),
    revenueSharePct: inv.revenueSharePct,
    band: inv.band,
  };
};

/** Held companies (by value, descending) whose light in column k is at least `from` (2 yellow, 3 red). */
const companiesAtLeast = (side: PortfolioSide, sl: SideLights, k: number, from: number): number[] => {
  const visible = side.hasEmbargoedFunds ? new Set(visibleCompanies(side)) : null;
  const out: number[] = [];
  const base = k * sl.held;
  for (let i = 0; i < sl.held; i++) {
    if (sl.codes[base + i]! < from) continue;
    const c = side.companies[i]!;
    if (!visible || visible.has(c)) out.push(c);
  }
  return out;
};

/**
 * The exclusions watch list (getExclusionsWatchListPdf): every type in which some company of the side is yellow or
 * red, its worst light, the weight of those companies and the companies by weight.
 */
export const exclusionsWatchList = (
  side: PortfolioSide,
  options: { locale?: Locale } = {},
): ExclusionsWatchList => {
  const locale = options.locale ?? 'en-US';
  const table = involvementTable(side.snapshot);
  const items: ExclusionsWatchList['items'] = [];
  const sl = sideLights(side);
  sl.columns.forEach((t, k) => {
    const involved = companiesAtLeast(side, sl, k, LIGHT_CODE.yellow);
    if (involved.length === 0) return;
    const band: TrafficLight = involved.some((c) => lightIn(sl, t, c) === 'red') ? 'red' : 'yellow';
    items.push({
      code: t.type,
      label: labelOf(t.type, locale),
      band,
      weightPct: pctOf(
        side,
        involved.reduce((sum, c) => sum + side.companyValue[c]!, 0),
      ),
      companies: involved.map((c) => involvedCompany(side, t, c)),
    });
  });
  items.sort((a, b) => (a.band === b.band ? b.weightPct - a.weightPct : a.band === 'red' ? -1 : 1));
  const covered = table.hasFile ? side.companies.reduce((s, c) => s + side.companyValue[c]!, 0) : 0;
  return { items, coverage: coverageOf(side, covered) };
};

/**
 * Red companies by weight (each with the types it is red in) and by indicator (getRedCompaniesByWeight,
 * getCompaniesByIndicator), the `top` heaviest of each list (default 5, doc 2 §9).
 */
export const redCompanies = (
  side: PortfolioSide,
  options: { locale?: Locale; top?: number } = {},
): RedCompanies => {
  const locale = options.locale ?? 'en-US';
  const top = options.top ?? TOP_RED_COMPANIES;
  const sl = sideLights(side);
  const columns = sl.columns;
  const companies = visibleCompanies(side);
  const { id, name } = side.snapshot.data.companies;
  // companies are by weight, descending: stop at the `top` first red ones
  const byWeight: RedCompanies['byWeight'] = [];
  for (const c of companies) {
    if (byWeight.length >= top) break;
    const red = columns.filter((t) => lightIn(sl, t, c) === 'red').map((t) => t.type);
    if (red.length > 0)
      byWeight.push({
        companyId: id[c]!,
        name: name[c]!,
        weightPct: pctOf(side, side.companyValue[c]!),
        redIndicators: red,
      });
  }
  const byIndicator = columns
    .map((t, k) => {
      const red = companiesAtLeast(side, sl, k, LIGHT_CODE.red);
      return {
        code: t.type,
        label: labelOf(t.type, locale),
        weightPct: pctOf(
          side,
          red.reduce((s, c) => s + side.companyValue[c]!, 0),
        ),
        companies: red.slice(0, top).map((c) => involvedCompany(side, t, c)),
      };
    })
    .filter((x) => x.companies.length > 0)
    .sort((a, b) => b.weightPct - a.weightPct);
  return { byWeight, byIndicator };
};
