import { Anchor, Button, PasswordInput, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { useT } from '../../app/locale.tsx';
import { paths } from '../../app/paths.ts';

/** A form field as react-hook-form registers it, with its validation message. */
type Registered = UseFormRegisterReturn & { error?: string | undefined };

/** The e-mail field of every sign-in page. */
export const EmailField = (field: Registered) => {
  const t = useT();
  return <TextInput label={t('web.auth.email')} type="email" autoComplete="email" required {...field} />;
};

/** A password field with the show/hide toggle named for screen readers. */
export const PasswordField = ({
  label,
  description,
  autoComplete,
  ...field
}: Registered & {
  label: string;
  description?: string;
  autoComplete: 'current-password' | 'new-password';
}) => {
  const t = useT();
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': t('web.auth.showPassword') }}
      label={label}
      description={description}
      autoComplete={autoComplete}
      required
      {...field}
    />
  );
};

/** A new password (with the password rules) and its confirmation: sign-up and password reset. */
export const NewPasswordFields = ({
  label,
  password,
  confirmation,
}: {
  label: string;
  password: Registered;
  confirmation: Registered;
}) => {
  const t = useT();
  return (
    <>
      <PasswordField
        label={label}
        description={t('web.auth.passwordRules')}
        autoComplete="new-password"
        {...password}
      />
      <PasswordField label={t('web.auth.confirmPassword')} autoComplete="new-password" {...confirmation} />
    </>
  );
};

/** The submit button and the way back to the login page of the password pages. */
export const SubmitAndBackToLogin = ({ label, loading }: { label: string; loading: boolean }) => {
  const t = useT();
  return (
    <>
      <Button type="submit" loading={loading} fullWidth size="md">
        {label}
      </Button>
      <Anchor component={Link} to={paths.login} size="sm" ta="center">
        {t('web.auth.backToLogin')}
      </Anchor>
    </>
  );
};
