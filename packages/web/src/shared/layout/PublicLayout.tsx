import { Button, Container, Group, useMatches } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession } from '../../app/api.ts';
import { useT } from '../../app/locale.tsx';
import { PagePlaceholder } from '../access/Gate.tsx';
import { Footer } from './Footer.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';

/** The public pages: a header with the language switch and a login link when logged out (doc 1 §2), the footer. */
export const PublicLayout = () => {
  const t = useT();
  const session = useSession();
  const { pathname } = useLocation();
  // On a phone the language shows as its code and the button is compact: logo, switch and "Apri la piattaforma" fit
  // in 390 px (the full-size ones made every public page scroll sideways; PublicLayout.browser.test.tsx).
  const phone = useMatches({ base: true, sm: false });
  const size = phone ? 'compact-sm' : 'sm';
  return (
    <div className="esg-public">
      <a href="#main" className="esg-skip-link">
        {t('web.header.skipToContent')}
      </a>
      <header className="esg-public-header">
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Logo />
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitch compact={phone} />
              {session ? (
                <Button component={Link} to="/platform" variant="light" size={size}>
                  {t('web.header.openPlatform')}
                </Button>
              ) : pathname !== '/login' ? (
                <Button component={Link} to="/login" variant="light" size={size} data-testid="header-login">
                  {t('nav.login')}
                </Button>
              ) : null}
            </Group>
          </Group>
        </Container>
      </header>
      <main id="main" tabIndex={-1} className="esg-public-main">
        <Suspense fallback={<PagePlaceholder />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
};
