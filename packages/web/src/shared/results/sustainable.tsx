import {
  esgPillarsChart,
  type PaiMetric,
  paiIndicatorChart,
  paiTotalGhgCoverage,
  type TaxonomyKpi,
  taxonomyChart,
  taxonomyKpis,
} from '@esgkit/core';
import { Badge, Box, Group, ScrollArea, SegmentedControl, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocale, useT } from '../../app/locale.tsx';
import { Chart } from './charts.tsx';
import { useResults, useViewQuery } from './context.tsx';
import { Explained } from './ExplainFigure.tsx';
import { isPaiPending, PaiCalculate } from './PaiCalculate.tsx';
import { PendingImpactConfiguration } from './PendingImpactConfiguration.tsx';
import {
  DataTable,
  Figure,
  IndicatorTableSection,
  Pager,
  Section,
  TableSection,
  useFormats,
  usePagedChoice,
} from './parts.tsx';
import { SustainabilityScoreSection } from './SustainabilityScoreSection.tsx';
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
              spec={(fit) =>
                esgPillarsChart(data, {
                  locale,
                  width: 'container',
                  ...fit,
                  height: 220,
                  labels: sideLabels(t),
                  pillarLabels,
                })
              }
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
  return (
    <>
      <SustainabilityScoreSection />
      {pillars.map((p) => (
        <TableSection
          key={p}
          title={t(`report.esg.${p}`)}
          query={esg}
          coverage={data?.[p].portfolioTotal?.coverage}
          csv={p === 'e' ? { section: 'esg' } : undefined}
          testId={`esg-${p}`}
          rows={data?.[p].companies}
          rowKey={(r, i) => `${r.companyId ?? r.name}-${i}`}
          columns={(col) => [
            col.name(),
            col.text('country', t('report.columns.country'), (r) => r.country ?? ''),
            col.text('sector', t('report.columns.sector'), (r) => r.sector ?? ''),
            col.weight(),
            col.num('score', t('report.columns.score'), (r) => r.score, 1),
          ]}
        >
          {data ? (
            <Group gap="lg">
              <Figure
                label={t('report.portfolioTotal')}
                value={f.num(data[p].portfolioTotal?.score, 1)}
                explain={
                  data[p].portfolioTotal ? { figure: `esg:${p}`, label: t(`report.esg.${p}`) } : undefined
                }
              />
              {data[p].benchmarkTotal ? (
                <Figure label={t('report.benchmarkTotal')} value={f.num(data[p].benchmarkTotal?.score, 1)} />
              ) : null}
            </Group>
          ) : null}
        </TableSection>
      ))}
      {data && data.paging.total > data.paging.perPage ? (
        <Box mb="lg">
          <Pager
            page={page}
            perPage={data.paging.perPage}
            total={data.paging.total}
            onPage={setPage}
            size="sm"
          />
        </Box>
      ) : null}
      <TableSection
        title={t('web.results.countryEsg')}
        query={countries}
        coverage={countries.data?.data.portfolioTotal?.coverage}
        csv={{ section: 'esg-countries' }}
        rows={countries.data?.data.data}
        rowKey={(r) => r.country}
        columns={(col) => [
          col.text('country', t('report.columns.country'), (r) => r.label),
          col.weight(),
          col.num('e', t('report.esg.e'), (r) => r.environmental, 1),
          col.num('s', t('report.esg.s'), (r) => r.social, 1),
          col.num('g', t('report.esg.g'), (r) => r.governance, 1),
        ]}
      />
    </>
  );
};

