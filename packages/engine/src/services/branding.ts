import { type CompanyInfo, CompanyInfo as CompanyInfoSchema } from '@esgkit/core';
import type { Store } from '../store/db.ts';
import { findCompanyInfoJson } from '../store/repositories/customization.ts';
import { findImageById } from '../store/repositories/images.ts';
import { pdfLogo } from './pdf-logo.ts';

/** Where the branding is shown: a browser draws an SVG logo itself; a PDF embeds PNG/JPEG only. */
export type BrandingMedium = 'page' | 'pdf';

/**
 * The advisor's branding as clients see it (the PDF report, the shared client page, mails sent for the advisor):
 * the company information with its defaults, and the logo embedded as a data URL, only when it is an image this
 * engine stored for that advisor: a report renders offline, and a share-link visitor has no login for the image
 * route. For a PDF an SVG logo comes rasterised to PNG.
 */
export const brandingOf = async (
  store: Store,
  ownerId: string,
  medium: BrandingMedium = 'page',
): Promise<CompanyInfo> => {
  const json = await findCompanyInfoJson(store.db, ownerId);
  const parsed = CompanyInfoSchema.safeParse(json ? JSON.parse(json) : {});
  const info = parsed.success ? parsed.data : CompanyInfoSchema.parse({});
  const imageId = info.logo ? /\/images\/([^/?#]+)$/.exec(info.logo)?.[1] : undefined;
  const image = imageId ? await findImageById(store.db, decodeURIComponent(imageId)) : undefined;
  if (!image || image.owner_id !== ownerId) return { ...info, logo: null };
  const logo = `data:${image.content_type};base64,${image.data_base64}`;
  return { ...info, logo: medium === 'pdf' ? await pdfLogo(logo) : logo };
};
