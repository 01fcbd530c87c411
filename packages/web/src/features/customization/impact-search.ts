import { foldForSearch, type Locale, phyIndicators, phyMetrics } from '@esgkit/core';

let names: Map<string, Record<Locale, string>> | undefined;
/** Each catalogue code's name in both languages (core's catalogues), so a search finds it in either. */
const namesOf = (code: string): Record<Locale, string> | undefined => {
  names ??= new Map([...phyIndicators, ...phyMetrics].map((entry) => [entry.code, entry.name]));
  return names.get(code);
};

/**
 * Whether an indicator matches a search: its code, the label the engine answered, or its catalogue name in
 * English or Italian contains the search, without regard to case or accents ("energia" finds "Energía" too).
 */
export const matchesSearch = (
  indicator: { code: string; label?: string | undefined },
  search: string,
): boolean => {
  const needle = foldForSearch(search.trim());
  if (needle === '') return true;
  const both = namesOf(indicator.code);
  return [indicator.code, indicator.label ?? '', both?.['en-US'] ?? '', both?.['it-IT'] ?? ''].some((text) =>
    foldForSearch(text).includes(needle),
  );
};
