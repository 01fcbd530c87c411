import {
  type TaxonomyKpi,
  type TaxonomyKpiSummary,
  type TaxonomyObjective,
  type TaxonomyShare,
  type TaxonomySide,
  type TaxonomySummary,
  taxonomyKpis,
  taxonomyObjectives,
} from '@esgkit/core';
import type { Exposure } from '../exposure/exposure.ts';
import { TAXONOMY_KPI_COUNT, TAXONOMY_OBJECTIVE_COUNT, type TaxonomyInputs } from './inputs.ts';

/** Per-KPI figures the core schema does not carry (see docs/methodology.md, "EU Taxonomy"). */
export interface TaxonomyKpiDetails {
  /** Σ aligned value in EUR, EU green bonds included (corporate and sovereign) */
  alignedValueEur: number;
  eligibleValueEur: number;
  /** V and V − V_sov, the two denominators */
  denominatorIncludingEur: number;
  denominatorExcludingEur: number;
  /** EU green bonds held, in percent of V (in the aligned and eligible shares in full) */
  euGreenBondPct: number | null;
  /** covered value resting on reported figures and on estimates, in percent of V */
  reportedPct: number;
  estimatedPct: number;
  /** coverage over V − V_sov */
  coverageExcludingSovereignsPct: number | null;
  fiscalYearFrom: number | null;
  fiscalYearTo: number | null;
}

export interface TaxonomyResult {
  /** core's `TaxonomySide` (turnover, capex, opex) */
  side: TaxonomySide;
  details: Record<TaxonomyKpi, TaxonomyKpiDetails>;
}

/** A portfolio share above its eligible share: the company rule makes it impossible, so this is a defect. */
export class TaxonomyInvariantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TaxonomyInvariantError';
  }
}

const pct = (num: number, den: number): number | null => (den > 0 ? (100 * num) / den : null);
const clamp = (x: number): number => (x > 100 ? 100 : x < 0 ? 0 : x);

/**
 * Eligible and aligned shares of a portfolio per KPI (RTS Art. 17; sfdr-pai-and-taxonomy.md §7):
 * aligned_k = 100 · [Σ_i (v_i − g_i) · aligned_k,i / 100 + Σ g] / V, g = EU green bonds (aligned and eligible in
 * full), with V (including sovereigns) and V − V_sov (excluding sovereign exposures, sovereign green bonds left
 * out). A company without a figure counts as 0 % aligned (§5.2 exception: alignment must be demonstrated).
 * Shares per objective use V and exclude green bonds (their objective is not in the dataset).
 */
