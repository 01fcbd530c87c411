import type { Client } from '@esgkit/core';
import { SimpleGrid, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale, useT } from '../../app/locale.tsx';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';
import { FormError } from '../../shared/forms/FormError.tsx';
import { rulesResolver } from '../../shared/forms/rules-resolver.ts';
import { CancelSave, ContactFields, EditInModal } from './client-fields.tsx';
import { detailIssues } from './client-form.ts';

interface DetailsForm {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
}

/** Edit a client's contact details (clients.update); the changesSaved notice on success. */
export const EditClientButton = ({ client }: { client: Client }) => {
  const t = useT();
  const { locale } = useLocale();
  const services = useServices();
  const [isOpen, setOpen] = useState(false);
  const form = useForm<DetailsForm>({
    values: {
      firstname: client.firstname,
      lastname: client.lastname,
      email: client.email ?? '',
      phone: client.phone ?? '',
    },
    resolver: rulesResolver<DetailsForm>(locale, (v) => detailIssues(v)),
  });
  const save = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (values: DetailsForm) =>
      services.client.call('clients.update', {
        params: { clientId: client.id },
        body: {
          firstname: values.firstname.trim(),
          lastname: values.lastname.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
        },
      }),
    onSuccess: () => {
      setOpen(false);
      services.alerts.trigger({ message: 'changesSaved', isSuccess: true });
      void services.queryClient.invalidateQueries({ queryKey: queryKeys.route('clients.get') });
      void services.queryClient.invalidateQueries({ queryKey: queryKeys.route('clients.list') });
    },
  });
  const errors = form.formState.errors;
  return (
    <EditInModal
      label={t('web.portfolioHub.editDetails')}
      isOpen={isOpen}
      onOpen={() => {
        save.reset();
        setOpen(true);
      }}
      onClose={() => setOpen(false)}
    >
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="md">
          <FormError error={save.error} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <ContactFields register={form.register} errors={errors} />
          </SimpleGrid>
          <CancelSave onCancel={() => setOpen(false)} isSaving={save.isPending} />
        </Stack>
      </form>
    </EditInModal>
  );
};
