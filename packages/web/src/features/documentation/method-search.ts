import { foldForSearch, type MethodArea, type MethodEntry } from '@esgkit/core';

/**
 * Whether a method matches a search: its id, its area's name (as `areaNames` gives it), its title, its inputs or
 * its source, in English or Italian alike, without regard to case or accents ("rendimento" and "Rendimento" both find a return method).
 */
export const matchesMethod = (
  method: MethodEntry,
  search: string,
  areaNames: (area: MethodArea) => readonly string[],
): boolean => {
  const needle = foldForSearch(search.trim());
  if (needle === '') return true;
  const texts = [
    method.id,
    ...areaNames(method.area),
    method.title['en-US'],
    method.title['it-IT'],
    ...method.inputs.flatMap((input) => [input.meaning['en-US'], input.meaning['it-IT']]),
    method.source.citation,
  ];
  return texts.some((text) => foldForSearch(text).includes(needle));
};

/** The methods by area, the areas in the order their first method comes (the entries' own order). */
export const groupByArea = (
  methods: readonly MethodEntry[],
): { area: MethodArea; methods: MethodEntry[] }[] => {
  const groups = new Map<MethodArea, MethodEntry[]>();
  for (const method of methods) groups.set(method.area, [...(groups.get(method.area) ?? []), method]);
  return [...groups].map(([area, entries]) => ({ area, methods: entries }));
};

/** How many decimals a stated result is written with, so the live result is shown (and compared) alike. */
export const statedDecimals = (value: number): number => {
  const text = String(value);
  if (/e/i.test(text)) return 6;
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : Math.min(6, text.length - dot - 1);
};
