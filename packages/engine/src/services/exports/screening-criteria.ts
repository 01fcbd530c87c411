import {
  type CountryScreeningCriteria,
  type FilterOption,
  formatDate,
  formatNumber,
  involvementKey,
  type Locale,
  type ScreeningQuery,
  type TranslationKey,
} from '@esgkit/core';
import { translatorFor } from '../../analytics/views/side.ts';

/** A criterion as the PDF prints it: the filter's name and what it is set to, in the user's language. */
export interface CriterionText {
  label: string;
  value: string;
}

/** The kind's filter lists (the screening's `…Filters` answer): a code of the query is printed as its label. */
export type FilterLists = Partial<Record<string, readonly FilterOption[]>>;

type Criteria = ScreeningQuery & Partial<CountryScreeningCriteria>;
type Describe = (value: never, say: Say) => CriterionText[];

interface Say {
  t: ReturnType<typeof translatorFor>;
  locale: Locale;
  /** the labels of a list's codes, in the list's order of the query */
  labels: (list: string, codes: readonly string[]) => string;
  /** a score's name (the screen's column label) */
  score: (key: string) => string;
}

const list =
  (key: TranslationKey, listName: string): Describe =>
  (codes: readonly string[] | undefined, say: Say) =>
    codes && codes.length > 0
      ? [{ label: say.t(key as 'web.screening.regions'), value: say.labels(listName, codes) }]
      : [];

/** A bound the panel names in full ("Minimum AUM (EUR)"): its value. */
const bound =
  (field: TranslationKey, format: 'amount' | 'pct' | 'date' | 'int') =>
  (value: number | string | undefined, say: Say): CriterionText[] => {
    if (value === undefined) return [];
    const shown =
      format === 'date'
        ? formatDate(String(value), say.locale)
        : formatNumber(Number(value), say.locale, { decimals: format === 'pct' ? 2 : 0 });
    return [{ label: say.t(field as 'web.screening.maxTer'), value: shown }];
  };

/**
 * Every criterion of a screening query and how it reads (one place: a field added to ScreeningQuery does not compile
 * until it says how it is printed). Empty lists and absent bounds do not filter and are not printed.
 */
const describers: Record<keyof Criteria, Describe> = {
  regions: list('web.screening.regions', 'regions'),
  sectors: list('web.screening.sectors', 'sectors'),
  industries: list('web.screening.industries', 'industries'),
  categories: list('web.screening.categories', 'categories'),
  assetClasses: list('web.screening.assetClasses', 'assetClasses'),
  fundTypes: list('web.screening.fundTypes', 'fundTypes'),
  sfdrArticles: ((articles: readonly number[] | undefined, say: Say) =>
    list('web.screening.sfdrArticles', 'sfdrArticles')(articles?.map(String) as never, say)) as Describe,
  domiciles: list('web.screening.domiciles', 'domiciles'),
  providers: list('web.screening.providers', 'providers'),
  controversies: list('web.screening.controversies', 'controversies'),
  exclusionTypes: list('web.screening.exclusionTypes', 'exclusionTypes'),
  // involvement_{type} → the highest band accepted (doc 1 §3)
  exclusions: ((bands: Record<string, 'none' | 'minor' | 'serious'> | undefined, say: Say) => {
    const entries = Object.entries(bands ?? {});
    if (entries.length === 0) return [];
    const byKey = new Map(entries);
    const types = entries.map(([key]) => key.replace(/^involvement_/, ''));
    const value = types
      .map((type) =>
        say.t('report.screening.upTo', {
          type: say.labels('exclusionTypes', [type]),
          band: say.t(`web.screening.bands.${byKey.get(involvementKey(type))!}`),
        }),
      )
      .join('; ');
    return [{ label: say.t('web.screening.exclusions'), value }];
  }) as Describe,
  minScores: ((scores: Record<string, number> | undefined, say: Say) => {
    const entries = Object.entries(scores ?? {}).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return [];
    const value = entries
      .map(
        ([key, min]) =>
          `${say.score(key)} ${say.t('report.screening.atLeast', { value: formatNumber(min, say.locale, { decimals: 0 }) })}`,
      )
      .join('; ');
    return [{ label: say.t('web.screening.minScores'), value }];
  }) as Describe,
  maxTerPct: ((max: number | undefined, say: Say) =>
    max === undefined
      ? []
      : [
          {
            label: say.t('web.screening.maxTer'),
            value: formatNumber(max, say.locale, { decimals: 2 }),
          },
        ]) as Describe,
  minAumEur: bound('web.screening.minAum', 'amount') as Describe,
  maxAumEur: bound('web.screening.maxAum', 'amount') as Describe,
  inceptionFrom: bound('web.screening.inceptionFrom', 'date') as Describe,
  inceptionTo: bound('web.screening.inceptionTo', 'date') as Describe,
  minRating: bound('web.screening.minRating', 'int') as Describe,
  minTaxonomyAlignedPct: bound('web.screening.minTaxonomy', 'pct') as Describe,
  minMarketCapEur: bound('web.screening.minMarketCap', 'amount') as Describe,
  maxMarketCapEur: bound('web.screening.maxMarketCap', 'amount') as Describe,
  // a template made from a CSV names its securities: their number, not 10,000 ISINs
  securities: ((inputs: readonly string[] | undefined, say: Say) =>
    inputs && inputs.length > 0
      ? [
          {
            label: say.t('report.screening.securitiesLabel'),
            value: say.t('report.screening.securities', {
              count: formatNumber(inputs.length, say.locale, { decimals: 0 }),
            }),
          },
        ]
      : []) as Describe,
};

/** The criteria of a screen as the PDF prints them, in `locale`, in the order of the filter panel. */
export const describeCriteria = (
  criteria: ScreeningQuery | CountryScreeningCriteria,
  options: { locale: Locale; lists: FilterLists; scoreLabel: (key: string) => string },
): CriterionText[] => {
  const { locale, lists } = options;
  const say: Say = {
    t: translatorFor(locale),
    locale,
    labels: (name, codes) =>
      codes.map((code) => lists[name]?.find((o) => o.value === code)?.label ?? code).join(', '),
    score: options.scoreLabel,
  };
  return (Object.keys(describers) as Array<keyof Criteria>).flatMap((key) =>
    key in criteria ? describers[key]((criteria as Criteria)[key] as never, say) : [],
  );
};
