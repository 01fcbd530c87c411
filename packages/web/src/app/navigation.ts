import type { FeatureId, TranslationKey } from '@esgkit/core';
import { capabilityTable } from '@esgkit/core';

/**
 * Every screen of the web app in one table (doc 1 §2, the spec's routes): the router, the side menu, `paths`,
 * the "coming soon" pages and the feature labels all derive from it. A new screen is one row here plus its page
 * component in the router's page list; a "soon" row becomes a page by naming its component.
 */

/** A menu label's key: none of them takes parameters. */
export type MenuLabelKey = Extract<
  TranslationKey,
  `nav.${string}` | `profileMenu.${string}` | 'share.shareClient'
>;

/** The pages the router loads on demand (router.tsx maps each name to its lazy component). */
export type PageName =
  | 'LoginPage'
  | 'SignUpPage'
  | 'SignUpSuccessPage'
  | 'ConfirmEmailPage'
  | 'ForgotPasswordPage'
  | 'ResetPasswordPage'
  | 'ShareIndicatorPage'
  | 'LegalPage'
  | 'SharedClientPage'
  | 'Landing'
  | 'ChatPage'
  | 'LookupPage'
  | 'LookupResultsPage'
  | 'ClientsPage'
  | 'AddClientPage'
  | 'ClientInformationPage'
  | 'ClientResultsPage'
  | 'ClientSharePage'
  | 'AccountInfoPage'
  | 'PlanPage'
  | 'CheckoutPage'
  | 'BillingInformationPage'
  | 'BillingHistoryPage'
  | 'IndicatorsPage'
  | 'LibraryPage'
  | 'MethodologiesPage'
  | 'FundScreeningPage'
  | 'CompanyScreeningPage'
  | 'CountryScreeningPage'
  | 'MatchingPage'
  | 'MatchingResultsPage'
  | 'CompanyInfoPage'
  | 'ImpactDefaultsPage'
  | 'NotificationsPage'
  | 'ApiKeysPage'
  | 'ScoringPage'
  | 'VideosPage'
  | 'FaqPage';

/** What a screen not built yet will show (the `web.soon.areas.*` texts). */
export type SoonArea = 'library';

/** The side menu's icons, by name (SideMenu.tsx draws them). */
export type MenuIcon = 'dataHub' | 'portfolioHub' | 'customization' | 'library' | 'chat';

interface ScreenBase<Id extends string> {
  /** Absolute path; `:clientId` for the selected client, `/*` when the page routes the rest itself. */
  path: string;
  label: MenuLabelKey;
  /** Where it sits in the side menu: a top-level entry with its icon, or under a parent entry. */
  menu?: { icon: MenuIcon } | { parent: Id };
}

/** How a row is served; `Id` names the other rows a row points to (checked below). */
export type Screen<Id extends string = ScreenId> = ScreenBase<Id> &
  (
    | { kind: 'public'; page: PageName }
    | { kind: 'page'; feature: FeatureId; page: PageName }
    | { kind: 'soon'; feature: FeatureId; area: SoonArea }
    /** A path that opens another screen (the spec's defaults: "screening" opens Funds). */
    | { kind: 'redirect'; feature: FeatureId; to: Id }
    /** A link into a page another row routes (the client's result trees). */
    | { kind: 'view'; feature: FeatureId; within: Id }
  );

