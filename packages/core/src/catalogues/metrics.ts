import { DOWN, NEUTRAL, src, UP } from './indicator-builders.ts';
import type {
  ComparisonId,
  IndicatorPolarity,
  IndicatorSource,
  IndicatorUnitId,
  LegacyImpactCode,
  PhyMetric,
} from './schema.ts';
import { t } from './text.ts';

// PHY_M_ metrics (spec doc 2 §3): emissions, energy, waste, water, donations, compensation, training and injuries
// scaled by revenue or by enterprise value (EVIC), plus ratios, including the injury rate and board and committee
// independence. Each is computed from PHY_ indicators and company_facts.csv columns by its formula.

type Family = PhyMetric['family'];

interface ScaledQuantity {
  key: string;
  family: Family;
  numerator: string[];
  /** The numerator's unit, which picks the metric's units. */
  unit: 't_co2e' | 't' | 'gwh' | 'm3' | 'eur' | 'hours' | 'count';
  polarity: IndicatorPolarity;
  en: string;
  it: string;
  /** The numerator in words with its unit, for the definition. */
  whatEn: string;
  whatIt: string;
  source: IndicatorSource;
}

const scaledQuantities: ScaledQuantity[] = [
  {
    key: 'GHG_SCOPE1',
    family: 'emissions',
    numerator: ['PHY_GHG_SCOPE1'],
    unit: 't_co2e',
    polarity: DOWN,
    en: 'Scope 1 emissions',
    it: 'Emissioni Scope 1',
    whatEn: 'scope 1 emissions (t CO2e)',
    whatIt: 'emissioni Scope 1 (t CO2e)',
    source: src('gri', 'GRI 305-4'),
  },
  {
    key: 'GHG_SCOPE2',
    family: 'emissions',
    numerator: ['PHY_GHG_SCOPE2'],
    unit: 't_co2e',
    polarity: DOWN,
    en: 'Scope 2 emissions',
    it: 'Emissioni Scope 2',
    whatEn: 'scope 2 emissions (t CO2e)',
    whatIt: 'emissioni Scope 2 (t CO2e)',
    source: src('gri', 'GRI 305-4'),
  },
  {
    key: 'GHG_SCOPE3',
    family: 'emissions',
    numerator: ['PHY_GHG_SCOPE3'],
    unit: 't_co2e',
    polarity: DOWN,
    en: 'Scope 3 emissions',
    it: 'Emissioni Scope 3',
    whatEn: 'scope 3 emissions (t CO2e)',
    whatIt: 'emissioni Scope 3 (t CO2e)',
    source: src('gri', 'GRI 305-4'),
  },
  {
    key: 'GHG_SCOPE12',
    family: 'emissions',
    numerator: ['PHY_GHG_SCOPE1', 'PHY_GHG_SCOPE2'],
    unit: 't_co2e',
    polarity: DOWN,
    en: 'Scope 1 and 2 emissions',
    it: 'Emissioni Scope 1 e 2',
    whatEn: 'scope 1 plus scope 2 emissions (t CO2e)',
    whatIt: 'emissioni Scope 1 più Scope 2 (t CO2e)',
    source: src('gri', 'GRI 305-4'),
  },
  {
    key: 'GHG_TOTAL',
    family: 'emissions',
    numerator: ['PHY_GHG_SCOPE1', 'PHY_GHG_SCOPE2', 'PHY_GHG_SCOPE3'],
    unit: 't_co2e',
    polarity: DOWN,
    en: 'Scope 1, 2 and 3 emissions',
    it: 'Emissioni Scope 1, 2 e 3',
    whatEn: 'scope 1, 2 and 3 emissions (t CO2e)',
    whatIt: 'emissioni Scope 1, 2 e 3 (t CO2e)',
    source: src('sfdr_rts', 'Annex I, Table 1 #2–3'),
  },
  {
    key: 'NOX',
    family: 'emissions',
    numerator: ['PHY_NOX_EMISSIONS'],
    unit: 't',
    polarity: DOWN,
    en: 'NOx emissions',
    it: 'Emissioni di NOx',
    whatEn: 'nitrogen oxide emissions (t)',
    whatIt: 'emissioni di ossidi di azoto (t)',
    source: src('gri', 'GRI 305-7'),
  },
  {
    key: 'SOX',
    family: 'emissions',
    numerator: ['PHY_SOX_EMISSIONS'],
    unit: 't',
    polarity: DOWN,
    en: 'SOx emissions',
    it: 'Emissioni di SOx',
    whatEn: 'sulphur oxide emissions (t)',
    whatIt: 'emissioni di ossidi di zolfo (t)',
    source: src('gri', 'GRI 305-7'),
  },
  {
    key: 'ENERGY',
    family: 'energy',
    numerator: ['PHY_ENERGY_CONSUMPTION'],
    unit: 'gwh',
    polarity: DOWN,
    en: 'Energy consumption',
    it: 'Consumo di energia',
    whatEn: 'energy consumed (GWh)',
    whatIt: 'energia consumata (GWh)',
    source: src('gri', 'GRI 302-3; SFDR RTS Annex I, Table 1 #6'),
  },
  {
    key: 'ENERGY_NONRENEWABLE',
    family: 'energy',
    numerator: ['PHY_ENERGY_CONSUMPTION_NONRENEWABLE'],
    unit: 'gwh',
    polarity: DOWN,
    en: 'Non-renewable energy consumption',
    it: 'Consumo di energia non rinnovabile',
    whatEn: 'non-renewable energy consumed (GWh)',
    whatIt: 'energia non rinnovabile consumata (GWh)',
    source: src('gri', 'GRI 302-3'),
  },
  {
    key: 'WASTE',
    family: 'waste',
    numerator: ['PHY_WASTE_TOTAL'],
    unit: 't',
    polarity: DOWN,
    en: 'Waste generated',
    it: 'Rifiuti prodotti',
    whatEn: 'waste generated (t)',
    whatIt: 'rifiuti prodotti (t)',
    source: src('gri', 'GRI 306-3'),
  },
  {
    key: 'HAZARDOUS_WASTE',
    family: 'waste',
    numerator: ['PHY_WASTE_HAZARDOUS'],
    unit: 't',
    polarity: DOWN,
    en: 'Hazardous waste generated',
    it: 'Rifiuti pericolosi prodotti',
    whatEn: 'hazardous waste (t)',
    whatIt: 'rifiuti pericolosi (t)',
    source: src('gri', 'GRI 306-3'),
  },
  {
    key: 'HAZARDOUS_RADIOACTIVE_WASTE',
    family: 'waste',
    numerator: ['PHY_WASTE_HAZARDOUS', 'PHY_WASTE_RADIOACTIVE'],
    unit: 't',
    polarity: DOWN,
    en: 'Hazardous and radioactive waste',
    it: 'Rifiuti pericolosi e radioattivi',
    whatEn: 'hazardous plus radioactive waste (t)',
    whatIt: 'rifiuti pericolosi più radioattivi (t)',
    source: src('sfdr_rts', 'Annex I, Table 1 #9'),
  },
  {
    key: 'NON_RECYCLED_WASTE',
    family: 'waste',
    numerator: ['PHY_WASTE_NON_RECYCLED'],
    unit: 't',
    polarity: DOWN,
    en: 'Non-recycled waste generated',
    it: 'Rifiuti non riciclati prodotti',
    whatEn: 'non-recycled waste (t)',
    whatIt: 'rifiuti non riciclati (t)',
    source: src('sfdr_rts', 'Annex I, Table 2 #13'),
  },
  {
    key: 'WATER_WITHDRAWAL',
    family: 'water',
    numerator: ['PHY_WATER_WITHDRAWAL'],
    unit: 'm3',
    polarity: DOWN,
    en: 'Water withdrawn',
    it: 'Acqua prelevata',
    whatEn: 'water withdrawn (m³)',
    whatIt: 'acqua prelevata (m³)',
    source: src('esrs', 'ESRS E3-4'),
  },
  {
    key: 'WATER_CONSUMPTION',
    family: 'water',
    numerator: ['PHY_WATER_CONSUMPTION'],
    unit: 'm3',
    polarity: DOWN,
    en: 'Water consumed',
    it: 'Acqua consumata',
    whatEn: 'water consumed (m³)',
    whatIt: 'acqua consumata (m³)',
    source: src('esrs', 'ESRS E3-4; SFDR RTS Annex I, Table 2 #6'),
  },
  {
    key: 'WATER_DISCHARGE',
    family: 'water',
    numerator: ['PHY_WATER_DISCHARGE'],
    unit: 'm3',
    polarity: DOWN,
    en: 'Water discharged',
    it: 'Acqua scaricata',
    whatEn: 'water discharged (m³)',
    whatIt: 'acqua scaricata (m³)',
    source: src('gri', 'GRI 303-4'),
  },
  {
    key: 'WATER_POLLUTANTS',
    family: 'water',
    numerator: ['PHY_WATER_EMISSIONS'],
    unit: 't',
    polarity: DOWN,
    en: 'Pollutants released to water',
    it: 'Inquinanti rilasciati in acqua',
    whatEn: 'emissions to water (t)',
    whatIt: 'emissioni in acqua (t)',
    source: src('sfdr_rts', 'Annex I, Table 1 #8'),
  },
  {
    key: 'DONATIONS',
    family: 'donations',
    numerator: ['PHY_COMMUNITY_DONATIONS'],
    unit: 'eur',
    polarity: UP,
    en: 'Donations to communities',
    it: 'Erogazioni alle comunità',
    whatEn: 'community donations (€)',
    whatIt: 'donazioni alle comunità (€)',
    source: src('gri', 'GRI 201-1'),
  },
  {
    key: 'EMPLOYEE_COMPENSATION',
    family: 'compensation',
    numerator: ['PHY_EMPLOYEE_COMPENSATION'],
    unit: 'eur',
    polarity: NEUTRAL,
    en: 'Wages and benefits paid',
    it: 'Salari e benefit corrisposti',
    whatEn: 'employee wages and benefits (€)',
    whatIt: 'salari e benefit dei dipendenti (€)',
    source: src('gri', 'GRI 201-1'),
  },
  {
    key: 'CEO_COMPENSATION',
    family: 'compensation',
    numerator: ['PHY_CEO_TOTAL_COMPENSATION'],
    unit: 'eur',
    polarity: DOWN,
    en: 'Chief executive pay',
    it: "Compensi dell'amministratore delegato",
    whatEn: 'CEO total compensation (€)',
    whatIt: "remunerazione totale dell'amministratore delegato (€)",
    source: src('srd2', 'Art. 9b (remuneration report)'),
  },
  {
    key: 'TRAINING_HOURS',
    family: 'training',
    numerator: ['PHY_TRAINING_HOURS'],
    unit: 'hours',
    polarity: UP,
    en: 'Training delivered',
    it: 'Formazione erogata',
    whatEn: 'training hours (h)',
    whatIt: 'ore di formazione (h)',
    source: src('gri', 'GRI 404-1'),
  },
  {
    key: 'RECORDABLE_INJURIES',
    family: 'injuries',
    numerator: ['PHY_RECORDABLE_INJURIES'],
    unit: 'count',
    polarity: DOWN,
    en: 'Recordable injuries',
    it: 'Infortuni registrabili',
    whatEn: 'recordable work-related injuries',
    whatIt: 'infortuni sul lavoro registrabili',
    source: src('gri', 'GRI 403-9'),
  },
];

