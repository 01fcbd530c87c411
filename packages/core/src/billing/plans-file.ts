import { z } from 'zod';
import { PlanLimits } from '../schemas/billing.ts';
import { CountryCode } from '../schemas/common.ts';
import { PlanName } from '../schemas/user.ts';
import { Pct } from '../schemas/view.ts';
import repoPlans from './plans.json' with { type: 'json' };
import { vatRateFor } from './vat.ts';

/**
 * The plans file (issue 25 "plans and prices are configuration"): one JSON file, versioned in the repo
 * (packages/core/src/billing/plans.json), overridable as a whole by the operator (ESGKIT_PLANS_FILE, read by the
 * engine). Every price, discount, limit, access level and capability of a plan is read from it; nothing else
 * writes these numbers (docs/billing.md "Plans, prices and VAT").
 */

/** Integer euro cents: money is counted in cents so that every sum is exact. */
const Cents = z.number().int().min(0);

/** Price of a plan: the monthly list price and the discount a longer period earns (doc 2 §9). */
const PlanPricing = z
  .object({
    monthlyPriceCents: Cents,
    periodDiscountPct: z.object({ month: Pct, quarter: Pct, year: Pct }).strict(),
  })
  .strict();

const PlanEntry = z
  .object({
    accessLevel: z.number().int(),
    capability: z.number().int(),
    /** Enterprise: set per contract (doc 1 §6), null here. */
    limits: PlanLimits,
    /** `null`: not sold at a price (Starter is free; Enterprise is sold through a meeting, doc 1 §1). */
    pricing: PlanPricing.nullable(),
    /** "Contact us": a meeting instead of a checkout (doc 1 §1). */
    contactSales: z.boolean(),
  })
  .strict();

/** Scalability discount (doc 2 §9), read as a volume discount by seats bought together (docs/decisions.md). */
const ScalabilityTier = z.object({ minSeats: z.number().int().min(2), discountPct: Pct }).strict();

/** A coupon the manual provider accepts (Stripe keeps its own). Exactly one of percentOff and amountOffCents. */
const CouponEntry = z
  .object({
    code: z.string().trim().min(1),
    percentOff: Pct.nullable(),
    amountOffCents: Cents.nullable(),
    /** Months the discount lasts; null = forever. */
    durationMonths: z.number().int().min(1).nullable(),
  })
  .strict()
  .refine((c) => (c.percentOff === null) !== (c.amountOffCents === null), {
    message: 'give exactly one of percentOff and amountOffCents',
  });

/**
 * The Premium code of doc 1 §1. Its value is a setting, never in the repo: the file holds only its SHA-256 (hex),
 * `null` when the operator has set none (then no code is accepted).
 */
const PremiumCode = z
  .object({
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/, 'expected the SHA-256 of the code, 64 lower-case hex digits')
      .nullable(),
    plan: PlanName,
    months: z.number().int().min(1),
  })
  .strict();

export const PlansFile = z
  .object({
    $comment: z.string().optional(),
    /** The operator's label for this edition of the file; bump it on every change. */
    version: z.string().trim().min(1),
    currency: z.literal('EUR'),
    /** The seller's EU country: a VAT ID of another EU country gives reverse charge. */
    sellerCountry: CountryCode.refine(
      (c) => vatRateFor(c) !== null,
      'expected an EU member state (ISO code)',
    ),
    /** Free trial of every plan sold at a price (doc 1 §1, §9). */
    trialDays: z.number().int().min(0),
    plans: z
      .object({
        starter: PlanEntry,
        professional: PlanEntry,
        premium: PlanEntry,
        enterprise: PlanEntry,
      })
      .strict(),
    scalabilityDiscount: z
      .array(ScalabilityTier)
      .refine((tiers) => tiers.every((t, i) => i === 0 || t.minSeats > (tiers[i - 1]?.minSeats ?? 0)), {
        message: 'tiers must be sorted by minSeats, ascending, without repeats',
      }),
    premiumCode: PremiumCode,
    coupons: z
      .array(CouponEntry)
      .refine(
        (cs) => new Set(cs.map((c) => c.code.toUpperCase())).size === cs.length,
        'coupon codes must be unique (compared without case)',
      ),
  })
  .strict();
export type PlansFile = z.infer<typeof PlansFile>;

/** A plans file that does not parse: names the file and the field. */
export class PlansFileError extends Error {
  override name = 'PlansFileError';
  readonly source: string;
  /** Dotted path of the first bad field ('' when the file is not JSON at all). */
  readonly path: string;
  constructor(source: string, path: string, detail: string) {
    super(`${source}: ${path ? `${path}: ` : ''}${detail}`);
    this.source = source;
    this.path = path;
  }
}

const dotted = (path: readonly PropertyKey[]): string =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');

/**
 * Parses a plans file's text; `source` (its path, or "ESGKIT_PLANS_FILE=…") names it in the error.
 *
 * @example parsePlansFile('{"version": …}', '/etc/esgkit/plans.json')
 * @throws PlansFileError "/etc/esgkit/plans.json: plans.professional.pricing.monthlyPriceCents: …"
 */
export const parsePlansFile = (text: string, source: string): PlansFile => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new PlansFileError(source, '', `not valid JSON (${(e as Error).message})`);
  }
  const parsed = PlansFile.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const path = first ? dotted(first.path) : '';
    throw new PlansFileError(source, path || '(top level)', first?.message ?? 'invalid');
  }
  return parsed.data;
};

/** The repo's plans file, parsed (the default when the operator sets no ESGKIT_PLANS_FILE). */
export const defaultPlansFile: PlansFile = parsePlansFile(
  JSON.stringify(repoPlans),
  'packages/core/src/billing/plans.json',
);
