import { ClientInput } from '@esgkit/core';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocale, useT } from '../../app/locale.tsx';
import { clientPaths } from '../../app/paths.ts';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';
import { translateIssue } from '../forms/issues.ts';

/** Saves the lookup's portfolio (and benchmark) as a new client (spec doc 2 §7 clientV2/from-lookup). */
export const SaveAsClient = ({ portfolioId }: { portfolioId: string }) => {
  const t = useT();
  const { locale } = useLocale();
  const { client, alerts, queryClient } = useServices();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [values, setValues] = useState({ firstname: '', lastname: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: { firstname: string; lastname: string; email?: string }) =>
      client.call('clients.createFromLookup', { body: { ...body, portfolioId } }),
    onSuccess: ({ data }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.route('clients.list') });
      alerts.trigger({ message: 'cliendCreated', isSuccess: true });
      setOpened(false);
      navigate(clientPaths(data.id).information);
    },
  });
  const submit = () => {
    const body = { firstname: values.firstname, lastname: values.lastname, email: values.email.trim() };
    // The same schema the server validates with; the form shows the first issue per field.
    const parsed = ClientInput.omit({ portfolio: true }).safeParse(body);
    const next: Record<string, string> = {};
    if (!values.firstname.trim()) next.firstname = t('messages.fieldRequired');
    if (!values.lastname.trim()) next.lastname = t('messages.fieldRequired');
    if (!parsed.success && Object.keys(next).length === 0)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        next[field] ??= translateIssue(locale, {
          code: 'invalid',
          path: [field],
          messageKey: field === 'email' ? 'invalidEmail' : 'invalidInput',
          severity: 'error',
        });
      }
    setErrors(next);
    if (Object.keys(next).length === 0)
      save.mutate(body.email ? body : { firstname: body.firstname, lastname: body.lastname });
  };
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)} data-testid="save-as-client">
        {t('web.lookup.saveAsClient')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('web.lookup.saveAsClient')} centered>
        <Stack gap="sm">
          <TextInput
            label={t('web.lookup.firstName')}
            required
            value={values.firstname}
            onChange={(e) => setValues({ ...values, firstname: e.currentTarget.value })}
            error={errors.firstname}
          />
          <TextInput
            label={t('web.lookup.lastName')}
            required
            value={values.lastname}
            onChange={(e) => setValues({ ...values, lastname: e.currentTarget.value })}
            error={errors.lastname}
          />
          <TextInput
            label={t('web.lookup.email')}
            type="email"
            value={values.email}
            onChange={(e) => setValues({ ...values, email: e.currentTarget.value })}
            error={errors.email}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={submit} loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};
