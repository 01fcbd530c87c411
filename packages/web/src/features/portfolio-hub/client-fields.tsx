import { Button, Group, Modal, NumberInput, TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useLocale, useT } from '../../app/locale.tsx';

type ContactField = 'firstname' | 'lastname' | 'email' | 'phone';

/** A client's name, e-mail and phone (add client, edit details); the caller lays them out in its grid. */
export const ContactFields = ({
  register,
  errors,
}: {
  register: (name: ContactField) => UseFormRegisterReturn;
  errors: Partial<Record<ContactField, { message?: string | undefined } | undefined>>;
}) => {
  const t = useT();
  return (
    <>
      <TextInput
        label={t('web.portfolioHub.firstName')}
        required
        {...register('firstname')}
        error={errors.firstname?.message}
      />
      <TextInput
        label={t('web.portfolioHub.lastName')}
        required
        {...register('lastname')}
        error={errors.lastname?.message}
      />
      <TextInput
        label={t('web.auth.email')}
        type="email"
        {...register('email')}
        error={errors.email?.message}
      />
      <TextInput label={t('web.portfolioHub.phone')} type="tel" {...register('phone')} />
    </>
  );
};

/** The first-investment day, as the rules read it (yyyy-mm-dd). */
export const InvestmentDayInput = ({
  error,
  ...field
}: UseFormRegisterReturn & { error?: string | undefined }) => {
  const t = useT();
  return (
    <TextInput
      label={t('fields.investmentDay')}
      placeholder={t('fields.datePlaceholder')}
      required
      {...field}
      error={error}
    />
  );
};

/** The invested amount in euros with the reader's separators; an empty field is NaN, which the rules refuse. */
export const InvestmentAmountInput = ({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (value: number) => void;
  error?: string | undefined;
}) => {
  const t = useT();
  const { locale } = useLocale();
  return (
    <NumberInput
      label={t('fields.investmentAmount')}
      required
      min={1}
      prefix="€ "
      thousandSeparator={locale === 'it-IT' ? '.' : ','}
      decimalSeparator={locale === 'it-IT' ? ',' : '.'}
      value={value}
      onChange={(next) => onChange(typeof next === 'number' ? next : Number.NaN)}
      error={error}
    />
  );
};

/** Cancel and Save at the foot of an edit modal. */
export const CancelSave = ({ onCancel, isSaving }: { onCancel: () => void; isSaving: boolean }) => {
  const t = useT();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={isSaving}>
        {t('common.save')}
      </Button>
    </Group>
  );
};

/** A pencil button that opens an edit form in a modal titled like the button (edit details, edit portfolio). */
export const EditInModal = ({
  label,
  isOpen,
  onOpen,
  onClose,
  size,
  children,
}: {
  label: string;
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  size?: string;
  children: ReactNode;
}) => (
  <>
    <Button
      variant="subtle"
      size="xs"
      leftSection={<IconPencil size={14} aria-hidden="true" />}
      onClick={onOpen}
    >
      {label}
    </Button>
    <Modal opened={isOpen} onClose={onClose} title={label} centered size={size}>
      {children}
    </Modal>
  </>
);
