import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAccess, useApiQuery } from '../../app/api.ts';
import { useT } from '../../app/locale.tsx';
import { linkPath } from '../../app/navigation.ts';

/**
 * The pending impact configuration prompt (spec doc 2 §8, "Other"): while the signed-in user has saved no default
 * impact indicators, the impact views and the Customization → Impact page say so; on the views it links to that
 * page. A user who may not configure impact (or a shared page's reader) never sees it.
 */
export const PendingImpactConfiguration = ({ withLink = true }: { withLink?: boolean }) => {
  const t = useT();
  const access = useAccess('customization.impact');
  const saved = useApiQuery('settings.impact', undefined, { enabled: access.allowed, staleTime: 60_000 });
  if (!access.allowed || saved.data?.data.settings.length !== 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAdjustments size={18} aria-hidden="true" />}
      mb="md"
      data-testid="pending-impact-configuration"
    >
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{t('messages.pendingImpactConfiguration')}</Text>
        {withLink ? (
          <Anchor component={Link} to={linkPath('impact')} size="sm" fw={500}>
            {t('impactDefaults.configure')}
          </Anchor>
        ) : null}
      </Group>
    </Alert>
  );
};
