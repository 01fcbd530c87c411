import { exclusionTypes } from '@esgkit/core';
import type { Company } from '../model.ts';
import type { Random } from '../random.ts';

const validTypes = new Set<string>(exclusionTypes.map((e) => e.id));

/**
 * A company's involvement in the exclusion types (involvement.csv), from its industry: a world index has ~0–1 %
 * in controversial weapons, 1–2 % in tobacco, a few % in alcohol, defence or coal (docs/demo-data.md D1–D3). The
 * indicator flags and revenue shares of the exclusions pillar are read from it, so the two files agree.
 */
export const involvementRows = (co: Company, vr: Random): Map<string, number> => {
  const rows = new Map<string, number>();
  const add = (type: string, share: number) => {
    if (validTypes.has(type) && !rows.has(type)) rows.set(type, Math.round(share * 10) / 10);
  };
  const ind = co.industry.name;
  if (co.isFossil && co.sector.name === 'Energy')
    add(ind === 'Coal & Consumable Fuels' ? 'thermal_coal' : 'oil_and_gas', vr.between(50, 100));
  if (co.isFossil && co.sector.name === 'Energy' && ind !== 'Coal & Consumable Fuels' && vr.chance(0.2))
    add(vr.pick(['oil_sands', 'shale_energy', 'arctic_oil_and_gas']), vr.between(2, 30));
  if (co.isFossil && (ind === 'Electric Utilities' || ind === 'Multi-Utilities') && vr.chance(0.3))
    add('thermal_coal', vr.between(2, 30));
  if (co.sector.name === 'Utilities' && vr.chance(0.25)) add('nuclear_energy', vr.between(5, 45));
  if (ind === 'Aerospace & Defense') add('military_weapons', vr.between(10, 90));
  if (ind === 'Aerospace & Defense' && vr.chance(0.2)) add('nuclear_weapons', vr.between(1, 10));
  // after the usual exclusions a world index keeps a few defence names with some controversial-weapons revenue
  if (ind === 'Aerospace & Defense' && vr.chance(0.1)) add('controversial_weapons', vr.between(0.5, 8));
  if (ind === 'Brewers' || ind === 'Distillers & Vintners') add('alcohol', vr.between(60, 100));
  if (ind === 'Food Retail' && vr.chance(0.6)) add('alcohol', vr.between(3, 12));
  if (ind === 'Tobacco') add('tobacco', vr.between(80, 100));
  if (ind === 'Casinos & Gaming') add('gambling', vr.between(50, 100));
  if (ind === 'Pharmaceuticals' && vr.chance(0.3)) add('contraceptives', vr.between(1, 8));
  if (ind === 'Pharmaceuticals' && vr.chance(0.4)) add('animal_testing', vr.between(0.5, 4));
  if (ind === 'Biotechnology' && vr.chance(0.1)) add('stem_cells', vr.between(1, 20));
  if ((ind === 'Movies & Entertainment' || ind === 'Broadcasting') && vr.chance(0.08))
    add('adult_entertainment', vr.between(0.5, 5));
  if (ind === 'Fertilizers & Agricultural Chemicals') add('pesticides', vr.between(20, 70));
  if (ind === 'Fertilizers & Agricultural Chemicals' && vr.chance(0.3))
    add('genetic_engineering', vr.between(5, 30));
  if (ind === 'Packaged Foods & Meats' && vr.chance(0.3)) add('palm_oil', vr.between(1, 10));
  if (ind === 'Consumer Finance' && vr.chance(0.2)) add('predatory_lending', vr.between(5, 40));
  return rows;
};
