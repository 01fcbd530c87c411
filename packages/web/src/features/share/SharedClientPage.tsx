import { ApiError, contract, createClient, formatDateTime, translateMessage } from '@esgkit/core';
import { Alert, Badge, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useLocale, useT } from '../../app/locale.tsx';
import { queryKeys } from '../../app/query-keys.ts';
import { clientName } from '../../shared/clients/client-state.ts';
import { PdfExport } from '../../shared/pdf/PdfExport.tsx';
import { ResultsViews } from '../../shared/results/index.ts';

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
  // a token of the wrong shape is no link at all: say so without asking the server
  const isWellFormed = contract['shares.get'].params.safeParse({ token: shareId }).success;
  const shared = useQuery({
    queryKey: queryKeys.sharedClient(shareId),
    queryFn: ({ signal }) => client.call('shares.get', { params: { token: shareId }, signal }),
    retry: false,
    enabled: isWellFormed,
    meta: { silent: true },
  });
  const error = isWellFormed ? shared.error : new ApiError('sharingLinkInvalid', 404);
  if (error) {
    const code = error instanceof ApiError ? error.code : 'anErrorHasOccurred';
    return (
      <Center py="xl">
        <Stack gap="md" maw={560} w="100%" data-testid="share-error">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('share.shareClient')}
          </Title>
          <Alert color="orange" icon={<IconLinkOff size={20} />} role="alert">
            {translateMessage(locale, code)}
          </Alert>
        </Stack>
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
  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%" py="md" data-testid="shared-client">
      <ResultsViews
        subject={{
          portfolioId: data.portfolioId,
          shareToken: shareId,
          hasBenchmark: data.portfolio.hasBenchmark,
        }}
        base={`/shareClient/${encodeURIComponent(shareId)}`}
        header={
          <Group justify="space-between" wrap="wrap" gap="sm" mb="md">
            <Stack gap={4}>
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {t('web.share.sharedBy', { name: clientName(data) })}
              </Title>
              <Text c="dimmed">
                {t('web.share.sharedNote')}{' '}
                {data.expiresAt
                  ? t('web.share.expiresOn', { date: formatDateTime(data.expiresAt, locale) })
                  : null}
              </Text>
            </Stack>
            <Group gap="xs" align="flex-start">
              <Badge size="lg" variant="light" leftSection={<IconEye size={14} aria-hidden="true" />}>
                {t('share.readOnly')}
              </Badge>
              {/* a link exists only once PAI is calculated (doc 1 §4); the report route accepts the share token */}
              <PdfExport portfolioId={data.portfolioId} shareToken={shareId} fileName={clientName(data)} />
            </Group>
          </Group>
        }
      />
    </Stack>
  );
};
