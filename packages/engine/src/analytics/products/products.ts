import {
  type CompanyProducts,
  type Locale,
  type ProductCategoryRow,
  type ProductsData,
  productCategories,
  type TopProduct,
} from '@esgkit/core';
import { coverageOf, type PortfolioSide, pctOfTotal } from '../views/side.ts';

// The products view (spec doc 1 §3 "Products: companies with products and categories; a product has weight and
// sustainableScore"; doc 2 §3 "29 product categories"; doc 1 §9 "5 products (3 per product by sustainable score)").

/** Top products and companies per product of the PDF's top list (spec doc 1 §9). */
export const TOP_PRODUCTS = 5;
export const TOP_PRODUCT_COMPANIES = 3;

interface CategorySums {
  /** Σ v_c · share_c,k / 100, EUR */
  valueEur: number;
  /** Σ v_c · share_c,k · score_c,k and Σ v_c · share_c,k over rows with a score */
  scoreNum: number;
  scoreDen: number;
}

const labelOf = (code: string, locale: Locale): string =>
  productCategories.find((p) => p.id === code)?.name[locale] ?? code;

const sumsCache = new WeakMap<PortfolioSide, ReturnType<typeof computeSums>>();
const sumsOf = (side: PortfolioSide) => {
  let sums = sumsCache.get(side);
  if (!sums) {
    sums = computeSums(side);
    sumsCache.set(side, sums);
  }
  return sums;
};

const computeSums = (side: PortfolioSide) => {
  const p = side.snapshot.data.products;
  const byCategory = new Map<string, CategorySums>();
  let covered = 0;
  for (const c of side.companies) {
    const from = p.offsets[c]!;
    const to = p.offsets[c + 1]!;
    if (to <= from) continue;
    const v = side.companyValue[c]!;
    covered += v;
    for (let r = from; r < to; r++) {
      const share = p.revenueSharePct[r]!;
      if (Number.isNaN(share)) continue;
      const k = p.category[r]!;
      let s = byCategory.get(k);
      if (!s) {
        s = { valueEur: 0, scoreNum: 0, scoreDen: 0 };
        byCategory.set(k, s);
      }
      const exposure = (v * share) / 100;
      s.valueEur += exposure;
      const score = p.sustainableScore[r]!;
      if (!Number.isNaN(score)) {
        s.scoreNum += exposure * score;
        s.scoreDen += exposure;
      }
    }
  }
  return { byCategory, covered };
};

/**
 * Product categories and companies' products. A category's weight is the portfolio's revenue-weighted exposure,
 * Σ v_c · share_c,k / V (percent of V); its sustainable score the exposure-weighted mean of the products' scores.
 * Companies without products.csv rows are not covered; with no coverage at all every weight is null, never 0.
 * `category` keeps the companies that have that product.
 */
export const productsView = (
  side: PortfolioSide,
  options: { category?: string | null; locale?: Locale } = {},
): ProductsData => {
  const locale = options.locale ?? 'en-US';
  const category = options.category ?? null;
  const { byCategory, covered } = sumsOf(side);
  const categories: ProductCategoryRow[] = productCategories.map((entry) => {
    const s = byCategory.get(entry.id);
    return {
      code: entry.id,
      label: entry.name[locale],
      weightPct: covered > 0 ? pctOfTotal(side, s?.valueEur ?? 0) : null,
      sustainableScore: s && s.scoreDen > 0 ? s.scoreNum / s.scoreDen : null,
    };
  });
  const p = side.snapshot.data.products;
  const { id, name } = side.snapshot.data.companies;
  const companies: CompanyProducts[] = [];
  for (const c of side.companies) {
    const from = p.offsets[c]!;
    const to = p.offsets[c + 1]!;
    if (to <= from) continue;
    const products = [];
    for (let r = from; r < to; r++) {
      const share = p.revenueSharePct[r]!;
      const score = p.sustainableScore[r]!;
      products.push({
        category: p.category[r]!,
        label: labelOf(p.category[r]!, locale),
        weightPct: Number.isNaN(share) ? null : share,
        sustainableScore: Number.isNaN(score) ? null : score,
      });
    }
    if (category !== null && !products.some((x) => x.category === category)) continue;
    companies.push({
      companyId: id[c]!,
      name: name[c]!,
      weightPct: pctOfTotal(side, side.companyValue[c]!),
      products,
    });
  }
  return {
    categories,
    companies,
    category,
    coverage: coverageOf(side, covered),
    topProducts: topProducts(side, { locale }),
  };
};

/**
 * The top `top` product categories by portfolio weight, each with the `perProduct` companies whose product scores
 * highest (ties: heavier company first). Categories with no weight are left out.
 */
export const topProducts = (
  side: PortfolioSide,
  options: { locale?: Locale; top?: number; perProduct?: number } = {},
): TopProduct[] => {
  const locale = options.locale ?? 'en-US';
  const { byCategory } = sumsOf(side);
  const p = side.snapshot.data.products;
  const { id, name } = side.snapshot.data.companies;
  return [...byCategory.entries()]
    .filter(([, s]) => s.valueEur > 0)
    .sort((a, b) => b[1].valueEur - a[1].valueEur || (a[0] < b[0] ? -1 : 1))
    .slice(0, options.top ?? TOP_PRODUCTS)
    .map(([code, s]) => {
      const holders: TopProduct['companies'] = [];
      for (const c of side.companies) {
        for (let r = p.offsets[c]!; r < p.offsets[c + 1]!; r++) {
          if (p.category[r] !== code) continue;
          const share = p.revenueSharePct[r]!;
          const score = p.sustainableScore[r]!;
          holders.push({
            companyId: id[c]!,
            name: name[c]!,
            weightPct: pctOfTotal(side, side.companyValue[c]!),
            revenueSharePct: Number.isNaN(share) ? null : share,
            sustainableScore: Number.isNaN(score) ? null : score,
          });
        }
      }
      // side.companies is by weight descending, and the sort is stable: ties keep the heavier company first
      holders.sort((a, b) => (b.sustainableScore ?? -1) - (a.sustainableScore ?? -1));
      return {
        code,
        label: labelOf(code, locale),
        weightPct: pctOfTotal(side, s.valueEur),
        sustainableScore: s.scoreDen > 0 ? s.scoreNum / s.scoreDen : null,
        companies: holders.slice(0, options.perProduct ?? TOP_PRODUCT_COMPANIES),
      };
    });
};
