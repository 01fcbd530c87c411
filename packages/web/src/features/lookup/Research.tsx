import { datasetLabel, type SecuritySearchResult } from '@esgkit/core';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiQuery } from '../../app/api.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { QueryError } from '../../shared/feedback/QueryError.tsx';
import { LookupProgress } from '../../shared/lookup/LookupProgress.tsx';
import { DataTable, Figure, useFormats } from '../../shared/results/parts.tsx';
import { FundScores } from './FundScores.tsx';
import { useOpenSecurity } from './use-open-security.ts';

const SecurityFacts = ({ result }: { result: SecuritySearchResult }) => {
  const t = useT();
  const { locale } = useLocale();
  const f = useFormats();
  const { lookup, open: openSecurity } = useOpenSecurity();
  const detail = useApiQuery('securities.get', { params: { securityId: result.securityId } });
  const fund = detail.data?.data.fund;
  const company = detail.data?.data.company;
  const input = result.isin ?? result.ticker ?? '';
  const open = () => openSecurity(input);
  return (
    <Card withBorder radius="md" p="lg" data-testid="security-facts">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4">
            {result.name}
          </Title>
          <Badge variant="light">{t(`web.lookup.kinds.${result.type}`)}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {[
            result.isin,
            result.ticker,
            result.country,
            result.currency,
            // a fund's category or an issuer's sector, in the user's language (issue 22 item 9)
            result.group &&
              datasetLabel(result.type === 'fund' ? 'fundCategory' : 'sector', result.group, locale),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {detail.isError ? <QueryError error={detail.error} onRetry={detail.refetch} /> : null}
        {fund ? (
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Figure
              label={t('web.lookup.category')}
              value={
                fund.category ? datasetLabel('fundCategory', fund.category, locale) : t('common.noDataMarker')
              }
            />
            <Figure label={t('web.lookup.aum')} value={`€ ${f.num(fund.aumEur, 0)}`} />
            <Figure label={t('web.lookup.ter')} value={f.pct(fund.terPct)} />
            <Figure
              label={t('web.lookup.sfdrArticle')}
              value={fund.sfdrArticle === null ? t('common.noDataMarker') : String(fund.sfdrArticle)}
            />
          </SimpleGrid>
        ) : null}
        {fund ? <FundScores fund={fund} /> : null}
        {company ? (
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Figure
              label={t('report.columns.sector')}
              value={datasetLabel('sector', company.sector, locale)}
            />
            <Figure label={t('report.columns.country')} value={company.country} />
            <Figure label={t('web.lookup.marketCap')} value={`€ ${f.num(company.marketCapEur, 0)}`} />
          </SimpleGrid>
        ) : null}
        <LookupProgress state={lookup} onCancel={lookup.cancel} />
        <Group justify="flex-end">
          <Button
            onClick={() => void open()}
            loading={lookup.isRunning}
            disabled={input === ''}
            data-testid="open-security"
          >
            {t('web.lookup.seeResults')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};

const isSecurity = (result: SecuritySearchResult, input: string) =>
  [result.isin, result.ticker].some((id) => id?.toUpperCase() === input.trim().toUpperCase());

/**
 * Research (doc 1 §2 datahub/lookup/research): find a fund or a company by name, ISIN or ticker, then see it.
 * `factSheet` (an ISIN or ticker handed over by a screening row) is searched and its fact sheet shown at once.
 */
export const Research = ({ factSheet = null }: { factSheet?: string | null }) => {
  const t = useT();
  const [text, setText] = useState(factSheet ?? '');
  const [q] = useDebouncedValue(text.trim(), 250);
  const [picked, setSelected] = useState<SecuritySearchResult | null>(null);
  const search = useApiQuery('securities.search', { query: { q, limit: 20 } }, { enabled: q.length > 0 });
  const results = search.data?.data ?? [];
  const handedOver =
    factSheet && q === factSheet.trim() ? results.find((r) => isSecurity(r, factSheet)) : undefined;
  const selected = picked ?? handedOver ?? null;
  return (
    <Stack gap="md">
      <TextInput
        label={t('web.lookup.searchLabel')}
        placeholder={t('web.lookup.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {q.length > 0 && search.isError ? <QueryError error={search.error} onRetry={search.refetch} /> : null}
      {q.length > 0 && search.isSuccess && results.length === 0 ? (
        <Alert variant="light" color="gray">
          {t('web.lookup.noMatches')}
        </Alert>
      ) : null}
      {results.length > 0 ? (
        <DataTable
          rows={results}
          rowKey={(r) => r.securityId}
          testId="search-results"
          columns={[
            {
              key: 'name',
              label: t('report.columns.name'),
              value: (r) => (
                <Button variant="subtle" size="compact-sm" onClick={() => setSelected(r)}>
                  {r.name}
                </Button>
              ),
            },
            { key: 'isin', label: 'ISIN', value: (r) => r.isin ?? '' },
            { key: 'ticker', label: 'Ticker', value: (r) => r.ticker ?? '' },
            { key: 'type', label: t('web.lookup.type'), value: (r) => t(`web.lookup.kinds.${r.type}`) },
            { key: 'country', label: t('report.columns.country'), value: (r) => r.country ?? '' },
          ]}
        />
      ) : null}
      {selected ? <SecurityFacts key={selected.securityId} result={selected} /> : null}
    </Stack>
  );
};
