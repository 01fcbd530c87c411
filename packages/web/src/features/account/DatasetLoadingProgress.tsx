import type { DatasetLoading } from '@esgkit/core';
import { Progress, Stack, Text } from '@mantine/core';
import { useApiQuery } from '../../app/api.ts';
import { useT } from '../../app/locale.tsx';

/** How often a starting engine's progress is asked for. */
const POLL_MS = 1000;

/**
 * The engine's dataset loading (system.health) while it starts: polled until it serves the dataset. Null once
 * ready, and when health cannot be read (the form then shows, and the login answers for itself).
 */
export const useDatasetLoading = (): DatasetLoading | null => {
  const health = useApiQuery('system.health', undefined, {
    meta: { silent: true },
    refetchInterval: (query) => (query.state.data?.data.status === 'loading' ? POLL_MS : false),
  });
  return health.data?.data.loading ?? null;
};

/** The login page's stand-in for the form while the data loads: the stage and a progress bar. */
export const DatasetLoadingProgress = ({ loading }: { loading: DatasetLoading }) => {
  const t = useT();
  const stage = t(`web.auth.startingStage.${loading.stage}`);
  return (
    <Stack gap="xs" data-testid="dataset-loading">
      <Text size="sm">{t('web.auth.startingText')}</Text>
      <Text fw={500}>{stage}</Text>
      <Progress value={loading.percent} animated aria-label={stage} />
      <Text size="sm" c="dimmed">
        {t('web.auth.startingPercent', { percent: String(loading.percent) })}
      </Text>
    </Stack>
  );
};
