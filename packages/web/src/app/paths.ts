import { linkPath } from './navigation.ts';

/** The links other code needs, from the navigation table (one place per route). */
export const paths = {
  login: linkPath('login'),
  signUp: linkPath('signUp'),
  signUpSuccess: linkPath('signUpSuccess'),
  confirmEmail: linkPath('confirmEmail'),
  forgotPassword: linkPath('forgotPassword'),
  resetPassword: linkPath('resetPassword'),
  shareIndicator: linkPath('shareIndicator'),
  legal: linkPath('legal'),
  platform: '/platform',
  lookup: linkPath('lookup'),
  screening: linkPath('screening'),
  matching: linkPath('matching'),
  clients: linkPath('clients'),
  customization: linkPath('customization'),
  accountInfo: linkPath('accountInfo'),
  billing: linkPath('billing'),
  billingInformation: linkPath('billingInformation'),
  billingHistory: linkPath('billingHistory'),
  library: linkPath('library'),
  chat: linkPath('chat'),
  documentation: linkPath('documentation'),
  methodologies: linkPath('methodologies'),
  videos: linkPath('videos'),
  indicators: linkPath('indicators'),
  faq: linkPath('faq'),
} as const;

/** Where a sign-in lands (doc 1 §2: /platform → datahub → chat; docs/decisions.md). */
export const LANDING_PATH = linkPath('chat');

/**
 * The page to open after login, from `/login?next=`: only a path inside /platform on this site (never an open
 * redirect: no scheme, no `//host`, no backslash, nothing outside /platform); anything else is null.
 */
export const safeNextPath = (next: string | null): string | null => {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  const base = 'http://esgkit.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base || !/^\/platform(\/|$)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};

/** /login remembering the page asked for (path and query), so login goes back there. */
export const loginPathFor = (location: { pathname: string; search: string }): string => {
  const next = safeNextPath(`${location.pathname}${location.search}`);
  return next ? `${paths.login}?next=${encodeURIComponent(next)}` : paths.login;
};

export const PLAN_PATH = linkPath('plan');

/**
 * Lookup research opening one security's results (an ISIN or ticker): how another area (a screening row) hands a
 * security to Lookup without importing it (docs/architecture.md: a feature never imports another).
 */
export const LOOKUP_OPEN_PARAM = 'open';
export const lookupOpenPath = (input: string): string =>
  `${linkPath('lookupResearch')}?${LOOKUP_OPEN_PARAM}=${encodeURIComponent(input)}`;

/** Lookup research showing one security's fact sheet (a company row's action), as if searched and picked. */
export const LOOKUP_FACTS_PARAM = 'facts';
export const lookupFactSheetPath = (input: string): string =>
  `${linkPath('lookupResearch')}?${LOOKUP_FACTS_PARAM}=${encodeURIComponent(input)}`;

/** Lookup research on its portfolio tab: the lookup portfolio a screening row adds funds to. */
export const LOOKUP_TAB_PARAM = 'tab';
export const lookupPortfolioPath = (): string =>
  `${linkPath('lookupResearch')}?${LOOKUP_TAB_PARAM}=portfolio`;

/** The checkout of a plan, for a period or the page's default (doc 1 §2 checkout/{plan}/{period?}). */
export const checkoutPath = (plan: string, period?: string): string =>
  linkPath('billingCheckout')
    .replace(':plan', encodeURIComponent(plan))
    .replace(/\/:period\?$/, period ? `/${encodeURIComponent(period)}` : '');

/** The pages of a selected client (doc 1 §2 "Named routes taking the selected client's id"). */
export const clientPaths = (clientId: string) => ({
  information: linkPath('clientInformation', { clientId }),
  sustainable: linkPath('clientSustainable', { clientId }),
  financial: linkPath('clientFinancial', { clientId }),
  portfolio: linkPath('clientPortfolio', { clientId }),
  share: linkPath('clientShare', { clientId }),
});
