import {
  DigestEvent,
  type DigestFrequency,
  NotificationEvent,
  type NotificationSettings,
} from '@esgkit/core';
import { Button, Card, Group, SegmentedControl, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApiQuery } from '../../app/api.ts';
import { useT } from '../../app/locale.tsx';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';
import { QueryError } from '../../shared/feedback/QueryError.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';

const isDigest = (event: NotificationEvent): event is DigestEvent =>
  (DigestEvent.options as readonly string[]).includes(event);

/**
 * /platform/customization/notifications (issue 28): per event, e-mail on or off and, for the digests, how often they
 * go out. The engine mails them (docs/decisions.md, notifications).
 */
export const NotificationsPage = () => {
  const t = useT();
  const services = useServices();
  const saved = useApiQuery('settings.notifications');
  const [draft, setDraft] = useState<NotificationSettings | null>(null);

  useEffect(() => {
    if (saved.data) setDraft(saved.data.data);
  }, [saved.data]);

  const save = useMutation({
    mutationFn: (body: NotificationSettings) => services.client.call('settings.saveNotifications', { body }),
    onSuccess: async () => {
      services.alerts.trigger({ message: 'changesSaved', isSuccess: true });
      await services.queryClient.invalidateQueries({ queryKey: queryKeys.route('settings.notifications') });
    },
  });

  const setEmail = (event: NotificationEvent, on: boolean) => draft && setDraft({ ...draft, [event]: on });
  const setFrequency = (event: DigestEvent, frequency: DigestFrequency) =>
    draft && setDraft({ ...draft, frequency: { ...draft.frequency, [event]: frequency } });

  return (
    <>
      <PageHeader title={t('nav.notifications')} description={t('notificationSettings.description')} />
      {saved.error ? (
        <QueryError error={saved.error} onRetry={saved.refetch} />
      ) : !draft ? (
        <Skeleton height={240} radius="md" />
      ) : (
        <Stack gap="md" maw={720}>
          {NotificationEvent.options.map((event) => (
            <Card
              key={event}
              withBorder
              radius="md"
              p="md"
              component="section"
              aria-label={t(`notificationSettings.events.${event}`)}
            >
              <Stack gap="sm">
                <Text fw={600}>{t(`notificationSettings.events.${event}`)}</Text>
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Switch
                    label={t('notificationSettings.email')}
                    checked={draft[event] !== false}
                    onChange={(e) => setEmail(event, e.currentTarget.checked)}
                    data-testid={`notify-${event}`}
                  />
                  {isDigest(event) ? (
                    <SegmentedControl
                      aria-label={t('notificationSettings.frequency')}
                      size="xs"
                      disabled={draft[event] === false}
                      value={draft.frequency?.[event] ?? 'weekly'}
                      onChange={(value) => setFrequency(event, value as DigestFrequency)}
                      data={[
                        { value: 'daily', label: t('notificationSettings.daily') },
                        { value: 'weekly', label: t('notificationSettings.weekly') },
                      ]}
                    />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('notificationSettings.immediate')}
                    </Text>
                  )}
                </Group>
              </Stack>
            </Card>
          ))}
          <Group justify="flex-end">
            <Button onClick={() => save.mutate(draft)} loading={save.isPending} data-testid="notify-save">
              {t('notificationSettings.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </>
  );
};
