import { type ApiError, paiChain, runChain, translateMessage } from '@esgkit/core';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useT } from '../../app/locale.tsx';
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
 * Runs core's PAI chain (doc 1 §4: the three indicator sets step by step, 0 → 100, then the update time) for the
 * subject's portfolio, with its progress; the PAI views reload when it completes.
 */
export const PaiCalculate = () => {
  const t = useT();
  const { locale } = useLocale();
  const { client, subject } = useResults();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ value: number; set: 1 | 2 | 3 } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const start = async () => {
    setFailure(null);
    setProgress({ value: 0, set: 1 });
    const outcome = await runChain(
      paiChain,
      { client, portfolioId: subject.portfolioId },
      {
        onProgress: (p) => {
          const set = Number(/^pai(\d)/.exec(p.step ?? '')?.[1] ?? 3) as 1 | 2 | 3;
          if (p.step !== null) setProgress({ value: p.progress, set });
        },
      },
    );
    setProgress(null);
    if (outcome.status === 'completed') {
      await queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith('views.pai'),
      });
    } else {
      const code = (outcome.error as { code?: string } | null)?.code;
      setFailure(code ? translateMessage(locale, code) : t('chain.failed'));
    }
  };
  if (subject.shareToken)
    return <Text c="dimmed">{translateMessage(locale, 'unavailableWhilePaiCalculates')}</Text>;
  return (
    <Stack gap="sm" data-testid="pai-calculate">
      <Text>{t('web.results.paiNotCalculated')}</Text>
      {progress ? (
        <>
          <Group justify="space-between">
            <Text size="sm">{t(setLabels[progress.set])}</Text>
            <Text size="sm" fw={600}>{`${progress.value}%`}</Text>
          </Group>
          <Progress value={progress.value} aria-label={t('web.results.paiProgress')} animated />
        </>
      ) : (
        <Group>
          <Button onClick={() => void start()} data-testid="pai-start">
            {t('web.results.calculatePai')}
          </Button>
        </Group>
      )}
      {failure ? (
        <Alert color="red" variant="light">
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
};