/** Product categories: weight and sustainable score, and each category's leading companies. */
export const ProductsView = () => {
  const t = useT();
  const products = useViewQuery('views.products');
  const data = products.data?.data;
  return (
    <TableSection
      title={t('views.product')}
      query={products}
      coverage={data?.coverage}
      csv={{ section: 'products' }}
      testId="products"
      rows={data?.categories}
      rowKey={(r) => r.code}
      columns={(col) => [
        col.text('category', t('report.columns.category'), (r) => r.label),
        col.weight(),
        col.num('score', t('report.columns.sustainableScore'), (r) => r.sustainableScore, 1),
      ]}
      after={
        data?.topProducts?.length ? (
          <DataTable
            caption={t('report.top.products')}
            rows={data.topProducts}
            rowKey={(r) => r.code}
            columns={(col) => [
              col.text('product', t('report.columns.category'), (r) => r.label),
              col.weight(),
              col.text('companies', t('report.columns.companies'), (r) =>
                r.companies.map((c) => c.name).join(', '),
              ),
            ]}
          />
        ) : null
      }
    />
  );
};

/**
 * A choice between a view's variants (impact type, PAI table). Its labels are long: on a phone it scrolls sideways
 * inside the page, as the view tabs do, instead of widening it.
 */
const VariantPicker = <Value extends number>({
  value,
  onChange,
  options,
  testId,
}: {
  value: Value;
  onChange: (value: Value) => void;
  options: readonly (readonly [Value, string])[];
  testId?: string;
}) => (
  <ScrollArea type="auto" mb="md" offsetScrollbars="x">
    <SegmentedControl
      value={String(value)}
      onChange={(v) => onChange(options.find(([o]) => String(o) === v)?.[0] ?? value)}
      data={options.map(([o, label]) => ({ value: String(o), label }))}
      data-testid={testId}
    />
  </ScrollArea>
);

/** The impact views' head: the pending-configuration prompt (not on a shared page), then the type picker. */
const ImpactType = ({ value, onChange }: { value: 0 | 2; onChange: (type: 0 | 2) => void }) => {
  const t = useT();
  const { subject } = useResults();
  return (
    <>
      {subject.shareToken ? null : <PendingImpactConfiguration />}
      <VariantPicker
        value={value}
        onChange={onChange}
        options={[
          [0, t('web.results.impactType0')],
          [2, t('web.results.impactType2')],
        ]}
      />
    </>
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
        csv={{ section: 'impact-summary', type }}
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
            // one table per category, with the same column widths so they read as one
            columns={(col) =>
              [
                col.text('indicator', t('report.columns.indicator'), (r) => r.label),
                {
                  ...col.text('portfolio', t('web.results.portfolio'), (r) => (
                    <Explained
                      figure={`impact:${r.code}${type === 2 ? ':t2' : ''}`}
                      label={r.label}
                      hasValue={r.portfolio !== null}
                    >
                      {f.num(r.portfolio)}
                    </Explained>
                  )),
                  numeric: true,
                },
                col.num('benchmark', t('web.results.benchmark'), (r) => r.benchmark),
                col.text('unit', t('report.columns.unit'), (r) => f.unit(r.unit)),
                col.coverage((r) => r.coverage.pct),
              ].map((c, i) => ({ ...c, width: ['44%', '15%', '15%', '12%', '14%'][i] }))
            }
          />
        ))}
      </Section>
    </>
  );
};

/**
 * Impact metrics by company, 20 a page: one column per indicator the engine answers (the table scrolls sideways
 * under the company column), headed by the indicator's name and unit from the summary of the same type.
 */
