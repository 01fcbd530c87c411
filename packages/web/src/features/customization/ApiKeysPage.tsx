import {
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyScope,
  formatDate,
  formatDateTime,
  type NewApiKey,
} from '@esgkit/core';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBook, IconCopy, IconKey, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useApiQuery } from '../../app/api.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';
import { QueryError } from '../../shared/feedback/QueryError.tsx';
import { DayInput } from '../../shared/forms/DayInput.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { copyToClipboard } from '../../shared/share/ShareButton.tsx';

/** The engine serves the API reference (issue 28, API reference slice); a plain link, so the page needs no route of its own. */
export const API_REFERENCE_PATH = '/api/docs';

/** The key's last valid day: the engine stores the instant it stops (the next midnight UTC). */
const lastValidDay = (expiresAt: string): string => new Date(Date.parse(expiresAt) - 1).toISOString();

export const ApiReferenceLink = () => {
  const t = useT();
  return (
    <Anchor href={API_REFERENCE_PATH} target="_blank" rel="noopener" data-testid="api-reference-link">
      <Group gap={4} component="span" wrap="nowrap">
        <IconBook size={16} aria-hidden="true" />
        {t('apiKeys.reference')}
      </Group>
    </Anchor>
  );
};

const CreateKeyForm = ({ onCreated }: { onCreated: (key: NewApiKey) => void }) => {
  const t = useT();
  const services = useServices();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read-only');
  const [expiresOn, setExpiresOn] = useState('');
  const create = useMutation({
    mutationFn: (body: ApiKeyCreate) => services.client.call('apiKeys.create', { body }),
    onSuccess: async (answer) => {
      setName('');
      setExpiresOn('');
      onCreated(answer.data);
      await services.queryClient.invalidateQueries({ queryKey: queryKeys.route('apiKeys.list') });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate({ name: name.trim(), scope, ...(expiresOn.trim() ? { expiresOn: expiresOn.trim() } : {}) });
  };
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={t('apiKeys.createTitle')}>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('apiKeys.createTitle')}
          </Title>
          <TextInput
            label={t('apiKeys.name')}
            placeholder={t('apiKeys.namePlaceholder')}
            required
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-testid="api-key-name"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="api-key-scope-label">
              {t('apiKeys.scope')}
            </Text>
            <SegmentedControl
              aria-labelledby="api-key-scope-label"
              value={scope}
              onChange={(value) => setScope(value as ApiKeyScope)}
              data={[
                { value: 'read-only', label: t('apiKeys.readOnly') },
                { value: 'read-write', label: t('apiKeys.readWrite') },
              ]}
              data-testid="api-key-scope"
            />
            <Text size="xs" c="dimmed">
              {t(scope === 'read-only' ? 'apiKeys.readOnlyHint' : 'apiKeys.readWriteHint')}
            </Text>
          </Stack>
          <DayInput
            label={t('apiKeys.expiresOn')}
            description={t('apiKeys.expiresOnHint')}
            value={expiresOn}
            onChange={(e) => setExpiresOn(e.currentTarget.value)}
            maw={260}
            data-testid="api-key-expires"
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconKey size={16} aria-hidden="true" />}
              loading={create.isPending}
              disabled={!name.trim()}
              data-testid="api-key-create"
            >
              {t('apiKeys.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
};

/** The secret, once: the engine keeps only its hash, so leaving this panel loses it for good. */
const NewSecret = ({ apiKey, onDone }: { apiKey: NewApiKey; onDone: () => void }) => {
  const t = useT();
  const services = useServices();
  const copy = async () => {
    const isCopied = await copyToClipboard(apiKey.secret);
    services.alerts.trigger(
      isCopied
        ? { message: 'apiKeyCopied', isSuccess: true }
        : { message: 'anErrorHasOccurred', customMessage: t('apiKeys.copyFailed'), isSuccess: false },
    );
  };
  return (
    <Card withBorder radius="md" p="md" bg="var(--mantine-color-yellow-light)" data-testid="api-key-secret">
      <Stack gap="sm">
        <Text fw={600}>{t('apiKeys.secretTitle', { name: apiKey.name })}</Text>
        <Text size="sm" role="alert">
          {t('apiKeys.secretWarning')}
        </Text>
        <Group gap="xs" align="flex-end">
          <TextInput
            aria-label={t('apiKeys.secretTitle', { name: apiKey.name })}
            value={apiKey.secret}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            style={{ flex: '1 1 240px', minWidth: 0 }}
            data-testid="api-key-secret-value"
          />
          <Button variant="default" leftSection={<IconCopy size={16} aria-hidden="true" />} onClick={copy}>
            {t('apiKeys.copy')}
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button variant="light" onClick={onDone} data-testid="api-key-secret-done">
            {t('apiKeys.done')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm">{children}</Text>
  </Stack>
);

const KeyCard = ({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (key: ApiKey) => void }) => {
  const t = useT();
  const { locale } = useLocale();
  const isExpired = apiKey.expiresAt !== null && Date.parse(apiKey.expiresAt) <= Date.now();
  return (
    <Card withBorder radius="md" p="md" component="li" data-testid="api-key-row" data-key-id={apiKey.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{apiKey.name}</Text>
            <Badge variant="light" color={apiKey.scope === 'read-only' ? 'gray' : 'blue'}>
              {t(apiKey.scope === 'read-only' ? 'apiKeys.readOnly' : 'apiKeys.readWrite')}
            </Badge>
            {isExpired ? <Badge color="red">{t('apiKeys.expired')}</Badge> : null}
          </Group>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={() => onRevoke(apiKey)}
            aria-label={`${t('apiKeys.revoke')} ${apiKey.name}`}
            data-testid="api-key-revoke"
          >
            {t('apiKeys.revoke')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" ff="monospace">
          {apiKey.prefix}…
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <Field label={t('apiKeys.created')}>{formatDate(apiKey.createdAt, locale)}</Field>
          <Field label={t('apiKeys.lastUsed')}>
            {apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt, locale) : t('apiKeys.never')}
          </Field>
          <Field label={t('apiKeys.expires')}>
            {apiKey.expiresAt ? formatDate(lastValidDay(apiKey.expiresAt), locale) : t('apiKeys.noExpiry')}
          </Field>
        </SimpleGrid>
      </Stack>
    </Card>
  );
};

/**
 * /platform/customization/api (issue 28): create a key (name, scope, optional last day), see its secret once, list
 * the keys with their dates, revoke one after confirming. The engine enforces scope and expiry (docs/decisions.md).
 */
export const ApiKeysPage = () => {
  const t = useT();
  const services = useServices();
  const keys = useApiQuery('apiKeys.list');
  const [created, setCreated] = useState<NewApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useMutation({
    mutationFn: (key: ApiKey) => services.client.call('apiKeys.revoke', { params: { keyId: key.id } }),
    onSuccess: async () => {
      setRevoking(null);
      services.alerts.trigger({ message: 'apiKeyRevoked', isSuccess: true });
      await services.queryClient.invalidateQueries({ queryKey: queryKeys.route('apiKeys.list') });
    },
  });
  const list = keys.data?.data;
  return (
    <>
      <PageHeader title={t('nav.api')} description={t('apiKeys.description')} />
      <Stack gap="md" maw={760}>
        <ApiReferenceLink />
        {created ? (
          <NewSecret apiKey={created} onDone={() => setCreated(null)} />
        ) : (
          <CreateKeyForm onCreated={setCreated} />
        )}
        <Title order={3} size="h5">
          {t('apiKeys.listTitle')}
        </Title>
        {keys.error ? (
          <QueryError error={keys.error} onRetry={keys.refetch} />
        ) : !list ? (
          <Skeleton height={120} radius="md" />
        ) : list.length === 0 ? (
          <Card withBorder radius="md" p="md" data-testid="api-keys-empty">
            <Text fw={600}>{t('apiKeys.emptyTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('apiKeys.empty')}
            </Text>
          </Card>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="api-keys">
            {list.map((key) => (
              <KeyCard key={key.id} apiKey={key} onRevoke={setRevoking} />
            ))}
          </Stack>
        )}
      </Stack>
      <Modal
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('apiKeys.revokeTitle')}
        centered
      >
        <Text mb="lg">{t('apiKeys.revokeConfirm', { name: revoking?.name ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRevoking(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={revoke.isPending}
            onClick={() => revoking && revoke.mutate(revoking)}
            data-testid="api-key-revoke-confirm"
          >
            {t('apiKeys.revoke')}
          </Button>
        </Group>
      </Modal>
    </>
  );
};
