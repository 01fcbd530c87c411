import type { MethodEntry } from '../types.ts';
import {
  missingNeverZero,
  RTS,
  t,
  units,
  workedDescription,
  workedEmissions,
  workedPortfolio,
} from './shared.ts';

// PAI classes A–G (docs/methodology.md part A §2–3; sfdr-pai-and-taxonomy.md §3, §5), the taxonomy KPI (§7) and
// look-through (§5.9). Each example is the §10 worked portfolio or a two-bond portfolio, computed by hand.

const v = {
  symbol: 'v_i',
  meaning: t(
    'value held in investee i after look-through',
    'valore detenuto nella partecipata i dopo il look-through',
  ),
};
const V = {
  symbol: 'V',
  meaning: t(
    'value of all investments, cash included',
    'valore di tutti gli investimenti, liquidità inclusa',
  ),
};
const C = {
  symbol: 'C',
  meaning: t(
    'the holdings that carry the indicator’s inputs (covered)',
    'le posizioni che hanno i dati dell’indicatore (coperte)',
  ),
};
const AF = {
  symbol: 'AF_i',
  meaning: t('attribution factor min(v_i / EVIC_i, 1)', 'fattore di attribuzione min(v_i / EVIC_i, 1)'),
};
const x = {
  symbol: 'x_i',
  meaning: t(
    'the investee’s reported quantity (e.g. t CO2e)',
    'la quantità riportata dalla partecipata (es. t CO2e)',
  ),
};
const r = {
  symbol: 'r_i',
  meaning: t('the investee’s characteristic or intensity', 'la caratteristica o intensità della partecipata'),
};
const annexI = (table: number, item: string) => ({
  citation: RTS,
  article: `Annex I, Table ${table}, indicator ${item}`,
});

