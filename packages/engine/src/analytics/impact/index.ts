export {
  companyImpactValue,
  type ImpactCode,
  impactCode,
  impactDetail,
  impactFigure,
  impactSummary,
} from './impact.ts';
