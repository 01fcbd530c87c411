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
