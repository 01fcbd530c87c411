import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { Link, useRouteError } from 'react-router';
import { isChunkLoadError } from '../../app/lazy-page.ts';
import { useT } from '../../app/locale.tsx';

/** Unknown paths: say so and offer the way back. */
export const NotFoundPage = () => {
  const t = useT();
  return (
    <Center py={64} px="md">
      <Paper withBorder p="xl" radius="md" maw={520}>
        <Stack align="center" ta="center" gap="sm">
          <Title order={1} fz="h2">
            {t('web.notFound.title')}
          </Title>
          <Text>{t('web.notFound.body')}</Text>
          <Button component={Link} to="/">
            {t('web.notFound.home')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
};

/**
 * A route that failed to render. A page whose code could not be loaded shows "Loading chunk failed" with a reload
 * (doc 2 §7); anything else shows the generic error, also with a reload.
 */
export const RouteErrorPage = () => {
  const t = useT();
  const error = useRouteError();
  const isChunk = isChunkLoadError(error);
  return (
    <Center py={64} px="md">
      <Paper withBorder p="xl" radius="md" maw={520} role="alert">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={48} radius="xl" variant="light" color="red">
            <IconAlertTriangle size={28} aria-hidden="true" />
          </ThemeIcon>
          <Title order={1} fz="h3" data-testid="route-error-title">
            {isChunk ? t('web.chunk.title') : t('web.error.title')}
          </Title>
          <Text>{isChunk ? t('messages.chunkLoadFailed') : t('messages.anErrorHasOccurred')}</Text>
          <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
            {t('common.reload')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
};
