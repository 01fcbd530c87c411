import { indicatorByCode } from './indicators.ts';
import { legacyImpactCodes, metricByCode } from './metrics.ts';

const legacyByUpperCode = new Map(legacyImpactCodes.map((l) => [l.code.toUpperCase(), l.phyCode]));

/**
 * The catalogue code an impact code stands for: a known PHY_ or PHY_M_ code as it is, an older impact code
 * (SCOPE1, GHG, NOx …, matched without regard to case) as its PHY_ replacement; undefined when unknown.
 * @example resolveIndicatorCode('NOX') // 'PHY_NOX_EMISSIONS'
 */
export const resolveIndicatorCode = (code: string): string | undefined => {
  if (indicatorByCode(code) || metricByCode(code)) return code;
  return legacyByUpperCode.get(code.toUpperCase());
};