const scaledUnits: Record<ScaledQuantity['unit'], { revenue: IndicatorUnitId; evic: IndicatorUnitId }> = {
  t_co2e: { revenue: 't_co2e_per_meur_revenue', evic: 't_co2e_per_meur_evic' },
  t: { revenue: 't_per_meur_revenue', evic: 't_per_meur_evic' },
  gwh: { revenue: 'gwh_per_meur_revenue', evic: 'gwh_per_meur_evic' },
  m3: { revenue: 'm3_per_meur_revenue', evic: 'm3_per_meur_evic' },
  eur: { revenue: 'eur_per_meur_revenue', evic: 'eur_per_meur_evic' },
  hours: { revenue: 'hours_per_meur_revenue', evic: 'hours_per_meur_evic' },
  count: { revenue: 'count_per_meur_revenue', evic: 'count_per_meur_evic' },
};

const scaledMetrics: PhyMetric[] = scaledQuantities.flatMap((q) => [
  {
    code: `PHY_M_${q.key}_PER_REVENUE`,
    family: q.family,
    basis: 'revenue',
    unit: scaledUnits[q.unit].revenue,
    polarity: q.polarity,
    name: t(`${q.en} per million euros of revenue`, `${q.it} per milione di euro di ricavi`),
    definition: t(
      `Ratio of ${q.whatEn} to revenue in millions of euros.`,
      `Rapporto tra ${q.whatIt} e ricavi in milioni di euro.`,
    ),
    formula: { numerator: q.numerator, denominator: ['revenue_eur'], scale: 1e6 },
    source: q.source,
  },
  {
    code: `PHY_M_${q.key}_PER_EVIC`,
    family: q.family,
    basis: 'evic',
    unit: scaledUnits[q.unit].evic,
    polarity: q.polarity,
    name: t(
      `${q.en} per million euros of enterprise value`,
      `${q.it} per milione di euro di valore d'impresa`,
    ),
    definition: t(
      `Ratio of ${q.whatEn} to enterprise value including cash (EVIC) in millions of euros.`,
      `Rapporto tra ${q.whatIt} e valore d'impresa comprensivo della liquidità (EVIC) in milioni di euro.`,
    ),
    formula: { numerator: q.numerator, denominator: ['evic_eur'], scale: 1e6 },
    source: src('pcaf', 'Part A (2nd ed.), EVIC as in SFDR RTS Annex I, definition 4'),
  },
]);

