import type {
  ComparisonConstant,
  ComparisonId,
  ComparisonUnitEntry,
  IndicatorUnitId,
  UnitScaleWord,
} from './schema.ts';
import { t } from './text.ts';
import { unitById } from './units.ts';

/** The comparison constants of spec doc 2 §3, exactly as the table gives them. */
export const comparisonConstants: readonly ComparisonConstant[] = [
  {
    id: 'household_energy',
    name: t('Household energy use', 'Consumo energetico di una famiglia'),
    value: 284,
    unit: 'gj',
    per: 'year',
    comparisonUnit: 'families',
    phrase: t(
      'as much energy as {{count}} families use in a year',
      'tanta energia quanta ne consumano {{count}} famiglie in un anno',
    ),
    source: {
      name: t(
        'Spec doc 2 §3 comparison table (publisher not stated)',
        'Spec doc 2 §3, tabella dei confronti (fonte non indicata)',
      ),
      year: null,
    },
  },
  {
    id: 'airplane',
    name: t('One airplane', 'Un aereo'),
    value: 96.453,
    unit: 't_co2e',
    per: 'event',
    comparisonUnit: 'planes',
    phrase: t('as much CO2 as {{count}} planes', 'tanta CO2 quanta ne emettono {{count}} aerei'),
    source: {
      name: t(
        'Spec doc 2 §3 comparison table (publisher not stated)',
        'Spec doc 2 §3, tabella dei confronti (fonte non indicata)',
      ),
      year: null,
    },
  },
  {
    id: 'american_emissions',
    name: t('Average American emissions', 'Emissioni di un cittadino statunitense medio'),
    value: 14.24,
    unit: 't_co2e',
    per: 'year',
    comparisonUnit: 'people',
    phrase: t(
      'the yearly emissions of {{count}} average Americans',
      'le emissioni annue di {{count}} cittadini statunitensi medi',
    ),
    source: {
      name: t(
        'Spec doc 2 §3 comparison table (publisher not stated)',
        'Spec doc 2 §3, tabella dei confronti (fonte non indicata)',
      ),
      year: null,
    },
  },
  {
    id: 'swimming_pool',
    name: t('Swimming pool', 'Piscina'),
    value: 2500,
    unit: 'm3',
    per: 'event',
    comparisonUnit: 'pools',
    phrase: t(
      'as much water as {{count}} Olympic swimming pools',
      'tanta acqua quanta ne contengono {{count}} piscine olimpioniche',
    ),
    source: {
      name: t(
        'World Aquatics facilities rules: Olympic pool 50 m × 25 m × 2 m',
        'Regolamento impianti World Aquatics: vasca olimpica 50 m × 25 m × 2 m',
      ),
      year: 2017,
    },
  },
  {
    id: 'nfl_injuries',
    name: t('NFL injuries', 'Infortuni nella NFL'),
    value: 161,
    unit: 'count',
    per: 'season',
    comparisonUnit: 'seasons',
    phrase: t(
      'as many injuries as {{count}} NFL seasons',
      'tanti infortuni quanti se ne contano in {{count}} stagioni di NFL',
    ),
    source: {
      name: t(
        'Spec doc 2 §3 comparison table (publisher not stated)',
        'Spec doc 2 §3, tabella dei confronti (fonte non indicata)',
      ),
      year: null,
    },
  },
  {
    id: 'work_week',
    name: t('Work week', 'Settimana lavorativa'),
    value: 40,
    unit: 'hours',
    per: 'week',
    comparisonUnit: 'weeks',
    phrase: t('{{count}} work weeks of 40 hours', '{{count}} settimane lavorative da 40 ore'),
    source: {
      name: t(
        'US Fair Labor Standards Act: 40-hour standard work week',
        'Fair Labor Standards Act (USA): settimana lavorativa standard di 40 ore',
      ),
      year: 1940,
    },
  },
  {
    id: 'us_salary',
    name: t('US salary', 'Stipendio statunitense'),
    value: 60_575,
    unit: 'usd',
    per: 'year',
    comparisonUnit: 'salaries',
    phrase: t('{{count}} average yearly US salaries', '{{count}} stipendi annui medi statunitensi'),
    source: {
      name: t(
        'US Social Security Administration, National Average Wage Index',
        'Social Security Administration (USA), indice nazionale del salario medio',
      ),
      year: 2021,
    },
  },
  {
    id: 'waste_per_person',
    name: t('Waste', 'Rifiuti'),
    value: 0.74,
    unit: 't',
    per: 'year',
    comparisonUnit: 'people',
    phrase: t(
      'the waste {{count}} people throw away in a year',
      'i rifiuti prodotti in un anno da {{count}} persone',
    ),
    source: {
      name: t(
        'Spec doc 2 §3 comparison table (publisher not stated)',
        'Spec doc 2 §3, tabella dei confronti (fonte non indicata)',
      ),
      year: null,
    },
  },
];

