import { type EsgPillar, type EsgRow, esgPillarsChart } from '@esgkit/core';
import { Chart } from '../charts/Chart.tsx';
import {
  chartOptionsOf,
  formatsOf,
  type ReportSection,
  type SectionContext,
  sideLabelsOf,
  topByWeight,
} from './context.ts';
import { DataTable, Note, SubHeading } from './parts.tsx';

/** spec doc 1 §9 / doc 2 §9: PDF ESG page size 5, sorted by weight descending. */
const ESG_ROWS = 5;
/** Indicator columns that fit A4 portrait next to name, weight and score. */
const MAX_INDICATORS = 3;
const pillars = ['e', 's', 'g'] as const;

const pillarLabelsOf = (ctx: SectionContext) => ({
  e: ctx.t('report.esg.e'),
  s: ctx.t('report.esg.s'),
  g: ctx.t('report.esg.g'),
});

const PillarTable = ({ ctx, pillar, label }: { ctx: SectionContext; pillar: EsgPillar; label: string }) => {
  const f = formatsOf(ctx.locale);
  const selected =
    pillar.selectedIndicators.length > 0 ? pillar.selectedIndicators : pillar.indicators.map((i) => i.code);
  const indicators = selected
    .map((code) => pillar.indicators.find((i) => i.code === code))
    .filter((i) => i !== undefined)
    .slice(0, MAX_INDICATORS);
  const indicatorValue = (row: EsgRow, code: string) => {
    const indicator = indicators.find((i) => i.code === code);
    const value = row.values[code];
    return indicator?.kind === 'percent' ? f.pct(value) : f.num(value);
  };
  const rowOf = (row: EsgRow, name: string) => [
    name,
    f.pct(row.weightPct),
    f.num(row.score, 1),
    ...indicators.map((i) => indicatorValue(row, i.code)),
  ];
  return (
    <>
      <SubHeading>{ctx.t('report.esg.companiesByWeight', { pillar: label })}</SubHeading>
      <DataTable
        headerColor={ctx.palette.brandPale}
        columns={[
          { label: ctx.t('report.columns.name'), flex: 2.6 },
          { label: ctx.t('fields.weight'), flex: 0.9, isNumeric: true },
          { label: ctx.t('report.columns.score'), flex: 0.9, isNumeric: true },
          ...indicators.map((i) => ({
            label: i.unit ? `${i.label} (${i.unit})` : i.label,
            flex: 1.3,
            isNumeric: true,
          })),
        ]}
        rows={[
          ...topByWeight(pillar.companies, ESG_ROWS).map((row) => rowOf(row, row.name)),
          ...(pillar.portfolioTotal ? [rowOf(pillar.portfolioTotal, ctx.t('report.portfolioTotal'))] : []),
          ...(pillar.benchmarkTotal ? [rowOf(pillar.benchmarkTotal, ctx.t('report.benchmarkTotal'))] : []),
        ]}
      />
    </>
  );
};

/** E, S and G: pillar scores, then the five largest companies of each pillar with their indicators. */
export const esgSection: ReportSection = {
  hasData: (r) => r.esg !== undefined,
  coverage: (r) => r.esg?.data.e.portfolioTotal?.coverage ?? null,
  charts: (ctx) => {
    const esg = ctx.results.esg?.data;
    if (!esg) return [];
    return [
      {
        key: 'esg.pillars',
        spec: esgPillarsChart(esg, {
          ...chartOptionsOf(ctx, { height: 120 }),
          labels: sideLabelsOf(ctx),
          pillarLabels: pillarLabelsOf(ctx),
          title: ctx.t('report.esg.pillarScores'),
        }),
      },
    ];
  },
  Body: ({ ctx }) => {
    const f = formatsOf(ctx.locale);
    const esg = ctx.results.esg!.data;
    const labels = pillarLabelsOf(ctx);
    const score = ctx.results.sustainability?.data;
    return (
      <>
        <Chart svg={ctx.charts.get('esg.pillars')} fallback={f.noData} />
        {/* issue 28: a score made with the advisor's own weights states the profile version; the default weights
            (version 0) print nothing new, so a report on them is the same file as before */}
        {score && score.scoringProfileVersion > 0 ? (
          <Note>
            {`${ctx.t('scoring.score')}: ${f.num(score.overall.portfolio, 1)} · ${ctx.t('scoring.version', {
              version: score.scoringProfileVersion,
            })}`}
          </Note>
        ) : null}
        {pillars.map((p) => (
          <PillarTable key={p} ctx={ctx} pillar={esg[p]} label={labels[p]} />
        ))}
      </>
    );
  },
};
