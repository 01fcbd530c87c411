import { Anchor, Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../app/locale.tsx';
import type { MenuLabelKey, SoonArea } from '../../app/navigation.ts';
import { paths } from '../../app/paths.ts';

/**
 * A screen that a later part of the plan builds: what it will show, in the user's language, never a blank page.
 * The route, its place in the menu and its capability check are already the final ones.
 */
export const ComingSoon = ({
  area,
  title,
  isPublic = false,
}: {
  area: SoonArea;
  title: MenuLabelKey;
  /** A page without login: no links into the platform. */
  isPublic?: boolean;
}) => {
  const t = useT();
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={760} data-testid="coming-soon">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light">
            <IconHammer size={24} aria-hidden="true" />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {t(title)}
            </Title>
            <Badge variant="light" color="orange" w="fit-content">
              {t('web.soon.badge')}
            </Badge>
          </Stack>
        </Group>
        <Text>{t(`web.soon.areas.${area}`)}</Text>
        <Text size="sm" c="dimmed">
          {t('web.soon.note')}
        </Text>
        <Group gap="lg" display={isPublic ? 'none' : undefined}>
          <Anchor component={Link} to={paths.library} size="sm">
            {t('nav.library')}
          </Anchor>
          <Anchor component={Link} to={paths.accountInfo} size="sm">
            {t('profileMenu.accountInfo')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
};
