import {
  type ApiError,
  type Coverage,
  type CsvSection,
  type EnvelopeMeta,
  formatDate,
  formatNumber,
  formatPercent,
  indicatorUnits,
  type Translator,
} from '@esgkit/core';
import { Alert, Badge, Box, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowsHorizontal, IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { translateMessage } from '../../app/i18n.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { useResults } from './context.tsx';
import { ExplainFigure } from './ExplainFigure.tsx';

/** "Coverage: 87.50%" with the estimated share, shown beside every aggregate (docs/conventions.md §6: coverage on every number). */
export const CoverageNote = ({
  coverage,
  testId,
}: {
  coverage: Coverage | null | undefined;
  testId?: string;
}) => {
  const t = useT();
  const { locale } = useLocale();
  if (!coverage) return null;
  const estimated =
    coverage.estimatedPct !== undefined && coverage.estimatedPct > 0
      ? ` · ${t('common.estimated')} ${formatPercent(coverage.estimatedPct, locale, { decimals: 1 })}`
      : '';
  return (
    <Badge variant="light" color="gray" radius="sm" data-testid={testId ?? 'coverage'}>
      {`${t('common.coverage')} ${formatPercent(coverage.pct, locale, { decimals: 1 })}${estimated}`}
    </Badge>
  );
};

/** Saves what a link serves under `filename` (an export's signed `urlDownload`), as the browser's download. */
export const downloadFrom = (url: string, filename: string) => {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
};

/**
 * A CSV export of one section (spec doc 2 §7: the engine answers a short-lived signed link). The file is in the
 * user's language; the engine picks the spreadsheet format of that locale (part 3: it-IT → excel-it).
 */
export const CsvButton = ({ section, type }: { section: CsvSection; type?: 0 | 2 }) => {
  const t = useT();
  const { locale } = useLocale();
  const { client, subject } = useResults();
  const download = useMutation({
    mutationFn: async () => {
      const { data } = await client.call('exports.csv', {
        params: { portfolioId: subject.portfolioId, section },
        query: { locale, ...(type === undefined ? {} : { type }) },
      });
      downloadFrom(data.urlDownload, `${section}.csv`);
    },
  });
  return (
    <Button
      variant="subtle"
      size="xs"
      leftSection={<IconDownload size={14} aria-hidden="true" />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      data-testid={`csv-${section}`}
    >
      {t('common.exportCsv')}
    </Button>
  );
};

/**
 * One section of a result view: its title, the answer's coverage and "demo data" flag, its CSV export, and the
 * loading, error and no-data states around the figures.
 */
export const Section = ({
  title,
  meta,
  coverage,
  csv,
  isLoading,
  error,
  isEmpty,
  children,
  controls,
  testId,
}: {
  title: string;
  /** Settings of the section (a window, a rate): shown above the figures also while they load or fail. */
  controls?: ReactNode;
  meta?: EnvelopeMeta | undefined;
  coverage?: Coverage | null | undefined;
  csv?: { section: CsvSection; type?: 0 | 2 };
  isLoading?: boolean;
  error?: ApiError | null;
  isEmpty?: boolean;
  children?: ReactNode;
  testId?: string;
}) => {
  const t = useT();
  const { locale } = useLocale();
  const shownCoverage = coverage ?? meta?.coverage ?? null;
  return (
    <Card withBorder radius="md" p="lg" mb="lg" data-testid={testId}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Group gap="xs">
          {meta?.demo ? (
            <Badge color="orange" variant="light" radius="sm" data-testid="demo-data">
              {t('common.demoData')}
            </Badge>
          ) : null}
          <CoverageNote coverage={shownCoverage} />
          {meta?.asOf ? (
            <Text size="xs" c="dimmed">
              {t('common.dataAsOf', { date: formatDate(meta.asOf, locale) })}
            </Text>
          ) : null}
          {csv ? <CsvButton {...csv} /> : null}
        </Group>
      </Group>
      {controls}
      {isLoading ? (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Group>
      ) : error ? (
        <Alert color="red" variant="light">
          {translateMessage(locale, error.code, error.params)}
        </Alert>
      ) : isEmpty ? (
        <Text c="dimmed">{t('common.noData')}</Text>
      ) : (
        <Stack gap="md">{children}</Stack>
      )}
    </Card>
  );
};

export interface Column<Row> {
  key: string;
  label: string;
  value: (row: Row) => ReactNode;
  numeric?: boolean;
  /** A share of the table's width ("40%"), for tables that line up with the ones above and below them. */
  width?: string;
}

// Wide tables (every impact or PAI indicator the engine answers) scroll sideways under a company column that stays
// put; these are the widths that scroll is measured in.
const STICKY_FIRST_WIDTH = 220;
const WIDE_COLUMN_WIDTH = 150;

/**
 * The sticky first cell of every table, opaque so the cells scrolling under it do not show through: a table
 * narrower than its card (a phone, issue 22) scrolls sideways while its first column stays in view.
 */
const stickyCell = (background: string, wide: boolean) =>
  ({
    position: 'sticky',
    left: 0,
    zIndex: 1,
    // on a phone the first column keeps room for the figures beside it
    ...(wide
      ? { minWidth: `min(${STICKY_FIRST_WIDTH}px, 40vw)`, maxWidth: `min(${STICKY_FIRST_WIDTH}px, 40vw)` }
      : { maxWidth: '40vw' }),
    background,
    boxShadow: 'inset -1px 0 0 var(--table-border-color)',
  }) as const;

/** Whether a scroll viewport is wider inside than its box, and whether it is scrolled to its right end. */
const useSidewaysScroll = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState({ overflows: false, atEnd: false });
  const measure = useCallback(() => {
    const e = ref.current;
    if (!e) return;
    const overflows = e.scrollWidth - e.clientWidth > 1;
    const atEnd = e.scrollLeft + e.clientWidth >= e.scrollWidth - 1;
    setState((s) => (s.overflows === overflows && s.atEnd === atEnd ? s : { overflows, atEnd }));
  }, []);
  useEffect(() => {
    const e = ref.current;
    if (!e) return;
    measure();
    // the card's width and the table's (rows arrive, a page changes) both move the overflow
    const observer = new ResizeObserver(measure);
    observer.observe(e);
    if (e.firstElementChild) observer.observe(e.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  return { ref, measure, ...state };
};

/**
 * A plain table of rows; numeric columns align right. `stickyFirstColumn` is for tables with many columns: they
 * scroll sideways inside the card while the first column (the company) stays in view.
 */
export const DataTable = <Row,>({
  columns: columnsOrBuild,
  rows,
  rowKey,
  testId,
  caption,
  minWidth = 560,
  stickyFirstColumn = false,
}: {
  minWidth?: number;
  columns: Columns<Row>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  testId?: string;
  caption?: string;
  stickyFirstColumn?: boolean;
}) => {
  const t = useT();
  const columns = useColumnList(columnsOrBuild);
  const sideways = useSidewaysScroll();
  // A long indicator name gets a wider column, so its header wraps to a few lines rather than a dozen.
  const widths = columns.map((c, index) =>
    index === 0 ? STICKY_FIRST_WIDTH : Math.min(280, Math.max(WIDE_COLUMN_WIDTH, c.label.length * 2.6)),
  );
  const cellStyle = (index: number, row: number | null) => {
    const align = stickyFirstColumn && row === null ? ({ verticalAlign: 'bottom' } as const) : {};
    if (index > 0) return stickyFirstColumn ? { minWidth: widths[index], ...align } : undefined;
    // Striped rows colour the odd rows (Mantine's data-striped="odd"); the sticky cell repeats that colour.
    return {
      ...stickyCell(
        row !== null && row % 2 === 0 ? 'var(--table-striped-color)' : 'var(--mantine-color-body)',
        stickyFirstColumn,
      ),
      ...align,
    };
  };
  const width = stickyFirstColumn
    ? Math.max(
        minWidth,
        widths.reduce((a, b) => a + b, 0),
      )
    : minWidth;
  return (
    <Box>
      {/* A wide table has its note above it (WideTableNote); any other says so when it does not fit. */}
      {sideways.overflows && !stickyFirstColumn ? (
        <Group
          gap={6}
          mb={4}
          c="dimmed"
          wrap="nowrap"
          align="flex-start"
          data-testid={testId ? `${testId}-hint` : 'table-scroll-hint'}
        >
          <IconArrowsHorizontal size={14} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="xs">{t('web.results.scrollSideways')}</Text>
        </Group>
      ) : null}
      <Box pos="relative">
        <Table.ScrollContainer
          minWidth={width}
          data-testid={testId ? `${testId}-scroll` : undefined}
          // a table that scrolls shows its scrollbar, so that it reads as scrollable before anyone touches it
          scrollAreaProps={{
            viewportRef: sideways.ref,
            onScrollPositionChange: sideways.measure,
            ...(stickyFirstColumn || sideways.overflows
              ? { type: 'always' as const, offsetScrollbars: 'x' as const }
              : {}),
          }}
        >
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            data-testid={testId}
            captionSide="top"
            // tables stacked in one section (a category each) keep the same columns when they give widths
            style={columns.some((c) => c.width) ? { tableLayout: 'fixed' } : undefined}
          >
            {caption ? (
              <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
                {caption}
              </Table.Caption>
            ) : null}
            <Table.Thead>
              <Table.Tr>
                {columns.map((c, index) => (
                  <Table.Th
                    key={c.key}
                    ta={c.numeric ? 'right' : undefined}
                    style={{ ...cellStyle(index, null), ...(c.width ? { width: c.width } : {}) }}
                    data-column={c.key}
                  >
                    {c.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, rowIndex) => (
                <Table.Tr key={rowKey(row, rowIndex)}>
                  {columns.map((c, index) => (
                    <Table.Td
                      key={c.key}
                      ta={c.numeric ? 'right' : undefined}
                      style={cellStyle(index, rowIndex)}
                      data-column={c.key}
                    >
                      {c.value(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {sideways.overflows && !sideways.atEnd ? (
          // a shadow on the right edge: more columns are that way
          <Box
            aria-hidden="true"
            pos="absolute"
            top={0}
            right={0}
            bottom={0}
            w={20}
            style={{
              pointerEvents: 'none',
              zIndex: 2,
              background: 'linear-gradient(to left, rgba(0, 0, 0, 0.12), rgba(0, 0, 0, 0))',
            }}
          />
        ) : null}
      </Box>
    </Box>
  );
};

/** Over a table with one column per indicator: how many there are, and that the table scrolls sideways. */
export const WideTableNote = ({ count }: { count: number }) => {
  const t = useT();
  return count > 0 ? (
    <Text size="xs" c="dimmed">
      {t('web.results.indicatorColumns', { count })}
    </Text>
  ) : null;
};

/** Previous and next page below a paged table (20 a page, spec doc 2 §3); nothing when there is one page. */
export const Pager = ({
  page,
  perPage,
  total,
  onPage,
  size = 'xs',
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  /** `sm` below a stack of sections (ESG's three pillars share one pager), `xs` inside a section. */
  size?: 'xs' | 'sm';
}) => {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Button variant="default" size={size} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('web.indicators.previous')}
      </Button>
      <Text size="sm">{t('web.results.pageOf', { page, pages })}</Text>
      <Button variant="default" size={size} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('web.indicators.next')}
      </Button>
    </Group>
  );
};

/** What a section needs of a view query: the answer's meta, and whether it is loading or failed. */
export interface ViewQueryState {
  data?: { meta: EnvelopeMeta } | undefined;
  isLoading: boolean;
  error: ApiError | null;
}

type SectionProps = Parameters<typeof Section>[0];

type TableSectionProps<Row> = Omit<SectionProps, 'meta' | 'isLoading'> & {
  query: ViewQueryState;
  rows: readonly Row[] | undefined;
  columns: Columns<Row>;
  rowKey: (row: Row, index: number) => string;
  tableTestId?: string;
  stickyFirstColumn?: boolean;
  pager?: Parameters<typeof Pager>[0] | null;
  after?: ReactNode;
};

/**
 * A section whose figures are one table: the query's meta, loading and error states, the no-data state when the
 * page has no rows, optional content above the table (`children`) and below it (`after`, e.g. a second table),
 * and the pager. `error` overrides the query's (the PAI views show "not calculated yet" instead of an error).
 */
export const TableSection = <Row,>({
  query,
  rows,
  columns,
  rowKey,
  tableTestId,
  stickyFirstColumn,
  pager,
  after,
  children,
  error,
  isEmpty,
  ...section
}: TableSectionProps<Row>) => (
  <Section
    {...section}
    meta={query.data?.meta}
    isLoading={query.isLoading}
    error={error === undefined ? query.error : error}
    isEmpty={isEmpty ?? rows?.length === 0}
  >
    {children}
    <DataTable
      rows={rows ?? []}
      rowKey={rowKey}
      columns={columns}
      {...(tableTestId ? { testId: tableTestId } : {})}
      {...(stickyFirstColumn ? { stickyFirstColumn } : {})}
    />
    {after}
    {pager ? <Pager {...pager} /> : null}
  </Section>
);

/** What a by-company page answers for each company. */
interface CompanyRow {
  companyId: string;
  name: string;
  weightPct: number;
}

/**
 * A by-company page with one column per indicator (impact, controversy and PAI detail): every indicator the
 * engine answers, the table scrolling sideways under the company column, with their count above and the pager
 * below. `indicatorColumn` builds an indicator's column.
 */
export const IndicatorTableSection = <Row extends CompanyRow, Indicator extends { code: string }>({
  indicators,
  indicatorColumn,
  paging,
  children,
  ...section
}: Omit<TableSectionProps<Row>, 'columns' | 'rowKey' | 'stickyFirstColumn' | 'pager'> & {
  indicators: readonly Indicator[];
  indicatorColumn: (c: ColumnBuilders<Row>, indicator: Indicator) => Column<Row>;
  paging: Parameters<typeof Pager>[0] | null;
}) => (
  <TableSection
    {...section}
    stickyFirstColumn
    rowKey={(r) => r.companyId}
    columns={(c) => [c.name(), c.weight(), ...indicators.map((i) => indicatorColumn(c, i))]}
    pager={paging}
  >
    {children ?? <WideTableNote count={indicators.length} />}
  </TableSection>
);

/** A choice over a paged view (impact type, PAI table): choosing again starts from page 1. */
export const usePagedChoice = <Choice,>(initial: Choice) => {
  const [choice, setChoice] = useState(initial);
  const [page, setPage] = useState(1);
  const choose = (next: Choice) => {
    setChoice(next);
    setPage(1);
  };
  return { choice, choose, page, setPage };
};

type MaybeNumber = number | null | undefined;

/** Column builders for tables of `Row`, in the user's language: one line per column. */
export interface ColumnBuilders<Row> {
  text(key: string, label: string, value: (row: Row) => ReactNode): Column<Row>;
  /** A figure right-aligned with `decimals` (2 unless told); a missing one prints the no-data marker. */
  num(key: string, label: string, value: (row: Row) => MaybeNumber, decimals?: number): Column<Row>;
  pct(key: string, label: string, value: (row: Row) => MaybeNumber, decimals?: number): Column<Row>;
  /** The company or item name every by-company table starts with. */
  name: Row extends { name: string } ? () => Column<Row> : never;
  weight: Row extends { weightPct: MaybeNumber } ? () => Column<Row> : never;
  /** Coverage with one decimal, as the coverage badge shows it. */
  coverage(value: (row: Row) => MaybeNumber): Column<Row>;
}

export type Columns<Row> = Column<Row>[] | ((c: ColumnBuilders<Row>) => Column<Row>[]);

const columnBuilders = <Row,>(t: Translator, f: ReturnType<typeof useFormats>): ColumnBuilders<Row> => {
  const text = (key: string, label: string, value: (row: Row) => ReactNode): Column<Row> => ({
    key,
    label,
    value,
  });
  const num = (key: string, label: string, value: (row: Row) => MaybeNumber, decimals = 2): Column<Row> => ({
    key,
    label,
    value: (row) => f.num(value(row), decimals),
    numeric: true,
  });
  const pct = (key: string, label: string, value: (row: Row) => MaybeNumber, decimals = 2): Column<Row> => ({
    key,
    label,
    value: (row) => f.pct(value(row), decimals),
    numeric: true,
  });
  // `name` and `weight` exist only for rows that have the field (the conditional types above); read it loosely.
  const field = (row: Row, key: 'name' | 'weightPct') => (row as Record<typeof key, unknown>)[key];
  return {
    text,
    num,
    pct,
    name: (() =>
      text(
        'name',
        t('report.columns.name'),
        (r) => field(r, 'name') as string,
      )) as ColumnBuilders<Row>['name'],
    weight: (() =>
      pct(
        'weight',
        t('fields.weight'),
        (r) => field(r, 'weightPct') as MaybeNumber,
      )) as ColumnBuilders<Row>['weight'],
    coverage: (value) => pct('coverage', t('common.coverage'), value, 1),
  };
};

/** A table's columns, built with the column builders when given as a function. */
const useColumnList = <Row,>(columns: Columns<Row>): Column<Row>[] => {
  const t = useT();
  const f = useFormats();
  return typeof columns === 'function' ? columns(columnBuilders<Row>(t, f)) : columns;
};

/** Number formatters in the user's language; a missing figure prints core's no-data marker, never 0. */
export const useFormats = () => {
  const { locale } = useLocale();
  /** A unit id of core's catalogue (t_co2e, percent…) as its symbol in the user's language. */
  const unit = (id: string | null | undefined) =>
    id ? (indicatorUnits.find((u) => u.id === id)?.symbol[locale] ?? id) : '';
  return {
    locale,
    pct: (value: number | null | undefined, decimals = 2) => formatPercent(value, locale, { decimals }),
    /** A fraction (returns, risk: 0.125) as a percentage. */
    fraction: (value: number | null | undefined, decimals = 2) =>
      formatPercent(value === null || value === undefined ? value : value * 100, locale, { decimals }),
    num: (value: number | null | undefined, decimals = 2) => formatNumber(value, locale, { decimals }),
    date: (value: string | null | undefined) => formatDate(value ?? null, locale),
    unit,
    /** "GHG emissions (t CO2e)": a label with its unit's symbol, or the label alone for a unitless count. */
    withUnit: (label: string, id: string | null | undefined) => {
      const symbol = unit(id);
      return symbol ? `${label} (${symbol})` : label;
    },
  };
};

/** A labelled headline figure. */
export const Figure = ({
  label,
  value,
  testId,
  explain,
}: {
  label: string;
  value: string;
  testId?: string;
  /** the figure's explain name and label: "How is this computed?" beside the value (issue 31) */
  explain?: { figure: string; label: string } | undefined;
}) => (
  <Stack gap={0} data-testid={testId}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={700} size="lg">
      {value}
      {explain ? <ExplainFigure {...explain} /> : null}
    </Text>
  </Stack>
);
