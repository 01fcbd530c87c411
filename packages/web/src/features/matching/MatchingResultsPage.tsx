import type { MatchingQuery } from '@esgkit/core';
import { Alert, Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useLocale, useT } from '../../app/locale.tsx';
import { paths } from '../../app/paths.ts';
import { useServices } from '../../app/services.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { LookupResults } from '../../shared/lookup/LookupResults.tsx';
import { downloadFrom } from '../../shared/results/parts.tsx';
import { Proposal } from './Proposal.tsx';
import { MATCHING_RESULTS_BASE } from './paths.ts';
import { loadProposal } from './proposal-store.ts';

const research = `${paths.matching}/research`;

/**
 * The match as CSV (exports.matchingCsv): the proposed funds with weights and why, then the near misses, in the
 * user's language and spreadsheet format (the engine picks both from the language sent, as for every CSV).
 */
const MatchingCsvButton = ({ query }: { query: MatchingQuery }) => {
  const t = useT();
  const { locale } = useLocale();
  const { client } = useServices();
  const csv = useMutation({
    mutationFn: async () => {
      const { data } = await client.call('exports.matchingCsv', { body: query });
      downloadFrom(data.urlDownload, `matching-${locale}.csv`);
    },
  });
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      loading={csv.isPending}
      disabled={csv.isPending}
      onClick={() => csv.mutate()}
      data-testid="matching-export-csv"
    >
      {t('common.exportCsv')}
    </Button>
  );
};

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
          <Group gap="sm">
            {stored ? <MatchingCsvButton query={stored.query} /> : null}
            <Button component={Link} to={research} variant="default" data-testid="matching-change">
              {t('web.matching.newQuestionnaire')}
            </Button>
          </Group>
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
