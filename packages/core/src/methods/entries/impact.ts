import type { MethodEntry } from '../types.ts';
import { RTS, t, units } from './shared.ts';

// Impact types 0 and 2 (docs/methodology.md D.5) and the PAI reference-year statement (part A §4, RTS Art. 6(3)).

const impactInputs = {
  code: 'PHY_GHG_SCOPE1',
  vK: 5_000_000,
  vL: 3_000_000,
  evicK: 250_000_000,
  evicL: 600_000_000,
  xK: 2000,
  xL: 600,
};
const impactText = t(
  'K held for 5 M€ (EVIC 250 M€, scope 1: 2,000 t), L for 3 M€ (EVIC 600 M€, 600 t).',
  'K detenuta per 5 M€ (EVIC 250 M€, scope 1: 2.000 t), L per 3 M€ (EVIC 600 M€, 600 t).',
);
const impactMissing = t(
  'A company without the value — or, for an additive quantity, without an EVIC above 0 — is not covered (never 0). An additive quantity is attributed with PAI 1’s factor min(v_c / EVIC_c, 1): a holding worth more than the EVIC finances the whole company, never more. Non-additive figures (flags, %, scores, ratios, PHY_M_ intensities) are the value-weighted mean Σ w_c x_c / Σ w_c in both types.',
  'Una società senza il valore — o, per una quantità additiva, senza EVIC maggiore di 0 — non è coperta (mai 0). Una quantità additiva è attribuita con il fattore del PAI 1, min(v_c / EVIC_c, 1): una posizione che vale più dell’EVIC finanzia l’intera società, mai di più. I dati non additivi (flag, %, punteggi, rapporti, intensità PHY_M_) sono la media ponderata Σ w_c x_c / Σ w_c in entrambi i tipi.',
);
const impactInputsDoc = [
  { symbol: 'v_c', meaning: t('value held in company c', 'valore detenuto nella società c') },
  {
    symbol: 'EVIC_c',
    meaning: t(
      'the company’s enterprise value including cash',
      'il valore d’impresa della società, liquidità inclusa',
    ),
  },
  {
    symbol: 'x_c',
    meaning: t(
      'the company’s additive quantity (indicators.csv, else company_facts.csv)',
      'la quantità additiva della società (indicators.csv, altrimenti company_facts.csv)',
    ),
  },
];
const impactSource = {
  citation: 'spec doc 1 §4 (names the types); PCAF attribution; sfdr-pai-and-taxonomy.md §3 class A',
  article: 'docs/methodology.md D.5',
};

const statementText = t(
  'ESAs example: 10 % of a 5,000 t company held in Q1–Q2 (500 t each), cash only in Q3, another company without emissions in Q4.',
  'Esempio ESA: 10 % di una società da 5.000 t detenuto nel Q1–Q2 (500 t ciascuno), solo liquidità nel Q3, un’altra società senza emissioni nel Q4.',
);
const statementInputs = { quarters: '500,500,na,0', coveragePct: '100,100,0,100', class: 'A' };
const statementMissing = t(
  'Classes A–D count a quarter without exposure (all cash) as 0 with coverage 0 %; classes E–G and taxonomy shares skip it. A quarter with exposure but no coverage is skipped; a year with no quarter ok is “no data”, never made of zeros.',
  'Le classi A–D contano un trimestre senza esposizione (solo liquidità) come 0 con copertura 0 %; le classi E–G e le quote di tassonomia lo saltano. Un trimestre con esposizione ma senza copertura è saltato; un anno senza trimestri validi è “nessun dato”, mai fatto di zeri.',
);
const quarterInput = {
  symbol: 'x_q',
  meaning: t(
    'the figure at quarter end q (31 Mar, 30 Jun, 30 Sep, 31 Dec)',
    'il dato a fine trimestre q (31 mar, 30 giu, 30 set, 31 dic)',
  ),
};
const countedInput = { symbol: 'K', meaning: t('the quarters that count', 'i trimestri che contano') };
const statementSource = { citation: RTS, article: 'Art. 6(3); sfdr-pai-and-taxonomy.md §5.12' };

export const impactMethods: MethodEntry[] = [
  {
    id: 'pai-statement-year',
    version: 1,
    area: 'pai',
    title: t(
      'PAI statement — the reference year’s figure',
      'Dichiarazione PAI — il dato dell’anno di riferimento',
    ),
    formula: '\\frac{1}{|K|} \\sum_{q \\in K} x_q',
    inputs: [quarterInput, countedInput],
    missingData: statementMissing,
    source: statementSource,
    example: {
      description: t(
        `${statementText['en-US']} (500 + 500 + 0 + 0) / 4 = 250 t.`,
        `${statementText['it-IT']} (500 + 500 + 0 + 0) / 4 = 250 t.`,
      ),
      inputs: { ...statementInputs, measure: 'value' },
      expected: 250,
      unit: units.t_co2e,
    },
  },
  {
    id: 'pai-statement-coverage',
    version: 1,
    area: 'pai',
    title: t(
      'PAI statement — the reference year’s coverage',
      'Dichiarazione PAI — la copertura dell’anno di riferimento',
    ),
    formula: '\\frac{1}{|K|} \\sum_{q \\in K} \\text{coverage}_q',
    inputs: [
      {
        symbol: '\\text{coverage}_q',
        word: t('coverage', 'copertura'),
        meaning: t('the quarter’s coverage percentage', 'la percentuale di copertura del trimestre'),
      },
      countedInput,
    ],
    missingData: statementMissing,
    source: statementSource,
    example: {
      description: t(
        `${statementText['en-US']} (100 + 100 + 0 + 100) / 4 = 75 %.`,
        `${statementText['it-IT']} (100 + 100 + 0 + 100) / 4 = 75 %.`,
      ),
      inputs: { ...statementInputs, measure: 'coverage' },
      expected: 75,
      unit: units.percent,
    },
  },
  {
    id: 'impact-type-0-financed',
    version: 2,
    area: 'impact',
    title: t('Impact type 0 — financed impact', 'Impatto tipo 0 — impatto finanziato'),
    formula: '\\sum_c \\min\\left(\\frac{v_c}{EVIC_c}, 1\\right) x_c',
    inputs: impactInputsDoc,
    missingData: impactMissing,
    source: impactSource,
    example: {
      description: t(
        `${impactText['en-US']} 5/250 · 2,000 + 3/600 · 600 = 40 + 3 = 43 t.`,
        `${impactText['it-IT']} 5/250 · 2.000 + 3/600 · 600 = 40 + 3 = 43 t.`,
      ),
      inputs: impactInputs,
      expected: 43,
      unit: units.t_co2e,
    },
  },
  {
    id: 'impact-type-2-per-million',
    version: 2,
    area: 'impact',
    title: t('Impact type 2 — per € million invested', 'Impatto tipo 2 — per milione di € investito'),
    formula: '\\frac{\\sum_c v_c \\, (x_c / \\max(EVIC_c, v_c) \\cdot 10^6)}{\\sum_c v_c}',
    inputs: impactInputsDoc,
    missingData: impactMissing,
    source: impactSource,
    example: {
      description: t(
        `${impactText['en-US']} Per € million of EVIC: K 8 t, L 1 t; (5 · 8 + 3 · 1) / 8 = 5.375 t per € million.`,
        `${impactText['it-IT']} Per milione di € di EVIC: K 8 t, L 1 t; (5 · 8 + 3 · 1) / 8 = 5,375 t per milione di €.`,
      ),
      inputs: impactInputs,
      expected: 5.375,
      unit: units.t_co2e_per_meur_invested,
    },
  },
];
