import { formatPercent } from '@esgkit/core';
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useApiQuery } from '../../app/api.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { useChainRun, useResumedPai } from '../clients/chain-runs.ts';
import { PdfExport } from '../pdf/PdfExport.tsx';
import { ResultsViews } from '../results/ResultsViews.tsx';
import { SaveAsClient } from './SaveAsClient.tsx';

/**
 * Every result view of a portfolio the lookup chain made, with the background PAI's progress, Export PDF and Save
 * as client: Lookup's results, and Matching's (its proposal runs through the same chain; doc 1 §2 "Results mirror
 * the lookup views"). `base` is where the views hang; `before` renders above the buttons (Matching's proposal).
 */
export const LookupResults = ({
  portfolioId,
  base,
  fileName,
  before,
}: {
  portfolioId: string;
  base: string;
  fileName: string;
  before?: ReactNode;
}) => {
  const t = useT();
  const { locale } = useLocale();
  const portfolio = useApiQuery('portfolios.get', { params: { portfolioId } });
  const pai = useChainRun(portfolioId, 'pai');
  useResumedPai(portfolioId, portfolio.data?.data.paiUpdatedAt);
  const hasBenchmark = (portfolio.data?.data.benchmark.items.length ?? 0) > 0;
  return (
    <ResultsViews
      subject={{ portfolioId, hasBenchmark }}
      base={base}
      search={`?p=${encodeURIComponent(portfolioId)}`}
      financialPath="financial"
      header={
        <Stack gap="xs" mb="sm">
          {before}
          {pai?.isRunning ? (
            // the PAI chain the lookup started runs in the background (spec doc 1 §4)
            <Stack gap={4} data-testid="pai-progress">
              <Text size="sm">
                {t('web.portfolioHub.paiRunning', {
                  pct: formatPercent(pai.progress, locale, { decimals: 0 }),
                })}
              </Text>
              <Progress value={pai.progress} animated aria-label={t('web.results.paiProgress')} />
            </Stack>
          ) : null}
          <Group justify="flex-end" align="flex-start">
            {/* the engine runs a lookup's PAI first when a report needs it: only a running calculation waits */}
            <PdfExport portfolioId={portfolioId} fileName={fileName} paiRun={pai} />
            <SaveAsClient portfolioId={portfolioId} />
          </Group>
        </Stack>
      }
    />
  );
};
