import {
  esgPillarsChart,
  type PaiMetric,
  paiIndicatorChart,
  type TaxonomyKpi,
  taxonomyChart,
  taxonomyKpis,
} from '@esgkit/core';
import { Badge, Button, Group, SegmentedControl, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocale, useT } from '../../app/locale.tsx';
import { Chart } from './charts.tsx';
import { useViewQuery } from './context.tsx';
import { isPaiPending, PaiCalculate } from './PaiCalculate.tsx';
import { DataTable, Figure, Section, useFormats } from './parts.tsx';
import { sideLabels } from './side-labels.ts';

const pillars = ['e', 's', 'g'] as const;

/** Sustainable summary: E, S and G of the portfolio next to the benchmark, and the EU Taxonomy headline. */
export const SustainableSummaryView = () => {
  const t = useT();
  const { locale } = useLocale();
  const f = useFormats();
  const esg = useViewQuery('views.esg', { query: { page: 1 } });
  const taxonomy = useViewQuery('views.taxonomySummary');
  const data = esg.data?.data;
  const pillarLabels = { e: t('report.esg.e'), s: t('report.esg.s'), g: t('report.esg.g') };
  const turnover = taxonomy.data?.data.portfolio.turnover;
  return (
    <>
      <Section
        title={t('report.esg.pillarScores')}
        meta={esg.data?.meta}
        coverage={data?.e.portfolioTotal?.coverage}
        isLoading={esg.isLoading}
        error={esg.error}
        testId="summary-esg"
      >
        {data ? (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Chart
              spec={esgPillarsChart(data, {
                locale,
                width: 'container',
                height: 220,
                labels: sideLabels(t),
                pillarLabels,
              })}
              label={t('report.esg.pillarScores')}
            />
            <SimpleGrid cols={3}>
              {pillars.map((p) => (
                <Figure
                  key={p}
                  label={pillarLabels[p]}
                  value={f.num(data[p].portfolioTotal?.score, 1)}
                  testId={`pillar-${p}`}
                />
              ))}
            </SimpleGrid>
          </SimpleGrid>
        ) : null}
      </Section>
      <Section
        title={t('views.euTaxonomy')}
        meta={taxonomy.data?.meta}
        coverage={turnover?.coverage}
        isLoading={taxonomy.isLoading}
        error={taxonomy.error}
      >
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Figure
            label={`${t('report.taxonomy.turnover')} · ${t('report.taxonomy.aligned')}`}
            value={f.pct(turnover?.includingSovereigns.alignedPct)}
            testId="taxonomy-aligned"
          />
          <Figure
            label={`${t('report.taxonomy.turnover')} · ${t('report.taxonomy.eligible')}`}
            value={f.pct(turnover?.includingSovereigns.eligiblePct)}
          />
        </SimpleGrid>
      </Section>
    </>
  );
};

