import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { profileOf, renderWithApp, starterProfile } from '../../../test/helpers/render-app.tsx';
import { PLAN_PATH } from '../../app/paths.ts';
import { Gate } from './Gate.tsx';

// The route gate of spec doc 1 §6, as a user sees it: placeholders until the capability is known, the Starter lock
// sends to the Plan page, too low a capability shows the no-access notice with its upgrade link.
const gated = (
  <Gate feature="lookup.performance.product">
    <h1>Product view</h1>
  </Gate>
);
const planPage = { path: PLAN_PATH, element: <h1>Plan page</h1> };

describe('Gate', () => {
  it('shows placeholders, not the page, while the profile loads', async () => {
    const screen = await renderWithApp(gated, { profile: 'loading' });
    await expect.element(screen.getByTestId('placeholder')).toBeInTheDocument();
    expect(screen.getByText('Product view').query()).toBeNull();
  });

  it('shows the page to a full-access user with enough capability', async () => {
    const screen = await renderWithApp(gated, { profile: profileOf({ userCapability: 4 }) });
    await expect.element(screen.getByRole('heading', { name: 'Product view' })).toBeVisible();
  });

  it('sends a Starter user to the Plan page', async () => {
    await renderWithApp(gated, { profile: starterProfile(), extraRoutes: [planPage] });
    await expect.element(page.getByRole('heading', { name: 'Plan page' })).toBeVisible();
    expect(page.getByText('Product view').query()).toBeNull();
  });

  it('tells a user whose capability is too low that they have no access, with a link to the plans', async () => {
    const screen = await renderWithApp(gated, { profile: profileOf({ userCapability: 2 }) });
    await expect.element(screen.getByRole('heading', { name: 'No access' })).toBeVisible();
    await expect.element(screen.getByText("Your account doesn't have access to this feature.")).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'See the plans' }))
      .toHaveAttribute('href', PLAN_PATH);
    expect(screen.getByText('Product view').query()).toBeNull();
  });

  it('says so in Italian for an it-IT user', async () => {
    const screen = await renderWithApp(gated, {
      locale: 'it-IT',
      profile: profileOf({ userCapability: 2 }),
    });
    await expect.element(screen.getByRole('heading', { name: 'Accesso non disponibile' })).toBeVisible();
    await expect.element(screen.getByText('Il tuo account non ha accesso a questa funzione.')).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Vedi i piani' })).toBeVisible();
  });
});