/** The words comparisons are counted in; the spec names planes, families, pools, weeks and seasons (doc 2 §3). */
export const comparisonUnits: readonly ComparisonUnitEntry[] = [
  { id: 'planes', one: t('plane', 'aereo'), other: t('planes', 'aerei') },
  { id: 'families', one: t('family', 'famiglia'), other: t('families', 'famiglie') },
  { id: 'pools', one: t('pool', 'piscina'), other: t('pools', 'piscine') },
  { id: 'weeks', one: t('week', 'settimana'), other: t('weeks', 'settimane') },
  { id: 'seasons', one: t('season', 'stagione'), other: t('seasons', 'stagioni') },
  { id: 'people', one: t('person', 'persona'), other: t('people', 'persone') },
  { id: 'salaries', one: t('salary', 'stipendio'), other: t('salaries', 'stipendi') },
];

/** Thousand, million and billion (spec doc 2 §3). Italian "miliardo" is 10⁹, never "bilione". */
export const unitScaleWords: readonly UnitScaleWord[] = [
  { id: 'thousand', factor: 1e3, one: t('thousand', 'mille'), other: t('thousand', 'mila') },
  { id: 'million', factor: 1e6, one: t('million', 'milione'), other: t('million', 'milioni') },
  { id: 'billion', factor: 1e9, one: t('billion', 'miliardo'), other: t('billion', 'miliardi') },
];

const constantsById = new Map(comparisonConstants.map((c) => [c.id, c]));

/** The comparison constant with this id. */
export const comparisonById = (id: ComparisonId): ComparisonConstant => constantsById.get(id)!;

/**
 * How many comparison units a value amounts to, e.g. 964.53 t CO2e → 10 planes. Null when the units cannot be
 * converted (different dimensions, or euros against dollars without `usdPerEur`) or the value is not finite.
 * @example comparisonMultiple({ value: 2.84, unit: 'gwh', comparison: 'household_energy' }) // 36
 */
export const comparisonMultiple = (input: {
  value: number;
  unit: IndicatorUnitId;
  comparison: ComparisonId;
  /** Dollars per euro, to compare euro amounts with the US salary. */
  usdPerEur?: number;
}): number | null => {
  if (!Number.isFinite(input.value)) return null;
  const constant = comparisonById(input.comparison);
  const from = unitById(input.unit);
  const to = unitById(constant.unit);
  if (from.dimension === to.dimension) return (input.value * from.toBase) / to.toBase / constant.value;
  if (from.dimension === 'money_eur' && to.dimension === 'money_usd' && input.usdPerEur !== undefined) {
    return (input.value * input.usdPerEur) / constant.value;
  }
  return null;
};

/**
 * The largest unit word not above a value's magnitude, and the value expressed in it (1,250,000 → 1.25 million).
 * Values under a thousand come back unchanged with no word.
 */
export const scaleWithUnitWord = (value: number): { value: number; word: UnitScaleWord | null } => {
  const word = [...unitScaleWords].reverse().find((w) => Math.abs(value) >= w.factor) ?? null;
  return { value: word ? value / word.factor : value, word };
};
