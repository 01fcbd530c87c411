import type { ApiError } from '@esgkit/core';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { translateMessage } from '../../app/i18n.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { useServices } from '../../app/services.tsx';
import { startBackgroundPai, useChainRun } from '../clients/chain-runs.ts';
import { useResults } from './context.tsx';

// The label of each PAI step (chain.steps.* in core's catalogue), by the set it computes.
const setLabels = {
  1: 'chain.steps.paiSet1',
  2: 'chain.steps.paiSet2',
  3: 'chain.steps.paiSet3',
} as const;

/** True when a PAI view answered that the PAI figures are not calculated yet (doc 1 §4: PAI is its own chain). */
export const isPaiPending = (error: ApiError | null | undefined): boolean =>
  error?.code === 'unavailableWhilePaiCalculates';

/**
 * The PAI chain of the subject's portfolio (doc 1 §4: the three indicator sets step by step, 0 → 100, then the update
 * time): the progress of the background run, or a button that starts it; the PAI views reload when it completes.
 */
export const PaiCalculate = () => {
  const t = useT();
  const { locale } = useLocale();
  const services = useServices();
  const { subject } = useResults();
  const run = useChainRun(subject.portfolioId, 'pai');
  if (subject.shareToken)
    return <Text c="dimmed">{translateMessage(locale, 'unavailableWhilePaiCalculates')}</Text>;
  const set = Number(/^pai(\d)/.exec(run?.step ?? '')?.[1] ?? 1) as 1 | 2 | 3;
  const outcome = run?.outcome;
  const failure =
    outcome && outcome.status !== 'completed' && outcome.status !== 'cancelled'
      ? (outcome.error as { code?: string } | null)?.code
      : null;
  return (
    <Stack gap="sm" data-testid="pai-calculate">
      <Text>{t('web.results.paiNotCalculated')}</Text>
      {run?.isRunning ? (
        <>
          <Group justify="space-between">
            <Text size="sm">{t(setLabels[set])}</Text>
            <Text size="sm" fw={600}>{`${run.progress}%`}</Text>
          </Group>
          <Progress value={run.progress} aria-label={t('web.results.paiProgress')} animated />
        </>
      ) : (
        <Group>
          <Button
            onClick={() => void startBackgroundPai(services, subject.portfolioId)}
            data-testid="pai-start"
          >
            {t('web.results.calculatePai')}
          </Button>
        </Group>
      )}
      {failure !== null && outcome ? (
        <Alert color="red" variant="light">
          {failure ? translateMessage(locale, failure) : t('chain.failed')}
        </Alert>
      ) : null}
    </Stack>
  );
};
