import type { PaiCatalogueFigure, PaiCatalogueItem } from '@esgkit/core';

// How each PAI figure's per-holding value is formed (its "kernel"), derived from core's PAI catalogue.

/**
 * How a figure's per-holding value is formed. Derived from the catalogue (class, asset type, input columns and
 * roles); the six figures whose formula has its own shape (PAI 5 headline, 13, 15, 16, Table 2 #9) are named.
 */
export type PaiKernel =
  | { kind: 'attributed'; columns: string[]; optional: string[] }
  | { kind: 'perRevenue'; columns: string[]; section: number }
  | { kind: 'flag'; column: string }
  | { kind: 'chemicals' }
  | { kind: 'average'; column: string }
  | { kind: 'shareOfConsumption'; column: string }
  | { kind: 'energyMix' }
  | { kind: 'boardFemale' }
  | { kind: 'plainSum'; column: string }
  | { kind: 'countryIntensity' }
  | { kind: 'countryAverage'; column: string }
  | { kind: 'countryFlag'; column: string }
  | { kind: 'countryViolations'; part: 'count' | 'pct' }
  | { kind: 'euGreenBond'; side: 'corporate' | 'sovereign' }
  | { kind: 'notApplicable' };

export const EVIC = 'evic_eur';
export const REVENUE = 'revenue_eur';
export const ENERGY = 'energy_consumption_gwh';

/** The kernel of one catalogue figure; throws for a figure whose shape this engine does not know. */
export const paiKernelFor = (item: PaiCatalogueItem, figure: PaiCatalogueFigure): PaiKernel => {
  // Real-estate assets have no dataset file in version 1 (dataset-format.md): always "not applicable".
  if (item.assetType === 'real_estate') return { kind: 'notApplicable' };
  switch (figure.id) {
    case 't1_5':
      return { kind: 'energyMix' };
    case 't1_13':
      return { kind: 'boardFemale' };
    case 't1_15':
      return { kind: 'countryIntensity' };
    case 't1_16_count':
      return { kind: 'countryViolations', part: 'count' };
    case 't1_16_pct':
      return { kind: 'countryViolations', part: 'pct' };
    case 't2_9':
      return { kind: 'chemicals' };
  }
  if (figure.inputs.some((i) => i.file === 'securities' && i.column === 'eu_green_bond')) {
    return { kind: 'euGreenBond', side: item.assetType === 'sovereign' ? 'sovereign' : 'corporate' };
  }
  const required = (file: string) =>
    figure.inputs.filter((i) => i.file === file && i.role === 'required').map((i) => i.column);
  const facts = required('company_facts');
  const country = required('countries');
  const cls = item.calculationClass;
  const fail = (): never => {
    throw new Error(`PAI figure ${figure.id}: no calculation for class ${cls} with these inputs`);
  };
  if (item.assetType === 'sovereign') {
    const column = country[0] ?? fail();
    if (cls === 'G') return { kind: 'countryAverage', column };
    if (cls === 'D') return { kind: 'countryFlag', column };
    return fail();
  }
  if (cls === 'A' || cls === 'B') {
    const optional = figure.inputs
      .filter((i) => i.file === 'company_facts' && i.role === 'optional')
      .map((i) => i.column);
    return { kind: 'attributed', columns: facts.filter((c) => c !== EVIC), optional };
  }
  const hasSection = figure.inputs.some((i) => i.file === 'companies' && i.column === 'nace');
  if ((cls === 'C' || cls === 'E') && facts.includes(REVENUE)) {
    const section = hasSection ? (figure.id.split('_').at(-1) ?? '').toUpperCase().charCodeAt(0) : 0;
    return { kind: 'perRevenue', columns: facts.filter((c) => c !== REVENUE), section };
  }
  const column = facts[0] ?? fail();
  if (cls === 'D') return { kind: 'flag', column };
  if (cls === 'E' && facts.length === 2 && facts[1] === ENERGY) return { kind: 'shareOfConsumption', column };
  if (cls === 'E' && facts.length === 1) return { kind: 'average', column };
  if (cls === 'F' && facts.length === 1) return { kind: 'plainSum', column };
  return fail();
};
