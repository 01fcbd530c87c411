import { formatDateTime, type ShareLink } from '@esgkit/core';
import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useApiQuery } from '../../app/api.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { useServices } from '../../app/services.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { clientName } from '../portfolio-hub/client-state.ts';
import { ShareButton } from './ShareButton.tsx';

/** /platform/client/{id}/share: create (and copy) a read-only link, see the last one, revoke them all. */
export const ClientSharePage = () => {
  const { clientId = '' } = useParams();
  const t = useT();
  const { locale } = useLocale();
  const services = useServices();
  const query = useApiQuery('clients.get', { params: { clientId } });
  const [link, setLink] = useState<ShareLink | null>(null);
  const revoke = useMutation({
    mutationFn: () => services.client.call('shares.revoke', { params: { clientId } }),
    onSuccess: () => {
      setLink(null);
      services.alerts.trigger({
        message: 'sharesRevoked',
        customMessage: t('web.share.revoked'),
        isSuccess: true,
      });
    },
  });
  const client = query.data?.data;
  if (!client) return <Skeleton height={200} radius="md" />;
  return (
    <>
      <PageHeader title={t('share.shareClient')} description={clientName(client)} />
      <Card withBorder radius="md" p="lg" maw={760}>
        <Stack gap="md">
          <Text>{t('web.share.shareDescription')}</Text>
          {client.portfolio ? (
            <Group justify="space-between" wrap="wrap">
              <ShareButton client={client} portfolio={client.portfolio} onShared={setLink} />
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconLinkOff size={16} aria-hidden="true" />}
                loading={revoke.isPending}
                onClick={() => revoke.mutate()}
              >
                {t('web.share.revoke')}
              </Button>
            </Group>
          ) : null}
          {link ? (
            <Stack gap={4} data-testid="share-link">
              <Title order={2} fz="md">
                {t('web.share.lastLink')}
              </Title>
              <Anchor href={link.url} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
                {link.url}
              </Anchor>
              <Text size="sm" c="dimmed">
                {link.expiresAt
                  ? t('web.share.expiresOn', { date: formatDateTime(link.expiresAt, locale) })
                  : t('web.share.noExpiry')}
              </Text>
            </Stack>
          ) : null}
        </Stack>
      </Card>
    </>
  );
};
