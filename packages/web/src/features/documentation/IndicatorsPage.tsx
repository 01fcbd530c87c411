import {
  allocationChart,
  formatNumber,
  type IndicatorPillar,
  indicatorPillarById,
  indicatorPillars,
  phyIndicators,
  sourceById,
  unitById,
} from '@esgkit/core';
import {
  Anchor,
  Card,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../app/locale.tsx';
import { paths } from '../../app/paths.ts';
import { VegaChart } from '../../shared/charts/VegaChart.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';

const PAGE_SIZE = 25;

/**
 * /platform/documentation/Indicators (doc 1 §2 documentation): the platform's PHY_ indicators from core's
 * catalogue, by pillar, searchable, each linking to its shareable explanation.
 */
export const IndicatorsPage = () => {
  const t = useT();
  const { locale } = useLocale();
  const [pillar, setPillar] = useState<IndicatorPillar | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const needle = search.trim().toLocaleLowerCase(locale);
  const rows = useMemo(
    () =>
      phyIndicators.filter(
        (i) =>
          (pillar === null || i.pillar === pillar) &&
          (needle === '' ||
            i.code.toLocaleLowerCase(locale).includes(needle) ||
            i.name[locale].toLocaleLowerCase(locale).includes(needle)),
      ),
    [pillar, needle, locale],
  );
  const spec = useMemo(
    () =>
      allocationChart(
        indicatorPillars.map((p) => ({
          key: p.id,
          label: p.name[locale],
          weightPct: (phyIndicators.filter((i) => i.pillar === p.id).length / phyIndicators.length) * 100,
        })),
        { locale, kind: 'bar', width: 'container', height: 180, labels: { other: '', unknown: '' } },
      ),
    [locale],
  );
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const count = (n: number) => formatNumber(n, locale, { decimals: 0 });
  return (
    <>
      <PageHeader
        title={t('nav.indicators')}
        description={t('web.indicators.description', { count: count(phyIndicators.length) })}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mb="lg">
        <Card withBorder radius="md" p="lg">
          <Text fw={600} mb="sm">
            {t('web.indicators.byPillar')}
          </Text>
          <VegaChart spec={spec} label={t('web.indicators.byPillar')} testId="pillar-chart" />
        </Card>
        <Card withBorder radius="md" p="lg">
          <Stack gap="sm">
            {indicatorPillars.map((p) => (
              <Group key={p.id} justify="space-between">
                <Text>{p.name[locale]}</Text>
                <Text fw={600}>{count(phyIndicators.filter((i) => i.pillar === p.id).length)}</Text>
              </Group>
            ))}
          </Stack>
        </Card>
      </SimpleGrid>
      <Group mb="md" align="flex-end" wrap="wrap">
        <TextInput
          label={t('common.search')}
          placeholder={t('web.shareIndicator.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Select
          label={t('web.indicators.pillar')}
          placeholder={t('web.indicators.allPillars')}
          data={indicatorPillars.map((p) => ({ value: p.id, label: p.name[locale] }))}
          value={pillar}
          onChange={(value) => {
            setPillar(value as IndicatorPillar | null);
            setPage(1);
          }}
          clearable
          w={220}
        />
      </Group>
      <Text size="sm" c="dimmed" mb="xs" role="status" data-testid="indicator-count">
        {t('web.indicators.showing', { shown: count(rows.length), total: count(phyIndicators.length) })}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('web.indicators.code')}</Table.Th>
              <Table.Th>{t('web.indicators.name')}</Table.Th>
              <Table.Th>{t('web.indicators.pillar')}</Table.Th>
              <Table.Th>{t('web.shareIndicator.unit')}</Table.Th>
              <Table.Th>{t('web.shareIndicator.source')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((i) => (
              <Table.Tr key={i.code}>
                <Table.Td ff="monospace" fz="xs">
                  {i.code}
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`${paths.shareIndicator}?code=${i.code}`}>
                    {i.name[locale]}
                  </Anchor>
                </Table.Td>
                <Table.Td>{indicatorPillarById(i.pillar)?.name[locale]}</Table.Td>
                <Table.Td>{unitById(i.unit).name[locale]}</Table.Td>
                <Table.Td>{`${sourceById(i.source.framework).name[locale]}: ${i.source.reference}`}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={current}
          onChange={setPage}
          mt="md"
          getControlProps={(control) => ({
            'aria-label': t(control === 'previous' ? 'web.indicators.previous' : 'web.indicators.next'),
          })}
        />
      ) : null}
    </>
  );
};
