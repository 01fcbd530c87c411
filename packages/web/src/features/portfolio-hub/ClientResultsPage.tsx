import { Progress, Skeleton, Stack, Text } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { useApiQuery } from '../../app/api.ts';
import { useT } from '../../app/locale.tsx';
import { clientPaths, paths } from '../../app/paths.ts';
import { useChainRun, useOutdatedClientChain } from '../../shared/clients/chain-runs.ts';
import { clientName } from '../../shared/clients/client-state.ts';
import { QueryError } from '../../shared/feedback/QueryError.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { ResultsViews } from '../../shared/results/index.ts';

/**
 * /platform/client/{id}/performance/… and /portfolio/…: the same result views as Lookup (part 12's one set), over
 * the client's portfolio. The views wait while the client chain recalculates an outdated portfolio.
 */
export const ClientResultsPage = () => {
  const { clientId = '' } = useParams();
  const t = useT();
  const query = useApiQuery('clients.get', { params: { clientId } });
  const client = query.data?.data;
  const portfolio = client?.portfolio ?? null;
  const chain = useChainRun(clientId, 'client');
  useOutdatedClientChain(clientId, portfolio);
  if (query.error?.status === 404) return <Navigate to={paths.clients} replace />;
  if (!client && query.isError) return <QueryError error={query.error} onRetry={query.refetch} />;
  if (!client) return <Skeleton height={320} radius="md" />;
  if (!portfolio) return <Navigate to={clientPaths(clientId).information} replace />;
  const header = <PageHeader title={clientName(client)} />;
  if (chain?.isRunning || (portfolio.isOutdated && !chain?.outcome))
    return (
      <>
        {header}
        <Stack gap={4} data-testid="client-chain-progress">
          <Text size="sm">{t('web.portfolioHub.recalculating')}</Text>
          <Progress value={chain?.progress ?? 0} animated aria-label={t('web.portfolioHub.recalculating')} />
        </Stack>
      </>
    );
  return (
    <ResultsViews
      subject={{ portfolioId: portfolio.id, hasBenchmark: portfolio.benchmark.items.length > 0 }}
      base={`/platform/client/${encodeURIComponent(clientId)}`}
      header={header}
    />
  );
};
