import { validateEmail } from '@esgkit/core';
import { Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useLocale, useT } from '../../app/locale.tsx';
import { paths } from '../../app/paths.ts';
import { useServices } from '../../app/services.tsx';
import { FormError } from '../../shared/forms/FormError.tsx';
import { rulesResolver } from '../../shared/forms/rules-resolver.ts';
import { AuthCard } from './AuthCard.tsx';
import { EmailField, SubmitAndBackToLogin } from './fields.tsx';

/** /forgot_password: mails a reset code, then asks for it on /reset_password. */
export const ForgotPasswordPage = () => {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { client, alerts } = useServices();
  const form = useForm<{ email: string }>({
    defaultValues: { email: '' },
    resolver: rulesResolver(locale, (v) => validateEmail(v.email)),
  });
  const send = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (email: string) => client.call('auth.forgotPassword', { body: { email } }),
    onSuccess: (_, email) => {
      alerts.trigger({ message: 'emailSent', isSuccess: true });
      navigate(`${paths.resetPassword}?email=${encodeURIComponent(email)}`);
    },
  });
  return (
    <AuthCard title={t('web.auth.forgotTitle')} subtitle={t('web.auth.forgotBody')}>
      <form onSubmit={form.handleSubmit((v) => send.mutate(v.email.trim()))} noValidate>
        <Stack gap="md">
          <FormError error={send.error} />
          <EmailField {...form.register('email')} error={form.formState.errors.email?.message} />
          <SubmitAndBackToLogin label={t('web.auth.sendCode')} loading={send.isPending} />
        </Stack>
      </form>
    </AuthCard>
  );
};
