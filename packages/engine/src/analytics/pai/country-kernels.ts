import type { Exposure } from '../exposure/exposure.ts';
import { type Accumulator, empty } from './accumulator.ts';
import type { CountryFactsInputs } from './inputs.ts';

// The kernels over sovereign holdings (PAI 15, 16) and over instruments (Table 2 #16, #17).

/**
 * RTS Annex I, PAI 15: a country's GHG intensity (t CO2e per million EUR of GDP): given, else ghg_t / (gdp_eur / 10⁶);
 * NaN when neither is known. Country screening shows the same figure.
 */
export const countryGhgIntensity = (k: number, cols: Readonly<Record<string, Float64Array>>): number => {
  const given = cols.ghg_intensity_t_per_meur_gdp?.[k] ?? Number.NaN;
  if (!Number.isNaN(given)) return given;
  const gdp = cols.gdp_eur?.[k] ?? Number.NaN;
  return gdp > 0 ? (cols.ghg_t?.[k] ?? Number.NaN) / (gdp / 1e6) : Number.NaN;
};

/** Sovereign holdings j with a value r_j (NaN = not covered): Σ v_j · r_j over C (classes C, D, G). */
export const countryValues = (
  exposure: Exposure,
  countries: CountryFactsInputs | undefined,
  value: (k: number, cols: Readonly<Record<string, Float64Array>>) => number,
): Accumulator => {
  const acc = empty();
  if (!countries) return acc;
  const { index, valueEur } = exposure.countries;
  for (let i = 0; i < index.length; i++) {
    const r = value(index[i]!, countries.columns);
    if (Number.isNaN(r)) continue;
    const v = valueEur[i]!;
    acc.num += v * r;
    acc.covered += v;
  }
  return acc;
};

/**
 * RTS Annex I, PAI 16 (class F): the number of investee countries with `social_violations` = 1, and that number
 * over the investee countries that report the flag, in percent.
 */
export const countryViolations = (
  exposure: Exposure,
  countries: CountryFactsInputs | undefined,
  part: 'count' | 'pct',
): Accumulator => {
  const acc = empty();
  const col = countries?.columns.social_violations;
  if (!col) return acc;
  const { index, valueEur } = exposure.countries;
  let reporting = 0;
  let flagged = 0;
  for (let i = 0; i < index.length; i++) {
    const v = valueEur[i]!;
    const x = col[index[i]!]!;
    if (Number.isNaN(x) || !(v > 0)) continue;
    reporting++;
    if (x === 1) flagged++;
    acc.covered += v;
  }
  acc.num = part === 'count' ? flagged : reporting > 0 ? (100 * flagged) / reporting : 0;
  return acc;
};

/**
 * RTS Annex I Table 2 #16 and #17 (class D on instruments): value of securities not issued as EU green bonds over
 * those whose status is known. An equity is never a green bond; a bond without the flag is not covered.
 */
export const euGreenBond = (exposure: Exposure, side: 'corporate' | 'sovereign'): Accumulator => {
  const acc = empty();
  if (side === 'corporate') {
    let green = 0;
    const g = exposure.companies.euGreenBondValueEur;
    for (let i = 0; i < g.length; i++) green += g[i]!;
    acc.covered = exposure.corporateGreenStatusKnownEur;
    acc.num = acc.covered - green;
  } else {
    acc.covered = exposure.sovereignGreenStatusKnownEur;
    acc.num = acc.covered - exposure.sovereignEuGreenBondValueEur;
  }
  return acc;
};
