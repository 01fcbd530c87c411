import { View } from '@react-pdf/renderer';
import { formatsOf, meanCoverage, type ReportSection } from './context.ts';
import { DataTable, SubHeading } from './parts.tsx';

/** Impact indicators by category, portfolio next to benchmark (getImpactIndicatorsSummary). */
export const impactIndicatorsSection: ReportSection = {
  hasData: (r) => r.impactSummary !== undefined,
  coverage: (r) =>
    meanCoverage(r.impactSummary?.data.categories.flatMap((c) => c.indicators.map((i) => i.coverage)) ?? []),
  Body: ({ ctx }) => {
    const f = formatsOf(ctx.locale);
    const summary = ctx.results.impactSummary!.data;
    const hasBenchmark = summary.categories.some((c) => c.indicators.some((i) => i.benchmark !== null));
    return (
      <>
        {summary.categories.map((category) => (
          <View key={category.category}>
            <SubHeading>{category.label}</SubHeading>
            <DataTable
              headerColor={ctx.palette.brandPale}
              columns={[
                { label: ctx.t('report.columns.indicator'), flex: 2.6 },
                { label: ctx.t('report.columns.unit'), flex: 1.4 },
                { label: ctx.t('nav.portfolio'), flex: 1, isNumeric: true },
                ...(hasBenchmark ? [{ label: ctx.t('fields.benchmark'), flex: 1, isNumeric: true }] : []),
                { label: ctx.t('common.coverage'), flex: 0.9, isNumeric: true },
              ]}
              rows={category.indicators.map((i) => [
                i.label,
                i.unit ?? '',
                f.num(i.portfolio),
                ...(hasBenchmark ? [f.num(i.benchmark)] : []),
                f.pct(i.coverage.pct, 1),
              ])}
            />
          </View>
        ))}
      </>
    );
  },
};
