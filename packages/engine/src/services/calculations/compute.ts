import {
  type Holdings,
  type Locale,
  type PaiBasis,
  type PaiCompanyRow,
  type PaiData,
  type PaiQuarterly,
  paiItemsByTable,
  type TaxonomySummary,
} from '@esgkit/core';
import { companyPaiValue } from '../../analytics/pai/company-value.ts';
import {
  type ComputePaiOptions,
  computePai,
  type PaiResult,
  toPaiIndicators,
} from '../../analytics/pai/pai.ts';
import { paiQuarterEndDates } from '../../analytics/pai/statement.ts';
import { buildValuePath } from '../../analytics/performance/value-path.ts';
import {
  performancePortfolioOf,
  resolveHoldings,
  snapshotFxTable,
  snapshotPaiInputs,
  snapshotTaxonomyInputs,
} from '../../analytics/snapshot-inputs/snapshot-inputs.ts';
import { computeTaxonomy } from '../../analytics/taxonomy/taxonomy.ts';
import type { PortfolioSide } from '../../analytics/views/side.ts';
import {
  type CalculationContext,
  dateOf,
  type Loaded,
  type PaiSetNumber,
  type ValuePaths,
} from './context.ts';

// What the chain steps compute (spec doc 1 §4, doc 2 §4); the views read it back, or compute it when it is missing.

const PAI_TOP_COMPANIES = 10;

export interface PaiQuarterResult {
  date: string;
  results: Record<PaiBasis, PaiResult>;
}

export const computeProvider = (l: Loaded) => {
  const p = resolveHoldings(l.snapshot, l.portfolio.portfolio);
  const b = l.hasBenchmark ? resolveHoldings(l.snapshot, l.portfolio.benchmark) : null;
  return {
    date: dateOf(l),
    unknownInputs: [...p.unknownInputs, ...(b?.unknownInputs ?? [])],
    resolvedItems: p.items.length - p.unknownInputs.length,
  };
};

export const computeValuePaths = (l: Loaded): ValuePaths => {
  const fx = snapshotFxTable(l.snapshot);
  const path = (holdings: Holdings) =>
    buildValuePath(
      performancePortfolioOf(l.snapshot, resolveHoldings(l.snapshot, holdings), {
        investmentDay: l.portfolio.investmentDay,
        investmentAmountEur: l.portfolio.investmentAmount,
      }),
      fx,
    );
  const p = path(l.portfolio.portfolio);
  const b = l.hasBenchmark ? path(l.portfolio.benchmark) : null;
  return {
    portfolio: { days: [...p.days], values: [...p.values] },
    benchmark: b ? { days: [...b.days], values: [...b.values] } : null,
    warnings: [...p.warnings, ...(b?.warnings ?? [])].map((w) => w.kind),
  };
};

export const computeTaxonomySummary = (ctx: CalculationContext, l: Loaded): TaxonomySummary => {
  const date = dateOf(l);
  const inputs = snapshotTaxonomyInputs(l.snapshot, date);
  const p = computeTaxonomy(ctx.sideOf(l, l.portfolio.portfolio, date).exposure, inputs);
  const b = l.hasBenchmark
    ? computeTaxonomy(ctx.sideOf(l, l.portfolio.benchmark, date).exposure, inputs)
    : null;
  return { portfolio: p.side, benchmark: b?.side ?? null };
};

const referenceYearOf = (l: Loaded): number => {
  // The latest complete calendar year on the dataset (RTS Art. 6(3): the statement covers 1 Jan – 31 Dec).
  const asOf = l.snapshot.manifest.asOf;
  const year = Number(asOf.slice(0, 4));
  return asOf.endsWith('-12-31') ? year : year - 1;
};

const paiOn = (
  ctx: CalculationContext,
  l: Loaded,
  holdings: Holdings,
  date: string,
  set: PaiSetNumber,
  basis: PaiBasis,
): PaiResult => {
  const side = ctx.sideOf(l, holdings, date);
  const opts: ComputePaiOptions = { table: set, basis, asOf: date };
  return computePai(side.exposure, snapshotPaiInputs(l.snapshot, date), opts);
};

