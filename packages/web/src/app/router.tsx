import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFoundPage, RouteErrorPage } from '../features/public/ErrorPages.tsx';
import { Gate, PagePlaceholder } from '../shared/access/Gate.tsx';
import { PlatformLayout } from '../shared/layout/PlatformLayout.tsx';
import { PublicLayout } from '../shared/layout/PublicLayout.tsx';
import { useAccess } from './api.ts';
import { lazyPage } from './lazy-page.ts';
import { linkPath, type PageName, type Screen, screenIds, screens } from './navigation.ts';
import { LANDING_PATH, PLAN_PATH, paths } from './paths.ts';

const account = () => import('../features/account/index.ts');
const LoginPage = lazyPage(account, 'LoginPage');
const SignUpPage = lazyPage(account, 'SignUpPage');
const SignUpSuccessPage = lazyPage(account, 'SignUpSuccessPage');
const ConfirmEmailPage = lazyPage(account, 'ConfirmEmailPage');
const ForgotPasswordPage = lazyPage(account, 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(account, 'ResetPasswordPage');
const AccountInfoPage = lazyPage(account, 'AccountInfoPage');
const PlanPage = lazyPage(account, 'PlanPage');
const billing = () => import('../features/billing/index.ts');
const CheckoutPage = lazyPage(billing, 'CheckoutPage');
const BillingInformationPage = lazyPage(billing, 'BillingInformationPage');
const BillingHistoryPage = lazyPage(billing, 'BillingHistoryPage');
const LegalPage = lazyPage(() => import('../features/public/LegalPage.tsx'), 'LegalPage');
const ShareIndicatorPage = lazyPage(
  () => import('../features/public/ShareIndicatorPage.tsx'),
  'ShareIndicatorPage',
);
const LibraryPage = lazyPage(() => import('../features/library/LibraryPage.tsx'), 'LibraryPage');
const IndicatorsPage = lazyPage(
  () => import('../features/documentation/IndicatorsPage.tsx'),
  'IndicatorsPage',
);
const MethodologiesPage = lazyPage(
  () => import('../features/documentation/MethodologiesPage.tsx'),
  'MethodologiesPage',
);
const VideosPage = lazyPage(() => import('../features/documentation/VideosPage.tsx'), 'VideosPage');
const FaqPage = lazyPage(() => import('../features/documentation/FaqPage.tsx'), 'FaqPage');
const ComingSoonPage = lazyPage(() => import('../features/platform/ComingSoon.tsx'), 'ComingSoon');
const CompanyInfoPage = lazyPage(
  () => import('../features/customization/CompanyInfoPage.tsx'),
  'CompanyInfoPage',
);
const ImpactDefaultsPage = lazyPage(
  () => import('../features/customization/ImpactDefaultsPage.tsx'),
  'ImpactDefaultsPage',
);
const NotificationsPage = lazyPage(
  () => import('../features/customization/NotificationsPage.tsx'),
  'NotificationsPage',
);
const ScoringPage = lazyPage(() => import('../features/customization/ScoringPage.tsx'), 'ScoringPage');
const ApiKeysPage = lazyPage(() => import('../features/customization/ApiKeysPage.tsx'), 'ApiKeysPage');
const lookup = () => import('../features/lookup/index.ts');
const LookupPage = lazyPage(lookup, 'LookupPage');
const LookupResultsPage = lazyPage(lookup, 'LookupResultsPage');
const portfolioHub = () => import('../features/portfolio-hub/index.ts');
const ClientsPage = lazyPage(portfolioHub, 'ClientsPage');
const AddClientPage = lazyPage(portfolioHub, 'AddClientPage');
const ClientInformationPage = lazyPage(portfolioHub, 'ClientInformationPage');
const ClientResultsPage = lazyPage(portfolioHub, 'ClientResultsPage');
const screening = () => import('../features/screening/index.ts');
const FundScreeningPage = lazyPage(screening, 'FundScreeningPage');
const CompanyScreeningPage = lazyPage(screening, 'CompanyScreeningPage');
const CountryScreeningPage = lazyPage(screening, 'CountryScreeningPage');
const matching = () => import('../features/matching/index.ts');
const MatchingPage = lazyPage(matching, 'MatchingPage');
const MatchingResultsPage = lazyPage(matching, 'MatchingResultsPage');
const ChatPage = lazyPage(() => import('../features/chat/index.ts'), 'ChatPage');
const share = () => import('../features/share/index.ts');
const ClientSharePage = lazyPage(share, 'ClientSharePage');
const SharedClientPage = lazyPage(share, 'SharedClientPage');

/** The page components the navigation table names, loaded on demand. */
const pages: Record<Exclude<PageName, 'Landing'>, ComponentType> = {
  LoginPage,
  SignUpPage,
  SignUpSuccessPage,
  ConfirmEmailPage,
  ForgotPasswordPage,
  ResetPasswordPage,
  ShareIndicatorPage,
  LegalPage,
  SharedClientPage,
  LookupPage,
  LookupResultsPage,
  ClientsPage,
  AddClientPage,
  ClientInformationPage,
  ClientResultsPage,
  ClientSharePage,
  AccountInfoPage,
  PlanPage,
  CheckoutPage,
  BillingInformationPage,
  BillingHistoryPage,
  IndicatorsPage,
  LibraryPage,
  MethodologiesPage,
  FundScreeningPage,
  CompanyScreeningPage,
  CountryScreeningPage,
  MatchingPage,
  MatchingResultsPage,
  CompanyInfoPage,
  ImpactDefaultsPage,
  NotificationsPage,
  ApiKeysPage,
  ScoringPage,
  VideosPage,
  FaqPage,
  ChatPage,
};

/**
 * /platform and /platform/datahub: the chat (LANDING_PATH, doc 1 §2), open on every plan. A user for whom the
 * chat is disabled (capability 8 or 9, doc 1 §6) lands on Lookup, or on the Plan page when Lookup is locked too,
 * instead of a "no access" notice right after signing in (docs/decisions.md).
 */
const Landing = () => {
  const chat = useAccess('chat');
  const lookup = useAccess('lookup');
  if (chat.allowed) return <Navigate to={LANDING_PATH} replace />;
  if (chat.reason === 'notLoaded') return <PagePlaceholder />;
  if (lookup.allowed) return <Navigate to={paths.lookup} replace />;
  return <Navigate to={lookup.redirect === 'plan' ? PLAN_PATH : LANDING_PATH} replace />;
};

const pageElement = (page: PageName): ReactNode => {
  if (page === 'Landing') return <Landing />;
  const Page = pages[page];
  return <Page />;
};

/** One row of the navigation table as a route; a view row is routed by the page it lies within. */
const routeFor = (screen: Screen, base: '/' | '/platform/'): RouteObject | null => {
  const path = screen.path.slice(base.length);
  switch (screen.kind) {
    case 'public':
      return { path, element: pageElement(screen.page) };
    case 'page':
      return { path, element: <Gate feature={screen.feature}>{pageElement(screen.page)}</Gate> };
    case 'soon':
      // a gated page not built yet: the capability check of its final route, then the "coming soon" page
      return {
        path,
        element: (
          <Gate feature={screen.feature}>
            <ComingSoonPage area={screen.area} title={screen.label} />
          </Gate>
        ),
      };
    case 'redirect': {
      // relative when the target lies under the redirect (a client's home opens its information page)
      const target = screens[screen.to].path;
      const to = target.startsWith(`${screen.path}/`)
        ? target.slice(screen.path.length + 1)
        : linkPath(screen.to);
      return { path, element: <Navigate to={to} replace /> };
    }
    case 'view':
      return null;
  }
};

const routesUnder = (base: '/' | '/platform/'): RouteObject[] =>
  screenIds
    .map((id) => screens[id])
    .filter((screen) => (screen.kind === 'public') === (base === '/'))
    .flatMap((screen) => routeFor(screen, base) ?? []);

/** The spec's routes (doc 1 §2), from the navigation table. Pages load on demand; a failed load shows the error. */
export const appRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to={paths.login} replace /> },
  {
    element: <PublicLayout />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [...routesUnder('/'), { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
  {
    path: 'platform',
    element: <PlatformLayout />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Landing /> },
          ...routesUnder('/platform/'),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
export type AppRouter = ReturnType<typeof createAppRouter>;
