import type { ResultViewPath } from './view-paths.ts';

/**
 * The methodology entry (core's METHODS id) that says how each result view's figures are computed: the info icon's
 * "How it is computed" link opens it (issue 30). A view without an entry here shows the Library link only.
 */
export const viewMethodIds: Partial<Record<ResultViewPath | 'financial', string>> = {
  'performance/sustainable/summary': 'esg-overall-default',
  'performance/sustainable/esg': 'esg-overall-default',
  'performance/sustainable/impact/summary': 'impact-type-0-financed',
  'performance/sustainable/impact/detail': 'impact-type-0-financed',
  'performance/sustainable/controversy/summary': 'controversy-traffic-light',
  'performance/sustainable/controversy/detail': 'controversy-traffic-light',
  'performance/sustainable/sFDRPAI/summary': 'pai-statement-year',
  'performance/sustainable/sFDRPAI/detail': 'pai-class-a-financed-amount',
  'performance/sustainable/eu-taxonomy': 'taxonomy-turnover-aligned',
  'performance/financial': 'performance-trailing-return',
  financial: 'performance-trailing-return',
  'portfolio/holdings': 'look-through-fund',
};
