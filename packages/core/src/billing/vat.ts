/**
 * VAT: the EU standard rates and an offline check of VAT ID formats (issue 25 "VAT").
 *
 * Source: European Commission, "VAT rates applied in the Member States of the European Union"
 * (taxation-customs.ec.europa.eu, taxud.c.1(2025)), standard rates in force on 2025-08-01, the date this table was
 * checked. Changes since 2024 it includes: FI 25.5 % (2024-09-01), SK 23 % (2025-01-01), EE 24 % (2025-07-01),
 * RO 21 % (2025-08-01). When a member state changes its rate, change it here and the date above
 * (docs/billing.md "VAT").
 */
const euStandardVatPct = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
} as const satisfies Record<string, number>;
export type EuCountry = keyof typeof euStandardVatPct;

/** The date the rate table was checked against its source (shown in docs/billing.md). */
export const VAT_TABLE_DATE = '2025-08-01';

const isEuCountry = (country: string): country is EuCountry => Object.hasOwn(euStandardVatPct, country);

/**
 * The standard VAT rate of an EU member state, percent; `null` outside the EU (no EU VAT is added). Takes the ISO
 * 3166 code, or "EL", the VAT prefix of Greece.
 *
 * @example vatRateFor('IT') // 22
 * @example vatRateFor('US') // null
 */
export const vatRateFor = (country: string): number | null => {
  const code = country.trim().toUpperCase();
  const iso = code === 'EL' ? 'GR' : code;
  return isEuCountry(iso) ? euStandardVatPct[iso] : null;
};

/**
 * The format of each member state's VAT number after its two-letter prefix (European Commission, VIES "VAT number
 * validation" FAQ). A format check only: no VIES lookup is made (docs/decisions.md).
 */
const vatIdFormats: Record<string, { iso: EuCountry; body: RegExp }> = {
  AT: { iso: 'AT', body: /^U\d{8}$/ },
  BE: { iso: 'BE', body: /^[01]\d{9}$/ },
  BG: { iso: 'BG', body: /^\d{9,10}$/ },
  CY: { iso: 'CY', body: /^\d{8}[A-Z]$/ },
  CZ: { iso: 'CZ', body: /^\d{8,10}$/ },
  DE: { iso: 'DE', body: /^\d{9}$/ },
  DK: { iso: 'DK', body: /^\d{8}$/ },
  EE: { iso: 'EE', body: /^\d{9}$/ },
  EL: { iso: 'GR', body: /^\d{9}$/ },
  ES: { iso: 'ES', body: /^[0-9A-Z]\d{7}[0-9A-Z]$/ },
  FI: { iso: 'FI', body: /^\d{8}$/ },
  FR: { iso: 'FR', body: /^[0-9A-HJ-NP-Z]{2}\d{9}$/ },
  HR: { iso: 'HR', body: /^\d{11}$/ },
  HU: { iso: 'HU', body: /^\d{8}$/ },
  IE: { iso: 'IE', body: /^\d[0-9A-Z+*]\d{5}[A-Z]{1,2}$/ },
  IT: { iso: 'IT', body: /^\d{11}$/ },
  LT: { iso: 'LT', body: /^(\d{9}|\d{12})$/ },
  LU: { iso: 'LU', body: /^\d{8}$/ },
  LV: { iso: 'LV', body: /^\d{11}$/ },
  MT: { iso: 'MT', body: /^\d{8}$/ },
  NL: { iso: 'NL', body: /^\d{9}B\d{2}$/ },
  PL: { iso: 'PL', body: /^\d{10}$/ },
  PT: { iso: 'PT', body: /^\d{9}$/ },
  RO: { iso: 'RO', body: /^[1-9]\d{1,9}$/ },
  SE: { iso: 'SE', body: /^\d{10}01$/ },
  SI: { iso: 'SI', body: /^\d{8}$/ },
  SK: { iso: 'SK', body: /^\d{10}$/ },
};

/**
 * Whether a VAT ID looks like an EU one (prefix and format; spaces, dots and dashes ignored), and whose: the ISO
 * country code ("EL…" is Greece, GR). Offline: it says nothing about whether the number is registered.
 *
 * @example looksLikeEuVatId('IT 12345678901') // { country: 'IT' }
 * @example looksLikeEuVatId('GB123456789') // null
 */
export const looksLikeEuVatId = (vatId: string): { country: string } | null => {
  const id = vatId.replace(/[\s.-]/g, '').toUpperCase();
  const format = vatIdFormats[id.slice(0, 2)];
  return format?.body.test(id.slice(2)) ? { country: format.iso } : null;
};
