import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../app/locale.tsx';
import { paths } from '../../app/paths.ts';
import { useServices } from '../../app/services.tsx';
import { FormError } from '../../shared/forms/FormError.tsx';
import { AuthCard } from './AuthCard.tsx';

/** /confirm_email?email&code: the link in the confirmation mail; confirms at once, then on to log in. */
export const ConfirmEmailPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { client, alerts } = useServices();
  const email = search.get('email') ?? '';
  const code = search.get('code') ?? '';
  const confirm = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => client.call('auth.confirmEmail', { body: { email, code } }),
    onSuccess: () => {
      alerts.trigger({ message: 'emailConfirmed', isSuccess: true });
      navigate(`${paths.login}?email=${encodeURIComponent(email)}`, { replace: true });
    },
  });
  const { mutate } = confirm;
  // A code is single-use: send it once, whatever re-runs the effect.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!email || !code || sent.current === `${email}\n${code}`) return;
    sent.current = `${email}\n${code}`;
    mutate();
  }, [email, code, mutate]);
  return (
    <AuthCard title={t('web.auth.confirmTitle')}>
      <Stack gap="md">
        {confirm.isPending ? (
          <Stack align="center" gap="xs" role="status">
            <Loader aria-hidden="true" />
            <Text>{t('web.auth.confirming')}</Text>
          </Stack>
        ) : null}
        <FormError error={confirm.error ?? (!email || !code ? new Error('incomplete link') : null)} />
        {confirm.isError || !email || !code ? (
          <Anchor component={Link} to={`${paths.signUpSuccess}?email=${encodeURIComponent(email)}`}>
            {t('web.auth.enterCodeInstead')}
          </Anchor>
        ) : null}
      </Stack>
    </AuthCard>
  );
};
