/** A column of a terminal table: its header and whether numbers line up on the right. */
export interface TableColumn {
  header: string;
  align?: 'left' | 'right';
}

export interface TableInput {
  columns: readonly TableColumn[];
  rows: readonly (readonly string[])[];
  hasColor?: boolean;
}

// Terminal width of a string: one cell per code point, ANSI codes excluded (no wide CJK text in our labels).
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const widthOf = (text: string): number => [...text.replace(ANSI, '')].length;

const pad = (text: string, width: number, align: 'left' | 'right'): string => {
  const fill = ' '.repeat(Math.max(0, width - widthOf(text)));
  return align === 'right' ? fill + text : text + fill;
};

/**
 * A plain-text table, on a TTY and in pipes alike (there is no Ink table; Ink draws only the chain progress):
 * header, a rule, one line per row, columns two spaces apart, trailing spaces trimmed.
 * @example renderTable({ columns: [{ header: 'Name' }], rows: [['URTH']] }) // 'Name\n----\nURTH\n'
 */
export const renderTable = ({ columns, rows, hasColor = false }: TableInput): string => {
  const widths = columns.map((c, i) => Math.max(widthOf(c.header), ...rows.map((r) => widthOf(r[i] ?? ''))));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => pad(cell, widths[i] ?? 0, columns[i]?.align ?? 'left'))
      .join('  ')
      .trimEnd();
  const header = line(columns.map((c) => c.header));
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return `${hasColor ? `\u001b[1m${header}\u001b[22m` : header}\n${rule}\n${rows.map((r) => `${line(r)}\n`).join('')}`;
};
