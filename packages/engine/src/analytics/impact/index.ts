export {
  companyImpactValue,
  defaultImpactCodes,
  type ImpactCode,
  type ImpactContext,
  impactCode,
  impactDetail,
  impactFigure,
  impactSummary,
} from './impact.ts';
