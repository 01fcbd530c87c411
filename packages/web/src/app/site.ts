// Facts about this deployment the pages show. A self-hosting firm sets its own support address at build time.
export const SUPPORT_EMAIL: string = import.meta.env.VITE_ESGKIT_SUPPORT_EMAIL ?? 'support@esgkit.local';
export const BUILT_IN_VERSION: string = __ESGKIT_VERSION__;
export const SOURCE_URL = 'https://github.com/esgkit/esgkit';

/** mailto: link with a subject and body, encoded. */
export const mailto = (subject: string, body = ''): string =>
  `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}${body ? `&body=${encodeURIComponent(body)}` : ''}`;
