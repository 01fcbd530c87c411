import { z } from 'zod';
import { CountryCode, Email, HexColor, Id, IsoDate, Locale } from './common.ts';

/** Subscription plans (spec doc 1 §1). */
export const PlanName = z.enum(['starter', 'professional', 'premium', 'enterprise']);
export type PlanName = z.infer<typeof PlanName>;

export const InvestingPurpose = z.enum([
  'house',
  'car',
  'business',
  'education',
  'traveling',
  'retirement',
  'wealth_growth',
  'other',
]);
export type InvestingPurpose = z.infer<typeof InvestingPurpose>;

// spec doc 2 §9: bands run from "under 30,000" to "over 100,000" etc.; the exact steps are ours (docs/decisions.md).
export const AnnualIncomeBand = z.enum(['under_30k', '30k_50k', '50k_75k', '75k_100k', 'over_100k']);
export const InitialInvestmentBand = z.enum(['under_3k', '3k_10k', '10k_25k', '25k_40k', 'over_40k']);
export const MonthlyInvestmentBand = z.enum(['under_50', '50_250', '250_1000', '1000_3000', 'over_3000']);

// A field's zod error is the message key a form shows beside it (core's issuesFromZod reads it, doc 2 §8).
const text = (max: number) => z.string().trim().max(max, { error: 'fieldTooLong' });
const isHttpUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
/** A website or social profile: an http(s) address, or '' to clear it. */
const WebAddress = text(2048).refine((v) => v === '' || isHttpUrl(v), { error: 'invalidUrl' });
/** Digits with the usual separators and an optional leading +, or '' to clear it (E.164 allows 15 digits). */
const PhoneNumber = text(40).regex(/^$|^\+?[\d\s().\-/]{4,}$/, { error: 'invalidPhone' });
const Day = z
  .string()
  .refine((v) => v === '' || IsoDate.safeParse(v).success, { error: 'invalidDate' })
  .nullable();

/** The social networks a profile links to (Account info shows one field each). */
export const SocialNetwork = z.enum(['linkedin', 'facebook', 'instagram', 'twitter']);
export type SocialNetwork = z.infer<typeof SocialNetwork>;

/** The fields a user edits on Account info (spec doc 1 §3 User profile), each as the server checks it. */
const profileFields = {
  firstName: text(80).min(1, { error: 'fieldRequired' }),
  lastName: text(80).min(1, { error: 'fieldRequired' }),
  dob: Day.optional(),
  cellPhone: PhoneNumber.optional(),
  country: CountryCode.or(z.literal('')).optional(),
  state: text(80).optional(),
  city: text(80).optional(),
  address: text(200).optional(),
  address2: text(200).optional(),
  zip: text(20).optional(),
  vat: text(40).optional(),
  // each language at most once (docs/security.md "Input": no list without a bound)
  userLanguage: z.array(Locale).min(1, { error: 'fieldRequired' }).max(Locale.options.length),
  legalName: text(200).optional(),
  region: text(80).optional(),
  website: WebAddress.optional(),
  /** network → profile address, e.g. { linkedin: 'https://…' } */
  socialUrls: z.partialRecord(SocialNetwork, WebAddress).optional(),
  investingPurpose: InvestingPurpose.optional(),
  annualIncome: AnnualIncomeBand.optional(),
  initialInvestment: InitialInvestmentBand.optional(),
  monthlyInvestment: MonthlyInvestmentBand.optional(),
};

/** The user's profile (spec doc 1 §3 User profile), camelCase on the wire. */
export const UserProfile = z.object({
  id: Id,
  ...profileFields,
  firstName: z.string().max(80),
  lastName: z.string().max(80),
  userLanguage: profileFields.userLanguage.default(['en-US']),
  email: Email,
  /** A new address waiting for its confirmation code; `email` stays the old one until then (doc 1 §3). */
  pendingEmail: Email.nullable().optional(),
  imageUrl: z.string().max(2048).nullable().optional(),
  /** Stored access level; 100 is full access, default 4 (spec doc 1 §6). */
  accessLevel: z.number().int(),
  /** Capability number gating views (spec doc 1 §6). */
  userCapability: z.number().int(),
  plan: PlanName,
  isConfirmed: z.boolean(),
});
export type UserProfile = z.infer<typeof UserProfile>;

