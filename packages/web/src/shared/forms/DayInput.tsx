import { IsoDate } from '@esgkit/core';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../app/locale.tsx';

/**
 * A day typed as yyyy-mm-dd (the spec's format, doc 1 §5), showing the format's letters in the page's language
 * (aaaa-mm-gg in it-IT; docs/decisions.md). Never the browser's date input: it writes the day in the browser's
 * language, so an it-IT page in an English browser showed mm/dd/yyyy. Text that is not a calendar day is marked
 * once the user leaves the field, unless the caller has its own error to show.
 */
export const DayInput = ({
  value,
  error,
  onBlur,
  ...props
}: Omit<TextInputProps, 'value'> & { value: string }) => {
  const t = useT();
  const [left, setLeft] = useState(false);
  const notADay = left && value.trim() !== '' && !IsoDate.safeParse(value.trim()).success;
  return (
    <TextInput
      placeholder={t('fields.datePlaceholder')}
      {...props}
      value={value}
      onBlur={(event) => {
        setLeft(true);
        onBlur?.(event);
      }}
      error={error ?? (notADay ? t('fields.dayFormat') : undefined)}
    />
  );
};
