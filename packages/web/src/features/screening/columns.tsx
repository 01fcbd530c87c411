import {
  formatScreeningCell,
  type ScreeningColumn,
  type ScreeningRow,
  screeningColumnHeader,
} from '@esgkit/core';
import { Stack, Text } from '@mantine/core';
import { useLocale } from '../../app/locale.tsx';
import type { ResultColumn } from './ResultsTable.tsx';

const numericKinds = new Set<ScreeningColumn['kind']>(['number', 'integer', 'percent', 'score']);

/**
 * The table columns of a fund or company screening, from the engine's answer (its labels are already in the
 * user's language; the unit is added once, as the CSV header has it). `sortable` is the route's sort keys.
 */
export const useScreeningColumns = (sortable: readonly string[]) => {
  const { locale } = useLocale();
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
          : (row: ScreeningRow) => formatScreeningCell(column, row.values[column.key], locale),
    }));
};