export const ImpactDetailView = () => {
  const t = useT();
  const f = useFormats();
  const { choice: type, choose: setType, page, setPage } = usePagedChoice<0 | 2>(0);
  const detail = useViewQuery('views.impactDetail', { query: { type, page } });
  const summary = useViewQuery('views.impactSummary', { query: { type } });
  const data = detail.data?.data;
  const named = new Map(
    summary.data?.data.categories.flatMap((c) => c.indicators.map((i) => [i.code, i] as const)) ?? [],
  );
  // The summary's order (by category), then any code only the detail answers.
  const answered = new Set(data?.data.flatMap((r) => r.metrics.map((m) => m.code)) ?? []);
  const codes = [...[...named.keys()].filter((c) => answered.has(c)), ...answered].filter(
    (code, index, all) => all.indexOf(code) === index,
  );
  const header = (code: string) => {
    const indicator = named.get(code);
    return indicator ? f.withUnit(indicator.label, indicator.unit) : code;
  };
  return (
    <>
      <ImpactType value={type} onChange={setType} />
      <IndicatorTableSection
        title={t('views.impactDetail')}
        query={detail}
        csv={{ section: 'impact', type }}
        testId="impact-detail"
        tableTestId="impact-detail-table"
        rows={data?.data}
        indicators={codes.map((code) => ({ code }))}
        indicatorColumn={(col, { code }) =>
          col.num(code, header(code), (r) => r.metrics.find((m) => m.code === code)?.value)
        }
        paging={data ? { page, perPage: data.perPage, total: data.total, onPage: setPage } : null}
      />
    </>
  );
};

const bandColor = { green: 'green', yellow: 'yellow', red: 'red' } as const;

/** Traffic lights per exclusion and controversy: the weight in each band, with coverage. */
export const ControversySummaryView = () => {
  const t = useT();
  const controversies = useViewQuery('views.controversySummary');
  return (
    <TableSection
      title={t('views.controversySummary')}
      query={controversies}
      csv={{ section: 'controversies' }}
      testId="controversy-summary"
      rows={controversies.data?.data.columns}
      rowKey={(r) => r.code}
      columns={(col) => [
        col.text('indicator', t('report.columns.indicator'), (r) => r.label),
        col.pct('green', t('report.columns.green'), (r) => r.greenPct),
        col.pct('yellow', t('report.columns.yellow'), (r) => r.yellowPct),
        col.pct('red', t('report.columns.red'), (r) => r.redPct),
        col.coverage((r) => r.coverage.pct),
      ]}
    />
  );
};

/** Involvement by company and indicator, 20 a page, as traffic lights; every indicator, scrolling sideways. */
export const ControversyDetailView = () => {
  const t = useT();
  const f = useFormats();
  const [page, setPage] = useState(1);
  const controversies = useViewQuery('views.controversies', { query: { page } });
  const data = controversies.data?.data;
  return (
    <IndicatorTableSection
      title={t('views.controversyDetail')}
      query={controversies}
      csv={{ section: 'exclusions' }}
      testId="controversy-detail"
      tableTestId="controversy-detail-table"
      rows={data?.results}
      indicators={data?.columns ?? []}
      indicatorColumn={(col, c) =>
        col.text(c.code, c.label, (r) => {
          const v = r.values[c.code];
          return v?.band ? (
            <Badge color={bandColor[v.band]} variant="light" radius="sm">
              {/* a controversy has a band but no revenue share: the band alone, never "n/a" beside it */}
              {v.revenueSharePct === null
                ? t(`exports.bands.${v.band}`)
                : `${t(`exports.bands.${v.band}`)} ${f.pct(v.revenueSharePct, 1)}`}
            </Badge>
          ) : (
            t('common.noDataMarker')
          );
        })
      }
      paging={data ? { page, perPage: data.paging.perPage, total: data.paging.total, onPage: setPage } : null}
    />
  );
};

const PaiSetPicker = ({ value, onChange }: { value: 1 | 2 | 3; onChange: (set: 1 | 2 | 3) => void }) => {
  const t = useT();
  return (
    <VariantPicker
      value={value}
      onChange={onChange}
      options={[
        [1, t('web.results.paiSet1')],
        [2, t('web.results.paiSet2')],
        [3, t('web.results.paiSet3')],
      ]}
      testId="pai-set"
    />
  );
};

const paiCsv = { 1: 'pai-1', 2: 'pai-2', 3: 'pai-3' } as const;
const paiDetailCsv = { 1: 'pai-detail-1', 2: 'pai-detail-2', 3: 'pai-detail-3' } as const;

