import { AppShell, Burger, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatch } from 'react-router';
import { useSession } from '../../app/api.ts';
import { useT } from '../../app/locale.tsx';
import { loginPathFor, paths } from '../../app/paths.ts';
import { useServices } from '../../app/services.tsx';
import { PagePlaceholder } from '../access/Gate.tsx';
import { UpgradeModal } from '../access/UpgradeModal.tsx';
import { CompactFooter } from './Footer.tsx';
import { HelpMenu, ProfileMenu } from './HeaderMenus.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { type OpenMenu, SideMenu } from './SideMenu.tsx';

/**
 * The signed-in area (doc 1 §2 /platform): header with the help and profile menus, the side menu, the page, and
 * the compact footer. Under 768 px the header is the simplified mobile top bar (menu button, logo, profile) and
 * the side menu slides in. Without a session the user goes to /login, which brings them back after login.
 */
export const PlatformLayout = () => {
  const t = useT();
  const session = useSession();
  const { client, signOut, isLeaving } = useServices();
  const location = useLocation();
  const { pathname } = location;
  const [mobileOpened, mobile] = useDisclosure(false);
  const [openMenu, setOpenMenu] = useState<OpenMenu>(
    pathname.startsWith('/platform/datahub') ? 'dataHub' : null,
  );
  const [lockedFeature, setLockedFeature] = useState<string | null>(null);
  const clientMatch = useMatch('/platform/client/:clientId/*');
  const selectedClientId = clientMatch?.params.clientId ?? null;

  // doc 1 §2: "Selecting a client opens the Portfolio Hub submenu automatically."
  useEffect(() => {
    if (selectedClientId) setOpenMenu('portfolioHub');
  }, [selectedClientId]);
  // A page change closes the phone's slide-in menu; the new page takes the focus from there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => mobile.close(), [pathname]);

  // A page asked for without a session opens after login (loginPathFor keeps it in ?next=); a logout forgets it.
  if (!session) return <Navigate to={isLeaving() ? paths.login : loginPathFor(location)} replace />;

  // doc 1 §4 Logout: sign out on the server, drop the token and access level, clear the profile, go to /login.
  const logout = () => {
    void client.call('auth.logout').catch(() => undefined);
    signOut();
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 272, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
      padding={0}
    >
      <a href="#main" className="esg-skip-link">
        {t('web.header.skipToContent')}
      </a>
      <AppShell.Header>
        <Group
          h="100%"
          px="md"
          justify="space-between"
          wrap="nowrap"
          hiddenFrom="sm"
          data-testid="mobile-bar"
        >
          <Burger
            opened={mobileOpened}
            onClick={mobile.toggle}
            size="sm"
            aria-label={mobileOpened ? t('web.header.closeMenu') : t('web.header.openMenu')}
            aria-expanded={mobileOpened}
          />
          <Logo to="/platform" />
          <ProfileMenu onLogout={logout} compact />
        </Group>
        <Group
          h="100%"
          px="lg"
          justify="space-between"
          wrap="nowrap"
          visibleFrom="sm"
          data-testid="desktop-bar"
        >
          <Logo to="/platform" />
          <Group gap="xs" wrap="nowrap">
            <HelpMenu />
            <LanguageSwitch />
            <ProfileMenu onLogout={logout} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar data-testid="side-menu">
        <SideMenu
          openMenu={openMenu}
          setOpenMenu={setOpenMenu}
          selectedClientId={selectedClientId}
          onLocked={setLockedFeature}
          footer={
            <Group hiddenFrom="sm" p="sm" justify="space-between" className="esg-menu-footer">
              <HelpMenu />
              <LanguageSwitch />
            </Group>
          }
        />
      </AppShell.Navbar>
      <AppShell.Main>
        <Stack gap={0} mih="calc(100dvh - 60px)" justify="space-between">
          {/* AppShell.Main is the page's <main>; this is where the skip link lands */}
          <div id="main" tabIndex={-1} className="esg-main">
            <Suspense fallback={<PagePlaceholder />}>
              <Outlet />
            </Suspense>
          </div>
          <CompactFooter />
        </Stack>
      </AppShell.Main>
      <UpgradeModal feature={lockedFeature} onClose={() => setLockedFeature(null)} />
    </AppShell>
  );
};
