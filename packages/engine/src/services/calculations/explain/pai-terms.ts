import type {
  PaiCatalogueFigure,
  PaiCatalogueItem,
  TraceExclusion,
  TraceTerm,
  TraceValue,
} from '@esgkit/core';
import type { Exposure, ExposureByEntity } from '../../../analytics/exposure/exposure.ts';
import {
  SECURITY_CORPORATE_BOND,
  SECURITY_EQUITY,
  SECURITY_SOVEREIGN_BOND,
} from '../../../analytics/exposure/universe.ts';
import { EVIC, type PaiKernel, REVENUE } from '../../../analytics/pai/kernel-for.ts';
import { runKernel } from '../../../analytics/pai/kernels.ts';
import type { PaiInputs } from '../../../analytics/pai/pai.ts';
import type { PortfolioSide } from '../../../analytics/views/side.ts';
import type { Routes } from './routes.ts';

// The rows of one PAI figure: each investee company (or country, or security for the green-bond figures) with its
// numerator part, and the rows left out. A row's part is the figure's own kernel (analytics/pai/kernels.ts) run on
// an exposure holding that row alone: every kernel is a sum over holdings, so the parts add up to the kernel's
// numerator and no rule of the calculation is written a second time here.

/** A row before it is scaled to the figure: the kernel's numerator part and what made it. */
export interface RawTerm extends Omit<TraceTerm, 'term'> {
  numerator: number;
}

/** A row with its term, field by field (a rest/spread copy of 20,000 rows is most of an explain request). */
export const termOf = (raw: RawTerm, term: number): TraceTerm => ({
  key: raw.key,
  name: raw.name,
  weightPct: raw.weightPct,
  valueEur: raw.valueEur,
  path: raw.path,
  inputs: raw.inputs,
  estimated: raw.estimated,
  fiscalYear: raw.fiscalYear,
  term,
});

export interface RawRows {
  terms: RawTerm[];
  excluded: TraceExclusion[];
}

const none: ExposureByEntity = {
  index: new Int32Array(0),
  valueEur: new Float64Array(0),
  euGreenBondValueEur: new Float64Array(0),
};

/**
 * The exposure holding one row at a time: one exposure object whose single entity is rewritten per row (a kernel run
 * is synchronous and keeps nothing), so 20,000 rows do not allocate 20,000 exposures (issue 31: explain ≤ 100 ms).
 */
const oneAtATime = (base: Exposure, side: 'companies' | 'countries') => {
  const one: ExposureByEntity = {
    index: new Int32Array(1),
    valueEur: new Float64Array(1),
    euGreenBondValueEur: new Float64Array(1),
  };
  const exposure: Exposure = {
    ...base,
    companies: side === 'companies' ? one : none,
    countries: side === 'countries' ? one : none,
  };
  return (entity: number, v: number, g: number): Exposure => {
    one.index[0] = entity;
    one.valueEur[0] = v;
    one.euGreenBondValueEur[0] = g;
    return exposure;
  };
};

const numberOrNull = (x: number | undefined): number | null =>
  x === undefined || Number.isNaN(x) ? null : x;

const columnsOf = (figure: PaiCatalogueFigure, file: string): string[] =>
  figure.inputs.filter((i) => i.file === file).map((i) => i.column);

const required = (figure: PaiCatalogueFigure, file: string): string[] =>
  figure.inputs.filter((i) => i.file === file && i.role === 'required').map((i) => i.column);

/** Why a company that holds value did not enter the figure. */
const companyExclusion = (
  kernel: PaiKernel,
  figure: PaiCatalogueFigure,
  cols: PaiInputs['facts']['columns'],
  c: number,
): Pick<TraceExclusion, 'reason' | 'missing'> => {
  // §5.5 EVIC ≤ 0 is unattributable, §5.8 revenue ≤ 0 has no intensity: reported, but not positive
  const positive = kernel.kind === 'attributed' ? EVIC : kernel.kind === 'perRevenue' ? REVENUE : null;
  const p = positive ? (cols[positive]?.[c] ?? Number.NaN) : Number.NaN;
  if (positive && !Number.isNaN(p) && !(p > 0)) return { reason: 'notPositive', missing: [] };
  const missing = required(figure, 'company_facts').filter((col) =>
    Number.isNaN(cols[col]?.[c] ?? Number.NaN),
  );
  return { reason: 'missingData', missing };
};

