import { z } from 'zod';
import { Coverage, Id } from './common.ts';
import { NullableFigure } from './view.ts';

/** One of the 29 product categories with the portfolio's exposure (spec doc 2 §3). */
export const ProductCategoryRow = z
  .object({
    code: z.string().min(1).max(64),
    label: z.string(),
    /** Revenue-weighted exposure of the portfolio to the category, percent of the portfolio. */
    weightPct: NullableFigure,
    /** Sustainable score 0–100 of the category's products, value-weighted. */
    sustainableScore: NullableFigure,
  })
  .meta({ id: 'ProductCategoryRow' });
export type ProductCategoryRow = z.infer<typeof ProductCategoryRow>;

/** A company's product: its category, weight and sustainable score (spec doc 1 §3 Products). */
export const Product = z
  .object({
    category: z.string(),
    label: z.string(),
    /** Revenue share of the product in the company, percent. */
    weightPct: NullableFigure,
    sustainableScore: NullableFigure,
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof Product>;

export const CompanyProducts = z
  .object({
    companyId: Id,
    name: z.string(),
    /** The company's weight in the portfolio, percent. */
    weightPct: z.number().min(0),
    products: z.array(Product),
  })
  .meta({ id: 'CompanyProducts' });
export type CompanyProducts = z.infer<typeof CompanyProducts>;

/** A company of a top product: its weight in the portfolio and its product's sustainable score. */
export const TopProductCompany = z
  .object({
    companyId: Id,
    name: z.string(),
    weightPct: z.number().min(0),
    /** Revenue share of the product in the company, percent. */
    revenueSharePct: NullableFigure,
    sustainableScore: NullableFigure,
  })
  .meta({ id: 'TopProductCompany' });
export type TopProductCompany = z.infer<typeof TopProductCompany>;

/** One of the portfolio's top product categories with its best companies (spec doc 1 §9: 5 products, 3 each). */
export const TopProduct = z
  .object({
    code: z.string().min(1).max(64),
    label: z.string(),
    weightPct: NullableFigure,
    sustainableScore: NullableFigure,
    companies: z.array(TopProductCompany),
  })
  .meta({ id: 'TopProduct' });
export type TopProduct = z.infer<typeof TopProduct>;

/** The products view: categories and the companies with their products. */
export const ProductsData = z
  .object({
    categories: z.array(ProductCategoryRow),
    companies: z.array(CompanyProducts),
    /** The category the companies were filtered by, if any. */
    category: z.string().nullable(),
    coverage: Coverage,
    /** The top product categories by weight, 3 companies each by sustainable score (the PDF's top list). */
    topProducts: z.array(TopProduct).optional(),
  })
  .meta({ id: 'ProductsData' });
export type ProductsData = z.infer<typeof ProductsData>;
