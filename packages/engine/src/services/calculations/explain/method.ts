import { type FigureTrace, methodById } from '@esgkit/core';

// Its own module so that an area's explainer can cite its method without importing the registry (index.ts imports
// every explainer; an explainer importing index.ts back would be a cycle).

/** The structured method (part 11) a trace cites: id, version and formula, or a loud error for a missing entry. */
export const methodFor = (id: string): Pick<FigureTrace, 'method' | 'formula'> => {
  const entry = methodById(id);
  if (!entry) throw new Error(`no method entry "${id}" (packages/core/src/methods)`);
  return { method: { id: entry.id, version: entry.version }, formula: entry.formula };
};
