import { formatCurrency, formatPercent, type Locale } from '@esgkit/core';

/** An amount in cents (what billing.order answers) in the user's locale and the plans' currency. */
export const formatCents = (cents: number, currency: string, locale: Locale): string =>
  formatCurrency(cents / 100, currency, locale);

/** A discount or VAT rate as the user's locale writes it: 22 %, and 25.5 % where a rate has a decimal. */
export const pctText = (pct: number, locale: Locale): string =>
  formatPercent(pct, locale, { decimals: Number.isInteger(pct) ? 0 : 1 });
