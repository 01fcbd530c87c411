import { formatDate, SHARE_LINK_DAYS, type ShareLink, ShareLinkDays } from '@esgkit/core';
import { Button, Card, Group, NumberInput, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy, IconLinkOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useApiQuery } from '../../app/api.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { useServices } from '../../app/services.tsx';
import { clientName } from '../../shared/clients/client-state.ts';
import { QueryError } from '../../shared/feedback/QueryError.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { copyToClipboard, ShareButton } from '../../shared/share/ShareButton.tsx';

/**
 * /platform/client/{id}/share: choose the lifetime, create (and copy) a read-only link, see it in a read-only field
 * with its expiry and a copy button (the link stays here when the clipboard refuses), revoke them all.
 */
export const ClientSharePage = () => {
  const { clientId = '' } = useParams();
  const t = useT();
  const { locale } = useLocale();
  const services = useServices();
  const query = useApiQuery('clients.get', { params: { clientId } });
  const [link, setLink] = useState<ShareLink | null>(null);
  const [days, setDays] = useState<number | string>(SHARE_LINK_DAYS.default);
  // an empty or half-typed lifetime falls back to the engine's default
  const expiresInDays = ShareLinkDays.safeParse(days).data;
  const copyLink = async (url: string) => {
    const isCopied = await copyToClipboard(url);
    services.alerts.trigger(
      isCopied
        ? { message: 'linkCopied', isSuccess: true }
        : { message: 'anErrorHasOccurred', customMessage: t('share.copyFailed'), isSuccess: false },
    );
  };
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
  if (!client && query.isError) return <QueryError error={query.error} onRetry={query.refetch} />;
  if (!client) return <Skeleton height={200} radius="md" />;
  return (
    <>
      <PageHeader title={t('share.shareClient')} description={clientName(client)} />
      <Card withBorder radius="md" p="lg" maw={760}>
        <Stack gap="md">
          <Text>{t('web.share.shareDescription')}</Text>
          {client.portfolio ? (
            <>
              <NumberInput
                label={t('web.share.lifetime')}
                description={t('web.share.lifetimeHint', {
                  min: SHARE_LINK_DAYS.min,
                  max: SHARE_LINK_DAYS.max,
                })}
                min={SHARE_LINK_DAYS.min}
                max={SHARE_LINK_DAYS.max}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="blur"
                placeholder={String(SHARE_LINK_DAYS.default)}
                value={days}
                onChange={setDays}
                maw={360}
              />
              <Group justify="space-between" wrap="wrap">
                <ShareButton
                  client={client}
                  portfolio={client.portfolio}
                  onShared={setLink}
                  expiresInDays={expiresInDays}
                />
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
            </>
          ) : null}
          {link ? (
            <Stack gap={4} data-testid="share-link">
              <Group gap="xs" align="flex-end">
                <TextInput
                  label={t('web.share.link')}
                  value={link.url}
                  readOnly
                  onFocus={(event) => event.currentTarget.select()}
                  // a full row of its own on a phone, the copy button under it
                  style={{ flex: '1 1 260px', minWidth: 0 }}
                />
                <Button
                  variant="default"
                  leftSection={<IconCopy size={16} aria-hidden="true" />}
                  onClick={() => void copyLink(link.url)}
                >
                  {t('web.share.copy')}
                </Button>
              </Group>
              <Text size="sm" c="dimmed">
                {link.expiresAt
                  ? t('web.share.expiresOn', { date: formatDate(link.expiresAt, locale) })
                  : t('web.share.noExpiry')}
              </Text>
            </Stack>
          ) : null}
        </Stack>
      </Card>
    </>
  );
};
