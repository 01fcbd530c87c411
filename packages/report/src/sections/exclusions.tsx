import { formatsOf, type ReportSection } from './context.ts';
import { DataTable, Note, SubHeading } from './parts.tsx';
import { bandLabel } from './traffic.ts';

/** Names of the companies shown per exclusion type. */
const COMPANIES_SHOWN = 3;

/** The exclusions watch list and the traffic-light shares per column (getExclusionsWatchListPdf, spec doc 1 §9 bands). */
export const exclusionsSection: ReportSection = {
  hasData: (r) => r.exclusionsWatchList !== undefined,
  coverage: (r) => r.exclusionsWatchList?.data.coverage ?? null,
  Body: ({ ctx }) => {
    const f = formatsOf(ctx.locale);
    const watchList = ctx.results.exclusionsWatchList!.data;
    const columns = ctx.results.controversies?.data.columns ?? [];
    return (
      <>
        <DataTable
          headerColor={ctx.palette.brandPale}
          columns={[
            { label: ctx.t('report.columns.indicator'), flex: 1.8 },
            { label: ctx.t('report.columns.band'), flex: 1.8 },
            { label: ctx.t('fields.weight'), flex: 0.9, isNumeric: true },
            { label: ctx.t('report.columns.companies'), flex: 3 },
          ]}
          rows={watchList.items.map((item) => [
            item.label,
            bandLabel(ctx, item.band, f.noData),
            f.pct(item.weightPct),
            item.companies
              .slice(0, COMPANIES_SHOWN)
              .map((c) => c.name)
              .join(', ') || f.noData,
          ])}
        />
        <Note>
          {ctx.t('report.trafficLight.green')} · {ctx.t('report.trafficLight.yellow')} ·{' '}
          {ctx.t('report.trafficLight.red')}
        </Note>
        {columns.length > 0 ? (
          <>
            <SubHeading>{ctx.t('views.controversySummary')}</SubHeading>
            <DataTable
              headerColor={ctx.palette.brandPale}
              columns={[
                { label: ctx.t('report.columns.indicator'), flex: 2.4 },
                { label: ctx.t('report.columns.green'), flex: 1, isNumeric: true },
                { label: ctx.t('report.columns.yellow'), flex: 1, isNumeric: true },
                { label: ctx.t('report.columns.red'), flex: 1, isNumeric: true },
                { label: ctx.t('common.coverage'), flex: 1, isNumeric: true },
              ]}
              rows={columns.map((c) => [
                c.label,
                f.pct(c.greenPct),
                f.pct(c.yellowPct),
                f.pct(c.redPct),
                f.pct(c.coverage.pct, 1),
              ])}
            />
          </>
        ) : null}
      </>
    );
  },
};
