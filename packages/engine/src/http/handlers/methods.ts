import { METHODS } from '@esgkit/core';
import type { RouteHandlers } from '../context.ts';

// The Library's methodology (issue 30): the entries and their worked examples, computed live; anyone may read them
// (the Library is always available, doc 1 §6).
export const methodHandlers = (): Pick<RouteHandlers, 'methods.list' | 'methods.example'> => ({
  'methods.list': async ({ query }) => ({
    data: METHODS.filter((m) => query.area === undefined || m.area === query.area),
  }),
  // loaded at the first call: the worked examples build an in-memory dataset with the importer, which an engine
  // must not load at start-up (startup-imports.test.ts)
  'methods.example': async ({ params }) => {
    const { methodExampleResult } = await import('../../services/methods/examples.ts');
    return { data: methodExampleResult(params.methodId) };
  },
});