const metric = (
  code: string,
  family: Family,
  basis: PhyMetric['basis'],
  unit: IndicatorUnitId,
  polarity: IndicatorPolarity,
  name: [string, string],
  definition: [string, string],
  formula: PhyMetric['formula'],
  source: IndicatorSource,
  comparison?: ComparisonId,
): PhyMetric => ({
  code,
  family,
  basis,
  unit,
  polarity,
  name: t(...name),
  definition: t(...definition),
  formula,
  source,
  ...(comparison ? { comparison } : {}),
});

const committeeIndependence = (key: string, en: string, it: string, reference: string): PhyMetric =>
  metric(
    `PHY_M_${key}_COMMITTEE_INDEPENDENCE`,
    'board',
    'ratio',
    'percent',
    UP,
    [`${en} independence`, `Indipendenza del ${it}`],
    [
      `Independent members of the ${en.toLowerCase()} as a percentage of its members.`,
      `Componenti indipendenti del ${it} in percentuale dei suoi componenti.`,
    ],
    {
      numerator: [`PHY_${key}_COMMITTEE_INDEPENDENT_MEMBERS`],
      denominator: [`PHY_${key}_COMMITTEE_MEMBERS`],
      scale: 100,
    },
    src('uk_corporate_governance_code', reference),
  );

