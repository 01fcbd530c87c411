import {
  formatScreeningCell,
  type ScreeningColumn,
  type ScreeningRow,
  screeningColumnHeader,
} from '@esgkit/core';
import { useMemo } from 'react';
import { useLocale, useT } from '../../app/locale.tsx';
import type { ResultColumn } from './ResultsTable.tsx';

const numericKinds = new Set<ScreeningColumn['kind']>(['number', 'integer', 'percent', 'score']);

/**
 * The table columns of a fund or company screening, from the engine's answer (its labels are already in the
 * user's language; the unit is added once, as the CSV header has it). `sortable` is the route's sort keys.
 */
export const useScreeningColumns = (sortable: readonly string[]) => {
  const { locale } = useLocale();
  const t = useT();
  // the same answer's columns give the same array (ResultsTable's memoised rows then skip a re-render)
  return useMemo(() => {
    const built = new WeakMap<readonly ScreeningColumn[], ResultColumn<ScreeningRow>[]>();
    return (columns: readonly ScreeningColumn[]): ResultColumn<ScreeningRow>[] => {
      const known = built.get(columns);
      if (known) return known;
      const made = columns.map((column) => ({
        key: column.key,
        label: column.key === 'name' ? column.label : screeningColumnHeader(column),
        numeric: numericKinds.has(column.kind),
        sortable: sortable.includes(column.key),
        value:
          column.key === 'name'
            ? (row: ScreeningRow) => (
                <div>
                  <div className="esg-result-name" data-testid="result-name">
                    {row.name}
                  </div>
                  {row.isin || row.ticker ? (
                    <div className="esg-result-ids">{[row.isin, row.ticker].filter(Boolean).join(' · ')}</div>
                  ) : null}
                </div>
              )
            : (row: ScreeningRow) => formatScreeningCell(column, row.values[column.key], locale, t),
      }));
      built.set(columns, made);
      return made;
    };
  }, [locale, t, sortable]);
};
