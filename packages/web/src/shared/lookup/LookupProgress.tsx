import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { translateMessage } from '../../app/i18n.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { type LookupRunState, stepLabelKey } from './use-lookup-run.ts';

/**
 * The lookup chain's progress (doc 1 §4) with the step under way, and what stopped it: a timeout (504) or an
 * error, each with the server's message.
 */
export const LookupProgress = ({ state, onCancel }: { state: LookupRunState; onCancel: () => void }) => {
  const t = useT();
  const { locale } = useLocale();
  const { outcome } = state;
  if (state.isRunning) {
    return (
      <Stack gap="xs" data-testid="lookup-progress">
        <Group justify="space-between">
          <Text size="sm">{state.step ? t(stepLabelKey(state.step)) : t('chain.ready')}</Text>
          <Text size="sm" fw={600}>{`${state.progress}%`}</Text>
        </Group>
        <Progress value={state.progress} aria-label={t('web.lookup.progress')} animated />
        <Group justify="flex-end">
          <Button variant="subtle" size="xs" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (outcome?.status === 'timeout')
    return (
      <Alert color="orange" variant="light" title={t('web.lookup.timeoutTitle')} data-testid="lookup-timeout">
        {translateMessage(locale, 'hugePortfolioTimeout')}
      </Alert>
    );
  if (outcome?.status === 'failed') {
    const code = (outcome.error as { code?: string } | null)?.code;
    return (
      <Alert color="red" variant="light" title={t('chain.failed')} data-testid="lookup-failed">
        {code ? translateMessage(locale, code) : t('chain.failed')}
      </Alert>
    );
  }
  return null;
};
