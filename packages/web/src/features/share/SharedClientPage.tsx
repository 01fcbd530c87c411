import { ApiError, contract, createClient, formatDateTime, type SharedClient } from '@esgkit/core';
import { Alert, Badge, Box, Center, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { translateMessage } from '../../app/i18n.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { queryKeys } from '../../app/query-keys.ts';
import { clientName } from '../../shared/clients/client-state.ts';
import { PdfExport } from '../../shared/pdf/PdfExport.tsx';
import { ResultsViews } from '../../shared/results/index.ts';

type Brand = NonNullable<SharedClient['brand']>;

/**
 * The advisor's brand above the shared views (issue 28): the colour as a band, "Prepared by" and the company's
 * name, its contacts, and the logo (a data URL from shares.get: the visitor has no login for the image route).
 */
const BrandBar = ({ brand }: { brand: Brand }) => {
  const t = useT();
  if (!brand.legalName && !brand.logo)
    return <Box h={6} style={{ background: brand.color, borderRadius: 3 }} />;
  const contacts = [brand.website, brand.email, brand.phone].filter(Boolean);
  return (
    <Box data-testid="shared-brand" style={{ borderTop: `6px solid ${brand.color}`, paddingTop: 12 }}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="xs" fw={600} style={{ color: brand.color }}>
            {t('report.preparedBy')}
          </Text>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="shared-brand-name">
            {brand.legalName || '—'}
          </Text>
          {contacts.length > 0 ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {contacts.join(' · ')}
            </Text>
          ) : null}
        </Stack>
        {brand.logo ? (
          <Image
            src={brand.logo}
            alt={brand.legalName}
            h={48}
            w="auto"
            maw={180}
            fit="contain"
            data-testid="shared-logo"
          />
        ) : null}
      </Group>
    </Box>
  );
};

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
      <BrandBar brand={data.brand} />
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
