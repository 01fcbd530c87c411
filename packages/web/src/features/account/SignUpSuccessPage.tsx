import { validateEmail } from '@esgkit/core';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLocale, useT } from '../../app/locale.tsx';
import { paths } from '../../app/paths.ts';
import { useServices } from '../../app/services.tsx';
import { FormError } from '../../shared/forms/FormError.tsx';
import { requiredIssue } from '../../shared/forms/issues.ts';
import { rulesResolver } from '../../shared/forms/rules-resolver.ts';
import { AuthCard } from './AuthCard.tsx';

interface ConfirmForm {
  email: string;
  code: string;
}

/**
 * /signup_success: the account stays unconfirmed until the mailed code is entered (doc 1 §4); the code can be
 * sent again (email confirmation with resend, doc 1 §2).
 */
export const SignUpSuccessPage = () => {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { client, alerts } = useServices();
  const form = useForm<ConfirmForm>({
    defaultValues: { email: search.get('email') ?? '', code: '' },
    resolver: rulesResolver(locale, (v) => [
      ...validateEmail(v.email),
      ...(v.code.trim() ? [] : [requiredIssue('code')]),
    ]),
  });
  const email = form.watch('email').trim();
  const confirm = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (v: ConfirmForm) =>
      client.call('auth.confirmEmail', { body: { email: v.email.trim(), code: v.code.trim() } }),
    onSuccess: () => {
      alerts.trigger({ message: 'signUpConfirmed', isSuccess: true });
      navigate(`${paths.login}?email=${encodeURIComponent(email)}`);
    },
  });
  const resend = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => client.call('auth.resendConfirmation', { body: { email } }),
    onSuccess: () => alerts.trigger({ message: 'emailSent', isSuccess: true }),
  });
  return (
    <AuthCard
      title={t('web.auth.signUpSuccessTitle')}
      subtitle={email ? t('web.auth.signUpSuccessBody', { email }) : t('web.auth.confirmBody')}
    >
      <form onSubmit={form.handleSubmit((values) => confirm.mutate(values))} noValidate>
        <Stack gap="md">
          <FormError error={confirm.error ?? resend.error} />
          <TextInput
            label={t('web.auth.email')}
            type="email"
            autoComplete="email"
            required
            {...form.register('email')}
            error={form.formState.errors.email?.message}
          />
          <TextInput
            label={t('web.auth.code')}
            autoComplete="one-time-code"
            required
            {...form.register('code')}
            error={form.formState.errors.code?.message}
          />
          <Button type="submit" loading={confirm.isPending} fullWidth size="md">
            {t('web.auth.confirmButton')}
          </Button>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('web.auth.noCode')}
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              loading={resend.isPending}
              disabled={validateEmail(email).length > 0}
              onClick={() => resend.mutate()}
            >
              {t('web.auth.resend')}
            </Button>
          </Group>
          <Anchor component={Link} to={paths.login} size="sm" ta="center">
            {t('web.auth.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
};
