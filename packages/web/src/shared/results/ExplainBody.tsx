import { ApiError, defaultCsvFormat } from '@esgkit/core';
import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { translateMessage } from '../../app/i18n.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { useResults, useViewQuery } from './context.tsx';
import { ExplainTrace } from './ExplainTrace.tsx';
import { downloadFrom } from './parts.tsx';

/** Saves the server's file through a Blob URL, as the app's other downloads do (the PDF). */
const saveCsv = (bytes: Uint8Array, fileName: string) => {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'text/csv;charset=utf-8' }));
  downloadFrom(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/**
 * The dialog's content: the trace fetched on open (loading, error, then the trace: the top terms, the rest folded)
 * and every term as the server's CSV (explain.figureCsv: the answer holds only the top terms; issue 31).
 */
export const ExplainBody = ({ figure }: { figure: string }) => {
  const t = useT();
  const { locale } = useLocale();
  const { subject, client } = useResults();
  const [csvError, setCsvError] = useState<ApiError | null>(null);
  const [downloading, setDownloading] = useState(false);
  const trace = useViewQuery('explain.figure', { query: { figure } });
  const download = async (name: string) => {
    setDownloading(true);
    setCsvError(null);
    try {
      const file = await client.call('explain.figureCsv', {
        params: { portfolioId: subject.portfolioId },
        query: { figure, locale, format: defaultCsvFormat(locale) },
      });
      saveCsv(file.bytes, file.filename ?? `terms-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}.csv`);
    } catch (error) {
      setCsvError(error instanceof ApiError ? error : new ApiError('anErrorHasOccurred', 0));
    } finally {
      setDownloading(false);
    }
  };
  if (trace.isLoading)
    return (
      <Group justify="center" p="lg">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Group>
    );
  if (trace.error)
    return (
      <Alert color="red" variant="light" data-testid="explain-error">
        {translateMessage(locale, trace.error.code, trace.error.params)}
      </Alert>
    );
  const data = trace.data?.data;
  if (!data) return null;
  return (
    <Stack gap="md">
      <ExplainTrace trace={data} />
      {csvError ? (
        <Alert color="red" variant="light" data-testid="explain-csv-error">
          {translateMessage(locale, csvError.code, csvError.params)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden="true" />}
          disabled={data.terms.length === 0 && data.excluded.length === 0}
          loading={downloading}
          // every term, written by the server with core's traceTermsCsv in the locale's spreadsheet format
          onClick={() => void download(data.figure)}
          data-testid="explain-csv"
        >
          {t('web.explain.downloadCsv')}
        </Button>
      </Group>
    </Stack>
  );
};
