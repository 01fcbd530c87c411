import { defaultInvestmentDay, type LookupDefaults } from '@esgkit/core';

/**
 * The lookup editor's first-investment day: what the user typed, else the served dataset's default (core's rule,
 * answered by `lookups.defaults`, the day `esgkit lookup` uses without --since), else, while that answer loads, core's
 * rule on today's date alone (issue 21, defect 6).
 */
export const editorInvestmentDay = (
  typed: string | null,
  answer: LookupDefaults | undefined,
  today: string,
): string =>
  typed ?? answer?.investmentDay ?? defaultInvestmentDay({ asOf: null, firstPriceDay: null }, today);
