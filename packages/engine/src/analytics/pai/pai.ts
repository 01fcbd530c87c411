import {
  type Locale,
  type PaiAssetType,
  type PaiBasis,
  type PaiCalculationClass,
  type PaiCatalogueFigure,
  type PaiCatalogueItem,
  type PaiFigure,
  type PaiIndicator,
  type PaiTableNumber,
  paiItems,
} from '@esgkit/core';
import type { Exposure } from '../exposure/exposure.ts';
import type { Accumulator } from './accumulator.ts';
import type { CompanyFactsInputs, CountryFactsInputs } from './inputs.ts';
import { type PaiKernel, paiKernelFor } from './kernel-for.ts';
import { type KernelContext, runKernel } from './kernels.ts';

// SFDR principal adverse impacts over a looked-through exposure: RTS (Delegated Regulation (EU) 2022/1288) Annex I,
// Tables 1–3, computed by the calculation classes of sfdr-pai-and-taxonomy.md §3 with the rules of §5. The
// indicator list, classes and input columns come from core's PAI catalogue; kernel-for.ts says how each kind of
// per-holding value is formed (the "kernel"), kernels.ts computes each one, and this file aggregates it by class.

export { type PaiKernel, paiKernelFor };

interface Plan {
  item: PaiCatalogueItem;
  figure: PaiCatalogueFigure;
  kernel: PaiKernel;
}

const plans: readonly Plan[] = paiItems.flatMap((item) =>
  item.figures.map((figure) => ({ item, figure, kernel: paiKernelFor(item, figure) })),
);

/** Extra facts about a figure that the core schema does not carry (see docs/methodology.md). */
export interface PaiFigureDetails {
  /** the class numerator before division (Σ AF·x, Σ v·r, Σ flagged v …) */
  numerator: number;
  /** the denominator in EUR (V, Σ_C v), or null for classes A and F */
  denominatorEur: number | null;
}

/** One computed PAI figure: the core schema's `PaiFigure` plus where it sits in the catalogue. */
export interface PaiFigureResult {
  /** catalogue figure id, e.g. `t1_1_scope1` */
  id: string;
  /** catalogue indicator id, e.g. `t1_1` */
  itemId: string;
  table: PaiTableNumber;
  number: number;
  calculationClass: PaiCalculationClass;
  assetType: PaiAssetType;
  figure: PaiFigure;
  details: PaiFigureDetails;
}

export interface PaiResult {
  basis: PaiBasis;
  /** calculation date, yyyy-mm-dd, when given */
  asOf: string | null;
  totalValueEur: number;
  figures: PaiFigureResult[];
}

export interface PaiInputs {
  facts: CompanyFactsInputs;
  /** countries.csv; without it, sovereign figures are "no data" when there is sovereign exposure */
  countries?: CountryFactsInputs;
}

export interface ComputePaiOptions {
  /** tables to compute; all three by default */
  table?: PaiTableNumber | readonly PaiTableNumber[];
  /** sfdr-pai-and-taxonomy.md §5.1: `all` (RTS literal, default) or `covered` (vendor convention) */
  basis?: PaiBasis;
  asOf?: string;
  /** only the figure of this catalogue id (`t1_2`): explain needs one figure, not its table (issue 31) */
  figure?: string;
}

/**
 * Every PAI figure of the requested tables over one exposure (RTS Annex I; sfdr-pai-and-taxonomy.md §3–§5).
 * @example computePai(computeExposure(universe, portfolio), { facts, countries }, { table: 1, basis: 'all' })
 */
export const computePai = (
  exposure: Exposure,
  inputs: PaiInputs,
  options: ComputePaiOptions = {},
): PaiResult => {
  const basis = options.basis ?? 'all';
  const tables = options.table === undefined ? [1, 2, 3] : [options.table].flat();
  const figures: PaiFigureResult[] = [];
  const context: KernelContext = { sectionValueEur: null };
  for (const plan of plans) {
    if (!tables.includes(plan.item.table)) continue;
    if (options.figure !== undefined && plan.figure.id !== options.figure) continue;
    const acc = runKernel(plan.kernel, exposure, inputs, context);
    figures.push(finish(plan, acc, exposure, basis));
  }
  return { basis, asOf: options.asOf ?? null, totalValueEur: exposure.totalValueEur, figures };
};

