import { REDIRECT_DELAY_MS } from '@esgkit/core';
import { Button, Card, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../app/locale.tsx';
import { useServices } from '../../app/services.tsx';
import { FormError } from '../../shared/forms/FormError.tsx';

/**
 * What the store deletes with an account (engine `deleteUserEverywhere`: clients, portfolios and results, share
 * links, images, templates, API keys, company info, settings, subscription, chat, sessions), said as a user owns it.
 * A table added there gets its line here.
 */
const deletedItems = [
  'clients',
  'portfolios',
  'shares',
  'apiKeys',
  'templates',
  'company',
  'billing',
  'sessions',
] as const;

/**
 * Account deletion (spec doc 1 §4): what goes is listed first, the user types the account's e-mail to confirm,
 * the server deletes it all in one transaction; after 250 ms (doc 2 §9) the app signs out to the login page with
 * the accountDeleted notice (docs/decisions.md).
 */
export const DeleteAccountCard = ({ email }: { email: string }) => {
  const t = useT();
  const services = useServices();
  const [typed, setTyped] = useState('');
  const isConfirmed = typed.trim().toLowerCase() === email.toLowerCase();
  const remove = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => services.client.call('auth.deleteAccount'),
    onSuccess: () => {
      setTimeout(() => {
        services.signOut();
        services.alerts.trigger({ message: 'accountDeleted', isSuccess: true });
      }, REDIRECT_DELAY_MS);
    },
  });
  return (
    <Card withBorder radius="md" p="lg" data-testid="delete-account">
      <Title order={2} fz="lg" mb="md" c="red">
        {t('web.account.delete.title')}
      </Title>
      <Stack gap="md">
        <Text>{t('web.account.delete.intro')}</Text>
        <List size="sm" spacing={4}>
          {deletedItems.map((item) => (
            <List.Item key={item}>{t(`web.account.delete.${item}`)}</List.Item>
          ))}
        </List>
        <FormError error={remove.error} />
        <TextInput
          label={t('web.account.delete.confirmLabel', { email })}
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <div>
          <Button
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            disabled={!isConfirmed || remove.isSuccess}
            loading={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t('web.account.delete.button')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
};
