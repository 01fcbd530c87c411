import { View } from '@react-pdf/renderer';
import { formatsOf, type ReportSection, topByWeight } from './context.ts';
import { DataTable, SubHeading } from './parts.tsx';

/** spec doc 1 §9: 5 products, 3 per product by sustainable score. */
const TOP_PRODUCTS = 5;
const COMPANIES_PER_PRODUCT = 3;

/** The five largest product categories, each with its three companies of highest sustainable score. */
export const productsSection: ReportSection = {
  hasData: (r) => r.products !== undefined,
  coverage: (r) => r.products?.data.coverage ?? null,
  Body: ({ ctx }) => {
    const f = formatsOf(ctx.locale);
    const products = ctx.results.products!.data;
    const categories = topByWeight(products.categories, TOP_PRODUCTS);
    return (
      <>
        <SubHeading>{ctx.t('report.top.products')}</SubHeading>
        <DataTable
          headerColor={ctx.palette.brandPale}
          columns={[
            { label: ctx.t('report.columns.category'), flex: 3 },
            { label: ctx.t('fields.weight'), flex: 1, isNumeric: true },
            { label: ctx.t('report.columns.sustainableScore'), flex: 1.4, isNumeric: true },
          ]}
          rows={categories.map((c) => [c.label, f.pct(c.weightPct), f.num(c.sustainableScore, 1)])}
        />
        {categories.map((category) => {
          const leaders = products.companies
            .flatMap((company) =>
              company.products
                .filter((p) => p.category === category.code)
                .map((p) => ({ company, product: p })),
            )
            .sort((a, b) => (b.product.sustainableScore ?? -1) - (a.product.sustainableScore ?? -1))
            .slice(0, COMPANIES_PER_PRODUCT);
          return (
            <View key={category.code} wrap={false}>
              <SubHeading>{category.label}</SubHeading>
              <DataTable
                headerColor={ctx.palette.brandPale}
                columns={[
                  { label: ctx.t('report.columns.name'), flex: 3 },
                  { label: ctx.t('fields.weight'), flex: 1, isNumeric: true },
                  { label: ctx.t('report.columns.revenueShare'), flex: 1.2, isNumeric: true },
                  { label: ctx.t('report.columns.sustainableScore'), flex: 1.4, isNumeric: true },
                ]}
                rows={
                  leaders.length > 0
                    ? leaders.map(({ company, product }) => [
                        company.name,
                        f.pct(company.weightPct),
                        f.pct(product.weightPct),
                        f.num(product.sustainableScore, 1),
                      ])
                    : [[f.noData, f.noData, f.noData, f.noData]]
                }
              />
            </View>
          );
        })}
      </>
    );
  },
};
