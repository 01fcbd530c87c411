import { DomainError, type Locale, type PlansFile, toIsoDate } from '@esgkit/core';
// types only: the package itself loads at the first Stripe call (start-up guard: test/startup-imports.test.ts)
import type { Stripe } from 'stripe';
import type { EngineConfig } from '../../../config/env.ts';

export type StripeSettings = NonNullable<EngineConfig['billing']['stripe']>;

export interface StripeProviderOptions {
  settings: StripeSettings;
  plans: PlansFile;
  publicUrl: string;
  now: () => Date;
}

/** What each part of the Stripe provider works with: its options and the one (lazily loaded) client. */
export interface StripeContext extends StripeProviderOptions {
  stripe: () => Promise<Stripe>;
}

/** The metadata keys we put on Checkout Sessions, Subscriptions and Customers (read back from webhooks). */
export const META = {
  userId: 'esgkit_user_id',
  plan: 'plan',
  period: 'period',
  coupon: 'coupon_code',
  /** "Change package": the Stripe subscription the new one replaces, cancelled when the new one is paid. */
  replaces: 'replaces_subscription',
} as const;

export const dayOfUnix = (seconds: number): string => toIsoDate(new Date(seconds * 1000));

/**
 * A page of the web app's billing section (where Stripe's pages send the user back): under /platform, as the web's
 * navigation table places it (spec doc 1 §2); the web has no page at /profile.
 */
export const billingPage = (publicUrl: string, path: string) =>
  `${publicUrl}/platform/profile/billing/${path}`;

/** The language of Stripe's pages and e-mails for the user's locale. */
export const stripeLocale = (locale: Locale): 'it' | 'en' => (locale === 'it-IT' ? 'it' : 'en');

/** A Stripe call that failed: logged by the error middleware as the cause, answered with the spec's message key. */
export const failed = (
  code: 'paymentSessionError' | 'cancellationProblem' | 'cannotLoadBilling',
  error: unknown,
) => new DomainError(code, { message: `Stripe: ${(error as Error).message}` });

/**
 * The Stripe client, created at the first call: importing the `stripe` package costs start-up time every engine
 * would pay, with or without Stripe. `settings.apiUrl` points it elsewhere (stripe-mock, the tests' stand-in).
 */
export const lazyStripeClient = (settings: StripeSettings): (() => Promise<Stripe>) => {
  let client: Promise<Stripe> | undefined;
  return () => {
    client ??= import('stripe').then(({ default: StripeClient }) => {
      const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
      return new StripeClient(settings.secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        telemetry: false,
        appInfo: { name: 'esgkit' },
        ...(api
          ? {
              host: api.hostname,
              port: api.port || (api.protocol === 'http:' ? 80 : 443),
              protocol: api.protocol === 'http:' ? 'http' : 'https',
            }
          : {}),
      });
    });
    return client;
  };
};
