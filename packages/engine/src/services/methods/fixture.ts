import type { MethodEntry } from '@esgkit/core';
import { computeExposure } from '../../analytics/exposure/exposure.ts';
import { buildUniverseInputs } from '../../analytics/exposure/universe.ts';
import { buildCompanyFactsInputs, buildCountryFactsInputs } from '../../analytics/pai/inputs.ts';
import { computePai, paiFigureResultById } from '../../analytics/pai/pai.ts';

// The worked examples' shared in-memory fixture (examples.ts, examples-more.ts, examples-views.ts): reading an
// example's inputs, and the PAI portfolio of two investee companies K and L, two sovereign issuers and cash.

export type Inputs = MethodEntry['example']['inputs'];
export const num = (inputs: Inputs, key: string): number => {
  const v = inputs[key];
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
  throw new Error(`method example input ${key} is not a number`);
};
export const numbers = (inputs: Inputs, key: string): Float64Array =>
  Float64Array.from(String(inputs[key]).split(',').map(Number));
export const figureValue = (figure: { value: number | null }): number => figure.value ?? Number.NaN;

// ── PAI: two investee companies K and L and cash (sfdr-pai-and-taxonomy.md §10), or two sovereign bonds ──────
export const paiCompanies = ['K', 'L'];
export const paiCountries = ['IT', 'DE'];
/** The fund GOVFUND holds IT and DE sovereign bonds and cash: fundItPct / fundDePct / fundCashPct, else 50/30/20. */
export const paiUniverse = (inputs: Inputs = {}) =>
  buildUniverseInputs({
    companyIds: paiCompanies,
    countries: paiCountries,
    securities: [
      { id: 'K-EQ', type: 'equity', companyId: 'K' },
      { id: 'L-EQ', type: 'equity', companyId: 'L' },
      { id: 'IT-BTP', type: 'sovereign_bond', country: 'IT' },
      { id: 'DE-BUND', type: 'sovereign_bond', country: 'DE' },
      { id: 'EUR', type: 'cash' },
      { id: 'GOVFUND', type: 'fund' },
    ],
    holdings: [
      {
        fundId: 'GOVFUND',
        holdingId: 'IT-BTP',
        weightPct: 'fundItPct' in inputs ? num(inputs, 'fundItPct') : 50,
      },
      {
        fundId: 'GOVFUND',
        holdingId: 'DE-BUND',
        weightPct: 'fundDePct' in inputs ? num(inputs, 'fundDePct') : 30,
      },
      {
        fundId: 'GOVFUND',
        holdingId: 'CASH',
        weightPct: 'fundCashPct' in inputs ? num(inputs, 'fundCashPct') : 20,
      },
    ],
    date: '2026-09-30',
  });

/** The K/L/cash exposure of an example: amountEur, weightK, weightL, the rest cash. */
export const companyExposure = (inputs: Inputs) => {
  const wK = num(inputs, 'weightK');
  const wL = num(inputs, 'weightL');
  return computeExposure(paiUniverse(), {
    investmentAmountEur: num(inputs, 'amountEur'),
    items: [
      { id: 'K-EQ', weightPct: wK },
      { id: 'L-EQ', weightPct: wL },
      { id: 'EUR', weightPct: 100 - wK - wL },
    ],
  });
};

/** companies.csv's column of the NACE code, read from inputs `nace_codeK` / `nace_codeL`. */
const NACE_CODE = 'nace_code';

/** Company facts from inputs named `<column>K` / `<column>L` (e.g. evic_eurK); `nace_codeK` is companies.csv's. */
export const companyFacts = (inputs: Inputs) => {
  const rows = paiCompanies.map((c) => {
    const row: Record<string, number | string> = { company_id: c, year: 2025 };
    for (const [key, value] of Object.entries(inputs))
      if (key.endsWith(c) && key.includes('_') && key !== `${NACE_CODE}${c}`) row[key.slice(0, -1)] = value;
    return row as { company_id: string; year: number };
  });
  const companies = paiCompanies.map((c) => ({
    id: c,
    naceCode: (inputs[`${NACE_CODE}${c}`] as string) ?? null,
  }));
  return buildCompanyFactsInputs({ companyIds: paiCompanies, companies, facts: rows, year: 2026 });
};

export const paiFigure = (inputs: Inputs, figure: string, basis: 'all' | 'covered' = 'all'): number => {
  const result = computePai(companyExposure(inputs), { facts: companyFacts(inputs) }, { basis });
  const found = paiFigureResultById(result, figure);
  if (!found) throw new Error(`no PAI figure ${figure}`);
  return figureValue(found.figure);
};

export const sovereignPaiFigure = (inputs: Inputs, figure: string, column: string): number => {
  const wIT = num(inputs, 'weightIT');
  const exposure = computeExposure(paiUniverse(), {
    investmentAmountEur: num(inputs, 'amountEur'),
    items: [
      { id: 'IT-BTP', weightPct: wIT },
      { id: 'DE-BUND', weightPct: 100 - wIT },
    ],
  });
  const countries = buildCountryFactsInputs({
    countries: paiCountries,
    rows: [
      { country: 'IT', [column]: num(inputs, 'xIT') },
      { country: 'DE', [column]: num(inputs, 'xDE') },
    ],
  });
  const result = computePai(exposure, { facts: companyFacts({}), countries });
  const found = paiFigureResultById(result, figure);
  if (!found) throw new Error(`no PAI figure ${figure}`);
  return figureValue(found.figure);
};
