import { type Client, REDIRECT_DELAY_MS } from '@esgkit/core';
import { Button, Group, Modal, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../app/locale.tsx';
import { paths } from '../../app/paths.ts';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';
import { clientName } from '../../shared/clients/client-state.ts';

/** Delete with confirmation; then the clientDeleted notice and Clients after 250 ms (spec doc 1 §4). */
export const DeleteClientButton = ({
  client,
  variant = 'light',
}: {
  client: Pick<Client, 'id' | 'firstname' | 'lastname'>;
  variant?: 'light' | 'subtle';
}) => {
  const t = useT();
  const navigate = useNavigate();
  const services = useServices();
  const [isOpen, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => services.client.call('clients.delete', { params: { clientId: client.id } }),
    onSuccess: () => {
      setOpen(false);
      services.alerts.trigger({ message: 'clientDeleted', isSuccess: true });
      void services.queryClient.invalidateQueries({ queryKey: queryKeys.route('clients.list') });
      services.queryClient.removeQueries({
        queryKey: queryKeys.call('clients.get', { params: { clientId: client.id } }),
      });
      setTimeout(() => void navigate(paths.clients), REDIRECT_DELAY_MS);
    },
  });
  return (
    <>
      <Button
        color="red"
        variant={variant}
        leftSection={<IconTrash size={16} aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        {t('web.portfolioHub.deleteClient')}
      </Button>
      <Modal
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={t('web.portfolioHub.deleteTitle')}
        centered
      >
        <Text mb="lg">{t('web.portfolioHub.deleteConfirm', { name: clientName(client) })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            {t('common.delete')}
          </Button>
        </Group>
      </Modal>
    </>
  );
};
