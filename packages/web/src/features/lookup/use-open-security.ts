import { DEFAULT_INVESTMENT_AMOUNT_EUR, toIsoDate } from '@esgkit/core';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../app/api.ts';
import { editorInvestmentDay } from '../../shared/lookup/lookup-defaults.ts';
import { useLookupRun } from '../../shared/lookup/use-lookup-run.ts';
import { lookupResultsPath } from './paths.ts';

/**
 * Opens one security's lookup results: a one-security portfolio at 100 %, with the editor's default day and amount
 * (issue 21), run through the lookup chain, then its sustainable summary. Research and the screening rows use it.
 */
export const useOpenSecurity = () => {
  const navigate = useNavigate();
  const lookup = useLookupRun();
  const defaults = useApiQuery('lookups.defaults');
  const open = async (input: string) => {
    const outcome = await lookup.run({
      investmentDay: editorInvestmentDay(null, defaults.data?.data, toIsoDate(new Date())),
      investmentAmount: DEFAULT_INVESTMENT_AMOUNT_EUR,
      portfolio: { items: [{ input, weight: 100 }], cash: 0 },
    });
    if (outcome.status === 'completed' && outcome.portfolioId)
      navigate(lookupResultsPath(outcome.portfolioId, 'performance/sustainable/summary'));
    return outcome;
  };
  /** Whether the default day is known (or its read failed): a lookup started before would use today. */
  const ready = !defaults.isLoading;
  return { lookup, open, ready };
};