const table = {
  login: { kind: 'public', path: '/login', label: 'nav.login', page: 'LoginPage' },
  signUp: { kind: 'public', path: '/signup', label: 'nav.signUp', page: 'SignUpPage' },
  signUpSuccess: { kind: 'public', path: '/signup_success', label: 'nav.signUp', page: 'SignUpSuccessPage' },
  confirmEmail: { kind: 'public', path: '/confirm_email', label: 'nav.signUp', page: 'ConfirmEmailPage' },
  forgotPassword: {
    kind: 'public',
    path: '/forgot_password',
    label: 'nav.forgotPassword',
    page: 'ForgotPasswordPage',
  },
  resetPassword: {
    kind: 'public',
    path: '/reset_password',
    label: 'nav.resetPassword',
    page: 'ResetPasswordPage',
  },
  shareIndicator: {
    kind: 'public',
    path: '/shareindicator',
    label: 'nav.indicators',
    page: 'ShareIndicatorPage',
  },
  legal: { kind: 'public', path: '/legal', label: 'nav.legal', page: 'LegalPage' },
  // doc 1 §2 /shareClient/{id}: the read-only client views a share link opens
  sharedClient: {
    kind: 'public',
    path: '/shareClient/:shareId/*',
    label: 'share.shareClient',
    page: 'SharedClientPage',
  },

  // doc 1 §2: "Its default is datahub, which redirects to chat."
  dataHub: {
    kind: 'page',
    path: '/platform/datahub',
    feature: 'dataHub',
    label: 'nav.dataHub',
    page: 'Landing',
    menu: { icon: 'dataHub' },
  },
  lookup: {
    kind: 'redirect',
    path: '/platform/datahub/lookup',
    feature: 'lookup',
    label: 'nav.lookup',
    to: 'lookupResearch',
    menu: { parent: 'dataHub' },
  },
  lookupResearch: {
    kind: 'page',
    path: '/platform/datahub/lookup/research',
    feature: 'lookup',
    label: 'nav.research',
    page: 'LookupPage',
  },
  lookupResults: {
    kind: 'page',
    path: '/platform/datahub/lookup/results/*',
    feature: 'lookup',
    label: 'nav.results',
    page: 'LookupResultsPage',
  },
  screening: {
    kind: 'redirect',
    path: '/platform/datahub/screening',
    feature: 'screening',
    label: 'nav.screening',
    to: 'fundScreening',
    menu: { parent: 'dataHub' },
  },
  fundScreening: {
    kind: 'page',
    path: '/platform/datahub/screening/fund',
    feature: 'screening.fund',
    label: 'nav.fundScreening',
    page: 'FundScreeningPage',
  },
  companyScreening: {
    kind: 'page',
    path: '/platform/datahub/screening/company',
    feature: 'screening.company',
    label: 'nav.companyScreening',
    page: 'CompanyScreeningPage',
  },
  countryScreening: {
    kind: 'page',
    path: '/platform/datahub/screening/country',
    feature: 'screening.country',
    label: 'nav.countryScreening',
    page: 'CountryScreeningPage',
  },
  matching: {
    kind: 'redirect',
    path: '/platform/datahub/matching',
    feature: 'matching',
    label: 'nav.matching',
    to: 'matchingResearch',
    menu: { parent: 'dataHub' },
  },
  matchingResearch: {
    kind: 'page',
    path: '/platform/datahub/matching/research',
    feature: 'matching',
    label: 'nav.matching',
    page: 'MatchingPage',
  },
  // the proposal above the lookup's result views of the proposed portfolio (doc 1 §2 "Results mirror the lookup views")
  matchingResults: {
    kind: 'page',
    path: '/platform/datahub/matching/results/*',
    feature: 'matching',
    label: 'nav.results',
    page: 'MatchingResultsPage',
  },

  // Portfolio Hub: a menu link to Clients; with a client selected, a submenu of its pages (doc 1 §2)
  portfolioHub: {
    kind: 'redirect',
    path: '/platform/portfoliohub',
    feature: 'portfolioHub',
    label: 'nav.portfolioHub',
    to: 'clients',
    menu: { icon: 'portfolioHub' },
  },
  clients: {
    kind: 'page',
    path: '/platform/portfoliohub/clients',
    feature: 'portfolioHub',
    label: 'nav.clients',
    page: 'ClientsPage',
    menu: { parent: 'portfolioHub' },
  },
  addClient: {
    kind: 'page',
    path: '/platform/portfoliohub/add_client',
    feature: 'portfolioHub',
    label: 'nav.addClient',
    page: 'AddClientPage',
  },
  // doc 1 §2: "With no client selected the user returns to Portfolio Hub."
  client: {
    kind: 'redirect',
    path: '/platform/client',
    feature: 'portfolioHub',
    label: 'nav.portfolioHub',
    to: 'clients',
  },
  clientHome: {
    kind: 'redirect',
    path: '/platform/client/:clientId',
    feature: 'client.information',
    label: 'nav.information',
    to: 'clientInformation',
  },
  clientInformation: {
    kind: 'page',
    path: '/platform/client/:clientId/information',
    feature: 'client.information',
    label: 'nav.information',
    page: 'ClientInformationPage',
    menu: { parent: 'portfolioHub' },
  },
  // the performance and portfolio trees: the result views over the client's portfolio
  clientResults: {
    kind: 'page',
    path: '/platform/client/:clientId/*',
    feature: 'client.performance.summary',
    label: 'nav.sustainablePerformance',
    page: 'ClientResultsPage',
  },
  clientSustainable: {
    kind: 'view',
    path: '/platform/client/:clientId/performance/sustainable/summary',
    feature: 'client.performance.summary',
    label: 'nav.sustainablePerformance',
    within: 'clientResults',
    menu: { parent: 'portfolioHub' },
  },
  clientFinancial: {
    kind: 'view',
    path: '/platform/client/:clientId/performance/financial',
    feature: 'client.performance.financial',
    label: 'nav.financialPerformance',
    within: 'clientResults',
    menu: { parent: 'portfolioHub' },
  },
  clientPortfolio: {
    kind: 'view',
    path: '/platform/client/:clientId/portfolio/summary',
    feature: 'client.portfolio.summary',
    label: 'nav.portfolio',
    within: 'clientResults',
    menu: { parent: 'portfolioHub' },
  },
  clientShare: {
    kind: 'page',
    path: '/platform/client/:clientId/share',
    feature: 'client.share',
    label: 'nav.share',
    page: 'ClientSharePage',
    menu: { parent: 'portfolioHub' },
  },

  customization: {
    kind: 'redirect',
    path: '/platform/customization',
    feature: 'customization',
    label: 'nav.customization',
    to: 'companyInfo',
    menu: { icon: 'customization' },
  },
  companyInfo: {
    kind: 'page',
    path: '/platform/customization/company_info',
    feature: 'customization.companyInfo',
    label: 'nav.companyInfo',
    page: 'CompanyInfoPage',
  },
  api: {
    kind: 'page',
    path: '/platform/customization/api',
    feature: 'customization.api',
    label: 'nav.api',
    page: 'ApiKeysPage',
  },
  scoring: {
    kind: 'page',
    path: '/platform/customization/scoring',
    feature: 'customization.scoring',
    label: 'nav.scoring',
    page: 'ScoringPage',
  },
  impact: {
    kind: 'page',
    path: '/platform/customization/impact',
    feature: 'customization.impact',
    label: 'nav.impact',
    page: 'ImpactDefaultsPage',
  },
  notifications: {
    kind: 'page',
    path: '/platform/customization/notifications',
    feature: 'customization.notifications',
    label: 'nav.notifications',
    page: 'NotificationsPage',
  },

  profile: {
    kind: 'redirect',
    path: '/platform/profile',
    feature: 'accountInfo',
    label: 'profileMenu.accountInfo',
    to: 'accountInfo',
  },
  accountInfo: {
    kind: 'page',
    path: '/platform/profile/account_info',
    feature: 'accountInfo',
    label: 'profileMenu.accountInfo',
    page: 'AccountInfoPage',
  },
  // doc 2 §2: "a link to the profile Plan page at /platform/profile/Plan" (the capital P is the spec's)
  plan: {
    kind: 'page',
    path: '/platform/profile/Plan',
    feature: 'plan',
    label: 'profileMenu.plan',
    page: 'PlanPage',
  },
  // doc 1 §2: "Billing children: checkout/{plan}/{period?}, information, history"; Billing opens information
  billing: {
    kind: 'redirect',
    path: '/platform/profile/billing',
    feature: 'billing',
    label: 'profileMenu.billing',
    to: 'billingInformation',
  },
  billingCheckout: {
    kind: 'page',
    path: '/platform/profile/billing/checkout/:plan/:period?',
    feature: 'billing',
    label: 'profileMenu.billing',
    page: 'CheckoutPage',
  },
  billingInformation: {
    kind: 'page',
    path: '/platform/profile/billing/information',
    feature: 'billing',
    label: 'profileMenu.billingInformation',
    page: 'BillingInformationPage',
  },
  billingHistory: {
    kind: 'page',
    path: '/platform/profile/billing/history',
    feature: 'billing',
    label: 'profileMenu.billingHistory',
    page: 'BillingHistoryPage',
  },
  library: {
    kind: 'page',
    path: '/platform/phytech',
    feature: 'library',
    label: 'nav.library',
    page: 'LibraryPage',
    menu: { icon: 'library' },
  },
  documentation: {
    kind: 'redirect',
    path: '/platform/documentation',
    feature: 'documentation',
    label: 'nav.documentation',
    to: 'methodologies',
  },
  methodologies: {
    kind: 'page',
    path: '/platform/documentation/methodologies',
    feature: 'documentation',
    label: 'nav.methodologies',
    page: 'MethodologiesPage',
  },
  indicators: {
    kind: 'page',
    path: '/platform/documentation/Indicators',
    feature: 'documentation',
    label: 'nav.indicators',
    page: 'IndicatorsPage',
  },
  videos: {
    kind: 'page',
    path: '/platform/documentation/videos',
    feature: 'documentation',
    label: 'nav.videos',
    page: 'VideosPage',
  },
  // The help menu's FAQ (doc 1 §2), moved from /legal#faq (issue 30; docs/decisions.md)
  faq: {
    kind: 'page',
    path: '/platform/documentation/faq',
    feature: 'documentation',
    label: 'nav.faq',
    page: 'FaqPage',
  },
  chat: {
    kind: 'page',
    path: '/platform/chat',
    feature: 'chat',
    label: 'nav.aiChat',
    page: 'ChatPage',
    menu: { icon: 'chat' },
  },
} as const satisfies Record<string, Screen<string>>;