/** SFDR PAI tables 1, 2 and 3 (RTS Annex I): each metric's value, unit and coverage, portfolio and benchmark. */
export const PaiSummaryView = () => {
  const t = useT();
  const { locale } = useLocale();
  const f = useFormats();
  const [set, setSet] = useState<1 | 2 | 3>(1);
  const pai = useViewQuery('views.pai', { params: { set }, query: { basis: 'all' } });
  const data = pai.data?.data;
  const isPending = isPaiPending(pai.error);
  const rows = data?.indicators.flatMap((i) => i.metrics.map((m) => ({ indicator: i, metric: m }))) ?? [];
  const first = data?.indicators.find((i) => i.metrics.some((m) => m.portfolio.value !== null));
  const totalGhgCoverage = data ? paiTotalGhgCoverage(data.indicators) : null;
  const figure = (m: PaiMetric['portfolio'] | null) =>
    m === null
      ? t('common.noDataMarker')
      : m.status !== 'ok'
        ? t(`exports.statuses.${m.status}`)
        : // a share prints as the coverage beside it does ("7.22%"), other units after a space ("13.77 t CO2e")
          m.unit === 'percent'
          ? f.pct(m.value)
          : `${f.num(m.value)} ${f.unit(m.unit)}`;
  return (
    <>
      <PaiSetPicker value={set} onChange={setSet} />
      <TableSection
        title={`${t('views.sfdrPaiSummary')} · ${t(`web.results.paiSet${set}`)}`}
        query={pai}
        csv={{ section: paiCsv[set] }}
        error={isPending ? null : pai.error}
        isEmpty={!isPending && rows.length === 0}
        testId="pai-summary"
        rows={rows}
        rowKey={(r) => `${r.indicator.code}-${r.metric.code}`}
        columns={(col) => [
          col.text('number', t('exports.columns.number'), (r) => r.indicator.number),
          col.text('indicator', t('report.columns.indicator'), (r) => r.metric.label),
          {
            ...col.text('portfolio', t('web.results.portfolio'), (r) => (
              // the 'all' basis the view asks for is the explain name's default (engine explain/pai.ts)
              <Explained figure={`pai:${r.metric.code}`} label={r.metric.label}>
                {figure(r.metric.portfolio)}
              </Explained>
            )),
            numeric: true,
          },
          {
            ...col.text('benchmark', t('web.results.benchmark'), (r) => figure(r.metric.benchmark)),
            numeric: true,
          },
          col.coverage((r) => r.metric.portfolio.coverage.pct),
        ]}
      >
        {isPending ? <PaiCalculate /> : null}
        {data ? <Text size="sm">{t('report.pai.referenceYear', { year: data.referenceYear })}</Text> : null}
        {totalGhgCoverage !== null ? (
          <Text size="sm" data-testid="pai-total-ghg-coverage">
            {t('report.pai.totalGhgCoverage', { pct: f.pct(totalGhgCoverage, 1) })}
          </Text>
        ) : null}
        {first ? (
          <Chart
            spec={(fit) =>
              paiIndicatorChart(first, {
                locale,
                width: 'container',
                ...fit,
                height: 200,
                // the axis names the metrics' unit by its symbol in `locale` when they share one (core's chart)
                labels: sideLabels(t),
              })
            }
            label={first.label}
          />
        ) : null}
      </TableSection>
    </>
  );
};

