import type { Translator } from '@esgkit/core';

/**
 * The scoring profile a score was computed with, as every page states it (issue 28): "Scoring profile v2", and for
 * version 0 (nothing saved) that it is the default weights.
 */
export const scoringVersionLabel = (t: Translator, version: number): string =>
  version === 0 ? t('scoring.versionDefault') : t('scoring.version', { version });
