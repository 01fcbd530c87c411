import type { BillingService } from '../../services/billing/index.ts';
import type { RouteHandlers } from '../context.ts';
import { signedIn } from './access.ts';

type BillingRoutes =
  | 'billing.plans'
  | 'billing.session'
  | 'billing.order'
  | 'billing.coupon'
  | 'billing.customer'
  | 'billing.updateCustomer'
  | 'billing.cancel'
  | 'billing.portal'
  | 'billing.invoices'
  | 'billing.webhook';

/** Plans and prices, checkout, coupons, the subscription, cancellation, the portal and invoices (issue 25). */
export const billingHandlers = (billing: BillingService): Pick<RouteHandlers, BillingRoutes> => ({
  'billing.plans': async ({ user }) => ({ data: await billing.plans(signedIn(user)) }),
  'billing.session': async ({ user, body, locale }) => ({
    data: await billing.checkout(signedIn(user), body, locale),
  }),
  'billing.order': async ({ user, query }) => ({ data: await billing.order(signedIn(user), query) }),
  'billing.coupon': async ({ user, body }) => ({ data: await billing.coupon(signedIn(user), body.code) }),
  'billing.customer': async ({ user }) => ({ data: await billing.customer(signedIn(user)) }),
  'billing.updateCustomer': async ({ user, body, locale }) => ({
    data: await billing.updateCustomer(signedIn(user), body, locale),
  }),
  'billing.cancel': async ({ user, locale }) => ({ data: await billing.cancel(signedIn(user), locale) }),
  'billing.portal': async ({ user, locale }) => ({ data: await billing.portal(signedIn(user), locale) }),
  'billing.invoices': async ({ user, locale }) => ({ data: await billing.invoices(signedIn(user), locale) }),
  // no caller: the provider's signature on the raw body is the credential (services/billing/webhook.ts)
  'billing.webhook': async ({ raw }) => ({ data: await billing.webhook(raw) }),
});