export type ScreenId = keyof typeof table;
/** The table, with every `to`, `parent` and `within` checked to name a row. */
export const screens: Readonly<Record<ScreenId, Screen>> = table;
export const screenIds = Object.keys(table) as ScreenId[];

/** A screen's path as a link: without the `/*` of a page that routes the rest itself. */
export const linkPath = (id: ScreenId, params: { clientId?: string } = {}): string => {
  const path = screens[id].path.replace(/\/\*$/, '');
  if (!path.includes(':clientId')) return path;
  if (params.clientId === undefined) throw new Error(`the screen ${id} needs a client id`);
  return path.replace(':clientId', encodeURIComponent(params.clientId));
};

/** The side menu's top-level entries, in order, each with the entries under it. */
export const menuTree = (): { id: ScreenId; icon: MenuIcon; children: ScreenId[] }[] =>
  screenIds.flatMap((id) => {
    const menu: Screen['menu'] = screens[id].menu;
    if (!menu || !('icon' in menu)) return [];
    const children = screenIds.filter((child) => {
      const childMenu: Screen['menu'] = screens[child].menu;
      return childMenu !== undefined && 'parent' in childMenu && childMenu.parent === id;
    });
    return [{ id, icon: menu.icon, children }];
  });

/** The feature a screen is gated by; none for a public page. */
export const screenFeature = (screen: Screen): FeatureId | null =>
  screen.kind === 'public' ? null : screen.feature;

/**
 * The menu label a feature goes by, for "{feature} Not Available" and the Plan page's notice: the screen of the
 * longest feature prefix ('lookup.performance.esg' → Lookup), else the menu area the feature belongs to.
 */
export const featureLabelKey = (feature: FeatureId): MenuLabelKey => {
  const segments = feature.split('.');
  for (let length = segments.length; length > 0; length -= 1) {
    const prefix = segments.slice(0, length).join('.');
    const id = screenIds.find((candidate) => screenFeature(screens[candidate]) === prefix);
    if (id) return screens[id].label;
  }
  const area = capabilityTable[feature].area;
  return area === 'profile' ? 'profileMenu.accountInfo' : screens[area].label;
};
