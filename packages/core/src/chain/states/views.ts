import type { StateMessageKey } from './message-keys.ts';

/** Holdings pages above 1 append to the rows already shown; page 1 replaces them (spec doc 1 §4). */
export const mergeHoldingsPage = <Row>(
  shown: readonly Row[],
  incoming: readonly Row[],
  page: number,
): Row[] => (page > 1 ? [...shown, ...incoming] : [...incoming]);

/** An empty screening result shows an error (doc 1 §4): `noResultsScreening`, "try fewer filters". */
export const screeningOutcome = (result: {
  total: number;
}): { isEmpty: false } | { isEmpty: true; messageKey: StateMessageKey } =>
  result.total > 0 ? { isEmpty: false } : { isEmpty: true, messageKey: 'noResultsScreening' };
