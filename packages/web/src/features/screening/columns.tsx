import { type ScreeningColumn, type ScreeningRow, screeningColumnHeader } from '@esgkit/core';
import { Stack, Text } from '@mantine/core';
import { useT } from '../../app/locale.tsx';
import { useFormats } from '../../shared/results/parts.tsx';
import type { ResultColumn } from './ResultsTable.tsx';

const numericKinds = new Set<ScreeningColumn['kind']>(['number', 'integer', 'percent', 'score']);
const lights = new Set(['green', 'yellow', 'red']);

/**
 * The table columns of a fund or company screening, from the engine's answer (its labels are already in the
 * user's language; the unit is added once, as the CSV header has it). `sortable` is the route's sort keys.
 */
export const useScreeningColumns = (sortable: readonly string[]) => {
  const t = useT();
  const f = useFormats();
  const cell = (column: ScreeningColumn, value: string | number | null | undefined): string => {
    if (value === null || value === undefined || value === '') return t('common.noDataMarker');
    if (typeof value === 'string')
      return column.kind === 'band' && lights.has(value)
        ? t(`exports.bands.${value as 'green' | 'yellow' | 'red'}`)
        : value;
    switch (column.kind) {
      case 'number':
        return f.num(value, 0);
      case 'integer':
        return String(value);
      case 'percent':
        return f.pct(value, 2);
      case 'score':
        return f.num(value, 1);
      default:
        return String(value);
    }
  };
  return (columns: readonly ScreeningColumn[]): ResultColumn<ScreeningRow>[] =>
    columns.map((column) => ({
      key: column.key,
      label: column.key === 'name' ? column.label : screeningColumnHeader(column),
      numeric: numericKinds.has(column.kind),
      sortable: sortable.includes(column.key),
      value:
        column.key === 'name'
          ? (row: ScreeningRow) => (
              <Stack gap={0}>
                <Text size="sm" fw={600} data-testid="result-name">
                  {row.name}
                </Text>
                {row.isin || row.ticker ? (
                  <Text size="xs" c="dimmed">
                    {[row.isin, row.ticker].filter(Boolean).join(' · ')}
                  </Text>
                ) : null}
              </Stack>
            )
          : (row: ScreeningRow) => cell(column, row.values[column.key]),
    }));
};
