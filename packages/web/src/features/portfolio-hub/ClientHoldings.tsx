import { formatCurrency, formatPercent, type Holdings } from '@esgkit/core';
import { Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useT } from '../../app/locale.tsx';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';

// The client page's holdings (issue 22 item 7): each item as entered with its name, ISIN, current value and current
// weight from `views.holdings` (limited: the items as entered, not looked through). Until the view answers, or when
// it cannot, the stored inputs and weights show.

/** The highest perPage the holdings view takes (core's pageQuery): a client's items fit in one page. */
const ITEMS_PER_PAGE = 500;

export const ClientHoldings = ({
  portfolioId,
  holdings,
  isBenchmark,
  version,
  label,
}: {
  portfolioId: string;
  holdings: Holdings;
  isBenchmark: boolean;
  /** the portfolio's `updatedAt` */
  version: string;
  label: string;
}) => {
  const t = useT();
  const { locale } = useLocale();
  const { client } = useServices();
  const view = useQuery({
    queryKey: queryKeys.clientHoldings(portfolioId, isBenchmark, version, locale),
    queryFn: ({ signal }) =>
      client.call('views.holdings', {
        params: { portfolioId },
        query: { limited: 'true', perPage: ITEMS_PER_PAGE, ...(isBenchmark ? { benchmark: 'true' } : {}) },
        signal,
      }),
    // the stored holdings stand in when the view cannot answer: no alert of its own
    meta: { silent: true },
    retry: false,
  });
  const page = view.data?.data;
  const missing = t('common.noDataMarker');
  if (!page) return <StoredHoldings holdings={holdings} label={label} />;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={480}>
        <Table striped aria-label={label} data-testid={`holdings-${label}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('report.columns.name')}</Table.Th>
              <Table.Th>{t('fields.isinOrTicker')}</Table.Th>
              <Table.Th ta="right">{t('fields.currentValue')}</Table.Th>
              <Table.Th ta="right">{t('fields.currentWeight')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.data.map((row) => (
              <Table.Tr key={`${row.id}-${row.input}`}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{row.isin ?? row.ticker ?? (row.type === 'cash' ? '' : row.input)}</Table.Td>
                <Table.Td ta="right">
                  {row.currentValueEur === null
                    ? missing
                    : formatCurrency(row.currentValueEur, 'EUR', locale)}
                </Table.Td>
                <Table.Td ta="right">
                  {row.currentWeightPct === null ? missing : formatPercent(row.currentWeightPct, locale)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed" data-testid={`holdings-total-${label}`}>
        {t('fields.currentTotal', {
          value: formatCurrency(page.currentValueEur, 'EUR', locale),
          pct: formatPercent(page.currentCoveragePct, locale),
        })}
      </Text>
    </Stack>
  );
};

/** The holdings as stored: input and weight, cash last. */
const StoredHoldings = ({ holdings, label }: { holdings: Holdings; label: string }) => {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table striped aria-label={label} data-testid={`holdings-${label}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.isinOrTicker')}</Table.Th>
            <Table.Th ta="right">{t('fields.weight')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {holdings.items.map((item) => (
            <Table.Tr key={item.input}>
              <Table.Td>{item.input}</Table.Td>
              <Table.Td ta="right">{formatPercent(item.weight, locale)}</Table.Td>
            </Table.Tr>
          ))}
          {holdings.cash > 0 ? (
            <Table.Tr>
              <Table.Td>{t('fields.cash')}</Table.Td>
              <Table.Td ta="right">{formatPercent(holdings.cash, locale)}</Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