/** A figure by catalogue id, e.g. `t1_2`. */
export const paiFigureResultById = (result: PaiResult, id: string): PaiFigureResult | undefined =>
  result.figures.find((f) => f.id === id);

const clampPct = (x: number): number => (x > 100 ? 100 : x < 0 ? 0 : x);

const finish = (plan: Plan, acc: Accumulator, exposure: Exposure, basis: PaiBasis): PaiFigureResult => {
  const { item, figure } = plan;
  const V = exposure.totalValueEur;
  const assetValue =
    item.assetType === 'investee_company'
      ? exposure.corporateValueEur
      : item.assetType === 'sovereign'
        ? exposure.sovereignValueEur
        : 0;
  const eligible = acc.eligible ?? assetValue;
  // sfdr-pai-and-taxonomy.md §5.3: not_applicable without exposure of the asset type, no_data without coverage
  const status = !(eligible > 0) ? 'not_applicable' : !(acc.covered > 0) ? 'no_data' : 'ok';
  const cls = item.calculationClass;
  // §3: classes B, C and D divide by V, or by Σ_C v on the covered basis (§5.1); E and G always by Σ_C v
  const rebased = cls === 'B' || cls === 'C' || cls === 'D';
  const denominator = cls === 'A' || cls === 'F' ? null : rebased && basis === 'all' ? V : acc.covered;
  let value: number | null = null;
  if (status === 'ok') {
    if (denominator === null) value = acc.num;
    else if (cls === 'B') value = acc.num / (denominator / 1e6);
    else if (cls === 'D') value = (100 * acc.num) / denominator;
    else value = acc.num / denominator;
  }
  const hasYears = acc.fyMax > 0;
  return {
    id: figure.id,
    itemId: item.id,
    table: item.table,
    number: item.number,
    calculationClass: cls,
    assetType: item.assetType,
    figure: {
      value,
      status,
      unit: figure.unit,
      basis,
      coverage: {
        pct: V > 0 ? clampPct((100 * acc.covered) / V) : 0,
        coveredValueEur: acc.covered,
        estimatedPct: acc.covered > 0 ? clampPct((100 * acc.estimated) / acc.covered) : 0,
      },
      totalValueEur: V,
      eligibleValueEur: eligible,
      fiscalYear: hasYears ? acc.fyMax : null,
      fiscalYearFrom: hasYears ? acc.fyMin : null,
    },
    details: {
      numerator: acc.num,
      denominatorEur: denominator,
    },
  };
};

/**
 * The figures grouped as core's `PaiIndicator` list (one per catalogue item, one metric per figure), with the
 * benchmark's figure beside the portfolio's. Labels in `locale`.
 */
export const toPaiIndicators = (
  portfolio: PaiResult,
  benchmark: PaiResult | null,
  locale: Locale = 'en-US',
): PaiIndicator[] => {
  const out: PaiIndicator[] = [];
  const byItem = new Map<string, PaiIndicator>();
  for (const f of portfolio.figures) {
    const plan = plans.find((p) => p.figure.id === f.id)!;
    let indicator = byItem.get(f.itemId);
    if (!indicator) {
      indicator = {
        table: f.table,
        number: f.number,
        code: f.itemId,
        label: plan.item.name[locale],
        metrics: [],
      };
      byItem.set(f.itemId, indicator);
      out.push(indicator);
    }
    indicator.metrics.push({
      code: f.id,
      label: plan.figure.name[locale],
      portfolio: f.figure,
      benchmark: benchmark ? (paiFigureResultById(benchmark, f.id)?.figure ?? null) : null,
    });
  }
  return out;
};
