import { controversyIndicators } from './indicators-controversies.ts';
import { environmentalIndicators } from './indicators-environmental.ts';
import { exclusionIndicators } from './indicators-exclusions.ts';
import { governanceIndicators } from './indicators-governance.ts';
import { socialIndicators } from './indicators-social.ts';
import type { ImpactCategoryId, IndicatorPillar, PhyIndicator } from './schema.ts';

/**
 * The platform's PHY_ indicators (spec doc 2 §3): environmental, social, governance, controversies and exclusions,
 * each with unit, kind, names and definition in en-US and it-IT, a source and, where one fits, a comparison.
 */
export const phyIndicators: readonly PhyIndicator[] = [
  ...environmentalIndicators,
  ...socialIndicators,
  ...governanceIndicators,
  ...controversyIndicators,
  ...exclusionIndicators,
];

const indicatorsByCode = new Map(phyIndicators.map((i) => [i.code, i]));

/**
 * The PHY_ indicator with this code, or undefined.
 * @example indicatorByCode('PHY_GHG_SCOPE1')?.name['it-IT'] // 'Emissioni di gas serra Scope 1'
 */
export const indicatorByCode = (code: string): PhyIndicator | undefined => indicatorsByCode.get(code);

/** The indicators of one pillar, in catalogue order. */
export const indicatorsByPillar = (pillar: IndicatorPillar): readonly PhyIndicator[] =>
  phyIndicators.filter((i) => i.pillar === pillar);

/** The indicators of one impact category, in catalogue order. */
export const indicatorsByCategory = (category: ImpactCategoryId): readonly PhyIndicator[] =>
  phyIndicators.filter((i) => i.category === category);

/** The PHY_ indicator that carries a company_facts.csv column, e.g. `scope1_t` → PHY_GHG_SCOPE1. */
export const indicatorByDatasetColumn = (columnName: string): PhyIndicator | undefined =>
  phyIndicators.find((i) => i.datasetColumn?.column === columnName);
