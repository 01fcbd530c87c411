import type { Translator } from '@esgkit/core';

/** The translated names of the two sides and of a missing value, as core's chart builders take them. */
export const sideLabels = (t: Translator) => ({
  portfolio: t('web.results.portfolio'),
  benchmark: t('web.results.benchmark'),
  noData: t('common.noDataMarker'),
});
