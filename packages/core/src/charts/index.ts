export { allocationChart } from './allocation.ts';
export { chatAnswerChart } from './chat.ts';
export {
  type BrandContrast,
  checkBrandContrast,
  contrastWithWhite,
  isHexColor,
  MIN_CONTRAST_WITH_WHITE,
} from './contrast.ts';
export { esgPillarsChart } from './esg.ts';
export { paiIndicatorChart } from './pai.ts';
export {
  cumulativeReturnsChart,
  dailyPerformanceChart,
  riskChart,
  trailingReturnsChart,
} from './performance.ts';
export { taxonomyChart } from './taxonomy.ts';
export {
  BENCHMARK_COLOR,
  BRAND_COLOR,
  REPORT_LOGO_BOX,
  tint,
} from './theme.ts';
