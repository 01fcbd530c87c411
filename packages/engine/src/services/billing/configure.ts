import { readFileSync } from 'node:fs';
import { defaultPlansFile, type PlansFile, parsePlansFile } from '@esgkit/core';
import type { Logger } from 'pino';
import type { EngineConfig } from '../../config/env.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Store } from '../../store/db.ts';
import { type BillingService, createBillingService } from './index.ts';
import { createManualProvider } from './manual.ts';
import type { BillingProvider } from './provider.ts';
import { createStripeProvider } from './stripe.ts';

/**
 * The plans in force: the operator's ESGKIT_PLANS_FILE, parsed with core's parser, else the repo's. A file that
 * cannot be read or does not parse stops the start-up with its path and the first bad field
 * (`/etc/esgkit/plans.json: plans.professional.pricing.monthlyPriceCents: …`, docs/billing.md).
 */
export const loadPlans = (path: string | undefined): PlansFile => {
  if (path === undefined) return defaultPlansFile;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`ESGKIT_PLANS_FILE=${path}: cannot be read (${(error as Error).message})`);
  }
  return parsePlansFile(text, path);
};

/** The payment provider the configuration chose (docs/billing.md "Providers"). */
export const createBillingProvider = (deps: {
  config: EngineConfig;
  store: Store;
  mailer: Mailer;
  plans: PlansFile;
  now: () => Date;
}): BillingProvider => {
  const { config } = deps;
  switch (config.billing.provider) {
    case 'manual':
      return createManualProvider({
        store: deps.store,
        mailer: deps.mailer,
        plans: deps.plans,
        operatorEmail: config.billing.operatorEmail,
        publicUrl: config.publicUrl,
        now: deps.now,
      });
    case 'stripe': {
      // loadEngineConfig sets both secrets whenever it chooses stripe
      const settings = config.billing.stripe;
      if (!settings) throw new Error('the stripe provider needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
      return createStripeProvider({
        settings,
        plans: deps.plans,
        publicUrl: config.publicUrl,
        now: deps.now,
      });
    }
  }
};

/** How often the engine ends subscriptions past their end day (a day-granular rule: an hour late at most). */
const SUBSCRIPTION_EXPIRY_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The billing service on the configured provider, and the clock's part: trials and plans that ran out end (back to
 * Starter) now and then hourly, until `stop`.
 */
export const startBilling = (deps: {
  config: EngineConfig;
  store: Store;
  mailer: Mailer;
  plans: PlansFile;
  now: () => Date;
  logger: Logger;
}): { service: BillingService; stop: () => void } => {
  const { logger } = deps;
  const service = createBillingService({ ...deps, provider: createBillingProvider(deps) });
  const endExpired = () =>
    service.endExpired().then(
      (count) => count > 0 && logger.info({ count }, 'subscriptions past their end ended'),
      (error: unknown) => logger.error({ err: error }, 'ending expired subscriptions failed'),
    );
  void endExpired();
  const timer = setInterval(endExpired, SUBSCRIPTION_EXPIRY_INTERVAL_MS);
  timer.unref();
  return { service, stop: () => clearInterval(timer) };
};
