import { Navigate, useSearchParams } from 'react-router';
import { useT } from '../../app/locale.tsx';
import { paths } from '../../app/paths.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { LookupResults } from '../../shared/lookup/LookupResults.tsx';
import { LOOKUP_RESULTS_BASE } from './paths.ts';

/** The lookup's results (doc 1 §2 datahub/lookup/results): every result view of the looked-up portfolio. */
export const LookupResultsPage = () => {
  const t = useT();
  const [params] = useSearchParams();
  const portfolioId = params.get('p');
  if (!portfolioId) return <Navigate to={`${paths.lookup}/research`} replace />;
  return (
    <>
      <PageHeader title={t('nav.results')} description={t('web.lookup.resultsDescription')} />
      <LookupResults portfolioId={portfolioId} base={LOOKUP_RESULTS_BASE} fileName={t('nav.results')} />
    </>
  );
};
