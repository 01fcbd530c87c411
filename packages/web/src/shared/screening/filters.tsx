import { type ExclusionBand, type FilterOption, involvementKey } from '@esgkit/core';
import { MultiSelect, Select, Stack } from '@mantine/core';
import { useT } from '../../app/locale.tsx';

// Screening's list and exclusion filters, shared with Matching's questionnaire (its optional exclusions are
// screening's types and bands, issue 27); features never import each other.

const data = (options: readonly FilterOption[]) => options.map((o) => ({ value: o.value, label: o.label }));

/** A list filter (regions, sectors, categories …) with the engine's options in the user's language. */
export const OptionsFilter = ({
  label,
  options,
  value,
  onChange,
  disabled,
  description,
  testId,
}: {
  label: string;
  options: readonly FilterOption[] | undefined;
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  description?: string;
  testId: string;
}) => {
  const t = useT();
  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={value.length === 0 ? t('web.screening.choose') : undefined}
      data={data(options ?? [])}
      value={[...value]}
      onChange={onChange}
      disabled={disabled || !options}
      searchable
      clearable
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
};

const bands: readonly ExclusionBand[] = ['none', 'minor', 'serious'];

/**
 * Exclusions (doc 1 §3: `involvement_{type}`): pick the types, then each one's highest accepted band — None 0–5 %,
 * Minor 5.1–10 %, Serious 10.1–20 % (doc 1 §5). A type picked starts at None, the strictest.
 */
export const ExclusionFilter = ({
  types,
  value,
  onChange,
}: {
  types: readonly FilterOption[] | undefined;
  value: Readonly<Record<string, ExclusionBand>>;
  onChange: (value: Record<string, ExclusionBand>) => void;
}) => {
  const t = useT();
  const picked = (types ?? []).filter((o) => value[involvementKey(o.value)] !== undefined);
  return (
    <Stack gap="xs">
      <OptionsFilter
        label={t('web.screening.exclusions')}
        description={t('web.screening.exclusionsHint')}
        options={types}
        value={picked.map((o) => o.value)}
        onChange={(next) =>
          onChange(
            Object.fromEntries(
              next.map((type) => [involvementKey(type), value[involvementKey(type)] ?? 'none'] as const),
            ),
          )
        }
        testId="filter-exclusions"
      />
      {picked.map((o) => (
        <Select
          key={o.value}
          label={o.label}
          size="xs"
          data={bands.map((b) => ({ value: b, label: t(`web.screening.bands.${b}`) }))}
          value={value[involvementKey(o.value)] ?? 'none'}
          onChange={(band) =>
            onChange({ ...value, [involvementKey(o.value)]: (band ?? 'none') as ExclusionBand })
          }
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid={`band-${o.value}`}
        />
      ))}
    </Stack>
  );
};
