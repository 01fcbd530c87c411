import type { FundScreeningFilters, ScreeningQuery } from '@esgkit/core';
import { NumberInput, SimpleGrid } from '@mantine/core';
import { useLocale, useT } from '../../app/locale.tsx';
import { DayInput } from '../../shared/forms/DayInput.tsx';
import { OptionsFilter } from './filters.tsx';

// The bounds issue 26 (part 7) added to the filter panels. A bound left empty does not filter; the engine keeps a
// fund or company without the figure out of every bound set on it (docs/methodology.md D.7).

type Patch = (patch: Partial<ScreeningQuery>) => void;
type NumberField =
  | 'minAumEur'
  | 'maxAumEur'
  | 'minRating'
  | 'minTaxonomyAlignedPct'
  | 'minMarketCapEur'
  | 'maxMarketCapEur';

/** A number bound of the query: empty → no bound. */
const Bound = ({
  field,
  label,
  draft,
  set,
  ...input
}: {
  field: NumberField;
  label: string;
  draft: ScreeningQuery;
  set: Patch;
  min?: number;
  max?: number;
  step?: number;
  decimalScale?: number;
}) => {
  const { locale } = useLocale();
  return (
    <NumberInput
      label={label}
      allowNegative={false}
      // an it-IT user types 1,5 (as the TER input)
      decimalSeparator={locale === 'it-IT' ? ',' : '.'}
      {...input}
      value={draft[field] ?? ''}
      onChange={(v) => set({ [field]: typeof v === 'number' ? v : undefined })}
      data-testid={`filter-${field}`}
    />
  );
};

/** A date bound (ISO date): empty → no bound. */
const DateBound = ({
  field,
  label,
  draft,
  set,
}: {
  field: 'inceptionFrom' | 'inceptionTo';
  label: string;
  draft: ScreeningQuery;
  set: Patch;
}) => (
  <DayInput
    label={label}
    value={draft[field] ?? ''}
    onChange={(e) => set({ [field]: e.currentTarget.value.trim() || undefined })}
    data-testid={`filter-${field}`}
  />
);

/** Fund screening: domiciles, providers, AUM and inception bounds, minimum rating and taxonomy alignment. */
export const FundFactFilters = ({
  lists,
  draft,
  set,
}: {
  lists: FundScreeningFilters | undefined;
  draft: ScreeningQuery;
  set: Patch;
}) => {
  const t = useT();
  return (
    <>
      <OptionsFilter
        label={t('web.screening.domiciles')}
        options={lists?.domiciles}
        value={draft.domiciles}
        onChange={(domiciles) => set({ domiciles })}
        testId="filter-domiciles"
      />
      <OptionsFilter
        label={t('web.screening.providers')}
        options={lists?.providers}
        value={draft.providers}
        onChange={(providers) => set({ providers })}
        testId="filter-providers"
      />
      <SimpleGrid cols={2}>
        <Bound field="minAumEur" label={t('web.screening.minAum')} draft={draft} set={set} min={0} />
        <Bound field="maxAumEur" label={t('web.screening.maxAum')} draft={draft} set={set} min={0} />
        <DateBound field="inceptionFrom" label={t('web.screening.inceptionFrom')} draft={draft} set={set} />
        <DateBound field="inceptionTo" label={t('web.screening.inceptionTo')} draft={draft} set={set} />
        <Bound
          field="minRating"
          label={t('web.screening.minRating')}
          draft={draft}
          set={set}
          min={1}
          max={5}
          step={1}
          decimalScale={0}
        />
        <Bound
          field="minTaxonomyAlignedPct"
          label={t('web.screening.minTaxonomy')}
          draft={draft}
          set={set}
          min={0}
          max={100}
          decimalScale={2}
        />
      </SimpleGrid>
    </>
  );
};

/** Company screening: market cap bounds (EUR). */
export const MarketCapFilter = ({ draft, set }: { draft: ScreeningQuery; set: Patch }) => {
  const t = useT();
  return (
    <SimpleGrid cols={2}>
      <Bound
        field="minMarketCapEur"
        label={t('web.screening.minMarketCap')}
        draft={draft}
        set={set}
        min={0}
      />
      <Bound
        field="maxMarketCapEur"
        label={t('web.screening.maxMarketCap')}
        draft={draft}
        set={set}
        min={0}
      />
    </SimpleGrid>
  );
};
