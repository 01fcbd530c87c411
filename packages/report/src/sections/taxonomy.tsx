import { type TaxonomyKpi, type TaxonomySide, taxonomyChart } from '@esgkit/core';
import { Chart } from '../charts/Chart.tsx';
import {
  chartOptionsOf,
  formatsOf,
  type ReportSection,
  type SectionContext,
  sideLabelsOf,
  topByWeight,
} from './context.ts';
import { DataTable, SubHeading } from './parts.tsx';

const kpis: readonly TaxonomyKpi[] = ['turnover', 'capex', 'opex'];
/** spec doc 2 §9: top companies by weight shown: 5. */
const TOP_COMPANIES = 5;

const kpiLabelsOf = (ctx: SectionContext): Record<TaxonomyKpi, string> => ({
  turnover: ctx.t('report.taxonomy.turnover'),
  capex: ctx.t('report.taxonomy.capex'),
  opex: ctx.t('report.taxonomy.opex'),
});

/** EU Taxonomy eligibility and alignment per KPI (Regulation (EU) 2020/852 Art. 8; RTS Art. 17). */
export const taxonomySection: ReportSection = {
  hasData: (r) => r.taxonomySummary !== undefined,
  coverage: (r) => r.taxonomySummary?.data.portfolio.turnover.coverage ?? null,
  charts: (ctx) => {
    const summary = ctx.results.taxonomySummary?.data;
    if (!summary) return [];
    return [
      {
        key: 'taxonomy',
        spec: taxonomyChart(summary, {
          ...chartOptionsOf(ctx, { width: 340, height: 150 }),
          labels: sideLabelsOf(ctx),
          kpiLabels: kpiLabelsOf(ctx),
          measureLabels: {
            eligible: ctx.t('report.taxonomy.eligible'),
            aligned: ctx.t('report.taxonomy.aligned'),
          },
          title: ctx.t('report.taxonomy.includingSovereigns'),
        }),
      },
    ];
  },
  Body: ({ ctx }) => {
    const f = formatsOf(ctx.locale);
    const summary = ctx.results.taxonomySummary!.data;
    const companies = ctx.results.taxonomy?.data.data ?? [];
    const kpiLabels = kpiLabelsOf(ctx);
    const sideTable = (side: TaxonomySide, title: string) => (
      <>
        <SubHeading>{title}</SubHeading>
        <DataTable
          headerColor={ctx.palette.brandPale}
          columns={[
            { label: ctx.t('report.columns.measure'), flex: 2.4 },
            ...kpis.map((kpi) => ({ label: kpiLabels[kpi], flex: 1.2, isNumeric: true })),
          ]}
          rows={[
            [
              `${ctx.t('report.taxonomy.eligible')} · ${ctx.t('report.taxonomy.includingSovereigns')}`,
              ...kpis.map((k) => f.pct(side[k].includingSovereigns.eligiblePct)),
            ],
            [
              `${ctx.t('report.taxonomy.aligned')} · ${ctx.t('report.taxonomy.includingSovereigns')}`,
              ...kpis.map((k) => f.pct(side[k].includingSovereigns.alignedPct)),
            ],
            [
              `${ctx.t('report.taxonomy.aligned')} · ${ctx.t('report.taxonomy.excludingSovereigns')}`,
              ...kpis.map((k) => f.pct(side[k].excludingSovereigns.alignedPct)),
            ],
            [ctx.t('report.taxonomy.enabling'), ...kpis.map((k) => f.pct(side[k].enablingPct))],
            [ctx.t('report.taxonomy.transitional'), ...kpis.map((k) => f.pct(side[k].transitionalPct))],
            [ctx.t('common.coverage'), ...kpis.map((k) => f.pct(side[k].coverage.pct, 1))],
          ]}
        />
      </>
    );
    return (
      <>
        <Chart svg={ctx.charts.get('taxonomy')} fallback={f.noData} />
        {sideTable(summary.portfolio, ctx.t('nav.portfolio'))}
        {summary.benchmark ? sideTable(summary.benchmark, ctx.t('fields.benchmark')) : null}
        {companies.length > 0 ? (
          <>
            <SubHeading>{ctx.t('report.top.companies')}</SubHeading>
            <DataTable
              headerColor={ctx.palette.brandPale}
              columns={[
                { label: ctx.t('report.columns.name'), flex: 3 },
                { label: ctx.t('fields.weight'), flex: 1, isNumeric: true },
                {
                  label: `${kpiLabels.turnover} · ${ctx.t('report.taxonomy.eligible')}`,
                  flex: 1.5,
                  isNumeric: true,
                },
                {
                  label: `${kpiLabels.turnover} · ${ctx.t('report.taxonomy.aligned')}`,
                  flex: 1.5,
                  isNumeric: true,
                },
              ]}
              rows={topByWeight(companies, TOP_COMPANIES).map((c) => [
                c.name,
                f.pct(c.weightPct),
                f.pct(c.turnover.eligiblePct),
                f.pct(c.turnover.alignedPct),
              ])}
            />
          </>
        ) : null}
      </>
    );
  },
};
