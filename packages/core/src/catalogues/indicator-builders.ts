import type {
  ImpactCategoryId,
  IndicatorPillar,
  IndicatorPolarity,
  IndicatorSource,
  IndicatorUnitId,
  LocalizedLine,
  LocalizedText,
  PhyIndicator,
  SourceFrameworkId,
} from './schema.ts';

// Small builders that keep the indicator data files readable: one call per indicator, kind and unit implied.

export type IndicatorDraft = Omit<PhyIndicator, 'pillar' | 'category'>;
type Extra = Partial<Pick<PhyIndicator, 'comparison' | 'datasetColumn' | 'exclusionType'>>;

export const UP: IndicatorPolarity = 'higher_is_better';
export const DOWN: IndicatorPolarity = 'lower_is_better';
export const NEUTRAL: IndicatorPolarity = 'neutral';

export const src = (framework: SourceFrameworkId, reference: string): IndicatorSource => ({
  framework,
  reference,
});

/** The company_facts.csv column carrying the same figure. */
export const column = (name: string): PhyIndicator['datasetColumn'] => ({ column: name, isInverted: false });
/** The company_facts.csv column that flags the opposite (e.g. `no_human_rights_policy` for a policy flag). */
export const invertedColumn = (name: string): PhyIndicator['datasetColumn'] => ({
  column: name,
  isInverted: true,
});

const draft =
  (kind: PhyIndicator['kind'], unit: IndicatorUnitId) =>
  (
    code: string,
    polarity: IndicatorPolarity,
    name: LocalizedText,
    definition: LocalizedLine,
    source: IndicatorSource,
    extra: Extra = {},
  ): IndicatorDraft => ({ code, kind, unit, polarity, name, definition, source, ...extra });

/** A 1/0 indicator. */
export const flag = draft('flag', 'flag');
/** A percentage, 0–100 unless the definition says otherwise. */
export const percent = draft('percent', 'percent');
/** A number of things: people, incidents, directors. */
export const count = draft('count', 'count');
/** A measured amount in a unit: tonnes, GWh, m³, euros, hours. */
export const quantity = (
  code: string,
  unit: IndicatorUnitId,
  polarity: IndicatorPolarity,
  name: LocalizedText,
  definition: LocalizedLine,
  source: IndicatorSource,
  extra: Extra = {},
): IndicatorDraft => draft('quantity', unit)(code, polarity, name, definition, source, extra);

/** Gives drafts their pillar and category. */
export const inCategory = (
  pillar: IndicatorPillar,
  category: ImpactCategoryId,
  drafts: readonly IndicatorDraft[],
): PhyIndicator[] => drafts.map((d) => ({ pillar, category, ...d }));
