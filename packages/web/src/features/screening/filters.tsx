import { type ExclusionBand, type FilterOption, involvementKey } from '@esgkit/core';
import { MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useT } from '../../app/locale.tsx';

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

/** Minimum scores (0–100), one input per score; an empty input sets no minimum. */
export const MinScoresFilter = ({
  scores,
  value,
  onChange,
}: {
  scores: readonly FilterOption[];
  value: Readonly<Record<string, number | undefined>>;
  onChange: (value: Record<string, number>) => void;
}) => {
  const t = useT();
  const set = (key: string, next: number | string) => {
    const copy: Record<string, number> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined && k !== key) copy[k] = v;
    if (typeof next === 'number' && Number.isFinite(next)) copy[key] = next;
    onChange(copy);
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('web.screening.minScores')}
      </Text>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
        {scores.map((s) => (
          <NumberInput
            key={s.value}
            label={s.label}
            size="xs"
            min={0}
            max={100}
            clampBehavior="strict"
            value={value[s.value] ?? ''}
            onChange={(next) => set(s.value, next)}
            data-testid={`min-${s.value}`}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
};
