import { formatDateTime, formatNumber } from '@esgkit/core';
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useProfile, useSession } from '../../app/api.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { PLAN_PATH } from '../../app/paths.ts';
import { QueryError } from '../../shared/feedback/QueryError.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { UserAvatar } from '../../shared/layout/UserAvatar.tsx';
import { DeleteAccountCard } from './DeleteAccountCard.tsx';
import { MAX_IMAGE_KB } from './limits.ts';
import { ProfileForm } from './ProfileForm.tsx';

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

/** /platform/profile/account_info: the picture, the plan, the session, the profile's fields, account deletion. */
export const AccountInfoPage = () => {
  const t = useT();
  const { locale } = useLocale();
  const session = useSession();
  const { profile, error, refetch } = useProfile();
  return (
    <>
      <PageHeader title={t('profileMenu.accountInfo')} description={t('web.account.description')} />
      {!profile && error ? (
        <QueryError error={error} onRetry={refetch} />
      ) : !profile ? (
        <Skeleton height={240} radius="md" />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <Card withBorder radius="md" p="lg">
              <Title order={2} fz="lg" mb="md">
                {t('web.account.picture')}
              </Title>
              <Group gap="lg" wrap="nowrap" align="center">
                <UserAvatar size={72} />
                <Text size="sm" c="dimmed" data-testid="image-hint">
                  {t('web.account.imageHint', { size: formatNumber(MAX_IMAGE_KB, locale, { decimals: 0 }) })}
                </Text>
              </Group>
            </Card>
            <Card withBorder radius="md" p="lg">
              <Title order={2} fz="lg" mb="md">
                {t('profileMenu.plan')}
              </Title>
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Badge size="lg" variant="light" data-testid="plan-badge">
                  {t(`plans.${profile.plan}`)}
                </Badge>
                <Button component={Link} to={PLAN_PATH} variant="light">
                  {t('web.account.seePlans')}
                </Button>
              </Group>
            </Card>
            <Card withBorder radius="md" p="lg">
              <Title order={2} fz="lg" mb="md">
                {t('web.account.session')}
              </Title>
              <Field
                label={t('web.account.sessionUntil')}
                value={formatDateTime(session?.expiresAt || null, locale)}
                testId="session-until"
              />
            </Card>
          </SimpleGrid>
          <ProfileForm profile={profile} />
          <DeleteAccountCard email={profile.email} />
        </Stack>
      )}
    </>
  );
};
