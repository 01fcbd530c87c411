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

/**
 * Render requests that may wait per report thread while the threads are busy (issue 20's bounded renders), unless
 * ESGKIT_REPORT_BACKLOG says otherwise: @esgkit/report's pool and the engine's settings (which check a worker's
 * concurrency against it) read it here, since the engine's settings must not load the renderer.
 */
export const REPORT_BACKLOG_PER_THREAD = 2;