export const computeTaxonomy = (exposure: Exposure, taxonomy: TaxonomyInputs): TaxonomyResult => {
  const V = exposure.totalValueEur;
  const Vex = V - exposure.sovereignValueEur;
  const sovereignGreen = exposure.sovereignEuGreenBondValueEur;
  const { index, valueEur, euGreenBondValueEur } = exposure.companies;
  const side = {} as Record<TaxonomyKpi, TaxonomyKpiSummary>;
  const details = {} as Record<TaxonomyKpi, TaxonomyKpiDetails>;
  // local copies: imported bindings can be getters under a module runner (vitest), too slow in the loops below
  const KPIS = TAXONOMY_KPI_COUNT;
  const OBJECTIVES = TAXONOMY_OBJECTIVE_COUNT;
  const objectiveEligible = new Float64Array(OBJECTIVES);
  const objectiveAligned = new Float64Array(OBJECTIVES);
  for (let k = 0; k < KPIS; k++) {
    let aligned = 0;
    let eligible = 0;
    let covered = 0;
    let estimated = 0;
    let corporateGreen = 0;
    const parts = [0, 0, 0, 0];
    const partSeen = [false, false, false, false];
    const partColumns = [
      taxonomy.enablingPct,
      taxonomy.transitionalPct,
      taxonomy.fossilGasPct,
      taxonomy.nuclearPct,
    ];
    objectiveEligible.fill(0);
    objectiveAligned.fill(0);
    let fyMin = 32767;
    let fyMax = 0;
    for (let i = 0; i < index.length; i++) {
      const c = index[i]!;
      const g = euGreenBondValueEur[i]!;
      corporateGreen += g;
      const rest = valueEur[i]! - g;
      const ck = c * KPIS + k;
      const a = taxonomy.alignedPct[ck]!;
      if (Number.isNaN(a)) continue;
      const e = taxonomy.eligiblePct[ck]!;
      aligned += (rest * a) / 100;
      eligible += (rest * e) / 100;
      covered += rest;
      if (taxonomy.estimated[ck] === 1) estimated += rest;
      for (let p = 0; p < 4; p++) {
        const x = partColumns[p]![ck]!;
        if (!Number.isNaN(x)) {
          parts[p]! += (rest * x) / 100;
          partSeen[p] = true;
        }
      }
      const base = ck * OBJECTIVES;
      for (let o = 0; o < OBJECTIVES; o++) {
        const oe = taxonomy.objectiveEligiblePct[base + o]!;
        const oa = taxonomy.objectiveAlignedPct[base + o]!;
        if (!Number.isNaN(oe)) objectiveEligible[o]! += (rest * oe) / 100;
        if (!Number.isNaN(oa)) objectiveAligned[o]! += (rest * oa) / 100;
      }
      const y = taxonomy.fiscalYear[c]!;
      if (y > 0) {
        if (y < fyMin) fyMin = y;
        if (y > fyMax) fyMax = y;
      }
    }
    // EU green bonds count in full as aligned (and so eligible); they carry a figure, so they are covered.
    const alignedIncluding = aligned + corporateGreen + sovereignGreen;
    const eligibleIncluding = eligible + corporateGreen + sovereignGreen;
    const alignedExcluding = aligned + corporateGreen;
    const eligibleExcluding = eligible + corporateGreen;
    const coveredIncluding = covered + corporateGreen + sovereignGreen;
    const coveredExcluding = covered + corporateGreen;
    // sfdr-pai-and-taxonomy.md §7: aligned ≤ eligible at portfolio level follows from the company rule; assert it
    const slack = 1e-9 * Math.max(1, eligibleIncluding);
    if (alignedIncluding > eligibleIncluding + slack || alignedExcluding > eligibleExcluding + slack) {
      throw new TaxonomyInvariantError(`taxonomy ${taxonomyKpis[k]}: aligned above eligible`);
    }
    const share = (a: number, e: number, den: number): TaxonomyShare => ({
      eligiblePct: pct(e, den),
      alignedPct: pct(a, den),
    });
    const byObjective = {} as Record<TaxonomyObjective, TaxonomyShare>;
    taxonomyObjectives.forEach((objective, o) => {
      byObjective[objective] = share(objectiveAligned[o]!, objectiveEligible[o]!, V);
    });
    const partPct = (p: number): number | null => (partSeen[p] ? pct(parts[p]!, V) : null);
    const kpi = taxonomyKpis[k]!;
    side[kpi] = {
      includingSovereigns: share(alignedIncluding, eligibleIncluding, V),
      excludingSovereigns: share(alignedExcluding, eligibleExcluding, Vex),
      byObjective,
      enablingPct: partPct(0),
      transitionalPct: partPct(1),
      fossilGasPct: partPct(2),
      nuclearPct: partPct(3),
      coverage: {
        pct: V > 0 ? clamp((100 * coveredIncluding) / V) : 0,
        coveredValueEur: coveredIncluding,
        estimatedPct: coveredIncluding > 0 ? clamp((100 * estimated) / coveredIncluding) : 0,
      },
      // the same over V − V_sov: sovereign green bonds left out, as in the excluding shares
      coverageExcludingSovereigns: {
        pct: Vex > 0 ? clamp((100 * coveredExcluding) / Vex) : 0,
        coveredValueEur: coveredExcluding,
        estimatedPct: coveredExcluding > 0 ? clamp((100 * estimated) / coveredExcluding) : 0,
      },
    };
    details[kpi] = {
      alignedValueEur: alignedIncluding,
      eligibleValueEur: eligibleIncluding,
      denominatorIncludingEur: V,
      denominatorExcludingEur: Vex,
      euGreenBondPct: pct(corporateGreen + sovereignGreen, V),
      reportedPct: V > 0 ? clamp((100 * (coveredIncluding - estimated)) / V) : 0,
      estimatedPct: V > 0 ? clamp((100 * estimated) / V) : 0,
      coverageExcludingSovereignsPct: Vex > 0 ? clamp((100 * coveredExcluding) / Vex) : null,
      fiscalYearFrom: fyMax > 0 ? fyMin : null,
      fiscalYearTo: fyMax > 0 ? fyMax : null,
    };
  }
  return { side: side as TaxonomySide, details };
};

/** Core's `TaxonomySummary`: the portfolio's side and the benchmark's, computed the same way (§9). */
export const toTaxonomySummary = (
  portfolio: TaxonomyResult,
  benchmark: TaxonomyResult | null,
): TaxonomySummary => ({ portfolio: portfolio.side, benchmark: benchmark?.side ?? null });
