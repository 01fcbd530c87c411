import {
  type SignUpInput,
  validateEmail,
  validatePassword,
  validatePasswordConfirmation,
} from '@esgkit/core';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useLocale, useT } from '../../app/locale.tsx';
import { paths } from '../../app/paths.ts';
import { useServices } from '../../app/services.tsx';
import { FormError } from '../../shared/forms/FormError.tsx';
import { requiredIssue } from '../../shared/forms/issues.ts';
import { rulesResolver } from '../../shared/forms/rules-resolver.ts';
import { AuthCard } from './AuthCard.tsx';
import { EmailField, NewPasswordFields } from './fields.tsx';

type SignUpForm = Omit<SignUpInput, 'locale'> & { confirmation: string };

/** /signup: the account rules of doc 1 §5 (valid email; 8+ characters with lower, upper and a digit; match). */
export const SignUpPage = () => {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { client } = useServices();
  const form = useForm<SignUpForm>({
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmation: '' },
    resolver: rulesResolver(locale, (v) => [
      ...(v.firstName.trim() ? [] : [requiredIssue('firstName')]),
      ...(v.lastName.trim() ? [] : [requiredIssue('lastName')]),
      ...validateEmail(v.email),
      ...validatePassword(v.password),
      ...validatePasswordConfirmation(v.password, v.confirmation),
    ]),
  });
  const signUp = useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ confirmation: _, ...values }: SignUpForm) =>
      client.call('auth.signUp', { body: { ...values, email: values.email.trim(), locale } }),
    onSuccess: ({ data }) => navigate(`${paths.signUpSuccess}?email=${encodeURIComponent(data.email)}`),
  });
  const errors = form.formState.errors;
  return (
    <AuthCard title={t('web.auth.signUpTitle')} subtitle={t('web.auth.signUpSubtitle')}>
      <form onSubmit={form.handleSubmit((values) => signUp.mutate(values))} noValidate>
        <Stack gap="md">
          <FormError error={signUp.error} />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={t('web.auth.firstName')}
              autoComplete="given-name"
              required
              {...form.register('firstName')}
              error={errors.firstName?.message}
              miw={160}
            />
            <TextInput
              label={t('web.auth.lastName')}
              autoComplete="family-name"
              required
              {...form.register('lastName')}
              error={errors.lastName?.message}
              miw={160}
            />
          </Group>
          <EmailField {...form.register('email')} error={errors.email?.message} />
          <NewPasswordFields
            label={t('web.auth.password')}
            password={{ ...form.register('password'), error: errors.password?.message }}
            confirmation={{ ...form.register('confirmation'), error: errors.confirmation?.message }}
          />
          <Button type="submit" loading={signUp.isPending} fullWidth size="md">
            {t('web.auth.signUpButton')}
          </Button>
          <Text size="sm" ta="center">
            {t('web.auth.haveAccount')}{' '}
            <Anchor component={Link} to={paths.login}>
              {t('nav.login')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
};
