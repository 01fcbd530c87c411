import { Alert, Group, Loader, Stack } from '@mantine/core';
import { translateMessage } from '../../app/i18n.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { useViewQuery } from './context.tsx';
import { ExplainTrace } from './ExplainTrace.tsx';

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
    </Stack>
  );
};
