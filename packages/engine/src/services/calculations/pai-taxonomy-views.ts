import {
  DomainError,
  HOLDINGS_PAGE_SIZE,
  type Locale,
  type PaiBasis,
  type PaiCompanyRow,
  type PaiData,
  type PaiDetailPage,
  type PaiDetailSortKey,
  paiFigureById,
  paiItemById,
  paiItemsByTable,
  type TaxonomyPage,
  type TaxonomyRow,
  type TaxonomySortKey,
  type TaxonomySummary,
} from '@esgkit/core';
import { snapshotTaxonomyInputs } from '../../analytics/snapshot-inputs/snapshot-inputs.ts';
import { type PagingQuery, pageRows } from '../../analytics/views/paging.ts';
import type { PortfolioRow } from '../../store/repositories/portfolios.ts';
import { computeTaxonomySummary, paiCompanyRows } from './compute.ts';
import { type CalculationContext, dateOf, type PaiSetNumber, type ViewQuery } from './context.ts';

// The PAI and EU Taxonomy views: the chain's stored results, and the company pages beside them.

/**
 * A page through analytics' pageRows, the orderable columns given as a table of sort keys: one per value of the
 * route's enum in core (`Key`), looked up as own keys only.
 */
const pageBy = <Row, Key extends string>(
  rows: readonly Row[],
  query: PagingQuery,
  spec: {
    perPage: number;
    orderBy: NoInfer<Key>;
    keys: Record<Key, (row: Row) => string | number | null | undefined>;
    find: (row: Row) => readonly (string | null | undefined)[];
  },
) =>
  pageRows(rows, query, {
    perPage: spec.perPage,
    orderBy: spec.orderBy,
    order: 'desc',
    sortKey: (row, orderBy) => (Object.hasOwn(spec.keys, orderBy) ? spec.keys[orderBy as Key](row) : null),
    findText: spec.find,
    orderable: (orderBy) => Object.hasOwn(spec.keys, orderBy),
  });

export const createPaiTaxonomyViews = (ctx: CalculationContext) => {
  const { load, read, readOrCompute, sideOf, memoized } = ctx;
  return {
    /** A PAI table as stored by the chain, its labels in the reader's language (the chain ran in its caller's). */
    async pai(
      row: PortfolioRow,
      set: PaiSetNumber,
      basis: PaiBasis,
      locale: Locale = 'en-US',
    ): Promise<PaiData> {
      const l = await load(row);
      const data = await read<Record<PaiBasis, PaiData>>(l, `pai-${set}`);
      if (!data) throw new DomainError('unavailableWhilePaiCalculates');
      const table = data[basis];
      return {
        ...table,
        indicators: table.indicators.map((indicator) => ({
          ...indicator,
          label: paiItemById(indicator.code)?.name[locale] ?? indicator.label,
          metrics: indicator.metrics.map((m) => ({
            ...m,
            label: paiFigureById(m.code)?.name[locale] ?? m.label,
          })),
        })),
      };
    },

    // every company's row of every metric is built for a page; paging back and the PDF read it from the memo
    paiDetail: memoized(
      'paiDetail',
      async (
        row: PortfolioRow,
        set: PaiSetNumber,
        query: ViewQuery,
        locale: Locale,
      ): Promise<PaiDetailPage> => {
        const l = await load(row);
        if ((await read(l, `pai-${set}`)) === undefined)
          throw new DomainError('unavailableWhilePaiCalculates');
        const side = sideOf(l, query.benchmark ? l.portfolio.benchmark : l.portfolio.portfolio, dateOf(l));
        const rows = paiCompanyRows(l, side, set);
        const columns = paiItemsByTable(set)
          .flatMap((item) => item.figures)
          .map((f) => ({ code: f.id, label: paiFigureById(f.id)?.name[locale] ?? f.id, unit: f.unit }));
        const page = pageBy<PaiCompanyRow, PaiDetailSortKey>(rows, query, {
          perPage: HOLDINGS_PAGE_SIZE,
          orderBy: 'value',
          keys: { value: (r) => r.valueEur, weight: (r) => r.weightPct, name: (r) => r.name },
          find: (r) => [r.name, r.companyId],
        });
        return { ...page, set, columns };
      },
    ),

    async taxonomySummary(row: PortfolioRow): Promise<TaxonomySummary> {
      const l = await load(row);
      return readOrCompute(l, 'taxonomy', () => computeTaxonomySummary(ctx, l));
    },

    /**
     * EU Taxonomy by company: each company's KPIs as the calculation uses them (the taxonomy port: latest fiscal
     * year ≤ the date's year, the company rules of sfdr-pai-and-taxonomy.md §7), with its weight in the side.
     */
    async taxonomyPage(row: PortfolioRow, query: ViewQuery): Promise<TaxonomyPage> {
      const l = await load(row);
      await readOrCompute(l, 'taxonomy', () => computeTaxonomySummary(ctx, l));
      const date = dateOf(l);
      const side = sideOf(l, query.benchmark ? l.portfolio.benchmark : l.portfolio.portfolio, date);
      const { snapshot } = l;
      const port = snapshotTaxonomyInputs(snapshot, date);
      const total = side.exposure.totalValueEur;
      const { index, valueEur } = side.exposure.companies;
      const figure = (x: number) => (Number.isNaN(x) ? null : x);
      const rows: TaxonomyRow[] = [];
      for (let k = 0; k < index.length; k++) {
        const c = index[k]!;
        const share = (kpi: number) => ({
          eligiblePct: figure(port.eligiblePct[c * 3 + kpi]!),
          alignedPct: figure(port.alignedPct[c * 3 + kpi]!),
        });
        const fiscalYear = port.fiscalYear[c]!;
        rows.push({
          companyId: snapshot.data.companies.id[c]!,
          name: snapshot.data.companies.name[c]!,
          country: snapshot.data.companies.country[c] ?? null,
          sector: snapshot.data.companies.sector[c] ?? null,
          weightPct: total > 0 ? (100 * valueEur[k]!) / total : 0,
          turnover: share(0),
          capex: share(1),
          opex: share(2),
          fiscalYear: fiscalYear > 0 ? fiscalYear : null,
          isEstimated: [0, 1, 2].some((kpi) => port.estimated[c * 3 + kpi] === 1),
        });
      }
      return pageBy<TaxonomyRow, TaxonomySortKey>(rows, query, {
        perPage: HOLDINGS_PAGE_SIZE,
        orderBy: 'weight',
        keys: {
          weight: (r) => r.weightPct,
          name: (r) => r.name,
          turnover: (r) => r.turnover.alignedPct,
          capex: (r) => r.capex.alignedPct,
          opex: (r) => r.opex.alignedPct,
        },
        find: (r) => [r.name, r.companyId, r.country, r.sector],
      });
    },
  };
};
