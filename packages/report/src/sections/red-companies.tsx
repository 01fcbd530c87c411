import { View } from '@react-pdf/renderer';
import { formatsOf, type ReportSection, topByWeight } from './context.ts';
import { DataTable, SubHeading } from './parts.tsx';

/** spec doc 2 §9: top companies by weight shown: 5. */
const TOP_COMPANIES = 5;

/** The five largest red-flag companies with the indicators they are red in (getRedCompaniesByWeight). */
export const redCompaniesByWeightSection: ReportSection = {
  hasData: (r) => r.redCompanies !== undefined,
  coverage: () => null,
  Body: ({ ctx }) => {
    const f = formatsOf(ctx.locale);
    const red = ctx.results.redCompanies!.data;
    const labelOf = new Map(red.byIndicator.map((i) => [i.code, i.label]));
    return (
      <>
        <SubHeading>{ctx.t('report.top.companies')}</SubHeading>
        <DataTable
          headerColor={ctx.palette.brandPale}
          columns={[
            { label: ctx.t('report.columns.name'), flex: 3 },
            { label: ctx.t('fields.weight'), flex: 1, isNumeric: true },
            { label: ctx.t('report.columns.redIndicators'), flex: 3 },
          ]}
          rows={topByWeight(red.byWeight, TOP_COMPANIES).map((c) => [
            c.name,
            f.pct(c.weightPct),
            c.redIndicators.map((code) => labelOf.get(code) ?? code).join(', ') || f.noData,
          ])}
        />
      </>
    );
  },
};

/** Per red-flag indicator, its weight and its five largest companies (getCompaniesByIndicator). */
export const redCompaniesByIndicatorSection: ReportSection = {
  hasData: (r) => r.redCompanies !== undefined,
  coverage: () => null,
  Body: ({ ctx }) => {
    const f = formatsOf(ctx.locale);
    const red = ctx.results.redCompanies!.data;
    return (
      <>
        {topByWeight(red.byIndicator, red.byIndicator.length).map((indicator) => (
          <View key={indicator.code} wrap={false}>
            <SubHeading>
              {indicator.label} · {f.pct(indicator.weightPct)}
            </SubHeading>
            <DataTable
              headerColor={ctx.palette.brandPale}
              columns={[
                { label: ctx.t('report.columns.name'), flex: 3 },
                { label: ctx.t('fields.weight'), flex: 1, isNumeric: true },
                { label: ctx.t('report.columns.revenueShare'), flex: 1.3, isNumeric: true },
              ]}
              rows={topByWeight(indicator.companies, TOP_COMPANIES).map((c) => [
                c.name,
                f.pct(c.weightPct),
                f.pct(c.revenueSharePct),
              ])}
            />
          </View>
        ))}
      </>
    );
  },
};