/** ESG by company and pillar (20 a page), with the totals, and the country ESG of the sovereign exposure. */
export const EsgView = () => {
  const t = useT();
  const f = useFormats();
  const [page, setPage] = useState(1);
  const esg = useViewQuery('views.esg', { query: { page } });
  const countries = useViewQuery('views.esgCountries', { query: { page: 1 } });
  const data = esg.data?.data;
  const pages = data ? Math.max(1, Math.ceil(data.paging.total / data.paging.perPage)) : 1;
  return (
    <>
      {pillars.map((p) => (
        <Section
          key={p}
          title={t(`report.esg.${p}`)}
          meta={esg.data?.meta}
          coverage={data?.[p].portfolioTotal?.coverage}
          csv={p === 'e' ? { section: 'esg' } : undefined}
          isLoading={esg.isLoading}
          error={esg.error}
          isEmpty={data?.[p].companies.length === 0}
          testId={`esg-${p}`}
        >
          {data ? (
            <>
              <Group gap="lg">
                <Figure label={t('report.portfolioTotal')} value={f.num(data[p].portfolioTotal?.score, 1)} />
                {data[p].benchmarkTotal ? (
                  <Figure
                    label={t('report.benchmarkTotal')}
                    value={f.num(data[p].benchmarkTotal?.score, 1)}
                  />
                ) : null}
              </Group>
              <DataTable
                rows={data[p].companies}
                rowKey={(r, i) => `${r.companyId ?? r.name}-${i}`}
                columns={[
                  { key: 'name', label: t('report.columns.name'), value: (r) => r.name },
                  { key: 'country', label: t('report.columns.country'), value: (r) => r.country ?? '' },
                  { key: 'sector', label: t('report.columns.sector'), value: (r) => r.sector ?? '' },
                  {
                    key: 'weight',
                    label: t('fields.weight'),
                    value: (r) => f.pct(r.weightPct),
                    numeric: true,
                  },
                  {
                    key: 'score',
                    label: t('report.columns.score'),
                    value: (r) => f.num(r.score, 1),
                    numeric: true,
                  },
                ]}
              />
            </>
          ) : null}
        </Section>
      ))}
      {pages > 1 ? (
        <Group justify="center" mb="lg">
          <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('web.indicators.previous')}
          </Button>
          <Text size="sm">{t('web.results.pageOf', { page, pages })}</Text>
          <Button variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('web.indicators.next')}
          </Button>
        </Group>
      ) : null}
      <Section
        title={t('web.results.countryEsg')}
        meta={countries.data?.meta}
        coverage={countries.data?.data.portfolioTotal?.coverage}
        csv={{ section: 'esg-countries' }}
        isLoading={countries.isLoading}
        error={countries.error}
        isEmpty={countries.data?.data.data.length === 0}
      >
        <DataTable
          rows={countries.data?.data.data ?? []}
          rowKey={(r) => r.country}
          columns={[
            { key: 'country', label: t('report.columns.country'), value: (r) => r.label },
            { key: 'weight', label: t('fields.weight'), value: (r) => f.pct(r.weightPct), numeric: true },
            { key: 'e', label: t('report.esg.e'), value: (r) => f.num(r.environmental, 1), numeric: true },
            { key: 's', label: t('report.esg.s'), value: (r) => f.num(r.social, 1), numeric: true },
            { key: 'g', label: t('report.esg.g'), value: (r) => f.num(r.governance, 1), numeric: true },
          ]}
        />
      </Section>
    </>
  );
};

/** Product categories: weight and sustainable score, and each category's leading companies. */
export const ProductsView = () => {
  const t = useT();
  const f = useFormats();
  const products = useViewQuery('views.products');
  const data = products.data?.data;
  return (
    <Section
      title={t('views.product')}
      meta={products.data?.meta}
      coverage={data?.coverage}
      csv={{ section: 'products' }}
      isLoading={products.isLoading}
      error={products.error}
      isEmpty={data?.categories.length === 0}
      testId="products"
    >
      <DataTable
        rows={data?.categories ?? []}
        rowKey={(r) => r.code}
        columns={[
          { key: 'category', label: t('report.columns.category'), value: (r) => r.label },
          { key: 'weight', label: t('fields.weight'), value: (r) => f.pct(r.weightPct), numeric: true },
          {
            key: 'score',
            label: t('report.columns.sustainableScore'),
            value: (r) => f.num(r.sustainableScore, 1),
            numeric: true,
          },
        ]}
      />
      {data?.topProducts?.length ? (
        <DataTable
          caption={t('report.top.products')}
          rows={data.topProducts}
          rowKey={(r) => r.code}
          columns={[
            { key: 'product', label: t('report.columns.category'), value: (r) => r.label },
            { key: 'weight', label: t('fields.weight'), value: (r) => f.pct(r.weightPct), numeric: true },
            {
              key: 'companies',
              label: t('report.columns.companies'),
              value: (r) => r.companies.map((c) => c.name).join(', '),
            },
          ]}
        />
      ) : null}
    </Section>
  );
};

