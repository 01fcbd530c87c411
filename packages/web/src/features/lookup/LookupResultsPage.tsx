import { formatPercent } from '@esgkit/core';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { useApiQuery } from '../../app/api.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { paths } from '../../app/paths.ts';
import { useChainRun, useResumedPai } from '../../shared/clients/chain-runs.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { PdfExport } from '../../shared/pdf/PdfExport.tsx';
import { ResultsViews } from '../../shared/results/ResultsViews.tsx';
import { LOOKUP_RESULTS_BASE } from './paths.ts';
import { SaveAsClient } from './SaveAsClient.tsx';

/** The lookup's results (doc 1 §2 datahub/lookup/results): every result view of the looked-up portfolio. */
export const LookupResultsPage = () => {
  const t = useT();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const portfolioId = params.get('p');
  const portfolio = useApiQuery(
    'portfolios.get',
    { params: { portfolioId: portfolioId ?? '' } },
    { enabled: portfolioId !== null },
  );
  const pai = useChainRun(portfolioId ?? '', 'pai');
  useResumedPai(portfolioId, portfolio.data?.data.paiUpdatedAt);
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
          <Stack gap="xs" mb="sm">
            {pai?.isRunning ? (
              // the PAI chain the lookup started runs in the background (spec doc 1 §4)
              <Stack gap={4} data-testid="pai-progress">
                <Text size="sm">
                  {t('web.portfolioHub.paiRunning', {
                    pct: formatPercent(pai.progress, locale, { decimals: 0 }),
                  })}
                </Text>
                <Progress value={pai.progress} animated aria-label={t('web.results.paiProgress')} />
              </Stack>
            ) : null}
            <Group justify="flex-end" align="flex-start">
              {/* the engine runs a lookup's PAI first when a report needs it: only a running calculation waits */}
              <PdfExport portfolioId={portfolioId} fileName={t('nav.results')} paiRun={pai} />
              <SaveAsClient portfolioId={portfolioId} />
            </Group>
          </Stack>
        }
      />
    </>
  );
};
