/** The root package.json version, built in by vite.config.ts (the version check, spec doc 1 §4). */
declare const __ESGKIT_VERSION__: string;

interface ImportMetaEnv {
  /** Where "Contact" and "Contact support" mail to; set at build time. */
  readonly VITE_ESGKIT_SUPPORT_EMAIL?: string;
}