/** SFDR PAI by company, 20 a page: every input column of the table, scrolling sideways under the company. */
export const PaiDetailView = () => {
  const t = useT();
  const f = useFormats();
  const { choice: set, choose: setSet, page, setPage } = usePagedChoice<1 | 2 | 3>(1);
  const detail = useViewQuery('views.paiDetail', { params: { set }, query: { page } });
  const data = detail.data?.data;
  const isPending = isPaiPending(detail.error);
  return (
    <>
      <PaiSetPicker value={set} onChange={setSet} />
      <IndicatorTableSection
        title={`${t('views.sfdrPaiDetail')} · ${t(`web.results.paiSet${set}`)}`}
        query={detail}
        csv={{ section: paiDetailCsv[set] }}
        error={isPending ? null : detail.error}
        isEmpty={!isPending && data?.data.length === 0}
        testId="pai-detail"
        tableTestId="pai-detail-table"
        rows={data?.data}
        indicators={data?.columns ?? []}
        indicatorColumn={(col, c) => col.num(c.code, f.withUnit(c.label, c.unit), (r) => r.values[c.code])}
        paging={data ? { page, perPage: data.perPage, total: data.total, onPage: setPage } : null}
      >
        {isPending ? <PaiCalculate /> : undefined}
      </IndicatorTableSection>
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
  const page1 = rows.data?.data;
  const kpiLabels: Record<TaxonomyKpi, string> = {
    turnover: t('report.taxonomy.turnover'),
    capex: t('report.taxonomy.capex'),
    opex: t('report.taxonomy.opex'),
  };
  const aligned = t('report.taxonomy.aligned');
  return (
    <>
      <TableSection
        title={t('views.euTaxonomy')}
        query={summary}
        coverage={data?.portfolio.turnover.coverage}
        csv={{ section: 'taxonomy' }}
        testId="taxonomy-summary"
        isEmpty={false}
        rows={
          data
            ? taxonomyKpis.map((kpi) => ({ kpi, side: data.portfolio[kpi], bench: data.benchmark?.[kpi] }))
            : []
        }
        rowKey={(r) => r.kpi}
        columns={(col) => [
          col.text('kpi', t('report.columns.measure'), (r) => kpiLabels[r.kpi]),
          {
            ...col.text('eligible', t('report.taxonomy.eligible'), (r) => (
              <Explained
                figure={`taxonomy:${r.kpi}:eligible`}
                label={`${kpiLabels[r.kpi]} · ${t('report.taxonomy.eligible')}`}
                hasValue={r.side.includingSovereigns.eligiblePct !== null}
              >
                {f.pct(r.side.includingSovereigns.eligiblePct)}
              </Explained>
            )),
            numeric: true,
          },
          {
            ...col.text('aligned', aligned, (r) => (
              <Explained
                figure={`taxonomy:${r.kpi}`}
                label={`${kpiLabels[r.kpi]} · ${aligned}`}
                hasValue={r.side.includingSovereigns.alignedPct !== null}
              >
                {f.pct(r.side.includingSovereigns.alignedPct)}
              </Explained>
            )),
            numeric: true,
          },
          col.pct(
            'benchAligned',
            `${t('web.results.benchmark')} · ${aligned}`,
            (r) => r.bench?.includingSovereigns.alignedPct,
          ),
          col.coverage((r) => r.side.coverage.pct),
        ]}
      >
        {data ? (
          <Chart
            spec={(fit) =>
              taxonomyChart(data, {
                locale,
                width: 'container',
                ...fit,
                height: 220,
                labels: sideLabels(t),
                kpiLabels,
                measureLabels: { eligible: t('report.taxonomy.eligible'), aligned },
              })
            }
            label={t('views.euTaxonomy')}
          />
        ) : null}
      </TableSection>
      <TableSection
        title={t('web.results.byCompany')}
        query={rows}
        rows={page1?.data}
        rowKey={(r) => r.companyId}
        columns={(col) => [
          col.name(),
          col.weight(),
          col.pct('turnover', `${kpiLabels.turnover} · ${aligned}`, (r) => r.turnover.alignedPct),
          col.pct('capex', `${kpiLabels.capex} · ${aligned}`, (r) => r.capex.alignedPct),
          col.text('year', t('report.columns.fiscalYear'), (r) => r.fiscalYear ?? ''),
        ]}
        pager={page1 ? { page, perPage: page1.perPage, total: page1.total, onPage: setPage } : null}
      />
    </>
  );
};
