import type { PaiCatalogueFigure, PaiCatalogueItem } from '@esgkit/core';
import { attributionFactor, perMillionInvested } from './attribution.ts';
import { paiKernelFor } from './pai.ts';

const EVIC = 'evic_eur';
const REVENUE = 'revenue_eur';
const MILLION = 1e6;

/** A company's facts of one fiscal year: a column's value, NaN when not reported. */
export type FactsOf = (column: string) => number;

const sumOf = (columns: readonly string[], facts: FactsOf): number =>
  columns.reduce((sum, column) => sum + facts(column), 0);

/**
 * One investee company's figure for a PAI indicator, in the indicator's own unit, so the detail table's rows read
 * against the portfolio's figure (sfdr-pai-and-taxonomy.md §5; docs/methodology.md "PAI by company"):
 * - class A (financed amounts): the holding's share, AF · x with AF = min(v / EVIC, 1) — the rows add up to the
 *   portfolio's figure;
 * - class B (per million euros invested): AF · x / (v / 10⁶), what each invested million finances (x / EVIC · 10⁶
 *   below the cap);
 * - per revenue (class C, E): x / (revenue / 10⁶), the company's own intensity (PAI 6: in its NACE section only);
 * - flags (class D, a share of investments): 100 or 0, the share of this holding in such companies;
 * - averages, shares and plain sums: the reported value itself;
 * - the figures with a shape of their own (energy mix, board diversity, chemicals, countries, green bonds): the
 *   first reported column other than EVIC and revenue.
 * NaN (shown as "no data") when an input is missing or a denominator is not positive; never 0 for missing data.
 */
export const companyPaiValue = (
  item: PaiCatalogueItem,
  figure: PaiCatalogueFigure,
  company: { facts: FactsOf; holdingValueEur: number; naceSection: string | null },
): number => {
  const { facts, holdingValueEur } = company;
  const kernel = paiKernelFor(item, figure);
  switch (kernel.kind) {
    case 'attributed': {
      const evic = facts(EVIC);
      // optional inputs (radioactive waste beside hazardous waste) count when reported, as in the portfolio figure
      const x = sumOf(kernel.columns, facts) + sumOf(kernel.optional, (c) => facts(c) || 0);
      if (!(evic > 0) || Number.isNaN(x)) return Number.NaN;
      return item.calculationClass === 'A'
        ? attributionFactor(holdingValueEur, evic) * x
        : perMillionInvested(x, holdingValueEur, evic);
    }
    case 'perRevenue': {
      // PAI 6 per NACE section: a company of another section has no figure in that column
      if (kernel.section > 0 && company.naceSection !== String.fromCharCode(kernel.section))
        return Number.NaN;
      const revenue = facts(REVENUE);
      const x = sumOf(kernel.columns, facts);
      return revenue > 0 ? x / (revenue / MILLION) : Number.NaN;
    }
    case 'flag': {
      // a share of investments (class D) reads per company as the share of its holding in such companies: 100 or 0
      const flag = facts(kernel.column);
      return figure.unit === 'percent' ? flag * 100 : flag;
    }
    case 'average':
    case 'shareOfConsumption':
    case 'plainSum':
      return facts(kernel.column);
    case 'notApplicable':
      return Number.NaN;
    default: {
      const column = figure.inputs.find(
        (i) => i.file === 'company_facts' && i.column !== EVIC && i.column !== REVENUE,
      )?.column;
      return column === undefined ? Number.NaN : facts(column);
    }
  }
};