const ratioMetrics: PhyMetric[] = [
  metric(
    'PHY_M_GHG_SCOPE12_PER_EMPLOYEE',
    'emissions',
    'employee',
    't_co2e_per_employee',
    DOWN,
    ['Scope 1 and 2 emissions per employee', 'Emissioni Scope 1 e 2 per dipendente'],
    [
      'Scope 1 plus scope 2 emissions (t CO2e) divided by the number of employees.',
      'Emissioni Scope 1 più Scope 2 (t CO2e) divise per il numero di dipendenti.',
    ],
    { numerator: ['PHY_GHG_SCOPE1', 'PHY_GHG_SCOPE2'], denominator: ['PHY_EMPLOYEES'], scale: 1 },
    src('gri', 'GRI 305-4'),
  ),
  metric(
    'PHY_M_SCOPE3_SHARE',
    'emissions',
    'ratio',
    'percent',
    NEUTRAL,
    ['Scope 3 share of total emissions', 'Quota Scope 3 delle emissioni totali'],
    [
      'Scope 3 emissions as a percentage of scope 1, 2 and 3 emissions together.',
      'Emissioni Scope 3 in percentuale della somma delle emissioni Scope 1, 2 e 3.',
    ],
    {
      numerator: ['PHY_GHG_SCOPE3'],
      denominator: ['PHY_GHG_SCOPE1', 'PHY_GHG_SCOPE2', 'PHY_GHG_SCOPE3'],
      scale: 100,
    },
    src('ghg_protocol', 'Scope 3 Standard'),
  ),
  metric(
    'PHY_M_HAZARDOUS_WASTE_SHARE',
    'waste',
    'ratio',
    'percent',
    DOWN,
    ['Hazardous share of waste', 'Quota pericolosa dei rifiuti'],
    [
      'Hazardous waste as a percentage of all waste generated.',
      'Rifiuti pericolosi in percentuale dei rifiuti totali prodotti.',
    ],
    { numerator: ['PHY_WASTE_HAZARDOUS'], denominator: ['PHY_WASTE_TOTAL'], scale: 100 },
    src('gri', 'GRI 306-3'),
  ),
  metric(
    'PHY_M_WATER_CONSUMED_SHARE',
    'water',
    'ratio',
    'percent',
    DOWN,
    ['Share of withdrawn water consumed', "Quota dell'acqua prelevata che viene consumata"],
    [
      'Water consumed as a percentage of water withdrawn: what is not returned to the environment.',
      "Acqua consumata in percentuale dell'acqua prelevata: quanto non viene restituito all'ambiente.",
    ],
    { numerator: ['PHY_WATER_CONSUMPTION'], denominator: ['PHY_WATER_WITHDRAWAL'], scale: 100 },
    src('gri', 'GRI 303-3, 303-5'),
  ),
  metric(
    'PHY_M_DONATIONS_PER_EMPLOYEE',
    'donations',
    'employee',
    'eur_per_employee',
    UP,
    ['Community donations per employee', 'Donazioni alle comunità per dipendente'],
    [
      'Community donations (€) divided by the number of employees.',
      'Donazioni alle comunità (€) divise per il numero di dipendenti.',
    ],
    { numerator: ['PHY_COMMUNITY_DONATIONS'], denominator: ['PHY_EMPLOYEES'], scale: 1 },
    src('gri', 'GRI 201-1'),
  ),
  metric(
    'PHY_M_AVERAGE_EMPLOYEE_COMPENSATION',
    'compensation',
    'employee',
    'eur_per_employee',
    NEUTRAL,
    ['Average compensation per employee', 'Retribuzione media per dipendente'],
    [
      'Employee wages and benefits (€) divided by the number of employees.',
      'Salari e benefit dei dipendenti (€) divisi per il numero di dipendenti.',
    ],
    { numerator: ['PHY_EMPLOYEE_COMPENSATION'], denominator: ['PHY_EMPLOYEES'], scale: 1 },
    src('gri', 'GRI 201-1'),
    'us_salary',
  ),
  metric(
    'PHY_M_INJURY_RATE',
    'injuries',
    'rate',
    'rate_per_200k_hours',
    DOWN,
    ['Injury rate', 'Tasso di infortuni'],
    [
      'Recordable work-related injuries × 200,000 ÷ hours worked: injuries per 100 full-time workers in a year.',
      'Infortuni sul lavoro registrabili × 200.000 ÷ ore lavorate: infortuni ogni 100 lavoratori a tempo pieno in un anno.',
    ],
    { numerator: ['PHY_RECORDABLE_INJURIES'], denominator: ['PHY_HOURS_WORKED'], scale: 200_000 },
    src('osha', '29 CFR 1904; GRI 403-9'),
  ),
  metric(
    'PHY_M_FATALITY_RATE',
    'injuries',
    'rate',
    'rate_per_1m_hours',
    DOWN,
    ['Work-related fatality rate', 'Tasso di decessi sul lavoro'],
    [
      'Work-related fatalities of employees × 1,000,000 ÷ hours worked.',
      'Decessi sul lavoro di dipendenti × 1.000.000 ÷ ore lavorate.',
    ],
    { numerator: ['PHY_FATALITIES_EMPLOYEES'], denominator: ['PHY_HOURS_WORKED'], scale: 1_000_000 },
    src('gri', 'GRI 403-9(a)(i)'),
  ),
  metric(
    'PHY_M_BOARD_INDEPENDENCE',
    'board',
    'ratio',
    'percent',
    UP,
    ['Independent directors as a share of the board', 'Quota di amministratori indipendenti nel consiglio'],
    [
      'Independent directors as a percentage of all board members, computed from the two counts.',
      'Amministratori indipendenti in percentuale di tutti i membri del consiglio, calcolata dai due conteggi.',
    ],
    { numerator: ['PHY_BOARD_INDEPENDENT_DIRECTORS'], denominator: ['PHY_BOARD_SIZE'], scale: 100 },
    src('uk_corporate_governance_code', 'Provision 11'),
  ),
  metric(
    'PHY_M_BOARD_FEMALE_SHARE',
    'board',
    'ratio',
    'percent',
    UP,
    ['Women as a share of the board', 'Quota di donne nel consiglio'],
    [
      'Women on the board as a percentage of all board members (female ÷ members, as SFDR PAI 13 requires).',
      'Donne nel consiglio in percentuale di tutti i membri (donne ÷ membri, come richiede il PAI 13 della SFDR).',
    ],
    { numerator: ['PHY_BOARD_FEMALE_DIRECTORS'], denominator: ['PHY_BOARD_SIZE'], scale: 100 },
    src('sfdr_rts', 'Annex I, Table 1 #13'),
  ),
  committeeIndependence('AUDIT', 'Audit committee', 'comitato controllo e rischi', 'Provision 24'),
  committeeIndependence(
    'REMUNERATION',
    'Remuneration committee',
    'comitato per la remunerazione',
    'Provision 32',
  ),
  committeeIndependence('NOMINATION', 'Nomination committee', 'comitato per le nomine', 'Provision 17'),
];