const ImpactType = ({ value, onChange }: { value: 0 | 2; onChange: (type: 0 | 2) => void }) => {
  const t = useT();
  return (
    <SegmentedControl
      value={String(value)}
      onChange={(v) => onChange(v === '2' ? 2 : 0)}
      data={[
        { value: '0', label: t('web.results.impactType0') },
        { value: '2', label: t('web.results.impactType2') },
      ]}
      mb="md"
    />
  );
};

/** Impact indicators by category, portfolio next to benchmark, each with its coverage. */
export const ImpactSummaryView = () => {
  const t = useT();
  const f = useFormats();
  const [type, setType] = useState<0 | 2>(0);
  const impact = useViewQuery('views.impactSummary', { query: { type } });
  const data = impact.data?.data;
  return (
    <>
      <ImpactType value={type} onChange={setType} />
      <Section
        title={t('views.impactSummary')}
        meta={impact.data?.meta}
        csv={{ section: 'impact', type }}
        isLoading={impact.isLoading}
        error={impact.error}
        isEmpty={data?.categories.length === 0}
        testId="impact-summary"
      >
        {data?.categories.map((category) => (
          <DataTable
            key={category.category}
            caption={category.label}
            rows={category.indicators}
            rowKey={(r) => r.code}
            columns={[
              { key: 'indicator', label: t('report.columns.indicator'), value: (r) => r.label },
              {
                key: 'portfolio',
                label: t('web.results.portfolio'),
                value: (r) => f.num(r.portfolio),
                numeric: true,
              },
              {
                key: 'benchmark',
                label: t('web.results.benchmark'),
                value: (r) => f.num(r.benchmark),
                numeric: true,
              },
              { key: 'unit', label: t('report.columns.unit'), value: (r) => f.unit(r.unit) },
              {
                key: 'coverage',
                label: t('common.coverage'),
                value: (r) => f.pct(r.coverage.pct, 1),
                numeric: true,
              },
            ]}
          />
        ))}
      </Section>
    </>
  );
};

/** Impact metrics by company, 20 a page. */
export const ImpactDetailView = () => {
  const t = useT();
  const f = useFormats();
  const [type, setType] = useState<0 | 2>(0);
  const [page, setPage] = useState(1);
  const detail = useViewQuery('views.impactDetail', { query: { type, page } });
  const data = detail.data?.data;
  const codes = [...new Set(data?.data.flatMap((r) => r.metrics.map((m) => m.code)) ?? [])].slice(0, 6);
  return (
    <>
      <ImpactType value={type} onChange={setType} />
      <Section
        title={t('views.impactDetail')}
        meta={detail.data?.meta}
        csv={{ section: 'impact', type }}
        isLoading={detail.isLoading}
        error={detail.error}
        isEmpty={data?.data.length === 0}
        testId="impact-detail"
      >
        <DataTable
          rows={data?.data ?? []}
          rowKey={(r) => r.companyId}
          columns={[
            { key: 'name', label: t('report.columns.name'), value: (r) => r.name },
            { key: 'weight', label: t('fields.weight'), value: (r) => f.pct(r.weightPct), numeric: true },
            ...codes.map((code) => ({
              key: code,
              label: code,
              numeric: true,
              value: (r: NonNullable<typeof data>['data'][number]) =>
                f.num(r.metrics.find((m) => m.code === code)?.value),
            })),
          ]}
        />
        {data ? <Pager page={page} perPage={data.perPage} total={data.total} onPage={setPage} /> : null}
      </Section>
    </>
  );
};

const Pager = ({
  page,
  perPage,
  total,
  onPage,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}) => {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('web.indicators.previous')}
      </Button>
      <Text size="sm">{t('web.results.pageOf', { page, pages })}</Text>
      <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('web.indicators.next')}
      </Button>
    </Group>
  );
};

const bandColor = { green: 'green', yellow: 'yellow', red: 'red' } as const;

