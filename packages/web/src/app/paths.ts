/** The spec's routes (doc 1 §2), in one place for links and redirects. */
export const paths = {
  login: '/login',
  signUp: '/signup',
  signUpSuccess: '/signup_success',
  confirmEmail: '/confirm_email',
  forgotPassword: '/forgot_password',
  resetPassword: '/reset_password',
  shareIndicator: '/shareindicator',
  legal: '/legal',
  platform: '/platform',
  lookup: '/platform/datahub/lookup',
  screening: '/platform/datahub/screening',
  matching: '/platform/datahub/matching',
  clients: '/platform/portfoliohub/clients',
  customization: '/platform/customization',
  accountInfo: '/platform/profile/account_info',
  billing: '/platform/profile/billing',
  library: '/platform/phytech',
  chat: '/platform/chat',
  documentation: '/platform/documentation',
} as const;

/**
 * Where a sign-in lands (doc 1 §2: /platform → datahub → chat). Until the chat exists (part 10) that is Lookup,
 * the first thing a new user can do (docs/decisions.md).
 */
export const LANDING_PATH = '/platform/datahub/lookup/research';

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

// doc 2 §2: "a link to the profile Plan page at /platform/profile/Plan" (the capital P is the spec's).
export const PLAN_PATH = '/platform/profile/Plan';

/** The pages of a selected client (doc 1 §2 "Named routes taking the selected client's id"). */
export const clientPaths = (clientId: string) => {
  const base = `/platform/client/${encodeURIComponent(clientId)}`;
  return {
    information: `${base}/information`,
    sustainable: `${base}/performance/sustainable/summary`,
    financial: `${base}/performance/financial`,
    portfolio: `${base}/portfolio/summary`,
    share: `${base}/share`,
  };
};
