import type { FeatureId } from '@esgkit/core';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { SoonArea } from '../features/platform/ComingSoon.tsx';
import type { MenuLabelKey } from '../features/platform/feature-labels.ts';
import { NotFoundPage, RouteErrorPage } from '../features/public/ErrorPages.tsx';
import { Gate, PagePlaceholder } from '../shared/access/Gate.tsx';
import { PlatformLayout } from '../shared/layout/PlatformLayout.tsx';
import { PublicLayout } from '../shared/layout/PublicLayout.tsx';
import { useAccess } from './api.ts';
import { lazyPage } from './lazy-page.ts';
import { LANDING_PATH, PLAN_PATH } from './paths.ts';

const account = () => import('../features/account/index.ts');
const LoginPage = lazyPage(account, 'LoginPage');
const SignUpPage = lazyPage(account, 'SignUpPage');
const SignUpSuccessPage = lazyPage(account, 'SignUpSuccessPage');
const ConfirmEmailPage = lazyPage(account, 'ConfirmEmailPage');
const ForgotPasswordPage = lazyPage(account, 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(account, 'ResetPasswordPage');
const AccountInfoPage = lazyPage(account, 'AccountInfoPage');
const PlanPage = lazyPage(account, 'PlanPage');
const LegalPage = lazyPage(() => import('../features/public/LegalPage.tsx'), 'LegalPage');
const ShareIndicatorPage = lazyPage(
  () => import('../features/public/ShareIndicatorPage.tsx'),
  'ShareIndicatorPage',
);
const IndicatorsPage = lazyPage(
  () => import('../features/documentation/IndicatorsPage.tsx'),
  'IndicatorsPage',
);
const ComingSoonPage = lazyPage(() => import('../features/platform/ComingSoon.tsx'), 'ComingSoon');
const lookup = () => import('../features/lookup/index.ts');
const LookupPage = lazyPage(lookup, 'LookupPage');
const LookupResultsPage = lazyPage(lookup, 'LookupResultsPage');
const portfolioHub = () => import('../features/portfolio-hub/index.ts');
const ClientsPage = lazyPage(portfolioHub, 'ClientsPage');
const AddClientPage = lazyPage(portfolioHub, 'AddClientPage');
const ClientInformationPage = lazyPage(portfolioHub, 'ClientInformationPage');
const ClientResultsPage = lazyPage(portfolioHub, 'ClientResultsPage');
const share = () => import('../features/share/index.ts');
const ClientSharePage = lazyPage(share, 'ClientSharePage');
const SharedClientPage = lazyPage(share, 'SharedClientPage');

/** A gated page not built yet: the capability check of its final route, then the "coming soon" page. */
const soon = (path: string, feature: FeatureId, area: SoonArea, title: MenuLabelKey): RouteObject => ({
  path,
  element: (
    <Gate feature={feature}>
      <ComingSoonPage area={area} title={title} />
    </Gate>
  ),
});

const to = (path: string): RouteObject['element'] => <Navigate to={path} replace />;

/**
 * /platform and /platform/datahub: Lookup (LANDING_PATH). A Starter user, locked out of it, lands on the Plan page
 * instead of a "not available" notice right after signing in (docs/decisions.md).
 */
const Landing = () => {
  const decision = useAccess('lookup');
  if (decision.allowed) return <Navigate to={LANDING_PATH} replace />;
  if (decision.reason === 'notLoaded') return <PagePlaceholder />;
  return <Navigate to={decision.redirect === 'plan' ? PLAN_PATH : LANDING_PATH} replace />;
};

// The client pages (doc 1 §2 client/{id}): information, performance (sustainable and financial), portfolio.
const clientRoutes: RouteObject[] = [
  { index: true, element: to('information') },
  {
    path: 'information',
    element: (
      <Gate feature="client.information">
        <ClientInformationPage />
      </Gate>
    ),
  },
  // the performance and portfolio trees: part 12's result views over the client's portfolio
  {
    path: '*',
    element: (
      <Gate feature="client.performance.summary">
        <ClientResultsPage />
      </Gate>
    ),
  },
  {
    path: 'share',
    element: (
      <Gate feature="client.share">
        <ClientSharePage />
      </Gate>
    ),
  },
];

/** The spec's routes (doc 1 §2). Pages load on demand; a page that fails to load shows the chunk error. */
export const appRoutes: RouteObject[] = [
  { path: '/', element: to('/login') },
  {
    element: <PublicLayout />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'signup', element: <SignUpPage /> },
          { path: 'signup_success', element: <SignUpSuccessPage /> },
          { path: 'confirm_email', element: <ConfirmEmailPage /> },
          { path: 'forgot_password', element: <ForgotPasswordPage /> },
          { path: 'reset_password', element: <ResetPasswordPage /> },
          { path: 'shareindicator', element: <ShareIndicatorPage /> },
          { path: 'legal', element: <LegalPage /> },
          // doc 1 §2 /shareClient/{id}: the read-only client views a share link opens (part 13)
          { path: 'shareClient/:shareId/*', element: <SharedClientPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
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
          // doc 1 §2: "Its default is datahub, which redirects to chat." Until the chat exists (part 10): Lookup.
          { index: true, element: <Landing /> },
          { path: 'datahub', element: <Landing /> },
          { path: 'datahub/lookup', element: to('research') },
          {
            path: 'datahub/lookup/research',
            element: (
              <Gate feature="lookup">
                <LookupPage />
              </Gate>
            ),
          },
          {
            path: 'datahub/lookup/results/*',
            element: (
              <Gate feature="lookup">
                <LookupResultsPage />
              </Gate>
            ),
          },
          { path: 'datahub/screening', element: to('fund') },
          soon('datahub/screening/fund', 'screening.fund', 'fundScreening', 'nav.fundScreening'),
          soon('datahub/screening/company', 'screening.company', 'companyScreening', 'nav.companyScreening'),
          soon('datahub/screening/country', 'screening.country', 'countryScreening', 'nav.countryScreening'),
          { path: 'datahub/matching', element: to('research') },
          soon('datahub/matching/research', 'matching', 'matching', 'nav.matching'),
          soon('datahub/matching/results/*', 'matching', 'matchingResults', 'nav.results'),
          { path: 'portfoliohub', element: to('clients') },
          {
            path: 'portfoliohub/clients',
            element: (
              <Gate feature="portfolioHub">
                <ClientsPage />
              </Gate>
            ),
          },
          {
            path: 'portfoliohub/add_client',
            element: (
              <Gate feature="portfolioHub">
                <AddClientPage />
              </Gate>
            ),
          },
          // doc 1 §2: "With no client selected the user returns to Portfolio Hub."
          { path: 'client', element: to('/platform/portfoliohub/clients') },
          { path: 'client/:clientId', children: clientRoutes },
          { path: 'customization', element: to('company_info') },
          soon('customization/company_info', 'customization.companyInfo', 'companyInfo', 'nav.companyInfo'),
          soon('customization/api', 'customization.api', 'api', 'nav.api'),
          soon('customization/scoring', 'customization.scoring', 'scoring', 'nav.scoring'),
          soon('customization/impact', 'customization.impact', 'impact', 'nav.impact'),
          soon(
            'customization/notifications',
            'customization.notifications',
            'notifications',
            'nav.notifications',
          ),
          { path: 'profile', element: to('account_info') },
          {
            path: 'profile/account_info',
            element: (
              <Gate feature="accountInfo">
                <AccountInfoPage />
              </Gate>
            ),
          },
          {
            path: 'profile/Plan',
            element: (
              <Gate feature="plan">
                <PlanPage />
              </Gate>
            ),
          },
          soon('profile/billing/*', 'billing', 'billing', 'profileMenu.billing'),
          soon('phytech', 'library', 'library', 'nav.library'),
          { path: 'documentation', element: to('methodologies') },
          soon('documentation/methodologies', 'documentation', 'methodologies', 'nav.methodologies'),
          {
            path: 'documentation/Indicators',
            element: (
              <Gate feature="documentation">
                <IndicatorsPage />
              </Gate>
            ),
          },
          soon('documentation/videos', 'documentation', 'videos', 'nav.videos'),
          soon('chat', 'chat', 'chat', 'nav.aiChat'),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
export type AppRouter = ReturnType<typeof createAppRouter>;
