import { defaultCsvFormat, traceTermsCsv } from '@esgkit/core';
import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { translateMessage } from '../../app/i18n.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { useViewQuery } from './context.tsx';
import { ExplainTrace } from './ExplainTrace.tsx';
import { downloadFrom } from './parts.tsx';

/** Saves text as a file through a Blob URL, as the app's other in-browser downloads do (chat tables). */
const saveText = (text: string, fileName: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  downloadFrom(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** The dialog's content: the trace fetched on open (loading, error, then the trace) and its terms CSV. */
export const ExplainBody = ({ figure }: { figure: string }) => {
  const t = useT();
  const { locale } = useLocale();
  const trace = useViewQuery('explain.figure', { query: { figure } });
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
      <Group justify="flex-end">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden="true" />}
          disabled={data.terms.length === 0 && data.excluded.length === 0}
          // core's one writer of the terms (esgkit explain --csv writes the same), in the locale's spreadsheet format
          onClick={() =>
            saveText(
              traceTermsCsv(data, t, defaultCsvFormat(locale)),
              `terms-${data.figure.replace(/[^A-Za-z0-9_-]+/g, '-')}.csv`,
            )
          }
          data-testid="explain-csv"
        >
          {t('web.explain.downloadCsv')}
        </Button>
      </Group>
    </Stack>
  );
};
