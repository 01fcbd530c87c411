import { ApiError, type OrderSummary, type Subscription } from '@esgkit/core';
import { aSubscription } from '@esgkit/core/testing';
import { describe, expect, it } from 'vitest';
import { profileOf, renderWithApp } from '../../../test/helpers/render-app.tsx';
import { BillingInformationPage } from './BillingInformationPage.tsx';
import { CheckoutPage } from './CheckoutPage.tsx';

// The billing pages as a user sees them, with a fake API: the payment-problem and delinquent notices of doc 2 §8,
// the cancellation flow of doc 1 §4, and on the checkout the coupon outcome codes and the 404 rule of doc 2 §7.

/** An active monthly Professional subscription (core's builder, past its trial). */
const subscription = (overrides: Partial<Subscription> = {}): Subscription =>
  aSubscription({ state: 'active', trialEndDate: null, nextPaymentDate: '2026-12-01', ...overrides });

const summary: OrderSummary = {
  currency: 'EUR',
  quantity: 1,
  couponCode: null,
  listPriceCents: 4_900,
  periodDiscountCents: 0,
  scalabilityDiscountCents: 0,
  couponDiscountCents: 0,
  netCents: 4_900,
  vatPct: 22,
  vatCents: 1_078,
  reverseCharge: false,
  totalCents: 5_978,
};

const information = (s: Subscription | null, routes = {}, locale: 'en-US' | 'it-IT' = 'en-US') =>
  renderWithApp(<BillingInformationPage />, {
    locale,
    path: '/platform/profile/billing/information',
    routes: { 'billing.customer': () => ({ data: s }), ...routes },
  });

describe('billing information', () => {
  it('shows the plan, its state and next payment, and the plan-expires notice of a payment problem', async () => {
    const screen = await information(
      subscription({ state: 'payment_problem', paymentProblem: { kind: 'expires', days: 3 } }),
    );
    await expect
      .element(screen.getByTestId('payment-problem'))
      .toHaveTextContent('There is a problem with your payment method. Your plan expires in 3 days.');
    await expect.element(screen.getByTestId('billing-state')).toHaveTextContent('Payment problem');
    await expect
      .element(screen.getByTestId('billing-dates'))
      .toHaveTextContent('Next payment on Dec 1, 2026.');
  });

  it('says in Italian that the charge is retried in {days} days', async () => {
    const screen = await information(
      subscription({ state: 'payment_problem', paymentProblem: { kind: 'retry', days: 5 } }),
      {},
      'it-IT',
    );
    await expect
      .element(screen.getByTestId('payment-problem'))
      .toHaveTextContent(
        "Si è verificato un problema con il tuo metodo di pagamento. Riproveremo l'addebito tra 5 giorni.",
      );
  });

  it('says a delinquent subscription is paused for pending payments', async () => {
    const screen = await information(subscription({ state: 'delinquent', nextPaymentDate: null }));
    await expect
      .element(screen.getByTestId('delinquent'))
      .toHaveTextContent('Your subscription is paused for pending payments.');
  });

  it('cancels: confirm leaving → proceed → processing → completed, with the last day of access', async () => {
    let finish: (value: unknown) => void = () => {};
    const screen = await information(subscription(), {
      'billing.cancel': () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    });
    await screen.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect
      .element(screen.getByText('Are you sure you want to cancel your subscription?'))
      .toBeVisible();
    await screen.getByRole('button', { name: 'Proceed' }).click();
    await expect.element(screen.getByText('Cancelling your subscription…')).toBeVisible();
    finish({ data: subscription({ state: 'cancelled', statusCode: 3, endDate: '2026-12-01' }) });
    await expect.element(screen.getByText('Your subscription has been cancelled.')).toBeVisible();
    await expect.element(screen.getByText('Your plan stays active until Dec 1, 2026.')).toBeVisible();
  });

  it('says a failed cancellation needs support', async () => {
    const screen = await information(subscription(), {
      'billing.cancel': () => Promise.reject(new ApiError('cancellationProblem', 502)),
    });
    await screen.getByRole('button', { name: 'Cancel subscription' }).click();
    await screen.getByRole('button', { name: 'Proceed' }).click();
    await expect
      .element(screen.getByText('There was a problem cancelling your subscription. Please contact support.'))
      .toBeVisible();
  });
});

