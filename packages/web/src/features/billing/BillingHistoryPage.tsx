import { formatCurrency, formatDate } from '@esgkit/core';
import { Anchor, Card, Skeleton, Table, Text } from '@mantine/core';
import { useApiQuery } from '../../app/api.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { QueryError } from '../../shared/feedback/QueryError.tsx';
import { BillingTabs } from './BillingTabs.tsx';

/**
 * /platform/profile/billing/history: the provider's invoices, newest first, with amount, date, state and link. The
 * manual provider has none: its invoices come from the operator, which the empty page says.
 */
export const BillingHistoryPage = () => {
  const t = useT();
  const { locale } = useLocale();
  const invoices = useApiQuery('billing.invoices');
  const plans = useApiQuery('billing.plans');
  const list = invoices.data?.data;
  return (
    <>
      <BillingTabs active="history" />
      {invoices.error ? (
        <QueryError error={invoices.error} onRetry={invoices.refetch} />
      ) : !list || !plans.data ? (
        <Skeleton height={160} radius="md" />
      ) : list.length === 0 ? (
        <Card withBorder radius="md" p="lg" data-testid="no-invoices">
          <Text>
            {plans.data.data.provider === 'manual'
              ? t('web.billing.history.emptyManual')
              : t('web.billing.history.empty')}
          </Text>
        </Card>
      ) : (
        <Card withBorder radius="md" p={0}>
          <Table.ScrollContainer minWidth={480}>
            <Table striped data-testid="invoices">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('web.billing.history.date')}</Table.Th>
                  <Table.Th ta="right">{t('web.billing.history.amount')}</Table.Th>
                  <Table.Th>{t('web.billing.history.status')}</Table.Th>
                  <Table.Th>{t('web.billing.history.invoice')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Td>{formatDate(invoice.date, locale)}</Table.Td>
                    <Table.Td ta="right">{formatCurrency(invoice.amount, invoice.currency, locale)}</Table.Td>
                    <Table.Td>{t(`web.billing.history.statuses.${invoice.status}`)}</Table.Td>
                    <Table.Td>
                      {invoice.url ? (
                        <Anchor href={invoice.url} target="_blank" rel="noreferrer">
                          {t('web.billing.history.open')}
                        </Anchor>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </>
  );
};
