import { ApiError, type Credentials, validateEmail } from '@esgkit/core';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../app/api.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { paths, safeNextPath } from '../../app/paths.ts';
import { useServices } from '../../app/services.tsx';
import { FormError } from '../../shared/forms/FormError.tsx';
import { requiredIssue } from '../../shared/forms/issues.ts';
import { rulesResolver } from '../../shared/forms/rules-resolver.ts';
import { AuthCard } from './AuthCard.tsx';
import { DatasetLoadingProgress, useDatasetLoading } from './DatasetLoadingProgress.tsx';
import { EmailField, PasswordField } from './fields.tsx';

/** /login (doc 1 §2). Success stores the token and access level; a failure clears the session (doc 1 §4). */
export const LoginPage = () => {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const session = useSession();
  // the page asked for while logged out (PlatformLayout's redirect), else /platform's landing page
  const target = safeNextPath(search.get('next')) ?? paths.platform;
  const { client, session: store, queryClient } = useServices();
  // A starting engine (first start: the demo is generated and imported) shows its progress instead of the form.
  const loading = useDatasetLoading();
  const form = useForm<Credentials>({
    defaultValues: { email: search.get('email') ?? '', password: '' },
    resolver: rulesResolver(locale, (v) => [
      ...validateEmail(v.email),
      ...(v.password === '' ? [requiredIssue('password')] : []),
    ]),
  });
  const login = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: Credentials) =>
      client.call('auth.login', { body: { ...body, email: body.email.trim() } }),
    onSuccess: ({ data }) => {
      queryClient.clear();
      store.set(data);
      navigate(target, { replace: true });
    },
    onError: () => {
      // doc 1 §4: a failed sign-in clears the session and starts the form again (the email stays).
      store.clear();
      form.resetField('password');
      form.setFocus('password');
    },
  });
  if (session && !login.isPending) return <Navigate to={target} replace />;
  const email = form.watch('email');
  const isUnconfirmed = login.error instanceof ApiError && login.error.code === 'userNotConfirmed';
  if (loading)
    return (
      <AuthCard title={t('web.auth.startingTitle')}>
        <DatasetLoadingProgress loading={loading} />
      </AuthCard>
    );
  return (
    <AuthCard title={t('web.auth.loginTitle')} subtitle={t('web.auth.loginSubtitle')}>
      <form onSubmit={form.handleSubmit((values) => login.mutate(values))} noValidate>
        <Stack gap="md">
          <FormError error={login.error}>
            {isUnconfirmed ? (
              <Text size="sm" mt={4}>
                <Anchor component={Link} to={`${paths.signUpSuccess}?email=${encodeURIComponent(email)}`}>
                  {t('web.auth.confirmNow')}
                </Anchor>
              </Text>
            ) : null}
          </FormError>
          <EmailField {...form.register('email')} error={form.formState.errors.email?.message} />
          <PasswordField
            label={t('web.auth.password')}
            autoComplete="current-password"
            {...form.register('password')}
            error={form.formState.errors.password?.message}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              {t('web.auth.forgotLink')}
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending} fullWidth size="md">
            {t('web.auth.loginButton')}
          </Button>
          <Text size="sm" ta="center">
            {t('web.auth.noAccount')}{' '}
            <Anchor component={Link} to={paths.signUp}>
              {t('web.auth.createAccount')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
};
