import {
  type ControversyColumn,
  type ControversyData,
  type ControversyRow,
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

const involvementOf = (side: PortfolioSide, t: TypeInvolvement, c: number): Involvement => {
  const table = involvementTable(side.snapshot);
  const r = t.revenueSharePct[c]!;
  const o = t.ownershipPct[c]!;
  return {
    revenueSharePct: Number.isNaN(r) ? null : r,
    ownershipPct: Number.isNaN(o) ? null : o,
    band: companyLight(table, t, c),
  };
};

const columnSummary = (side: PortfolioSide, t: TypeInvolvement, locale: Locale): ControversyColumn => {
  const table = involvementTable(side.snapshot);
  const sums = { green: 0, yellow: 0, red: 0 };
  for (const c of side.companies) {
    const light = companyLight(table, t, c);
    if (light) sums[light] += side.companyValue[c]!;
  }
  return {
    code: t.type,
    label: labelOf(t.type, locale),
    kind: t.kind === 'controversy' ? 'controversy' : 'exclusion',
    greenPct: pctOfTotal(side, sums.green),
    yellowPct: pctOfTotal(side, sums.yellow),
    redPct: pctOfTotal(side, sums.red),
    coverage: coverageOf(side, sums.green + sums.yellow + sums.red),
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

const rowOrderKeys: Record<string, (r: ControversyRow) => string | number | null> = {
  weight: (r) => r.weightPct,
  name: (r) => r.name,
};

/** The controversy table: columns with their bands, and one page of companies by weight (descending). */
export const controversyView = (
  side: PortfolioSide,
  query: PagingQuery = {},
  options: { locale?: Locale } = {},
): ControversyData => {
  const locale = options.locale ?? 'en-US';
  const columns = columnsOf(side);
  const { companies } = side.snapshot.data;
  const rows: ControversyRow[] = visibleCompanies(side).map((c) => ({
    companyId: companies.id[c]!,
    name: companies.name[c]!,
    weightPct: pctOfTotal(side, side.companyValue[c]!),
    values: Object.fromEntries(columns.map((t) => [t.type, involvementOf(side, t, c)])),
  }));
  const { data, ...paging } = pageRows(rows, query, {
    perPage: HOLDINGS_PAGE_SIZE,
    orderBy: 'weight',
    order: 'desc',
    orderable: (k) => k in rowOrderKeys || columns.some((t) => t.type === k),
    sortKey: (r, k) => rowOrderKeys[k]?.(r) ?? r.values[k]?.revenueSharePct ?? null,
    findText: (r) => [r.name, r.companyId],
  });
  return { results: data, columns: columns.map((t) => columnSummary(side, t, locale)), paging };
};

const involvedCompany = (side: PortfolioSide, t: TypeInvolvement, c: number): InvolvedCompany => {
  const inv = involvementOf(side, t, c);
  return {
    companyId: side.snapshot.data.companies.id[c]!,
    name: side.snapshot.data.companies.name[c]!,
    weightPct: pctOfTotal(side, side.companyValue[c]!),
    revenueSharePct: inv.revenueSharePct,
    band: inv.band,
  };
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
  const companies = visibleCompanies(side);
  const items: ExclusionsWatchList['items'] = [];
  for (const t of columnsOf(side)) {
    const involved = companies.filter((c) => {
      const light = companyLight(table, t, c);
      return light === 'yellow' || light === 'red';
    });
    if (involved.length === 0) continue;
    const band: TrafficLight = involved.some((c) => companyLight(table, t, c) === 'red') ? 'red' : 'yellow';
    items.push({
      code: t.type,
      label: labelOf(t.type, locale),
      band,
      weightPct: pctOfTotal(
        side,
        involved.reduce((s, c) => s + side.companyValue[c]!, 0),
      ),
      companies: involved.map((c) => involvedCompany(side, t, c)),
    });
  }
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
  const table = involvementTable(side.snapshot);
  const columns = columnsOf(side);
  const companies = visibleCompanies(side);
  const { id, name } = side.snapshot.data.companies;
  const byWeight = companies
    .map((c) => ({ c, red: columns.filter((t) => companyLight(table, t, c) === 'red').map((t) => t.type) }))
    .filter((x) => x.red.length > 0)
    .slice(0, top)
    .map(({ c, red }) => ({
      companyId: id[c]!,
      name: name[c]!,
      weightPct: pctOfTotal(side, side.companyValue[c]!),
      redIndicators: red,
    }));
  const byIndicator = columns
    .map((t) => {
      const red = companies.filter((c) => companyLight(table, t, c) === 'red');
      return {
        code: t.type,
        label: labelOf(t.type, locale),
        weightPct: pctOfTotal(
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
