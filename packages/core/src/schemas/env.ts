import { z } from 'zod';

/**
 * An environment variable read as text: values arrive as strings, trimmed; unset, empty or blank means "unset"
 * (undefined). The engine's and the CLI's env readers build their settings on it.
 */
export const optionalEnvText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/**
 * The payment provider behind billing (issue 25, docs/billing.md "Providers"): `manual` (the default: no card
 * payments, the operator sets plans) or `stripe` (when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both set).
 */
export const BillingProviderName = z.enum(['manual', 'stripe']);
export type BillingProviderName = z.infer<typeof BillingProviderName>;