const companyRows = (
  side: PortfolioSide,
  paths: Routes,
  kernel: PaiKernel,
  figure: PaiCatalogueFigure,
  inputs: PaiInputs,
): RawRows => {
  const { exposure, snapshot } = side;
  const { facts } = inputs;
  const V = exposure.totalValueEur;
  const used = columnsOf(figure, 'company_facts');
  const { index, valueEur, euGreenBondValueEur } = exposure.companies;
  const rows: RawRows = { terms: [], excluded: [] };
  const alone = oneAtATime(exposure, 'companies');
  const usesNaceCode = figure.inputs.some((x) => x.file === 'companies' && x.column === 'nace_code');
  const usesNace = figure.inputs.some((x) => x.file === 'companies' && x.column === 'nace');
  for (let i = 0; i < index.length; i++) {
    const c = index[i]!;
    const v = valueEur[i]!;
    const key = snapshot.data.companies.id[c]!;
    const name = snapshot.data.companies.name[c] ?? key;
    const acc = runKernel(kernel, alone(c, v, euGreenBondValueEur[i]!), inputs, {
      sectionValueEur: null,
    });
    if (acc.eligible === 0) {
      // PAI 6 per NACE section: a company of another section is outside the figure
      rows.excluded.push({ key, name, valueEur: v, reason: 'notApplicable', missing: [] });
      continue;
    }
    if (!(acc.covered > 0)) {
      rows.excluded.push({ key, name, valueEur: v, ...companyExclusion(kernel, figure, facts.columns, c) });
      continue;
    }
    const row: Record<string, TraceValue> = { v };
    for (const col of used) row[col] = numberOrNull(facts.columns[col]?.[c]);
    if (usesNaceCode) row.nace_code = facts.naceCode[c] ?? null;
    if (usesNace) row.nace = facts.naceSection[c] ? String.fromCharCode(facts.naceSection[c]!) : null;
    row.numerator = acc.num;
    rows.terms.push({
      key,
      name,
      weightPct: V > 0 ? (100 * v) / V : null,
      valueEur: v,
      path: paths.companyPath(c),
      inputs: row,
      estimated: acc.estimated > 0,
      fiscalYear: acc.fyMax > 0 ? acc.fyMax : null,
      numerator: acc.num,
    });
  }
  return rows;
};

const countryRows = (
  side: PortfolioSide,
  paths: Routes,
  kernel: PaiKernel,
  figure: PaiCatalogueFigure,
  inputs: PaiInputs,
): RawRows => {
  const { exposure, snapshot, universe } = side;
  const V = exposure.totalValueEur;
  const used = columnsOf(figure, 'countries');
  const cols = inputs.countries?.columns ?? {};
  const names = new Map(
    snapshot.data.countries.code.map((code, k) => [code, snapshot.data.countries.name[k]]),
  );
  const { index, valueEur, euGreenBondValueEur } = exposure.countries;
  const rows: RawRows = { terms: [], excluded: [] };
  const aloneCountry = oneAtATime(exposure, 'countries');
  for (let i = 0; i < index.length; i++) {
    const k = index[i]!;
    const v = valueEur[i]!;
    const key = side.index.countryCodes[k]!;
    const name = names.get(key) ?? key;
    const acc = runKernel(kernel, aloneCountry(k, v, euGreenBondValueEur[i]!), inputs, {
      sectionValueEur: null,
    });
    if (!(acc.covered > 0)) {
      const missing = used.filter((col) => Number.isNaN(cols[col]?.[k] ?? Number.NaN));
      rows.excluded.push({ key, name, valueEur: v, reason: 'missingData', missing });
      continue;
    }
    const row: Record<string, TraceValue> = { v };
    for (const col of used) row[col] = numberOrNull(cols[col]?.[k]);
    row.numerator = acc.num;
    const path = new Set<string>();
    const { index: securities } = exposure.securities;
    for (let j = 0; j < securities.length; j++)
      if (universe.securityCountry[securities[j]!] === k)
        for (const f of paths.securityPath(securities[j]!)) path.add(f);
    rows.terms.push({
      key,
      name,
      weightPct: V > 0 ? (100 * v) / V : null,
      valueEur: v,
      path: [...path],
      inputs: row,
      estimated: false,
      fiscalYear: null,
      numerator: acc.num,
    });
  }
  return rows;
};

