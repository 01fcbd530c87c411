import type { FeatureId } from '@esgkit/core';
import { Button, Center, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLockAccess } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { useAccess } from '../../app/api.ts';
import { useT } from '../../app/locale.tsx';
import { PLAN_PATH, paths } from '../../app/paths.ts';

/** What shows while the profile (and so the capability) is loading (spec doc 1 §6: placeholders). */
export const PagePlaceholder = () => (
  <Stack gap="md" aria-busy="true" data-testid="placeholder">
    <Skeleton height={32} width="40%" />
    <Skeleton height={16} width="70%" />
    <Skeleton height={180} />
  </Stack>
);

/** "Your account doesn't have access to this feature", with an upgrade link (spec doc 1 §6). */
export const NoAccess = () => {
  const t = useT();
  return (
    <Center py="xl">
      <Paper withBorder p="xl" radius="md" maw={520}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="orange">
            <IconLockAccess size={28} aria-hidden="true" />
          </ThemeIcon>
          <Title order={1} fz="h3">
            {t('web.access.noAccessTitle')}
          </Title>
          <Text>{t('messages.noAccessToFeature')}</Text>
          <Button component={Link} to={PLAN_PATH}>
            {t('web.access.upgradeLink')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
};

/**
 * A route's capability check, by core's table: allowed → the page; loading → placeholders; Starter lock → the
 * Plan page (doc 1 §6 "redirected to the Plan page"); Billing/Plan for capabilities 4 and 5 → Account Info; too
 * low a capability → the no-access message with its upgrade link.
 */
export const Gate = ({ feature, children }: { feature: FeatureId; children: ReactNode }) => {
  const decision = useAccess(feature);
  if (decision.allowed) return children;
  if (decision.reason === 'notLoaded') return <PagePlaceholder />;
  if (decision.redirect === 'plan')
    return <Navigate to={PLAN_PATH} replace state={{ lockedFeature: feature }} />;
  if (decision.redirect === 'accountInfo') return <Navigate to={paths.accountInfo} replace />;
  return <NoAccess />;
};
