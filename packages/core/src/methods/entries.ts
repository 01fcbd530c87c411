import { impactMethods } from './entries/impact.ts';
import { paiMethods } from './entries/pai.ts';
import { performanceMethods } from './entries/performance.ts';
import { scoringMethods } from './entries/scoring.ts';
import { screeningFactMethods } from './entries/screening.ts';
import {
  matchingMoreMethods,
  paiKernelMethods,
  performanceMoreMethods,
  taxonomyMoreMethods,
} from './entries/second-wave.ts';
import { paiViewMethods, performanceViewMethods, portfolioViewMethods } from './entries/third-wave.ts';
import type { MethodEntry } from './types.ts';

// The methods, in the order docs/methodology.md presents them (part A, B, D).
export const METHODS: readonly MethodEntry[] = [
  ...paiMethods,
  ...paiKernelMethods,
  ...paiViewMethods,
  ...taxonomyMoreMethods,
  ...impactMethods,
  ...performanceMethods,
  ...performanceMoreMethods,
  ...performanceViewMethods,
  ...portfolioViewMethods,
  ...screeningFactMethods,
  ...scoringMethods,
  ...matchingMoreMethods,
];

const byId = new Map(METHODS.map((m) => [m.id, m]));

/** The method with this id, or undefined. */
export function methodById(id: string): MethodEntry | undefined {
  return byId.get(id);
}

/**
 * A method's anchor on the methodologies page: `#method-<id>` links to it (the id is kebab-case, safe in a URL
 * fragment); the page and the result views' "How it is computed" links share it.
 */
export const methodAnchor = (id: string): string => `method-${id}`;
