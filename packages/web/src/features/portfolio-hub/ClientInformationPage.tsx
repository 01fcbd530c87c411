import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatPercent,
  isPaiOutdated,
  isPortfolioStale,
  type Portfolio,
} from '@esgkit/core';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Navigate, useParams } from 'react-router';
import { useApiQuery } from '../../app/api.ts';
import { translateMessage } from '../../app/i18n.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { paths } from '../../app/paths.ts';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';
import {
  startBackgroundPai,
  useChainRun,
  useOutdatedClientChain,
  useResumedPai,
} from '../../shared/clients/chain-runs.ts';
import { clientName } from '../../shared/clients/client-state.ts';
import { QueryError } from '../../shared/feedback/QueryError.tsx';
import { ImageAvatar, initialsOf, StoredAvatar } from '../../shared/images/ImageAvatar.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { PdfExport } from '../../shared/pdf/PdfExport.tsx';
import { ShareButton } from '../../shared/share/ShareButton.tsx';
import { ClientHoldings } from './ClientHoldings.tsx';
import { DeleteClientButton } from './DeleteClientButton.tsx';
import { EditClientButton } from './EditClientButton.tsx';
import { EditPortfolioButton } from './EditPortfolioButton.tsx';

const Field = ({ label, value, testId }: { label: string; value: string; testId?: string }) => (
  <Stack gap={2}>
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text fw={500} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  </Stack>
);

/** A chain's progress bar while it runs (client chain or PAI). */
const RunProgress = ({ label, progress, testId }: { label: string; progress: number; testId: string }) => (
  <Stack gap={4} data-testid={testId}>
    <Text size="sm">{label}</Text>
    <Progress value={progress} animated aria-label={label} />
  </Stack>
);

