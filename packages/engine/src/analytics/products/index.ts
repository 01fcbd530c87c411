export { productsView, TOP_PRODUCT_COMPANIES, TOP_PRODUCTS, topProducts } from './products.ts';
