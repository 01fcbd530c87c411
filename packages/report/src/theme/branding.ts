import { BRAND_COLOR, CompanyInfo } from '@esgkit/core';
import { ReportBranding } from '../input.ts';

/** The advisor's branding with every field filled: CompanyInfo's defaults, colour #00A0FF (spec doc 1 §9). */
export const resolveBranding = (...layers: Array<Partial<CompanyInfo> | undefined>): CompanyInfo => {
  const merged: Partial<CompanyInfo> = {};
  for (const layer of layers) {
    if (!layer) continue;
    for (const [key, value] of Object.entries(layer)) {
      if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
    }
  }
  const parsed = ReportBranding.safeParse(merged);
  return parsed.success ? parsed.data : CompanyInfo.parse({ color: BRAND_COLOR });
};

/**
 * Whether a logo can be embedded: only data URLs of PNG or JPEG. A remote URL would make the output depend on
 * the network, and SVG logos are not decoded here (reproducibility, issue: "no nondeterministic image decoding"):
 * the engine sends an SVG logo already rasterised to PNG (its `brandingOf`, docs/decisions.md).
 */
export const embeddableLogo = (logo: string | null): string | null =>
  logo && /^data:image\/(png|jpe?g);base64,/i.test(logo) ? logo : null;