const PaiCard = ({ portfolio }: { portfolio: Portfolio }) => {
  const t = useT();
  const { locale } = useLocale();
  const services = useServices();
  const run = useChainRun(portfolio.id, 'pai');
  const isOutdated = isPaiOutdated(portfolio.paiUpdatedAt, portfolio.updatedAt, new Date());
  const calculate = () => void startBackgroundPai(services, portfolio.id);
  return (
    <Card withBorder radius="md" p="lg">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} fz="lg">
          {t('web.portfolioHub.pai')}
        </Title>
        {portfolio.paiUpdatedAt && !isOutdated ? (
          <Badge color="teal" variant="light">
            {t('chain.ready')}
          </Badge>
        ) : null}
      </Group>
      <Stack gap="sm">
        <Text size="sm" data-testid="pai-status">
          {!portfolio.paiUpdatedAt
            ? t('web.portfolioHub.paiNotCalculated')
            : isOutdated
              ? t('web.portfolioHub.paiOutdated')
              : t('web.portfolioHub.paiUpToDate', { date: formatDateTime(portfolio.paiUpdatedAt, locale) })}
        </Text>
        {run?.isRunning ? (
          <RunProgress
            label={t('web.portfolioHub.paiRunning', {
              pct: formatPercent(run.progress, locale, { decimals: 0 }),
            })}
            progress={run.progress}
            testId="pai-progress"
          />
        ) : (
          <Group>
            <Button variant={isOutdated ? 'filled' : 'light'} onClick={calculate}>
              {t('web.portfolioHub.calculatePai')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
};

/** /platform/client/{id}/information: details with edit, the portfolio, PAI, PDF export, share and delete. */
export const ClientInformationPage = () => {
  const { clientId = '' } = useParams();
  const t = useT();
  const { locale } = useLocale();
  const query = useApiQuery('clients.get', { params: { clientId } });
  const chain = useChainRun(clientId, 'client');
  const services = useServices();
  const client = query.data?.data;
  const portfolio = client?.portfolio ?? null;
  const pai = useChainRun(portfolio?.id ?? '', 'pai');

  useOutdatedClientChain(clientId, portfolio);
  useResumedPai(portfolio?.id, portfolio?.paiUpdatedAt);

  if (query.error?.status === 404) return <Navigate to={paths.clients} replace />;
  if (!client && query.isError) return <QueryError error={query.error} onRetry={query.refetch} />;
  if (!client) return <Skeleton height={320} radius="md" />;
  const initials = initialsOf(client.firstname, client.lastname);
  const isStale = portfolio ? isPortfolioStale(portfolio.updatedAt, new Date()) : false;
  return (
    <>
      <PageHeader
        title={clientName(client)}
        description={t('web.portfolioHub.information')}
        extra={
          portfolio ? (
            <Group gap="xs" align="flex-start">
              {/* a client's report needs its PAI calculated: the engine runs it first only for a lookup */}
              <PdfExport
                portfolioId={portfolio.id}
                fileName={clientName(client)}
                paiRun={pai}
                needsPai={!portfolio.paiUpdatedAt}
              />
              <ShareButton client={client} portfolio={portfolio} />
            </Group>
          ) : null
        }
      />
      <Stack gap="lg">
        {isStale ? (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="stale-warning">
            {translateMessage(locale, 'portfolioOutdated')}
          </Alert>
        ) : null}
        {chain?.isRunning ? (
          <RunProgress
            label={t('web.portfolioHub.recalculating')}
            progress={chain.progress}
            testId="client-chain-progress"
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder radius="md" p="lg">
            <Group justify="space-between" mb="md">
              <Group gap="sm" wrap="nowrap">
                {client.isDemo ? (
                  <StoredAvatar imageUrl={client.imageUrl} initials={initials} size={48} />
                ) : (
                  <ImageAvatar
                    imageUrl={client.imageUrl}
                    initials={initials}
                    label={t('web.portfolioHub.changePicture')}
                    size={48}
                    upload={async (dataUrl) => {
                      await services.client.call('clients.setImage', {
                        params: { clientId },
                        body: { dataUrl },
                      });
                      await services.queryClient.invalidateQueries({
                        queryKey: queryKeys.route('clients.get'),
                      });
                      await services.queryClient.invalidateQueries({
                        queryKey: queryKeys.route('clients.list'),
                      });
                    }}
                  />
                )}
                <Title order={2} fz="lg">
                  {t('web.portfolioHub.contact')}
                </Title>
              </Group>
              {client.isDemo ? null : <EditClientButton client={client} />}
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <Field
                label={t('web.portfolioHub.firstName')}
                value={client.firstname}
                testId="client-firstname"
              />
              <Field
                label={t('web.portfolioHub.lastName')}
                value={client.lastname}
                testId="client-lastname"
              />
              <Field label={t('web.auth.email')} value={client.email || t('common.noDataMarker')} />
              <Field label={t('web.portfolioHub.phone')} value={client.phone || t('common.noDataMarker')} />
            </SimpleGrid>
          </Card>
          {portfolio ? <PaiCard portfolio={portfolio} /> : null}
          {portfolio ? (
            <Card withBorder radius="md" p="lg">
              <Group justify="space-between" mb="md">
                <Title order={2} fz="lg">
                  {t('web.portfolioHub.portfolio')}
                </Title>
                {client.isDemo ? null : <EditPortfolioButton clientId={client.id} portfolio={portfolio} />}
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" mb="md">
                <Field
                  label={t('fields.investmentDay')}
                  value={formatDate(portfolio.investmentDay, locale)}
                />
                <Field
                  label={t('fields.investmentAmount')}
                  value={formatCurrency(portfolio.investmentAmount, 'EUR', locale)}
                />
                <Field
                  label={t('web.portfolioHub.lastUpdate')}
                  value={formatDateTime(portfolio.updatedAt, locale)}
                  testId="portfolio-updated"
                />
              </SimpleGrid>
              <ClientHoldings
                portfolioId={portfolio.id}
                holdings={portfolio.portfolio}
                version={portfolio.updatedAt}
                isBenchmark={false}
                label={t('web.portfolioHub.portfolio')}
              />
            </Card>
          ) : null}
          {portfolio && portfolio.benchmark.items.length > 0 ? (
            <Card withBorder radius="md" p="lg">
              <Title order={2} fz="lg" mb="md">
                {t('fields.benchmark')}
              </Title>
              <ClientHoldings
                portfolioId={portfolio.id}
                holdings={portfolio.benchmark}
                version={portfolio.updatedAt}
                isBenchmark
                label={t('fields.benchmark')}
              />
            </Card>
          ) : null}
        </SimpleGrid>
        {client.isDemo ? null : (
          <Group justify="flex-end">
            <DeleteClientButton client={client} />
          </Group>
        )}
      </Stack>
    </>
  );
};