/** The PHY_M_ metrics: scaled by revenue, by EVIC or per employee, and ratios. */
export const phyMetrics: readonly PhyMetric[] = [...scaledMetrics, ...ratioMetrics];

const metricsByCode = new Map(phyMetrics.map((m) => [m.code, m]));

/** The PHY_M_ metric with this code, or undefined. */
export const metricByCode = (code: string): PhyMetric | undefined => metricsByCode.get(code);

/**
 * A metric's value from the figures it reads (PHY_ codes and company_facts.csv columns): scale × Σ numerator ÷
 * Σ denominator; null when a term is missing or not finite, or the denominator is not positive (never 0 for "no data").
 * @example computeMetric(metricByCode('PHY_M_GHG_SCOPE12_PER_REVENUE')!, { PHY_GHG_SCOPE1: 2000, PHY_GHG_SCOPE2: 500, revenue_eur: 100e6 }) // 25
 */
export const computeMetric = (
  metric: PhyMetric,
  values: Readonly<Record<string, number | null | undefined>>,
): number | null => {
  const sum = (operands: readonly string[]): number | null => {
    let total = 0;
    for (const operand of operands) {
      const value = values[operand];
      if (value === null || value === undefined || !Number.isFinite(value)) return null;
      total += value;
    }
    return total;
  };
  const numerator = sum(metric.formula.numerator);
  const denominator = sum(metric.formula.denominator);
  if (numerator === null || denominator === null || denominator <= 0) return null;
  return (metric.formula.scale * numerator) / denominator;
};

/** Older impact indicator codes and the PHY_ indicators that replace them (spec doc 2 §3). */
export const legacyImpactCodes: readonly LegacyImpactCode[] = [
  { code: 'SCOPE1', phyCode: 'PHY_GHG_SCOPE1' },
  { code: 'SCOPE2', phyCode: 'PHY_GHG_SCOPE2' },
  { code: 'SCOPE3', phyCode: 'PHY_GHG_SCOPE3' },
  { code: 'GHG', phyCode: 'PHY_GHG_TOTAL' },
  { code: 'NOx', phyCode: 'PHY_NOX_EMISSIONS' },
  { code: 'SOx', phyCode: 'PHY_SOX_EMISSIONS' },
  { code: 'Waste', phyCode: 'PHY_WASTE_TOTAL' },
];
