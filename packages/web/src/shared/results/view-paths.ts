/**
 * The result views of one portfolio (doc 1 §2 performance and portfolio trees), by their path under the results'
 * base: the lookup results, a client's pages and a shared client all mount the same set (ResultsViews.tsx).
 */
export const resultViewPaths = [
  'performance/sustainable/summary',
  'performance/sustainable/esg',
  'performance/sustainable/product',
  'performance/sustainable/impact/summary',
  'performance/sustainable/impact/detail',
  'performance/sustainable/controversy/summary',
  'performance/sustainable/controversy/detail',
  'performance/sustainable/sFDRPAI/summary',
  'performance/sustainable/sFDRPAI/detail',
  'performance/sustainable/eu-taxonomy',
  'performance/financial',
  'portfolio/summary',
  'portfolio/holdings',
  'portfolio/assets',
  'portfolio/country',
  'portfolio/currency',
  'portfolio/sector',
  'portfolio/sdgs',
] as const;

export type ResultViewPath = (typeof resultViewPaths)[number];
