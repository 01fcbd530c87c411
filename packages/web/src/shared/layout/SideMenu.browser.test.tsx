import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { profileOf, renderWithApp, starterProfile } from '../../../test/helpers/render-app.tsx';
import { UpgradeModal } from '../access/UpgradeModal.tsx';
import { type OpenMenu, SideMenu } from './SideMenu.tsx';

const CLIENT_ID = '00000000-0000-4000-8000-0000000000c1';

// The side menu as PlatformLayout wires it: one open submenu, the upgrade modal on a locked item.
const Menu = ({ clientId = null }: { clientId?: string | null }) => {
  const [openMenu, setOpenMenu] = useState<OpenMenu>(null);
  const [locked, setLocked] = useState<string | null>(null);
  return (
    <>
      <SideMenu
        openMenu={openMenu}
        setOpenMenu={setOpenMenu}
        selectedClientId={clientId}
        onLocked={setLocked}
      />
      <UpgradeModal feature={locked} onClose={() => setLocked(null)} />
    </>
  );
};

// The side menu of spec doc 1 §2 and its locks (doc 1 §6), derived from app/navigation.ts.
describe('SideMenu', () => {
  it("opens Data Hub's submenu: Lookup and Screening as links, Matching disabled below capability 100", async () => {
    const screen = await renderWithApp(<Menu />, { profile: profileOf({ userCapability: 5 }) });
    await expect.element(screen.getByTestId('full-name')).toHaveTextContent('Ada Rossi');
    expect(screen.getByRole('link', { name: 'Lookup' }).query()).toBeNull();
    await screen.getByRole('button', { name: 'Data Hub' }).click();
    await expect
      .element(screen.getByRole('link', { name: 'Lookup' }))
      .toHaveAttribute('href', '/platform/datahub/lookup');
    await expect
      .element(screen.getByRole('link', { name: 'Screening' }))
      .toHaveAttribute('href', '/platform/datahub/screening');
    await expect.element(screen.getByRole('button', { name: 'Matching' })).toBeDisabled();
  });

  it('shows Portfolio Hub as a link to Clients while no client is selected', async () => {
    const screen = await renderWithApp(<Menu />);
    await expect
      .element(screen.getByRole('link', { name: 'Portfolio Hub' }))
      .toHaveAttribute('href', '/platform/portfoliohub/clients');
  });

  it("opens the selected client's submenu under Portfolio Hub", async () => {
    const after = await renderWithApp(<Menu clientId={CLIENT_ID} />);
    await after.getByRole('button', { name: 'Portfolio Hub' }).click();
    await expect
      .element(after.getByRole('link', { name: 'Clients' }))
      .toHaveAttribute('href', '/platform/portfoliohub/clients');
    await expect
      .element(after.getByRole('link', { name: 'Information' }))
      .toHaveAttribute('href', `/platform/client/${CLIENT_ID}/information`);
    await expect.element(after.getByRole('link', { name: 'Share' })).toBeVisible();
  });

  it('locks Data Hub for a Starter user: the lock shows and a click opens the upgrade notice', async () => {
    const screen = await renderWithApp(<Menu />, { profile: starterProfile() });
    // the lock icon is named, so the entry reads "Data Hub Not available in Starter plan"
    const dataHub = screen.getByRole('button', { name: 'Data Hub Not available in Starter plan' });
    await expect.element(dataHub).toHaveAttribute('data-locked', 'true');
    await dataHub.click();
    await expect.element(screen.getByRole('dialog', { name: 'Data Hub Not Available' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lookup' }).query()).toBeNull();
  });

  it('shows placeholders instead of the entries while the profile loads', async () => {
    const screen = await renderWithApp(<Menu />, { profile: 'loading' });
    await expect.element(screen.getByTestId('menu-placeholder').first()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Data Hub' }).query()).toBeNull();
  });
});
