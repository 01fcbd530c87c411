import { BENCHMARK_COLOR, BRAND_COLOR, tint } from '@esgkit/core';

/** The report's neutral colours; the brand colour comes from the advisor's CompanyInfo.color. */
export const reportColors = {
  text: '#1B1B1B',
  muted: '#5F6368',
  rule: '#D9DCE0',
  zebra: '#F6F7F9',
  benchmark: BENCHMARK_COLOR,
  demo: '#B3261E',
  traffic: { green: '#2BB673', yellow: '#F5A623', red: '#D93025' },
} as const;

/** The colours derived from a brand colour: the colour itself, a pale band for headers, a light tint. */
export const brandPalette = (brandColor: string = BRAND_COLOR) => ({
  brand: brandColor,
  brandPale: tint(brandColor, 0.88),
  brandLight: tint(brandColor, 0.6),
});
export type BrandPalette = ReturnType<typeof brandPalette>;
