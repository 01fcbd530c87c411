import { ApiError } from '@esgkit/core';
import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { translateMessage } from '../../app/i18n.ts';
import { useLocale, useT } from '../../app/locale.tsx';

/**
 * A read that failed, in place of the list or page it would have shown (an empty list would claim there is nothing),
 * with the server's message and a retry.
 */
export const QueryError = ({ error, onRetry }: { error: unknown; onRetry: () => unknown }) => {
  const t = useT();
  const { locale } = useLocale();
  const code = error instanceof ApiError ? error.code : 'anErrorHasOccurred';
  const params = error instanceof ApiError ? error.params : undefined;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="query-error">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <span>{translateMessage(locale, code, params)}</span>
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden="true" />}
          onClick={() => void onRetry()}
          data-testid="query-retry"
        >
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
};