export const paiMethods: MethodEntry[] = [
  {
    id: 'pai-class-a-financed-amount',
    version: 1,
    area: 'pai',
    title: t(
      'PAI class A — financed amount (e.g. PAI 1 GHG emissions)',
      'PAI classe A — importo finanziato (es. PAI 1 emissioni GHG)',
    ),
    formula: '\\sum_{i \\in C} AF_i \\, x_i, \\quad AF_i = \\min\\left(\\frac{v_i}{EVIC_i}, 1\\right)',
    inputs: [v, AF, x, C],
    missingData: missingNeverZero(
      'An EVIC that is missing or ≤ 0 makes the holding unattributable (uncovered). The total GHG figure uses only investees reporting all three scopes.',
      'Un EVIC mancante o ≤ 0 rende la posizione non attribuibile (non coperta). Il totale GHG usa solo le partecipate che riportano tutti e tre gli scope.',
    ),
    source: annexI(1, '1'),
    example: {
      description: workedDescription(
        t(
          'K emits 2,000 / 500 / 7,500 t (scopes 1/2/3), L 600 / 300 / 2,100 t. AF_K = 2 %, AF_L = 0.5 %: 0.02 · 10,000 + 0.005 · 3,000 = 215 t.',
          'K emette 2.000 / 500 / 7.500 t (scope 1/2/3), L 600 / 300 / 2.100 t. AF_K = 2 %, AF_L = 0,5 %: 0,02 · 10.000 + 0,005 · 3.000 = 215 t.',
        ),
      ),
      inputs: { ...workedPortfolio, ...workedEmissions },
      expected: 215,
      unit: units.t_co2e,
    },
  },
  {
    id: 'pai-class-b-per-million-invested',
    version: 1,
    area: 'pai',
    title: t(
      'PAI class B — per € million invested (e.g. PAI 2 carbon footprint)',
      'PAI classe B — per milione di € investito (es. PAI 2 impronta di carbonio)',
    ),
    formula: '\\frac{\\sum_{i \\in C} AF_i \\, x_i}{V / 10^6}',
    inputs: [v, V, AF, x, C],
    missingData: missingNeverZero(
      'As class A; the denominator is all investments V (basis “all”, the RTS literal).',
      'Come la classe A; il denominatore è V, tutti gli investimenti (base “all”, la lettera dell’RTS).',
    ),
    source: annexI(1, '2'),
    example: {
      description: workedDescription(
        t(
          '215 t financed over 10 M€ invested: 21.5 t per € million.',
          '215 t finanziate su 10 M€ investiti: 21,5 t per milione di €.',
        ),
      ),
      inputs: { ...workedPortfolio, ...workedEmissions },
      expected: 21.5,
      unit: units.t_co2e_per_meur_invested,
    },
  },
  {
    id: 'pai-basis-covered',
    version: 1,
    area: 'pai',
    title: t('PAI basis “covered” (vendor convention)', 'Base PAI “covered” (convenzione dei fornitori)'),
    formula: '\\frac{\\sum_{i \\in C} AF_i \\, x_i}{\\sum_{i \\in C} v_i / 10^6}',
    inputs: [v, AF, x, C],
    missingData: t(
      'Uncovered holdings leave the denominator too, so the figure is re-weighted to the covered value; the basis is recorded on every figure.',
      'Le posizioni non coperte escono anche dal denominatore: il valore è riponderato sul valore coperto; la base è indicata su ogni dato.',
    ),
    source: { citation: 'sfdr-pai-and-taxonomy.md', article: '§5.1 (basis switch)' },
    example: {
      description: workedDescription(
        t(
          'Covered value 8 M€ (cash is uncovered): 215 / 8 = 26.875 t per € million.',
          'Valore coperto 8 M€ (la liquidità non è coperta): 215 / 8 = 26,875 t per milione di €.',
        ),
      ),
      inputs: { ...workedPortfolio, ...workedEmissions },
      expected: 26.875,
      unit: units.t_co2e_per_meur_invested,
    },
  },
  {
    id: 'pai-class-c-weighted-intensity',
    version: 1,
    area: 'pai',
    title: t(
      'PAI class C — portfolio-weighted intensity (e.g. PAI 3 GHG intensity)',
      'PAI classe C — intensità ponderata (es. PAI 3 intensità GHG)',
    ),
    formula: '\\sum_{i \\in C} \\frac{v_i}{V} \\, r_i, \\quad r_i = \\frac{x_i}{\\text{revenue}_i / 10^6}',
    inputs: [v, V, r, C],
    missingData: missingNeverZero(
      'A revenue ≤ 0 gives no intensity for that holding; PAI 3 needs all three scopes.',
      'Un fatturato ≤ 0 non dà intensità per quella posizione; il PAI 3 richiede tutti e tre gli scope.',
    ),
    source: annexI(1, '3'),
    example: {
      description: workedDescription(
        t(
          'Revenue K 100 M€, L 300 M€: intensities 100 and 10 t per € million revenue; 0.5 · 100 + 0.3 · 10 = 53.',
          'Fatturato K 100 M€, L 300 M€: intensità 100 e 10 t per milione di € di fatturato; 0,5 · 100 + 0,3 · 10 = 53.',
        ),
      ),
      inputs: {
        ...workedPortfolio,
        ...workedEmissions,
        revenue_eurK: 100_000_000,
        revenue_eurL: 300_000_000,
      },
      expected: 53,
      unit: units.t_co2e_per_meur_revenue,
    },
  },
  {
    id: 'pai-class-d-share-of-investments',
    version: 1,
    area: 'pai',
    title: t(
      'PAI class D — share of investments (e.g. PAI 4 fossil fuel exposure)',
      'PAI classe D — quota degli investimenti (es. PAI 4 esposizione ai combustibili fossili)',
    ),
    formula: '100 \\cdot \\frac{\\sum_{i \\in C} v_i \\, \\text{flag}_i}{V}',
    inputs: [
      v,
      V,
      {
        symbol: '\\text{flag}_i',
        word: t('flag', 'indicatore 0/1'),
        meaning: t('the investee’s 0/1 flag', 'il flag 0/1 della partecipata'),
      },
      C,
    ],
    missingData: missingNeverZero('A missing flag is not “false”.', 'Un flag mancante non vale “falso”.'),
    source: annexI(1, '4'),
    example: {
      description: workedDescription(
        t(
          'K is in the fossil fuel sector, L is not: 100 · 5 / 10 = 50 %.',
          'K è nel settore dei combustibili fossili, L no: 100 · 5 / 10 = 50 %.',
        ),
      ),
      inputs: { ...workedPortfolio, fossil_fuel_sectorK: 1, fossil_fuel_sectorL: 0 },
      expected: 50,
      unit: units.percent,
    },
  },
  {
    id: 'pai-class-e-average',
    version: 1,
    area: 'pai',
    title: t(
      'PAI class E — average of a company characteristic (e.g. PAI 13 board gender diversity)',
      'PAI classe E — media di una caratteristica (es. PAI 13 diversità di genere nel CdA)',
    ),
    formula: '\\frac{\\sum_{i \\in C} v_i \\, r_i}{\\sum_{i \\in C} v_i}',
    inputs: [v, r, C],
    missingData: missingNeverZero(
      'Cash and non-reporting companies do not dilute the average.',
      'La liquidità e le società senza dato non diluiscono la media.',
    ),
    source: annexI(1, '13'),
    example: {
      description: workedDescription(
        t(
          'Board female share K 40 %, L 30 %: (5 · 40 + 3 · 30) / 8 = 36.25 %.',
          'Quota femminile nel CdA K 40 %, L 30 %: (5 · 40 + 3 · 30) / 8 = 36,25 %.',
        ),
      ),
      inputs: { ...workedPortfolio, board_female_pctK: 40, board_female_pctL: 30 },
      expected: 36.25,
      unit: units.percent,
    },
  },
  {
    id: 'pai-class-f-plain-sum',
    version: 1,
    area: 'pai',
    title: t(
      'PAI class F — count or plain sum (e.g. Table 3 #17 convictions)',
      'PAI classe F — conteggio o somma semplice (es. Tabella 3 n. 17 condanne)',
    ),
    formula: '\\sum_{i \\in C} x_i',
    inputs: [x, C],
    missingData: missingNeverZero(
      'The sum runs over the investees that report the figure; it is not attributed.',
      'La somma riguarda le partecipate che riportano il dato; non è attribuita.',
    ),
    source: annexI(3, '17'),
    example: {
      description: workedDescription(
        t('K reports 2 convictions, L 1: 2 + 1 = 3.', 'K riporta 2 condanne, L 1: 2 + 1 = 3.'),
      ),
      inputs: { ...workedPortfolio, anti_corruption_convictionsK: 2, anti_corruption_convictionsL: 1 },
      expected: 3,
      unit: units.count,
    },
  },
  {
    id: 'pai-class-g-country-average',
    version: 1,
    area: 'pai',
    title: t(
      'PAI class G — country score average (e.g. Table 3 #18 income inequality)',
      'PAI classe G — media dei punteggi paese (es. Tabella 3 n. 18 disuguaglianza di reddito)',
    ),
    formula: '\\frac{\\sum_{j \\in C} v_j \\, s_j}{\\sum_{j \\in C} v_j}',
    inputs: [
      {
        symbol: 'v_j',
        meaning: t(
          'value held in country j’s sovereign bonds',
          'valore detenuto in titoli di Stato del paese j',
        ),
      },
      {
        symbol: 's_j',
        meaning: t('the country’s score (countries.csv)', 'il punteggio del paese (countries.csv)'),
      },
      C,
    ],
    missingData: missingNeverZero(
      'Over sovereign holdings only; not applicable without sovereign bonds.',
      'Solo sulle posizioni sovrane; non applicabile senza titoli di Stato.',
    ),
    source: annexI(3, '18'),
    example: {
      description: t(
        '10 M€: 60 % Italian, 40 % German sovereign bonds; scores IT 30, DE 20: (6 · 30 + 4 · 20) / 10 = 26.',
        '10 M€: 60 % titoli di Stato italiani, 40 % tedeschi; punteggi IT 30, DE 20: (6 · 30 + 4 · 20) / 10 = 26.',
      ),
      inputs: { amountEur: 10_000_000, weightIT: 60, xIT: 30, xDE: 20 },
      expected: 26,
      unit: units.score,
    },
  },
  {
    id: 'pai-energy-mix',
    version: 1,
    area: 'pai',
    title: t(
      'PAI 5 — share of non-renewable energy (energy mix)',
      'PAI 5 — quota di energia non rinnovabile (mix energetico)',
    ),
    formula:
      'r_i = \\frac{c_i \\, C_i + p_i \\, P_i}{C_i + P_i}, \\quad \\text{PAI 5} = \\frac{\\sum_{i \\in C} v_i \\, r_i}{\\sum_{i \\in C} v_i}',
    inputs: [
      {
        symbol: 'c_i, p_i',
        meaning: t(
          'non-renewable share of consumption and of production, %',
          'quota non rinnovabile di consumo e di produzione, %',
        ),
      },
      {
        symbol: 'C_i, P_i',
        meaning: t('energy consumed and produced, GWh', 'energia consumata e prodotta, GWh'),
      },
      v,
    ],
    missingData: missingNeverZero(
      'With all four inputs and C + P > 0 the blend; else the consumption percentage; else the production percentage (class E average).',
      'Con tutti e quattro i dati e C + P > 0 la media pesata; altrimenti la percentuale di consumo; altrimenti quella di produzione (media di classe E).',
    ),
    source: { citation: RTS, article: 'Annex I, Table 1, indicator 5; sfdr-pai-and-taxonomy.md §8' },
    example: {
      description: workedDescription(
        t(
          'K: 60 % of 30 GWh consumed and 20 % of 10 GWh produced are non-renewable → (1800 + 200) / 40 = 50 %; L reports consumption only, 40 %. (5 · 50 + 3 · 40) / 8 = 46.25 %.',
          'K: 60 % di 30 GWh consumati e 20 % di 10 GWh prodotti non rinnovabili → (1800 + 200) / 40 = 50 %; L riporta solo il consumo, 40 %. (5 · 50 + 3 · 40) / 8 = 46,25 %.',
        ),
      ),
      inputs: {
        ...workedPortfolio,
        nonrenewable_energy_consumption_pctK: 60,
        nonrenewable_energy_production_pctK: 20,
        energy_consumption_gwhK: 30,
        energy_production_gwhK: 10,
        nonrenewable_energy_consumption_pctL: 40,
      },
      expected: 46.25,
      unit: units.percent,
    },
  },
  {
    id: 'pai-share-of-consumption',
    version: 1,
    area: 'pai',
    title: t(
      'Table 2 #5 — share of energy consumption from a source (e.g. coal)',
      'Tabella 2 n. 5 — quota del consumo di energia da una fonte (es. carbone)',
    ),
    formula:
      'r_i = 100 \\cdot \\frac{\\text{source}_i}{\\text{consumption}_i}, \\quad \\frac{\\sum_{i \\in C} v_i \\, r_i}{\\sum_{i \\in C} v_i}',
    inputs: [
      {
        symbol: '\\text{source}_i',
        word: t('source', 'fonte'),
        meaning: t('GWh consumed from the source', 'GWh consumati dalla fonte'),
      },
      {
        symbol: '\\text{consumption}_i',
        word: t('consumption', 'consumo'),
        meaning: t('total energy consumed, GWh (> 0)', 'energia totale consumata, GWh (> 0)'),
      },
      v,
    ],
    missingData: missingNeverZero(
      'A consumption of 0 or less gives no share for that company.',
      'Un consumo pari o inferiore a 0 non dà quota per quella società.',
    ),
    source: annexI(2, '5'),
    example: {
      description: workedDescription(
        t(
          'K: 6 of 30 GWh from coal (20 %); L: 0 of 10 GWh (0 %). (5 · 20 + 3 · 0) / 8 = 12.5 %.',
          'K: 6 di 30 GWh dal carbone (20 %); L: 0 di 10 GWh (0 %). (5 · 20 + 3 · 0) / 8 = 12,5 %.',
        ),
      ),
      inputs: {
        ...workedPortfolio,
        nonrenewable_consumption_coal_gwhK: 6,
        energy_consumption_gwhK: 30,
        nonrenewable_consumption_coal_gwhL: 0,
        energy_consumption_gwhL: 10,
      },
      expected: 12.5,
      unit: units.percent,
    },
  },
  {
    id: 'pai-sovereign-ghg-intensity',
    version: 1,
    area: 'pai',
    title: t('PAI 15 — GHG intensity of investee countries', 'PAI 15 — intensità GHG dei paesi partecipati'),
    formula:
      '\\sum_{j \\in C} \\frac{v_j}{V} \\, r_j, \\quad r_j = \\text{ghg\\_intensity}_j \\text{ or } \\frac{\\text{ghg}_j}{\\text{gdp}_j / 10^6}',
    inputs: [
      {
        symbol: 'v_j',
        meaning: t(
          'value held in country j’s sovereign bonds',
          'valore detenuto in titoli di Stato del paese j',
        ),
      },
      V,
      {
        symbol: 'r_j',
        meaning: t(
          't CO2e per € million of GDP (countries.csv)',
          't CO2e per milione di € di PIL (countries.csv)',
        ),
      },
    ],
    missingData: missingNeverZero(
      'Over sovereign holdings (class C, denominator V); GDP must be > 0 for the fallback.',
      'Sulle posizioni sovrane (classe C, denominatore V); per il calcolo alternativo il PIL deve essere > 0.',
    ),
    source: annexI(1, '15'),
    example: {
      description: t(
        '10 M€: 60 % Italian, 40 % German sovereign bonds; intensities IT 300, DE 100 t per € million of GDP: 0.6 · 300 + 0.4 · 100 = 220.',
        '10 M€: 60 % titoli di Stato italiani, 40 % tedeschi; intensità IT 300, DE 100 t per milione di € di PIL: 0,6 · 300 + 0,4 · 100 = 220.',
      ),
      inputs: { amountEur: 10_000_000, weightIT: 60, xIT: 300, xDE: 100 },
      expected: 220,
      unit: units.t_co2e_per_meur_gdp,
    },
  },
  {
    id: 'taxonomy-turnover-aligned',
    version: 1,
    area: 'taxonomy',
    title: t('EU Taxonomy — aligned turnover share', 'Tassonomia UE — quota di fatturato allineato'),
    formula:
      '100 \\cdot \\frac{\\sum_i (v_i - g_i)\\, \\text{aligned}_{k,i} / 100 + \\sum_i g_i + G_{sov}}{V}',
    inputs: [
      v,
      V,
      {
        symbol: 'g_i',
        meaning: t(
          'value in company i’s EU green bonds (counted in full)',
          'valore nei green bond UE della società i (contati per intero)',
        ),
      },
      { symbol: 'G_{sov}', meaning: t('sovereign EU green bonds', 'green bond UE sovrani') },
      {
        symbol: '\\text{aligned}_{k,i}',
        word: t('aligned', 'allineato'),
        meaning: t('the company’s aligned % of KPI k', 'la % allineata della società per il KPI k'),
      },
    ],
    missingData: t(
      'The one exception to “missing is never zero”: a company without a figure counts as 0 % aligned (alignment must be demonstrated); coverage shows how much is reported.',
      'L’unica eccezione a “mancante non è mai zero”: una società senza dato conta 0 % allineato (l’allineamento va dimostrato); la copertura mostra quanto è riportato.',
    ),
    source: {
      citation: 'Commission Delegated Regulation (EU) 2021/2178; SFDR RTS',
      article: 'RTS Art. 17; sfdr-pai-and-taxonomy.md §7',
    },
    example: {
      description: workedDescription(
        t(
          'Turnover aligned K 5 %, L 40 % (eligible 10 %, 60 %): (5 · 5 + 3 · 40) / 100 / 10 = 14.5 %.',
          'Fatturato allineato K 5 %, L 40 % (ammissibile 10 %, 60 %): (5 · 5 + 3 · 40) / 100 / 10 = 14,5 %.',
        ),
      ),
      inputs: { ...workedPortfolio, eligibleK: 10, alignedK: 5, eligibleL: 60, alignedL: 40 },
      expected: 14.5,
      unit: units.percent,
    },
  },
  {
    id: 'look-through-fund',
    version: 1,
    area: 'lookThrough',
    title: t('Look-through of a fund', 'Look-through di un fondo'),
    formula: 'v_h = v_{\\text{fund}} \\cdot \\frac{w_h}{100}',
    inputs: [
      {
        symbol: 'v_{\\text{fund}}',
        word: t('fund', 'fondo'),
        meaning: t('value held in the fund', 'valore detenuto nel fondo'),
      },
      {
        symbol: 'w_h',
        meaning: t(
          'the holding’s weight in the fund’s latest composition on or before the date',
          'il peso della posizione nell’ultima composizione del fondo alla data',
        ),
      },
    ],
    missingData: t(
      'Weights summing below 100 % leave the remainder as “other” (in V, never covered); weights summing 100–100.5 % are scaled down to 100 %; above 100.5 %, a negative weight or a cycle is rejected. A fund uses its latest composition on or before the date (undated rows count as the oldest); without one it is entirely “other”.',
      'Pesi con somma inferiore al 100 % lasciano il resto come “altro” (in V, mai coperto); pesi con somma tra 100 e 100,5 % sono ridotti al 100 %; oltre il 100,5 %, un peso negativo o un ciclo sono rifiutati. Un fondo usa l’ultima composizione alla data o prima (le righe senza data contano come le più vecchie); senza composizione è interamente “altro”.',
    ),
    source: { citation: 'sfdr-pai-and-taxonomy.md', article: '§5.9' },
    example: {
      description: t(
        '10 M€ in a fund holding 50 % Italian and 30 % German sovereign bonds and 20 % cash: sovereign exposure 5 + 3 = 8 M€.',
        '10 M€ in un fondo con 50 % titoli di Stato italiani, 30 % tedeschi e 20 % liquidità: esposizione sovrana 5 + 3 = 8 M€.',
      ),
      inputs: { amountEur: 10_000_000, fundItPct: 50, fundDePct: 30, fundCashPct: 20 },
      expected: 8_000_000,
      unit: units.eur,
    },
  },
];
