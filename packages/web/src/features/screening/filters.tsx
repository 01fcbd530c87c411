import type { FilterOption } from '@esgkit/core';
import { NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useT } from '../../app/locale.tsx';

// the list and exclusion filters live in shared/ (Matching's questionnaire uses them too)
export { ExclusionFilter, OptionsFilter } from '../../shared/screening/filters.tsx';

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