/** Traffic lights per exclusion and controversy: the weight in each band, with coverage. */
export const ControversySummaryView = () => {
  const t = useT();
  const f = useFormats();
  const controversies = useViewQuery('views.controversies', { query: { page: 1 } });
  const data = controversies.data?.data;
  return (
    <Section
      title={t('views.controversySummary')}
      meta={controversies.data?.meta}
      csv={{ section: 'controversies' }}
      isLoading={controversies.isLoading}
      error={controversies.error}
      isEmpty={data?.columns.length === 0}
      testId="controversy-summary"
    >
      <DataTable
        rows={data?.columns ?? []}
        rowKey={(r) => r.code}
        columns={[
          { key: 'indicator', label: t('report.columns.indicator'), value: (r) => r.label },
          { key: 'green', label: t('report.columns.green'), value: (r) => f.pct(r.greenPct), numeric: true },
          {
            key: 'yellow',
            label: t('report.columns.yellow'),
            value: (r) => f.pct(r.yellowPct),
            numeric: true,
          },
          { key: 'red', label: t('report.columns.red'), value: (r) => f.pct(r.redPct), numeric: true },
          {
            key: 'coverage',
            label: t('common.coverage'),
            value: (r) => f.pct(r.coverage.pct, 1),
            numeric: true,
          },
        ]}
      />
    </Section>
  );
};

/** Involvement by company and indicator, 20 a page, as traffic lights. */
export const ControversyDetailView = () => {
  const t = useT();
  const f = useFormats();
  const [page, setPage] = useState(1);
  const controversies = useViewQuery('views.controversies', { query: { page } });
  const data = controversies.data?.data;
  const columns = data?.columns.slice(0, 6) ?? [];
  return (
    <Section
      title={t('views.controversyDetail')}
      meta={controversies.data?.meta}
      csv={{ section: 'exclusions' }}
      isLoading={controversies.isLoading}
      error={controversies.error}
      isEmpty={data?.results.length === 0}
      testId="controversy-detail"
    >
      <DataTable
        rows={data?.results ?? []}
        rowKey={(r) => r.companyId}
        columns={[
          { key: 'name', label: t('report.columns.name'), value: (r) => r.name },
          { key: 'weight', label: t('fields.weight'), value: (r) => f.pct(r.weightPct), numeric: true },
          ...columns.map((c) => ({
            key: c.code,
            label: c.label,
            value: (r: NonNullable<typeof data>['results'][number]) => {
              const v = r.values[c.code];
              return v?.band ? (
                <Badge color={bandColor[v.band]} variant="light" radius="sm">
                  {`${t(`exports.bands.${v.band}`)} ${f.pct(v.revenueSharePct, 1)}`}
                </Badge>
              ) : (
                t('common.noDataMarker')
              );
            },
          })),
        ]}
      />
      {data ? (
        <Pager page={page} perPage={data.paging.perPage} total={data.paging.total} onPage={setPage} />
      ) : null}
    </Section>
  );
};

const PaiSetPicker = ({ value, onChange }: { value: 1 | 2 | 3; onChange: (set: 1 | 2 | 3) => void }) => {
  const t = useT();
  return (
    <SegmentedControl
      value={String(value)}
      onChange={(v) => onChange(Number(v) as 1 | 2 | 3)}
      data={[
        { value: '1', label: t('web.results.paiSet1') },
        { value: '2', label: t('web.results.paiSet2') },
        { value: '3', label: t('web.results.paiSet3') },
      ]}
      mb="md"
      data-testid="pai-set"
    />
  );
};

const paiCsv = { 1: 'pai-1', 2: 'pai-2', 3: 'pai-3' } as const;

