import { type ApiClient, ApiError, formatPercent, type PdfJob, TimeoutError } from '@esgkit/core';
import { Alert, Progress, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { translateMessage } from '../../app/i18n.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { renderPdfJob } from './pdf-job.ts';

/** The outcome of a failed render: the spec's error flag or its timeout flag (doc 1 §4, a 504). */
const failureKey = (error: unknown): 'pdfTimeout' | 'pdfError' | string =>
  error instanceof TimeoutError
    ? 'pdfTimeout'
    : error instanceof ApiError && error.code !== 'anErrorHasOccurred'
      ? error.code
      : 'pdfError';

/**
 * A PDF rendered as a job (issue 32), the one hook of the report dialog and the screening pages' export: `start`
 * starts the job for what the mutation is given, `job` is its last known state while it runs (null before the first
 * answer), `error` the failure's spec key. The screen shows the failure itself (no generic toast).
 */
export const usePdfJob = <V,>(
  client: ApiClient,
  start: (asked: V) => Promise<{ data: PdfJob }>,
  onReady: (file: { bytes: Uint8Array; filename: string | null }, asked: V) => void,
) => {
  const [job, setJob] = useState<PdfJob | null>(null);
  const render = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (asked: V) => {
      setJob(null);
      return renderPdfJob(client, () => start(asked), setJob);
    },
    onSuccess: onReady,
  });
  return { render, job, error: render.error ? failureKey(render.error) : null };
};

/** A running PDF job's state: queued, rendering N %, ready (the download follows). */
export const PdfJobProgress = ({ job }: { job: PdfJob | null }) => {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Stack gap={4} data-testid="pdf-job" data-state={job?.state ?? 'queued'}>
      <Text size="sm" c="dimmed" role="status">
        {job?.state === 'rendering'
          ? t('web.pdf.jobRendering', { pct: formatPercent(job.progress, locale, { decimals: 0 }) })
          : job?.state === 'ready'
            ? t('web.pdf.jobReady')
            : t('web.pdf.jobQueued')}
      </Text>
      <Progress value={job?.progress ?? 0} size="sm" animated={job?.state !== 'ready'} />
    </Stack>
  );
};

/** A failed PDF job's message, from its spec key; `hint` follows it (the dialog's "choose fewer sections"). */
export const PdfFailure = ({ error, hint }: { error: string; hint?: ReactNode }) => {
  const { locale } = useLocale();
  return (
    <Alert color="red" role="alert" data-testid="pdf-error" data-flag={error}>
      {translateMessage(locale, error)}
      {hint ? <Text size="sm">{hint}</Text> : null}
    </Alert>
  );
};
