import type { BillingPlans } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/helpers/render-app.tsx';
import { PlanPage } from './PlanPage.tsx';

// The Plan page says the trial the engine's plans file gives (billing.plans' trialDays), not the repo's 14 days: an
// operator's ESGKIT_PLANS_FILE with a 30-day trial shows 30 days in both languages.

const plans = (trialDays: number): { data: BillingPlans } => ({
  data: {
    hasDiscount: false,
    hasSubscriptions: false,
    subscriptionStatus: 0,
    provider: 'manual',
    plans: [
      {
        plan: 'professional',
        accessLevel: 100,
        capability: 4,
        limits: { maxSecuritiesPerPortfolio: 25, maxPortfolios: 25 },
        prices: [{ period: 'month', amount: 49, currency: 'EUR', discountPct: null }],
        trialDays,
        isContactSales: false,
      },
    ],
  },
});

const planPage = (trialDays: number, locale: 'en-US' | 'it-IT' = 'en-US') =>
  renderWithApp(<PlanPage />, {
    locale,
    path: '/platform/profile/Plan',
    routes: { 'billing.plans': () => plans(trialDays) },
  });

describe('the Plan page’s trial', () => {
  it('says the plans file’s 30-day trial on the plan and in the page’s description', async () => {
    const screen = await planPage(30);
    await expect.element(screen.getByText('30-day free trial · Cancel at any time')).toBeVisible();
    await expect
      .element(
        screen.getByText('Every paid plan starts with a 30-day free trial and can be cancelled at any time.'),
      )
      .toBeVisible();
    expect(screen.container.textContent).not.toContain('14-day');
  });

  it('says it in Italian', async () => {
    const screen = await planPage(30, 'it-IT');
    await expect.element(screen.getByText(/Prova gratuita di 30 giorni/)).toBeVisible();
    expect(screen.container.textContent).not.toContain('14 giorni');
  });

  it('offers no trial when the file sets none', async () => {
    const screen = await planPage(0);
    await expect.element(screen.getByTestId('prices-professional')).toBeVisible();
    expect(screen.container.textContent).not.toMatch(/free trial/);
  });
});

// What each plan grants comes from billing.plans too (the engine's plans file), not from the repo's: an operator's
// file giving Professional 40 securities and 3 portfolios is what the page lists, in both languages.
describe('the Plan page’s limits', () => {
  const operatorPlans = (): { data: BillingPlans } => {
    const answer = plans(14);
    const [professional] = answer.data.plans;
    if (professional) professional.limits = { maxSecuritiesPerPortfolio: 40, maxPortfolios: 3 };
    return answer;
  };
  const page = (locale: 'en-US' | 'it-IT') =>
    renderWithApp(<PlanPage />, {
      locale,
      path: '/platform/profile/Plan',
      routes: { 'billing.plans': operatorPlans },
    });

  it('lists the operator’s limits of Professional', async () => {
    const screen = await page('en-US');
    await expect.element(screen.getByText('Up to 40 securities per portfolio')).toBeVisible();
    await expect.element(screen.getByText('Up to 3 portfolios')).toBeVisible();
    expect(screen.container.textContent).not.toContain('Up to 25');
  });

  it('lists them in Italian', async () => {
    const screen = await page('it-IT');
    await expect.element(screen.getByText('Fino a 40 titoli per portafoglio')).toBeVisible();
    await expect.element(screen.getByText('Fino a 3 portafogli')).toBeVisible();
  });
});
