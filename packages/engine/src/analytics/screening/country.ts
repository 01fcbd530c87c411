import type {
  CompanyScreeningFilters,
  CountryScreeningCriteria,
  CountryScreeningResult,
  CountryScreeningRow,
  Locale,
} from '@esgkit/core';
import { datasetLabel, dayFromIso, yearOfDay } from '@esgkit/core';
import type { Snapshot } from '../../provider/index.ts';
import { countryOverallScore, scoreTable } from '../esg/scores.ts';
import { countryGhgIntensity } from '../pai/country-kernels.ts';
import {
  type CalculationDate,
  snapshotCountryFacts,
  snapshotIndex,
} from '../snapshot-inputs/snapshot-inputs.ts';
import { compareKeys } from '../views/paging.ts';
import { countryLabel, translatorFor } from '../views/side.ts';

// Country screening (spec doc 2 §7 screeningByCountry: GET regions and exclusion types, POST criteria → array). The
// exclusion types of a country are the countries.csv flags that mark it (dataset-format.md countries.csv; the SFDR
// sovereign PAI 16 and the EU list of non-cooperative tax jurisdictions).

/** countries.csv columns that flag a country, and when a value flags it. */
export const countryFlags = {
  // the EU list of non-cooperative jurisdictions for tax purposes (Council conclusions, updated twice a year)
  eu_non_cooperative_tax: (x: number) => x === 1,
  // investee countries subject to social violations (RTS Annex I, Table 1 #16)
  social_violations: (x: number) => x > 0,
} as const;
export type CountryFlag = keyof typeof countryFlags;

const flagsOf = (snapshot: Snapshot, k: number): CountryFlag[] => {
  const out: CountryFlag[] = [];
  for (const [flag, test] of Object.entries(countryFlags) as [CountryFlag, (x: number) => boolean][]) {
    const x = snapshot.data.countries.numbers[flag]?.[k] ?? Number.NaN;
    if (!Number.isNaN(x) && test(x)) out.push(flag);
  }
  return out;
};

/** PAI 16 (a 0/1 flag column): the flag's own test, null when countries.csv does not say. */
const violated = (x: number): boolean | null => (Number.isNaN(x) ? null : countryFlags.social_violations(x));

/** The country's name in the user's language (Intl), else countries.csv's name, else the code. */
const localName = (code: string, given: string | null, locale: Locale): string => {
  const label = countryLabel(code, locale);
  return label !== code ? label : (given ?? code);
};

/** The lists country screening offers: regions of countries.csv and the flags the dataset has columns for. */
export const countryScreeningFilters = (
  snapshot: Snapshot,
  options: { locale?: Locale } = {},
): Pick<CompanyScreeningFilters, 'regions' | 'exclusionTypes'> => {
  const locale = options.locale ?? 'en-US';
  const t = translatorFor(locale);
  const regions = [...new Set(snapshot.data.countries.region.filter((r): r is string => !!r))].sort(
    compareKeys,
  );
  return {
    regions: regions.map((r) => ({ value: r, label: datasetLabel('region', r, locale) })),
    exclusionTypes: (Object.keys(countryFlags) as CountryFlag[])
      .filter((f) => snapshot.data.countries.numbers[f] !== undefined)
      .map((f) => ({ value: f, label: t(`analytics.countryFlags.${f}`) })),
  };
};

/**
 * The countries of countries.csv that pass: in one of the regions (none chosen: all), flagged for none of the chosen
 * exclusion types (a missing flag does not exclude), each minimum pillar score met (a missing score does not meet
 * it). Scores: countries.csv pillars, else scores.csv (latest year ≤ the date's). Ordered by name.
 */
export const screenCountries = (
  snapshot: Snapshot,
  criteria: CountryScreeningCriteria,
  options: { date?: CalculationDate; locale?: Locale } = {},
): CountryScreeningResult => {
  const locale = options.locale ?? 'en-US';
  const day =
    typeof options.date === 'number' ? options.date : dayFromIso(options.date ?? snapshot.manifest.asOf);
  const table = scoreTable(snapshot, 'country', yearOfDay(day));
  const { countryIndexByCode } = snapshotIndex(snapshot);
  const { countries } = snapshot.data;
  const regions = criteria.regions.length > 0 ? new Set(criteria.regions) : null;
  const excluded = new Set(criteria.exclusionTypes);
  // countries.csv in the country index space, as the PAI kernels read it (one rule for PAI 15 and 16)
  const facts = snapshotCountryFacts(snapshot).columns;
  const rows: CountryScreeningRow[] = [];
  countries.code.forEach((code, row) => {
    const region = countries.region[row] ?? null;
    if (regions && !regions.has(region ?? '')) return;
    const flags = flagsOf(snapshot, row);
    if (flags.some((f) => excluded.has(f))) return;
    const k = countryIndexByCode.get(code)!;
    const value = (x: number) => (Number.isNaN(x) ? null : x);
    const scores = {
      environmental: value(table.columns.environmental[k]!),
      social: value(table.columns.social[k]!),
      governance: value(table.columns.governance[k]!),
    };
    for (const [pillar, min] of Object.entries(criteria.minScores))
      if (!((scores[pillar as keyof typeof scores] ?? Number.NaN) >= (min as number))) return;
    rows.push({
      country: code,
      name: localName(code, countries.name[row] ?? null, locale),
      region: region === null ? null : datasetLabel('region', region, locale),
      ...scores,
      score: value(countryOverallScore(table, k)),
      ghgIntensityTPerMeurGdp: value(countryGhgIntensity(k, facts)),
      socialViolations: violated(facts.social_violations?.[k] ?? Number.NaN),
      flags,
    });
  });
  return rows.sort((a, b) => compareKeys(a.name, b.name));
};
