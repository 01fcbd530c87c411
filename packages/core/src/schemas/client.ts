import { z } from 'zod';
import { Email, Id, IsoDate } from './common.ts';
import { Portfolio, PortfolioInput } from './portfolio.ts';
import { CompanyInfo, ImageDataUrl } from './user.ts';

/** An advisor's client (spec doc 1 §3 Client) or a look-up portfolio (doc 2 §3). */
export const Client = z.object({
  id: Id,
  firstname: z.string().max(80),
  lastname: z.string().max(80),
  email: Email.or(z.literal('')).optional(),
  phone: z.string().max(40).optional(),
  imageUrl: z.string().max(2048).optional(),
  portfolio: Portfolio.nullable(),
  /** The demo world portfolio bypasses capability checks (spec doc 1 §3). */
  isDemo: z.boolean().optional(),
});
export type Client = z.infer<typeof Client>;

export const ClientInput = z.object({
  firstname: z.string().trim().min(1).max(80),
  lastname: z.string().trim().min(1).max(80),
  email: Email.or(z.literal('')).optional(),
  phone: z.string().trim().max(40).optional(),
  portfolio: PortfolioInput.optional(),
});
export type ClientInput = z.infer<typeof ClientInput>;

export const ClientPatch = ClientInput.partial();
export type ClientPatch = z.infer<typeof ClientPatch>;

/** What a share link reveals (spec doc 1 §3 Shared client). */
export const SharedClient = z.object({
  accessLevel: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  portfolio: z.object({ hasBenchmark: z.boolean(), investmentDay: IsoDate }),
  expiresAt: z.string().nullable(),
  /**
   * The advisor's brand for the shared page (issue 28): the company information, the logo as a data URL (the
   * visitor has no login for the image route), null when there is none.
   */
  brand: CompanyInfo.omit({ id: true }).extend({ logo: ImageDataUrl.nullable() }),
});
export type SharedClient = z.infer<typeof SharedClient>;

/**
 * How many days a share link lasts: 1–365, chosen per link, 30 when not chosen. The spec says only that "a shared
 * link can expire" (doc 1 §4); a finite default keeps forgotten links from staying open for ever (docs/decisions.md).
 */
export const SHARE_LINK_DAYS = { min: 1, max: 365, default: 30 } as const;
export const ShareLinkDays = z.number().int().min(SHARE_LINK_DAYS.min).max(SHARE_LINK_DAYS.max);

export const ShareLink = z.object({ url: z.string(), token: z.string(), expiresAt: z.string().nullable() });
export type ShareLink = z.infer<typeof ShareLink>;

/** The demo world portfolio (spec doc 1 §3, doc 2 §9): investmentDay 2019-09-10, URTH at 100. */
export const DEMO_WORLD_PORTFOLIO = {
  investmentDay: '2019-09-10',
  items: [{ input: 'URTH', weight: 100 }],
} as const;