export const computeQuarter = (
  ctx: CalculationContext,
  l: Loaded,
  set: PaiSetNumber,
  quarter: number,
): PaiQuarterResult => {
  const date = paiQuarterEndDates(referenceYearOf(l))[quarter - 1]!;
  return {
    date,
    results: {
      all: paiOn(ctx, l, l.portfolio.portfolio, date, set, 'all'),
      covered: paiOn(ctx, l, l.portfolio.portfolio, date, set, 'covered'),
    },
  };
};

/** The company rows of a PAI set: each investee company's figure of every metric, in the metric's unit. */
export const paiCompanyRows = (
  l: Loaded,
  side: PortfolioSide,
  set: PaiSetNumber,
  limit = Number.POSITIVE_INFINITY,
): PaiCompanyRow[] => {
  const { snapshot } = l;
  const year = side.year;
  const figures = paiItemsByTable(set).flatMap((item) => item.figures.map((figure) => ({ item, figure })));
  const total = side.exposure.totalValueEur;
  const { index, valueEur } = side.exposure.companies;
  const ids = snapshot.data.companies.id;
  // The order first (value, then id), the figures only for the rows kept.
  const order = Array.from(index.keys())
    .sort((a, b) => valueEur[b]! - valueEur[a]! || ids[index[a]!]!.localeCompare(ids[index[b]!]!))
    .slice(0, limit);
  const rows: PaiCompanyRow[] = [];
  for (const k of order) {
    const c = index[k]!;
    const facts = snapshot.latestCompanyFacts(c, year);
    const values: Record<string, number | null> = {};
    let isEstimated = false;
    const company = {
      facts: (column: string) => facts?.value(column) ?? Number.NaN,
      holdingValueEur: valueEur[k]!,
      naceSection: snapshot.data.companies.nace[c] ?? null,
    };
    for (const { item, figure } of figures) {
      const v = companyPaiValue(item, figure, company);
      values[figure.id] = Number.isNaN(v) ? null : v;
      if (facts && figure.inputs.some((i) => i.file === 'company_facts' && facts.isEstimated(i.column)))
        isEstimated = true;
    }
    rows.push({
      companyId: snapshot.data.companies.id[c]!,
      name: snapshot.data.companies.name[c]!,
      weightPct: total > 0 ? (100 * valueEur[k]!) / total : 0,
      valueEur: valueEur[k]!,
      values,
      fiscalYear: facts?.year ?? null,
      isEstimated,
    });
  }
  return rows.sort((a, b) => b.valueEur - a.valueEur || a.companyId.localeCompare(b.companyId));
};

export const assemblePai = (
  ctx: CalculationContext,
  l: Loaded,
  set: PaiSetNumber,
  quarters: PaiQuarterResult[],
  basis: PaiBasis,
  locale: Locale,
): PaiData => {
  const date = dateOf(l);
  const p = paiOn(ctx, l, l.portfolio.portfolio, date, set, basis);
  const b = l.hasBenchmark ? paiOn(ctx, l, l.portfolio.benchmark, date, set, basis) : null;
  const quarterly: PaiQuarterly[] = p.figures.map((f) => ({
    number: f.number,
    code: f.id,
    values: quarters.map((q, i) => {
      const found = q.results[basis].figures.find((g) => g.id === f.id);
      return { number: i + 1, date: q.date, ...(found?.figure ?? f.figure) };
    }),
  }));
  const side = ctx.sideOf(l, l.portfolio.portfolio, date);
  return {
    set,
    basis,
    referenceYear: referenceYearOf(l),
    minimumYear: Number(l.portfolio.investmentDay.slice(0, 4)),
    indicators: toPaiIndicators(p, b, locale),
    quarterly,
    companies: paiCompanyRows(l, side, set, PAI_TOP_COMPANIES),
  };
};
