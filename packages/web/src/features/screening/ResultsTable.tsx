import type { SortOrder } from '@esgkit/core';
import { Box, Card, Group, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { useT } from '../../app/locale.tsx';

/** One column of a screening table; `sortable` columns have a header button (the engine sorts by its key). */
export interface ResultColumn<Row> {
  key: string;
  label: string;
  value: (row: Row) => ReactNode;
  numeric?: boolean;
  sortable?: boolean;
}

export interface Sorting {
  orderBy: string | undefined;
  order: SortOrder | undefined;
  onSort: (key: string) => void;
}

/** Below Mantine's `sm` breakpoint (a phone, 390 px) results are cards (issue 26: "results as cards"). */
export const PHONE_QUERY = '(max-width: 47.99em)';

const SortIcon = ({ active, order }: { active: boolean; order: SortOrder | undefined }) => {
  if (!active) return <IconArrowsSort size={14} aria-hidden="true" opacity={0.4} />;
  return order === 'desc' ? (
    <IconSortDescending size={14} aria-hidden="true" />
  ) : (
    <IconSortAscending size={14} aria-hidden="true" />
  );
};

// Mantine's Table classes on plain elements: a Table.Tr/Td is a Box (props and styles resolved per cell), and the
// 50 × 13 cells of a page were most of a sort's or page's render (docs/benchmarks.md "Screening (issue 26)").
const { tr: trClass, td: tdClass } = Table.classes;

/**
 * One body row, memoised: the URL change of a sort or page first renders the page with the rows still shown, which
 * then costs nothing (the same row, columns and action), and only the answer's new rows render. So the columns
 * and `action` are stable for the same answer (useScreeningColumns, the pages' module-level actions).
 */
const BodyRow = memo(
  <Row,>({
    row,
    columns,
    action,
  }: {
    row: Row;
    columns: readonly ResultColumn<Row>[];
    action: ((row: Row) => ReactNode) | undefined;
  }) => (
    <tr className={trClass} data-striped="odd" data-hover data-with-row-border>
      {columns.map((c) => (
        <td key={c.key} className={c.numeric ? `${tdClass} esg-num` : tdClass} data-column={c.key}>
          {c.value(row)}
        </td>
      ))}
      {action ? <td className={tdClass}>{action(row)}</td> : null}
    </tr>
  ),
) as <Row>(props: {
  row: Row;
  columns: readonly ResultColumn<Row>[];
  action: ((row: Row) => ReactNode) | undefined;
}) => ReactNode;

/**
 * A screening's results: a table with a sort button in every sortable header on a wide screen, a card per row on a
 * phone (the first column is the card's title, the others its label/value lines). `action` is each row's button.
 */
export const ResultsTable = <Row,>({
  columns,
  rows,
  rowKey,
  sorting,
  action,
  testId,
}: {
  columns: readonly ResultColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sorting?: Sorting;
  action?: (row: Row) => ReactNode;
  testId: string;
}) => {
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const [first, ...rest] = columns;
  if (!first) return null;
  if (phone)
    return (
      <Stack gap="sm" data-testid={`${testId}-cards`}>
        {rows.map((row) => (
          <Card key={rowKey(row)} withBorder radius="md" p="md" data-testid="result-card">
            <Stack gap={6}>
              {/* a div, not a <p>: a column's cell may be a block of its own (the name over its ISIN) */}
              <Box fw={700}>{first.value(row)}</Box>
              {rest.map((c) => (
                <Group key={c.key} justify="space-between" gap="xs" wrap="nowrap" data-column={c.key}>
                  <Text size="sm" c="dimmed">
                    {c.label}
                  </Text>
                  <Box fz="sm" ta="right">
                    {c.value(row)}
                  </Box>
                </Group>
              ))}
              {action ? <Group justify="flex-end">{action(row)}</Group> : null}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  const header = (c: ResultColumn<Row>) => {
    if (!sorting || !c.sortable) return c.label;
    const active = sorting.orderBy === c.key;
    return (
      <UnstyledButton
        onClick={() => sorting.onSort(c.key)}
        aria-label={t('web.screening.sortBy', { column: c.label })}
        data-sort={c.key}
        style={{ fontWeight: 700, fontSize: 'inherit' }}
      >
        <Group gap={4} wrap="nowrap" justify={c.numeric ? 'flex-end' : 'flex-start'}>
          <span>{c.label}</span>
          <SortIcon active={active} order={sorting.order} />
        </Group>
      </UnstyledButton>
    );
  };
  return (
    <Table.ScrollContainer minWidth={Math.max(640, columns.length * 120)}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th
                key={c.key}
                ta={c.numeric ? 'right' : undefined}
                data-column={c.key}
                aria-sort={
                  sorting?.orderBy === c.key
                    ? sorting.order === 'desc'
                      ? 'descending'
                      : 'ascending'
                    : undefined
                }
              >
                {header(c)}
              </Table.Th>
            ))}
            {action ? (
              <Table.Th>
                <VisuallyHidden>{t('web.screening.actions')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <BodyRow key={rowKey(row)} row={row} columns={columns} action={action} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
