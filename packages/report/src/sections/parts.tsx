import { Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { reportColors } from '../theme/colors.ts';
import { styles } from '../theme/styles.ts';

export interface Column {
  label: string;
  /** Flex share of the table width. */
  flex: number;
  isNumeric?: boolean;
}

/**
 * A plain table: header row in the brand's pale tint, zebra rows; rows never split across pages. `repeatHeader`
 * draws the header row again on each page a long table runs onto (react-pdf's `fixed` inside the wrapping table
 * view); off for the chapters' tables, which their own pagination keeps on one page or heads again.
 */
export const DataTable = ({
  columns,
  rows,
  headerColor,
  repeatHeader = false,
}: {
  columns: readonly Column[];
  rows: ReadonlyArray<readonly ReactNode[]>;
  headerColor: string;
  repeatHeader?: boolean;
}) => (
  <View style={styles.table}>
    <View style={[styles.headerRow, { backgroundColor: headerColor }]} wrap={false} fixed={repeatHeader}>
      {columns.map((column) => (
        <Text
          key={column.label}
          style={[styles.headerCell, { flex: column.flex }, column.isNumeric ? styles.numeric : {}]}
        >
          {column.label}
        </Text>
      ))}
    </View>
    {rows.map((row, rowIndex) => (
      <View
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are static, rendered once
        key={rowIndex}
        wrap={false}
        style={[styles.row, rowIndex % 2 === 1 ? { backgroundColor: reportColors.zebra } : {}]}
      >
        {columns.map((column, columnIndex) => (
          <Text
            key={column.label}
            style={[styles.cell, { flex: column.flex }, column.isNumeric ? styles.numeric : {}]}
          >
            {row[columnIndex]}
          </Text>
        ))}
      </View>
    ))}
  </View>
);

export const SubHeading = ({ children }: { children: ReactNode }) => (
  <Text style={styles.h2} minPresenceAhead={60}>
    {children}
  </Text>
);

export const Note = ({ children }: { children: ReactNode }) => <Text style={styles.note}>{children}</Text>;
