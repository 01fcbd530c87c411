import { validateEmail, validatePassword, validatePasswordConfirmation } from '@esgkit/core';
import { Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocale, useT } from '../../app/locale.tsx';
import { paths } from '../../app/paths.ts';
import { useServices } from '../../app/services.tsx';
import { FormError } from '../../shared/forms/FormError.tsx';
import { requiredIssue } from '../../shared/forms/issues.ts';
import { rulesResolver } from '../../shared/forms/rules-resolver.ts';
import { AuthCard } from './AuthCard.tsx';
import { EmailField, NewPasswordFields, SubmitAndBackToLogin } from './fields.tsx';

interface ResetForm {
  email: string;
  code: string;
  password: string;
  confirmation: string;
}

/** /reset_password: the mailed code (filled in when opened from the mail's link) and a new password (doc 1 §5). */
export const ResetPasswordPage = () => {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { client, alerts } = useServices();
  const form = useForm<ResetForm>({
    defaultValues: {
      email: search.get('email') ?? '',
      code: search.get('code') ?? '',
      password: '',
      confirmation: '',
    },
    resolver: rulesResolver(locale, (v) => [
      ...validateEmail(v.email),
      ...(v.code.trim() ? [] : [requiredIssue('code')]),
      ...validatePassword(v.password),
      ...validatePasswordConfirmation(v.password, v.confirmation),
    ]),
  });
  const reset = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (v: ResetForm) =>
      client.call('auth.resetPassword', {
        body: { email: v.email.trim(), code: v.code.trim(), password: v.password },
      }),
    onSuccess: (_, v) => {
      alerts.trigger({ message: 'passwordReset', isSuccess: true });
      navigate(`${paths.login}?email=${encodeURIComponent(v.email.trim())}`);
    },
  });
  const errors = form.formState.errors;
  return (
    <AuthCard title={t('web.auth.resetTitle')} subtitle={t('web.auth.resetBody')}>
      <form onSubmit={form.handleSubmit((v) => reset.mutate(v))} noValidate>
        <Stack gap="md">
          <FormError error={reset.error} />
          <EmailField {...form.register('email')} error={errors.email?.message} />
          <TextInput
            label={t('web.auth.resetCode')}
            autoComplete="one-time-code"
            required
            {...form.register('code')}
            error={errors.code?.message}
          />
          <NewPasswordFields
            label={t('web.auth.newPassword')}
            password={{ ...form.register('password'), error: errors.password?.message }}
            confirmation={{ ...form.register('confirmation'), error: errors.confirmation?.message }}
          />
          <SubmitAndBackToLogin label={t('web.auth.resetButton')} loading={reset.isPending} />
        </Stack>
      </form>
    </AuthCard>
  );
};
