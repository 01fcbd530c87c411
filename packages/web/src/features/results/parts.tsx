import {
  type ApiError,
  type Coverage,
  type CsvSection,
  type EnvelopeMeta,
  formatDate,
  formatNumber,
  formatPercent,
  indicatorUnits,
  translateMessage,
} from '@esgkit/core';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../app/locale.tsx';
import { useResults } from './context.tsx';

/** "Coverage: 87.50%" with the estimated share, shown beside every aggregate (ARCHITECTURE: coverage on every number). */
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

/** A CSV export of one section (spec doc 2 §7: the engine answers a short-lived signed link). */
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
      const link = document.createElement('a');
      link.href = data.urlDownload;
      link.download = `${section}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
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
  testId,
}: {
  title: string;
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
      {isLoading ? (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Group>
      ) : error ? (
        <Alert color="red" variant="light">
          {translateMessage(locale, error.code)}
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
}

/** A plain table of rows; numeric columns align right. */
export const DataTable = <Row,>({
  columns,
  rows,
  rowKey,
  testId,
  caption,
  minWidth = 560,
}: {
  minWidth?: number;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  testId?: string;
  caption?: string;
}) => (
  <Table.ScrollContainer minWidth={minWidth}>
    <Table striped highlightOnHover verticalSpacing="xs" data-testid={testId}>
      {caption ? <Table.Caption>{caption}</Table.Caption> : null}
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.key} ta={c.numeric ? 'right' : undefined}>
              {c.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={rowKey(row, index)}>
            {columns.map((c) => (
              <Table.Td key={c.key} ta={c.numeric ? 'right' : undefined}>
                {c.value(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);

/** Number formatters in the user's language; a missing figure prints core's no-data marker, never 0. */
export const useFormats = () => {
  const { locale } = useLocale();
  return {
    locale,
    pct: (value: number | null | undefined, decimals = 2) => formatPercent(value, locale, { decimals }),
    /** A fraction (returns, risk: 0.125) as a percentage. */
    fraction: (value: number | null | undefined, decimals = 2) =>
      formatPercent(value === null || value === undefined ? value : value * 100, locale, { decimals }),
    num: (value: number | null | undefined, decimals = 2) => formatNumber(value, locale, { decimals }),
    date: (value: string | null | undefined) => formatDate(value ?? null, locale),
    /** A unit id of core's catalogue (t_co2e, percent…) as its symbol in the user's language. */
    unit: (id: string | null | undefined) =>
      id ? (indicatorUnits.find((u) => u.id === id)?.symbol[locale] ?? id) : '',
  };
};

/** A labelled headline figure. */
export const Figure = ({ label, value, testId }: { label: string; value: string; testId?: string }) => (
  <Stack gap={0} data-testid={testId}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={700} size="lg">
      {value}
    </Text>
  </Stack>
);
