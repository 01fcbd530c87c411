import { type Client, formatDate } from '@esgkit/core';
import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../app/api.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { clientPaths } from '../../app/paths.ts';
import { usePlanLimits } from '../../shared/access/plans.ts';
import { clientName, isClientOutdated } from '../../shared/clients/client-state.ts';
import { QueryError } from '../../shared/feedback/QueryError.tsx';
import { initialsOf, StoredAvatar } from '../../shared/images/ImageAvatar.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { DeleteClientButton } from './DeleteClientButton.tsx';

export const ADD_CLIENT_PATH = '/platform/portfoliohub/add_client';

const matches = (client: Client, search: string): boolean => {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [clientName(client), client.email ?? ''].some((text) => text.toLowerCase().includes(needle));
};

const ClientCard = ({ client }: { client: Client }) => {
  const t = useT();
  const { locale } = useLocale();
  const portfolio = client.portfolio;
  return (
    <Card withBorder radius="md" p="lg" data-testid="client-card">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <StoredAvatar
            imageUrl={client.imageUrl}
            initials={initialsOf(client.firstname, client.lastname)}
            size={40}
          />
          <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {clientName(client)}
          </Title>
        </Group>
        {client.isDemo || isClientOutdated(client, new Date()) ? (
          <Group gap={4}>
            {client.isDemo ? (
              <Badge variant="light" color="gray">
                {t('common.demoData')}
              </Badge>
            ) : null}
            {isClientOutdated(client, new Date()) ? (
              <Badge variant="light" color="orange" data-testid="outdated-badge">
                {t('web.portfolioHub.outdated')}
              </Badge>
            ) : null}
          </Group>
        ) : null}
        {client.email ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {client.email}
          </Text>
        ) : null}
        {portfolio ? (
          <Text size="sm">
            {t('web.portfolioHub.holdings', { count: portfolio.portfolio.items.length })} ·{' '}
            {t('web.portfolioHub.updatedOn', { date: formatDate(portfolio.updatedAt.slice(0, 10), locale) })}
          </Text>
        ) : null}
        <Group justify="space-between" mt="xs">
          <Button component={Link} to={clientPaths(client.id).information} variant="light">
            {t('web.portfolioHub.open')}
          </Button>
          {client.isDemo ? null : <DeleteClientButton client={client} variant="subtle" />}
        </Group>
      </Stack>
    </Card>
  );
};

/** /platform/portfoliohub/clients: the advisor's clients with search, outdated badges and delete. */
export const ClientsPage = () => {
  const t = useT();
  const [search, setSearch] = useState('');
  const query = useApiQuery('clients.list');
  // how many clients the user's plan allows (billing.plans), demo aside; null when unlimited or unknown (doc 1 §6)
  const limit = usePlanLimits()?.maxPortfolios ?? null;
  const clients = query.data?.data ?? [];
  const own = clients.filter((c) => !c.isDemo).length;
  const isAtLimit = limit !== null && own >= limit;
  const shown = useMemo(() => clients.filter((c) => matches(c, search)), [clients, search]);
  const addButton = (
    <Button
      component={Link}
      to={ADD_CLIENT_PATH}
      leftSection={<IconPlus size={16} aria-hidden="true" />}
      disabled={isAtLimit}
      onClick={(event) => {
        if (isAtLimit) event.preventDefault();
      }}
    >
      {t('web.portfolioHub.addClient')}
    </Button>
  );
  return (
    <>
      <PageHeader
        title={t('nav.clients')}
        description={t('web.portfolioHub.clientsDescription')}
        extra={
          isAtLimit && limit !== null ? (
            <Tooltip label={t('messages.maxPortfolios', { max: limit })}>
              <span>{addButton}</span>
            </Tooltip>
          ) : (
            addButton
          )
        }
      />
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <TextInput
          aria-label={t('common.search')}
          placeholder={t('web.portfolioHub.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
        />
        {limit !== null ? (
          <Text size="sm" c={isAtLimit ? 'orange' : 'dimmed'} data-testid="client-count">
            {t('web.portfolioHub.clientCount', { count: own, max: limit })}
          </Text>
        ) : null}
      </Group>
      {query.isLoading ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Skeleton height={160} radius="md" />
          <Skeleton height={160} radius="md" />
          <Skeleton height={160} radius="md" />
        </SimpleGrid>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={query.refetch} />
      ) : shown.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {clients.length === 0 ? t('web.portfolioHub.noClients') : t('web.portfolioHub.noMatch')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {shown.map((client) => (
            <ClientCard key={client.id} client={client} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
};