/** SFDR PAI tables 1, 2 and 3 (RTS Annex I): each metric's value, unit and coverage, portfolio and benchmark. */
export const PaiSummaryView = () => {
  const t = useT();
  const { locale } = useLocale();
  const f = useFormats();
  const [set, setSet] = useState<1 | 2 | 3>(1);
  const pai = useViewQuery('views.pai', { params: { set }, query: { basis: 'all' } });
  const data = pai.data?.data;
  const rows = data?.indicators.flatMap((i) => i.metrics.map((m) => ({ indicator: i, metric: m }))) ?? [];
  const first = data?.indicators.find((i) => i.metrics.some((m) => m.portfolio.value !== null));
  const figure = (m: PaiMetric['portfolio'] | null) =>
    m === null
      ? t('common.noDataMarker')
      : m.status === 'ok'
        ? `${f.num(m.value)} ${f.unit(m.unit)}`
        : t(`exports.statuses.${m.status}`);
  return (
    <>
      <PaiSetPicker value={set} onChange={setSet} />
      <Section
        title={`${t('views.sfdrPaiSummary')} · ${t(`web.results.paiSet${set}`)}`}
        meta={pai.data?.meta}
        csv={{ section: paiCsv[set] }}
        isLoading={pai.isLoading}
        error={isPaiPending(pai.error) ? null : pai.error}
        isEmpty={!isPaiPending(pai.error) && rows.length === 0}
        testId="pai-summary"
      >
        {isPaiPending(pai.error) ? <PaiCalculate /> : null}
        {data ? <Text size="sm">{t('report.pai.referenceYear', { year: data.referenceYear })}</Text> : null}
        {first ? (
          <Chart
            spec={paiIndicatorChart(first, {
              locale,
              width: 'container',
              height: 200,
              labels: sideLabels(t),
            })}
            label={first.label}
          />
        ) : null}
        <DataTable
          rows={rows}
          rowKey={(r) => `${r.indicator.code}-${r.metric.code}`}
          columns={[
            { key: 'number', label: t('exports.columns.number'), value: (r) => r.indicator.number },
            { key: 'indicator', label: t('report.columns.indicator'), value: (r) => r.metric.label },
            {
              key: 'portfolio',
              label: t('web.results.portfolio'),
              value: (r) => figure(r.metric.portfolio),
              numeric: true,
            },
            {
              key: 'benchmark',
              label: t('web.results.benchmark'),
              value: (r) => figure(r.metric.benchmark),
              numeric: true,
            },
            {
              key: 'coverage',
              label: t('common.coverage'),
              value: (r) => f.pct(r.metric.portfolio.coveragePct, 1),
              numeric: true,
            },
          ]}
        />
      </Section>
    </>
  );
};

/** SFDR PAI by company, 20 a page. */
export const PaiDetailView = () => {
  const t = useT();
  const f = useFormats();
  const [set, setSet] = useState<1 | 2 | 3>(1);
  const [page, setPage] = useState(1);
  const detail = useViewQuery('views.paiDetail', { params: { set }, query: { page } });
  const data = detail.data?.data;
  const columns = data?.columns.slice(0, 6) ?? [];
  return (
    <>
      <PaiSetPicker
        value={set}
        onChange={(s) => {
          setSet(s);
          setPage(1);
        }}
      />
      <Section
        title={`${t('views.sfdrPaiDetail')} · ${t(`web.results.paiSet${set}`)}`}
        meta={detail.data?.meta}
        csv={{ section: paiCsv[set] }}
        isLoading={detail.isLoading}
        error={isPaiPending(detail.error) ? null : detail.error}
        isEmpty={data?.data.length === 0}
        testId="pai-detail"
      >
        {isPaiPending(detail.error) ? <PaiCalculate /> : null}
        <DataTable
          rows={data?.data ?? []}
          rowKey={(r) => r.companyId}
          columns={[
            { key: 'name', label: t('report.columns.name'), value: (r) => r.name },
            { key: 'weight', label: t('fields.weight'), value: (r) => f.pct(r.weightPct), numeric: true },
            ...columns.map((c) => ({
              key: c.code,
              label: `${c.label} (${f.unit(c.unit)})`,
              numeric: true,
              value: (r: NonNullable<typeof data>['data'][number]) => f.num(r.values[c.code]),
            })),
          ]}
        />
        {data ? <Pager page={page} perPage={data.perPage} total={data.total} onPage={setPage} /> : null}
      </Section>
    </>
  );
};