describe('checkout', () => {
  const plans = {
    data: {
      hasDiscount: true,
      hasSubscriptions: false,
      subscriptionStatus: 0,
      provider: 'manual',
      plans: [
        {
          plan: 'professional',
          prices: [{ period: 'month', amount: 49, currency: 'EUR', discountPct: null }],
          trialDays: 14,
          isContactSales: false,
        },
      ],
    },
  };
  const checkoutAt = {
    path: '/platform/profile/billing/checkout/:plan/:period?',
    entry: '/platform/profile/billing/checkout/professional',
  };

  it('says a coupon request error (outcome 2) and a coupon that is not valid (outcome 1)', async () => {
    let outcome = 2;
    const screen = await renderWithApp(<CheckoutPage />, {
      ...checkoutAt,
      routes: {
        'billing.plans': () => plans,
        'billing.order': () => ({ data: summary }),
        'billing.coupon': () => ({
          data: {
            code: 'X',
            outcome,
            isValid: false,
            percentOff: null,
            amountOff: null,
            durationMonths: null,
          },
        }),
      },
    });
    await expect.element(screen.getByTestId('order-summary').getByText('€59.78')).toBeVisible();
    await screen.getByLabelText('Coupon code').fill('X');
    await screen.getByRole('button', { name: 'Apply' }).click();
    await expect.element(screen.getByText('An error has occurred, please try again later')).toBeVisible();
    outcome = 1;
    await screen.getByRole('button', { name: 'Apply' }).click();
    await expect.element(screen.getByText('The coupon code is not valid.')).toBeVisible();
  });

  it('ignores a 404 on the billing customer update (doc 2 §7) and shows other failures', async () => {
    let status = 404;
    const screen = await renderWithApp(<CheckoutPage />, {
      ...checkoutAt,
      routes: {
        'billing.plans': () => plans,
        'billing.order': () => ({ data: summary }),
        'billing.updateCustomer': () =>
          Promise.reject(new ApiError(status === 404 ? 'notFound' : 'anErrorHasOccurred', status)),
      },
    });
    const vat = screen.getByLabelText('VAT number');
    await vat.fill('DE123456789');
    await screen.getByLabelText('Legal name').click();
    await expect.element(screen.getByTestId('order-summary').getByText('€59.78')).toBeVisible();
    expect(screen.getByTestId('form-error').query()).toBeNull();
    status = 500;
    await vat.fill('DE123456780');
    await screen.getByLabelText('Legal name').click();
    await expect.element(screen.getByTestId('form-error')).toBeVisible();
  });

  it('applies a valid coupon: the order summary is asked again with its code', async () => {
    const asked: unknown[] = [];
    const screen = await renderWithApp(<CheckoutPage />, {
      ...checkoutAt,
      routes: {
        'billing.plans': () => plans,
        'billing.order': (input) => {
          asked.push(input);
          return { data: summary };
        },
        'billing.coupon': () => ({
          data: {
            code: 'WELCOME10',
            outcome: 0,
            isValid: true,
            percentOff: 10,
            amountOff: null,
            durationMonths: 3,
          },
        }),
      },
    });
    await screen.getByLabelText('Coupon code').fill('welcome10');
    await screen.getByRole('button', { name: 'Apply' }).click();
    await expect.element(screen.getByTestId('coupon-applied')).toHaveTextContent('Coupon applied.');
    await expect
      .poll(() => (asked.at(-1) as { query?: unknown } | undefined)?.query)
      .toEqual({ plan: 'professional', period: 'month', couponCode: 'WELCOME10' });
  });

  it('takes a Premium code that grants its plan to the billing information', async () => {
    let plan: 'starter' | 'premium' = 'starter';
    const screen = await renderWithApp(<CheckoutPage />, {
      ...checkoutAt,
      extraRoutes: [{ path: '/platform/profile/billing/information', element: <h1>Billing information</h1> }],
      routes: {
        'profile.get': () => ({ data: profileOf({ plan }) }),
        'billing.plans': () => plans,
        'billing.order': () => ({ data: summary }),
        'billing.coupon': () => {
          plan = 'premium';
          return {
            data: {
              code: 'P',
              outcome: 0,
              isValid: true,
              percentOff: 100,
              amountOff: null,
              durationMonths: 12,
            },
          };
        },
      },
    });
    await screen.getByLabelText('Coupon code').fill('P');
    await screen.getByRole('button', { name: 'Apply' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Billing information' })).toBeVisible();
  });
});
