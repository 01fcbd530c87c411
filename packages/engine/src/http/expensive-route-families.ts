import type { RouteId } from '@esgkit/core';

// The expensive route families and their default budgets, apart from the limiter (expensive-routes.ts) so the
// settings (config/env.ts) read them without loading the store the limiter counts in (the preload entry must stay
// light: startup-imports.test.ts).

/**
 * The routes that cost the engine real CPU or memory per call, by family, and how many calls one caller may make
 * in a window (issue 20: anyone with a share link could start PDF renders without limit). The defaults suit one
 * person at a screen, and a CLI batch's chains; ESGKIT_RATE_LIMIT_<FAMILY> changes them (config/env.ts).
 */
export const EXPENSIVE_ROUTES = {
  /** A full report: about half a second of CPU and a report thread. */
  pdf: {
    // a started job is a render all the same (issue 32): the job routes share the one-request routes' budget
    routes: ['exports.report', 'exports.screeningPdf', 'exports.reportJob', 'exports.screeningPdfJob'],
    perWindow: 10,
  },
  csv: {
    // a CSV job is a build all the same (issue 32), and its file a download; its status is polled, so not counted
    routes: [
      'exports.csv',
      'exports.screeningCsv',
      'exports.matchingCsv',
      'exports.download',
      'exports.csvJob',
      'exports.csvJobFile',
    ],
    perWindow: 30,
  },
  /** The client test chain is five calls, the lookup chain six: a dozen portfolios a minute. */
  chain: {
    routes: [
      'chain.providerRetrieve',
      'chain.recalculate',
      'chain.taxonomy',
      'chain.impact',
      'chain.setPaiDate',
      // the whole chain as a job: one call, the client test's and PAI's work on a worker
      'chain.start',
    ],
    perWindow: 120,
  },
  /** The PAI chain is eight calls of chain.pai: seven portfolios a minute. */
  pai: { routes: ['chain.pai', 'lookups.paiStatement'], perWindow: 60 },
  lookup: { routes: ['lookups.create'], perWindow: 30 },
} as const satisfies Record<string, { routes: readonly RouteId[]; perWindow: number }>;

export type ExpensiveFamily = keyof typeof EXPENSIVE_ROUTES;

/** The window the per-caller budgets count in (ESGKIT_EXPENSIVE_RATE_WINDOW_MS). */
export const EXPENSIVE_RATE_WINDOW_MS = 60_000;