/** EU Taxonomy (Art. 8 of Regulation (EU) 2020/852): eligible and aligned per KPI, then by company. */
export const TaxonomyView = () => {
  const t = useT();
  const { locale } = useLocale();
  const f = useFormats();
  const [page, setPage] = useState(1);
  const summary = useViewQuery('views.taxonomySummary');
  const rows = useViewQuery('views.taxonomy', { query: { page } });
  const data = summary.data?.data;
  const kpiLabels: Record<TaxonomyKpi, string> = {
    turnover: t('report.taxonomy.turnover'),
    capex: t('report.taxonomy.capex'),
    opex: t('report.taxonomy.opex'),
  };
  return (
    <>
      <Section
        title={t('views.euTaxonomy')}
        meta={summary.data?.meta}
        coverage={data?.portfolio.turnover.coverage}
        csv={{ section: 'taxonomy' }}
        isLoading={summary.isLoading}
        error={summary.error}
        testId="taxonomy-summary"
      >
        {data ? (
          <>
            <Chart
              spec={taxonomyChart(data, {
                locale,
                width: 'container',
                height: 220,
                labels: sideLabels(t),
                kpiLabels,
                measureLabels: {
                  eligible: t('report.taxonomy.eligible'),
                  aligned: t('report.taxonomy.aligned'),
                },
              })}
              label={t('views.euTaxonomy')}
            />
            <DataTable
              rows={taxonomyKpis.map((kpi) => ({
                kpi,
                side: data.portfolio[kpi],
                bench: data.benchmark?.[kpi],
              }))}
              rowKey={(r) => r.kpi}
              columns={[
                { key: 'kpi', label: t('report.columns.measure'), value: (r) => kpiLabels[r.kpi] },
                {
                  key: 'eligible',
                  label: t('report.taxonomy.eligible'),
                  value: (r) => f.pct(r.side.includingSovereigns.eligiblePct),
                  numeric: true,
                },
                {
                  key: 'aligned',
                  label: t('report.taxonomy.aligned'),
                  value: (r) => f.pct(r.side.includingSovereigns.alignedPct),
                  numeric: true,
                },
                {
                  key: 'benchAligned',
                  label: `${t('web.results.benchmark')} · ${t('report.taxonomy.aligned')}`,
                  value: (r) => f.pct(r.bench?.includingSovereigns.alignedPct),
                  numeric: true,
                },
                {
                  key: 'coverage',
                  label: t('common.coverage'),
                  value: (r) => f.pct(r.side.coverage.pct, 1),
                  numeric: true,
                },
              ]}
            />
          </>
        ) : null}
      </Section>
      <Section
        title={t('web.results.byCompany')}
        meta={rows.data?.meta}
        isLoading={rows.isLoading}
        error={rows.error}
        isEmpty={rows.data?.data.data.length === 0}
      >
        <DataTable
          rows={rows.data?.data.data ?? []}
          rowKey={(r) => r.companyId}
          columns={[
            { key: 'name', label: t('report.columns.name'), value: (r) => r.name },
            { key: 'weight', label: t('fields.weight'), value: (r) => f.pct(r.weightPct), numeric: true },
            {
              key: 'turnover',
              label: `${kpiLabels.turnover} · ${t('report.taxonomy.aligned')}`,
              value: (r) => f.pct(r.turnover.alignedPct),
              numeric: true,
            },
            {
              key: 'capex',
              label: `${kpiLabels.capex} · ${t('report.taxonomy.aligned')}`,
              value: (r) => f.pct(r.capex.alignedPct),
              numeric: true,
            },
            { key: 'year', label: t('report.columns.fiscalYear'), value: (r) => r.fiscalYear ?? '' },
          ]}
        />
        {rows.data ? (
          <Pager page={page} perPage={rows.data.data.perPage} total={rows.data.data.total} onPage={setPage} />
        ) : null}
      </Section>
    </>
  );
};
