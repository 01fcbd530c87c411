import { Alert, Button, Group } from '@mantine/core';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useT } from '../../app/locale.tsx';
import { paths } from '../../app/paths.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { LookupResults } from '../../shared/lookup/LookupResults.tsx';
import { Proposal } from './Proposal.tsx';
import { MATCHING_RESULTS_BASE } from './paths.ts';
import { loadProposal } from './proposal-store.ts';

const research = `${paths.matching}/research`;

/**
 * Matching results (doc 1 §2 datahub/matching/results): the proposal, then the lookup's result views of the
 * proposed portfolio (performance, financial, portfolio) with Save as client — the same component Lookup's results
 * use. The proposal is the tab's (kept by portfolio id, `?p=`), so a reload or another view keeps it.
 */
export const MatchingResultsPage = () => {
  const t = useT();
  const [params] = useSearchParams();
  const portfolioId = params.get('p');
  if (!portfolioId) return <Navigate to={research} replace />;
  const stored = loadProposal(portfolioId);
  return (
    <>
      <PageHeader
        title={t('nav.matching')}
        description={t('web.matching.resultsDescription')}
        extra={
          <Button component={Link} to={research} variant="default" data-testid="matching-change">
            {t('web.matching.newQuestionnaire')}
          </Button>
        }
      />
      {stored ? null : (
        <Alert color="yellow" variant="light" mb="md" data-testid="matching-lost">
          <Group justify="space-between">{t('web.matching.lost')}</Group>
        </Alert>
      )}
      <LookupResults
        portfolioId={portfolioId}
        base={MATCHING_RESULTS_BASE}
        fileName={t('nav.matching')}
        before={stored ? <Proposal result={stored.result} /> : null}
      />
    </>
  );
};
