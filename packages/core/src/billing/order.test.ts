import { describe, expect, it } from 'vitest';
import { billingPlansOf, OrderError, orderSummary, percentOfCents } from './order.ts';
import { defaultPlansFile } from './plans-file.ts';
import { plansWithCoupons as plans } from './test-plans.test-helper.ts';

// The repo's plans file: Professional €49.00/month, Premium €99.00/month; quarter −10 %, year −20 %;
// scalability 5 seats −10 %, 10 seats −15 %, 25 seats −20 %; seller in Italy.
describe('orderSummary', () => {
  it('prices a month of Professional for an Italian consumer with 22 % VAT', () => {
    // list 4900; VAT 4900 × 22 % = 1078; total 4900 + 1078 = 5978
    expect(orderSummary({ plans, plan: 'professional', period: 'month', buyerCountry: 'IT' })).toEqual({
      currency: 'EUR',
      quantity: 1,
      couponCode: null,
      listPriceCents: 4900,
      periodDiscountCents: 0,
      scalabilityDiscountCents: 0,
      couponDiscountCents: 0,
      netCents: 4900,
      vatPct: 22,
      vatCents: 1078,
      reverseCharge: false,
      totalCents: 5978,
    });
  });

  it('applies the year discount and reverse charge for a German VAT ID', () => {
    // list 4900 × 12 = 58800; year −20 % = 11760; net 58800 − 11760 = 47040; reverse charge: VAT 0; total 47040
    const s = orderSummary({
      plans,
      plan: 'professional',
      period: 'year',
      buyerCountry: 'DE',
      vatId: 'DE 123 456 789',
    });
    expect(s).toMatchObject({
      listPriceCents: 58800,
      periodDiscountCents: 11760,
      netCents: 47040,
      vatPct: 0,
      vatCents: 0,
      reverseCharge: true,
      totalCents: 47040,
    });
  });

  it('stacks period, scalability and coupon discounts, rounding each half up to the cent (Finland, 25.5 %)', () => {
    // list 9900 × 3 × 5 seats = 148500
    // quarter −10 % = 14850 → 133650
    // 5 seats −10 % = 13365 → 120285
    // coupon −10 % = 12028.5 → 12029 (half up) → net 108256
    // VAT 108256 × 25.5 % = 27605.28 → 27605; total 108256 + 27605 = 135861
    expect(
      orderSummary({
        plans,
        plan: 'premium',
        period: 'quarter',
        buyerCountry: 'FI',
        coupon: 'welcome10',
        quantity: 5,
      }),
    ).toEqual({
      currency: 'EUR',
      quantity: 5,
      couponCode: 'WELCOME10',
      listPriceCents: 148500,
      periodDiscountCents: 14850,
      scalabilityDiscountCents: 13365,
      couponDiscountCents: 12029,
      netCents: 108256,
      vatPct: 25.5,
      vatCents: 27605,
      reverseCharge: false,
      totalCents: 135861,
    });
  });

  it('takes the highest scalability tier the seats reach (10 seats → 15 %)', () => {
    // list 4900 × 10 = 49000; −15 % = 7350 → 41650; Austria 20 % = 8330; total 49980
    expect(
      orderSummary({ plans, plan: 'professional', period: 'month', buyerCountry: 'AT', quantity: 10 }),
    ).toMatchObject({ scalabilityDiscountCents: 7350, netCents: 41650, vatCents: 8330, totalCents: 49980 });
    // 4 seats: below the first tier, no discount: 4900 × 4 = 19600
    expect(
      orderSummary({ plans, plan: 'professional', period: 'month', buyerCountry: 'US', quantity: 4 }),
    ).toMatchObject({ scalabilityDiscountCents: 0, netCents: 19600 });
  });

  it('charges domestic VAT on a VAT ID of the seller’s own country, with an amount-off coupon', () => {
    // 4900 − 2000 = 2900; an Italian VAT ID is domestic (seller IT): 22 % = 638; total 3538
    expect(
      orderSummary({
        plans,
        plan: 'professional',
        period: 'month',
        buyerCountry: 'IT',
        vatId: 'IT12345678901',
        coupon: 'ESG20EUR',
      }),
    ).toMatchObject({
      couponDiscountCents: 2000,
      netCents: 2900,
      vatCents: 638,
      reverseCharge: false,
      totalCents: 3538,
    });
  });

  it('adds no VAT outside the EU, and ignores a VAT ID that does not look valid', () => {
    expect(orderSummary({ plans, plan: 'professional', period: 'month', buyerCountry: 'US' })).toMatchObject({
      vatPct: 0,
      vatCents: 0,
      totalCents: 4900,
    });
    // "DE12" is not a German format: no reverse charge, German VAT 19 % of 4900 = 931
    expect(
      orderSummary({ plans, plan: 'professional', period: 'month', buyerCountry: 'DE', vatId: 'DE12' }),
    ).toMatchObject({ reverseCharge: false, vatPct: 19, vatCents: 931, totalCents: 5831 });
  });

  it('never takes a coupon below zero', () => {
    expect(
      orderSummary({ plans, plan: 'professional', period: 'month', buyerCountry: 'IT', coupon: 'BIG' }),
    ).toMatchObject({ couponDiscountCents: 4900, netCents: 0, vatCents: 0, totalCents: 0 });
  });

  it('takes a coupon the provider has checked, amountOff in euros', () => {
    // 4900 − 5.50 € = 4350; IT 22 % = 957; total 5307
    expect(
      orderSummary({
        plans: defaultPlansFile,
        plan: 'professional',
        period: 'month',
        buyerCountry: 'IT',
        coupon: {
          code: 'STRIPE5',
          outcome: 0,
          isValid: true,
          percentOff: null,
          amountOff: 5.5,
          durationMonths: 1,
        },
      }),
    ).toMatchObject({
      couponCode: 'STRIPE5',
      couponDiscountCents: 550,
      netCents: 4350,
      vatCents: 957,
      totalCents: 5307,
    });
  });

  it('refuses a plan without a price, an unknown coupon and a bad seat count', () => {
    const base = { plans, period: 'month', buyerCountry: 'IT' } as const;
    expect(() => orderSummary({ ...base, plan: 'enterprise' })).toThrow(OrderError);
    expect(() => orderSummary({ ...base, plan: 'starter' })).toThrow(/no price/);
    expect(() => orderSummary({ ...base, plan: 'premium', coupon: 'NOPE' })).toThrow(/NOPE/);
    expect(() => orderSummary({ ...base, plan: 'premium', quantity: 0 })).toThrow(/quantity/);
  });
});

describe('percentOfCents', () => {
  it('rounds half up to the cent', () => {
    expect(percentOfCents(5, 50)).toBe(3); // 2.5 → 3
    expect(percentOfCents(4, 50)).toBe(2);
    expect(percentOfCents(101, 25.5)).toBe(26); // 25.755 → 26
  });
});

describe('billingPlansOf', () => {
  it('lists each plan with its price per period after the period discount, in euros', () => {
    const list = billingPlansOf(defaultPlansFile);
    expect(list.map((p) => [p.plan, p.isContactSales, p.trialDays])).toEqual([
      ['starter', false, 0],
      ['professional', false, 14],
      ['premium', false, 14],
      ['enterprise', true, 0],
    ]);
    // Professional: 49.00; 3 × 49 = 147 − 10 % = 132.30; 12 × 49 = 588 − 20 % = 470.40
    expect(list[1]?.prices).toEqual([
      { period: 'month', amount: 49, currency: 'EUR', discountPct: null },
      { period: 'quarter', amount: 132.3, currency: 'EUR', discountPct: 10 },
      { period: 'year', amount: 470.4, currency: 'EUR', discountPct: 20 },
    ]);
  });
});
