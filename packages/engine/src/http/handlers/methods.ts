import { METHODS } from '@esgkit/core';
import { methodExampleResult } from '../../services/methods/examples.ts';
import type { RouteHandlers } from '../context.ts';

// The Library's methodology (issue 30): the entries and their worked examples, computed live; anyone may read them
// (the Library is always available, doc 1 §6).
export const methodHandlers = (): Pick<RouteHandlers, 'methods.list' | 'methods.example'> => ({
  'methods.list': async ({ query }) => ({
    data: METHODS.filter((m) => query.area === undefined || m.area === query.area),
  }),
  'methods.example': async ({ params }) => ({ data: methodExampleResult(params.methodId) }),
});