/**
 * RTS Annex I Table 2 #16, Table 3 #22 (class D on instruments): each leaf security whose green-bond status is known,
 * its numerator part v when it is not an EU green bond. An equity is never one (exposure.ts: the same rule).
 */
const securityRows = (side: PortfolioSide, paths: Routes, issuer: 'corporate' | 'sovereign'): RawRows => {
  const { exposure, snapshot, universe } = side;
  const V = exposure.totalValueEur;
  const rows: RawRows = { terms: [], excluded: [] };
  const { index, valueEur } = exposure.securities;
  for (let i = 0; i < index.length; i++) {
    const s = index[i]!;
    const t = universe.securityType[s]!;
    const ofSide =
      issuer === 'sovereign'
        ? t === SECURITY_SOVEREIGN_BOND
        : (t === SECURITY_EQUITY || t === SECURITY_CORPORATE_BOND) && universe.securityCompany[s]! >= 0;
    if (!ofSide) continue;
    const v = valueEur[i]!;
    const key = snapshot.data.securities.id[s]!;
    const name = snapshot.data.securities.name[s] ?? key;
    const g = t === SECURITY_EQUITY ? 0 : universe.securityEuGreenBond[s]!;
    if (Number.isNaN(g)) {
      rows.excluded.push({ key, name, valueEur: v, reason: 'missingData', missing: ['eu_green_bond'] });
      continue;
    }
    const numerator = g === 1 ? 0 : v;
    rows.terms.push({
      key,
      name,
      weightPct: V > 0 ? (100 * v) / V : null,
      valueEur: v,
      path: paths.securityPath(s),
      inputs: { v, eu_green_bond: g, numerator },
      estimated: false,
      fiscalYear: null,
      numerator,
    });
  }
  return rows;
};

/**
 * The rows of each figure already built, per analysed side (immutable, cached by the calculation context): a second
 * explain of a figure reuses them, the 20,000 one-row kernel runs being most of a request (issue 31). Read-only.
 */
const built = new WeakMap<PortfolioSide, Map<string, RawRows>>();

/** The rows of one figure over the side's exposure, before scaling to the figure (shared: do not mutate). */
export const paiRows = (
  side: PortfolioSide,
  paths: Routes,
  item: PaiCatalogueItem,
  figure: PaiCatalogueFigure,
  kernel: PaiKernel,
  inputs: PaiInputs,
): RawRows => {
  const figures = built.get(side) ?? new Map<string, RawRows>();
  built.set(side, figures);
  const rows = figures.get(figure.id) ?? buildRows(side, paths, item, figure, kernel, inputs);
  figures.set(figure.id, rows);
  return rows;
};

const buildRows = (
  side: PortfolioSide,
  paths: Routes,
  item: PaiCatalogueItem,
  figure: PaiCatalogueFigure,
  kernel: PaiKernel,
  inputs: PaiInputs,
): RawRows => {
  if (kernel.kind === 'notApplicable') return { terms: [], excluded: [] };
  if (kernel.kind === 'euGreenBond') return securityRows(side, paths, kernel.side);
  if (item.assetType === 'sovereign') return countryRows(side, paths, kernel, figure, inputs);
  return companyRows(side, paths, kernel, figure, inputs);
};