/**
 * What profile.update takes: any of the profile's fields, and `email`, which is not changed at once: the new
 * address gets a confirmation code and becomes the account's when it is confirmed (docs/decisions.md).
 */
export const UserProfileUpdate = z.object({ ...profileFields, email: Email }).partial();
export type UserProfileUpdate = z.infer<typeof UserProfileUpdate>;

/** The advisor's company information, used to brand reports (spec doc 1 §3 Company info). */
export const CompanyInfo = z.object({
  id: Id.optional(),
  legalName: z.string().max(200).default(''),
  addressLine1: z.string().max(200).default(''),
  addressLine2: z.string().max(200).default(''),
  city: z.string().max(80).default(''),
  state: z.string().max(80).default(''),
  zipCode: z.string().max(20).default(''),
  email: Email.or(z.literal('')).default(''),
  phone: z.string().max(40).default(''),
  website: z.string().max(2048).default(''),
  facebookUrl: z.string().max(2048).default(''),
  instagramUrl: z.string().max(2048).default(''),
  linkedinUrl: z.string().max(2048).default(''),
  twitterUrl: z.string().max(2048).default(''),
  color: HexColor.default('#00A0FF'),
  logo: z.string().max(2048).nullable().default(null),
});
export type CompanyInfo = z.infer<typeof CompanyInfo>;

/**
 * An image as a data URL, as uploaded (spec doc 1 §5: PNG, JPG, JPEG or SVG) and as a logo is embedded in a
 * report or the shared page (a stored logo's URL is CompanyInfo's 2,048 characters; its data is not).
 */
export const ImageDataUrl = z.string().max(7_000_000).startsWith('data:');

/** An image sent as a base64 data URL (spec doc 1 §5: PNG, JPG, JPEG or SVG). */
export const ImageUpload = z.object({
  dataUrl: ImageDataUrl,
});
export type ImageUpload = z.infer<typeof ImageUpload>;

/** Sign-up, sign-in and password flows. */
export const Credentials = z.object({ email: Email, password: z.string().min(1).max(200) });
export type Credentials = z.infer<typeof Credentials>;

export const SignUpInput = z.object({
  email: Email,
  password: z.string().min(1).max(200),
  firstName: z.string().trim().min(1).max(80),
  lastName: z.string().trim().min(1).max(80),
  locale: Locale.optional(),
});
export type SignUpInput = z.infer<typeof SignUpInput>;

export const Session = z.object({
  token: z.string(),
  expiresAt: z.string(),
  accessLevel: z.number().int(),
  userCapability: z.number().int(),
});
export type Session = z.infer<typeof Session>;

/**
 * What an API key may do (issue 28): `read-only` calls only the contract's idempotent routes (reads that change
 * nothing), anything else answers 403 readOnlyApiKey; `read-write` calls every route an API key may call.
 */
export const ApiKeyScope = z.enum(['read-only', 'read-write']);
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;

export const ApiKey = z.object({
  id: Id,
  name: z.string().max(80),
  prefix: z.string(),
  scope: ApiKeyScope,
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** The first instant the key no longer works (the day after its last valid day, UTC); null = no expiry. */
  expiresAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const NewApiKey = ApiKey.extend({ secret: z.string() });
export type NewApiKey = z.infer<typeof NewApiKey>;

/** A new key: its name, its scope (read-write unless told), and optionally its last valid day (UTC). */
export const ApiKeyCreate = z.object({
  name: z.string().trim().min(1).max(80),
  scope: ApiKeyScope.default('read-write'),
  expiresOn: IsoDate.optional(),
});
export type ApiKeyCreate = z.infer<typeof ApiKeyCreate>;
