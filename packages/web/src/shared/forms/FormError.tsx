import { ApiError } from '@esgkit/core';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { translateMessage } from '../../app/i18n.ts';
import { useLocale } from '../../app/locale.tsx';

/** A failed call's message above a form, in the user's language; nothing when there is no error. */
export const FormError = ({ error, children }: { error: unknown; children?: ReactNode }) => {
  const { locale } = useLocale();
  if (!error) return null;
  const code = error instanceof ApiError ? error.code : 'anErrorHasOccurred';
  const params = error instanceof ApiError ? error.params : undefined;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="form-error">
      {translateMessage(locale, code, params)}
      {children}
    </Alert>
  );
};
