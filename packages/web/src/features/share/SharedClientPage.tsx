import { ApiError, createClient, formatDate, translateMessage } from '@esgkit/core';
import { Alert, Badge, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useLocale, useT } from '../../app/locale.tsx';
import { HoldingsTable } from '../portfolio-hub/ClientInformationPage.tsx';
import { clientName } from '../portfolio-hub/client-state.ts';

/**
 * /shareClient/{token} (doc 1 §2): no login. Sharing mode: a client that sends the share token instead of a
 * session (capability 4, the "Shared" variants), so nothing here can change the portfolio. An expired or revoked
 * link shows the server's message (sharedLinkExpired, sharingLinkInvalid).
 */
export const SharedClientPage = () => {
  const { shareId = '' } = useParams();
  const t = useT();
  const { locale } = useLocale();
  const client = useMemo(
    () =>
      createClient({
        baseUrl: window.location.origin,
        auth: { shareToken: shareId },
        fetch: window.fetch.bind(window),
        locale,
      }),
    [shareId, locale],
  );
  const shared = useQuery({
    queryKey: ['shares.get', shareId],
    queryFn: ({ signal }) => client.call('shares.get', { params: { token: shareId }, signal }),
    retry: false,
    meta: { silent: true },
  });
  const portfolioId = shared.data?.data.portfolioId;
  const portfolio = useQuery({
    queryKey: ['portfolios.get', shareId, portfolioId],
    queryFn: ({ signal }) =>
      client.call('portfolios.get', { params: { portfolioId: portfolioId ?? '' }, signal }),
    enabled: portfolioId !== undefined,
    retry: false,
    meta: { silent: true },
  });

  const error = shared.error ?? portfolio.error;
  if (error) {
    const code = error instanceof ApiError ? error.code : 'anErrorHasOccurred';
    return (
      <Center py="xl">
        <Alert
          color="orange"
          icon={<IconLinkOff size={20} />}
          title={t('share.shareClient')}
          maw={560}
          data-testid="share-error"
        >
          {translateMessage(locale, code)}
        </Alert>
      </Center>
    );
  }
  const data = shared.data?.data;
  if (!data)
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader aria-hidden="true" />
          <Text c="dimmed">{t('web.share.opening')}</Text>
        </Stack>
      </Center>
    );
  const stored = portfolio.data?.data;
  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%" py="md" data-testid="shared-client">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('web.share.sharedBy', { name: clientName(data) })}
          </Title>
          <Text c="dimmed">{t('web.share.sharedNote')}</Text>
        </Stack>
        <Badge size="lg" variant="light" leftSection={<IconEye size={14} aria-hidden="true" />}>
          {t('share.readOnly')}
        </Badge>
      </Group>
      <Card withBorder radius="md" p="lg">
        <Group gap="xl" wrap="wrap" mb="md">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('fields.investmentDay')}
            </Text>
            <Text fw={500}>{formatDate(data.portfolio.investmentDay, locale)}</Text>
          </Stack>
          {data.expiresAt ? (
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t('web.share.lastLink')}
              </Text>
              <Text fw={500}>
                {t('web.share.expiresOn', { date: formatDate(data.expiresAt.slice(0, 10), locale) })}
              </Text>
            </Stack>
          ) : null}
        </Group>
        {stored ? (
          <Stack gap="md">
            <Title order={2} fz="lg">
              {t('web.share.holdings')}
            </Title>
            <HoldingsTable holdings={stored.portfolio} label={t('web.portfolioHub.portfolio')} />
            {stored.benchmark.items.length > 0 ? (
              <>
                <Title order={2} fz="lg">
                  {t('fields.benchmark')}
                </Title>
                <HoldingsTable holdings={stored.benchmark} label={t('fields.benchmark')} />
              </>
            ) : null}
          </Stack>
        ) : (
          <Loader size="sm" aria-hidden="true" />
        )}
      </Card>
    </Stack>
  );
};
