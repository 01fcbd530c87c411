export { impactCategories, impactCategoryById, indicatorPillarById, indicatorPillars } from './categories.ts';
export { resolveIndicatorCode } from './codes.ts';
export {
  comparisonById,
  comparisonConstants,
  comparisonMultiple,
  comparisonUnits,
  scaleWithUnitWord,
  unitScaleWords,
} from './comparisons.ts';
export { type DatasetLabelKind, datasetLabel, datasetLabelNames } from './dataset-labels.ts';
export { exclusionTypeById, exclusionTypes } from './exclusion-types.ts';
export {
  indicatorByCode,
  indicatorByDatasetColumn,
  indicatorsByCategory,
  indicatorsByPillar,
  phyIndicators,
} from './indicators.ts';
export { paiSeedCountReadings, renderIndicatorsMarkdown } from './indicators-doc.ts';
export { computeMetric, legacyImpactCodes, metricByCode, phyMetrics } from './metrics.ts';
export {
  paiFigureById,
  paiFigures,
  paiItemById,
  paiItemInputs,
  paiItems,
  paiItemsByTable,
  taxonomyKpiCatalogue,
  taxonomyObjectiveByCode,
  taxonomyObjectiveCatalogue,
} from './pai.ts';
export { performanceRanges, riskMeasures, scorePillars } from './performance.ts';
export { productCategories, productCategoryById } from './product-categories.ts';
export {
  ExclusionTypeId,
  ImpactCategoryId,
  IndicatorPillar,
  IndicatorUnitId,
  PaiAssetType,
  PaiCalculationClass,
  PaiCatalogueFigure,
  PaiCatalogueItem,
  PaiTableNumber,
  PhyIndicator,
  PhyMetric,
  ProductCategoryId,
} from './schema.ts';
export { sdgByNumber, sdgs } from './sdgs.ts';
export { sourceById, sourceFrameworks } from './sources.ts';
export { indicatorUnits, unitById } from './units.ts';
