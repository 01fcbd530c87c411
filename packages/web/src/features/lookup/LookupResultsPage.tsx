import { Group } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { useApiQuery } from '../../app/api.ts';
import { useT } from '../../app/locale.tsx';
import { paths } from '../../app/paths.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { ResultsViews } from '../results/ResultsViews.tsx';
import { LOOKUP_RESULTS_BASE } from './paths.ts';
import { SaveAsClient } from './SaveAsClient.tsx';

/** The lookup's results (doc 1 §2 datahub/lookup/results): every result view of the looked-up portfolio. */
export const LookupResultsPage = () => {
  const t = useT();
  const [params] = useSearchParams();
  const portfolioId = params.get('p');
  const portfolio = useApiQuery(
    'portfolios.get',
    { params: { portfolioId: portfolioId ?? '' } },
    { enabled: portfolioId !== null },
  );
  if (!portfolioId) return <Navigate to={`${paths.lookup}/research`} replace />;
  const hasBenchmark = (portfolio.data?.data.benchmark.items.length ?? 0) > 0;
  return (
    <>
      <PageHeader title={t('nav.results')} description={t('web.lookup.resultsDescription')} />
      <ResultsViews
        subject={{ portfolioId, hasBenchmark }}
        base={LOOKUP_RESULTS_BASE}
        search={`?p=${encodeURIComponent(portfolioId)}`}
        financialPath="financial"
        header={
          <Group justify="flex-end" mb="sm">
            <SaveAsClient portfolioId={portfolioId} />
          </Group>
        }
      />
    </>
  );
};
