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

/** The user's profile (spec doc 1 §3 User profile), camelCase on the wire. */
export const UserProfile = z.object({
  id: Id,
  firstName: z.string().max(80),
  lastName: z.string().max(80),
  email: Email,
  dob: IsoDate.nullable().optional(),
  cellPhone: z.string().max(40).optional(),
  country: CountryCode.or(z.literal('')).optional(),
  state: z.string().max(80).optional(),
  city: z.string().max(80).optional(),
  address: z.string().max(200).optional(),
  address2: z.string().max(200).optional(),
  zip: z.string().max(20).optional(),
  vat: z.string().max(40).optional(),
  userLanguage: z.array(Locale).default(['en-US']),
  legalName: z.string().max(200).optional(),
  region: z.string().max(80).optional(),
  website: z.string().max(2048).optional(),
  socialUrls: z.record(z.string(), z.string().max(2048)).optional(),
  investingPurpose: InvestingPurpose.optional(),
  annualIncome: AnnualIncomeBand.optional(),
  initialInvestment: InitialInvestmentBand.optional(),
  monthlyInvestment: MonthlyInvestmentBand.optional(),
  imageUrl: z.string().max(2048).nullable().optional(),
  /** Stored access level; 100 is full access, default 4 (spec doc 1 §6). */
  accessLevel: z.number().int(),
  /** Capability number gating views (spec doc 1 §6). */
  userCapability: z.number().int(),
  plan: PlanName,
  isConfirmed: z.boolean(),
});
export type UserProfile = z.infer<typeof UserProfile>;

export const UserProfileUpdate = UserProfile.omit({
  id: true,
  email: true,
  accessLevel: true,
  userCapability: true,
  plan: true,
  isConfirmed: true,
  imageUrl: true,
}).partial();
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

/** An image sent as a base64 data URL (spec doc 1 §5: PNG, JPG, JPEG or SVG). */
export const ImageUpload = z.object({
  dataUrl: z.string().max(7_000_000).startsWith('data:'),
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

export const ApiKey = z.object({
  id: Id,
  name: z.string().max(80),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const NewApiKey = ApiKey.extend({ secret: z.string() });
export type NewApiKey = z.infer<typeof NewApiKey>;
