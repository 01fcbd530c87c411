import type { MethodEntry } from '../types.ts';
import { METRICS, missingNeverZero, RTS, t, units, workedDescription, workedPortfolio } from './shared.ts';

// The methods added in issue 30's second wave: the PAI kernels not yet documented (PAI 13 from board counts, PAI 16),
// the taxonomy share without sovereigns, trailing and rolling returns, and matching's default portfolio and MiFID II
// preference check (docs/methodology.md A, B, D.8). Each example is
// computed by hand here and by the engine's real functions in methods.example.

const pai = (item: string) => ({ citation: RTS, article: `Annex I, Table 1, indicator ${item}` });
const mifid = {
  citation: 'Commission Delegated Regulation (EU) 2021/1253 amending (EU) 2017/565',
  article: 'Art. 2(7) of (EU) 2017/565; docs/methodology.md D.8',
};

export const paiKernelMethods: MethodEntry[] = [
  {
    id: 'pai-board-gender-counts',
    version: 1,
    area: 'pai',
    title: t(
      'PAI 13 — board gender diversity from board counts',
      'PAI 13 — diversità di genere nel CdA dai conteggi dei consiglieri',
    ),
    formula:
      '\\frac{\\sum_{i \\in C} v_i \\, r_i}{\\sum_{i \\in C} v_i}, \\quad r_i = 100 \\cdot \\frac{\\text{female}_i}{\\text{members}_i}',
    inputs: [
      {
        symbol: 'v_i',
        meaning: t('value held in investee i', 'valore detenuto nella partecipata i'),
      },
      {
        symbol: '\\text{female}_i',
        word: t('female', 'donne'),
        meaning: t('female board members', 'consigliere donne'),
      },
      {
        symbol: '\\text{members}_i',
        word: t('members', 'consiglieri'),
        meaning: t('all board members', 'tutti i membri del CdA'),
      },
    ],
    missingData: missingNeverZero(
      'A reported percentage wins over the counts; counts need members > 0 and a female count.',
      'Una percentuale riportata prevale sui conteggi; i conteggi richiedono membri > 0 e il numero di donne.',
    ),
    source: pai('13'),
    example: {
      description: workedDescription(
        t(
          'No percentages reported; K has 3 women of 10 members (30 %), L 4 of 8 (50 %): (5 · 30 + 3 · 50) / 8 = 37.5 %.',
          'Nessuna percentuale riportata; K ha 3 donne su 10 consiglieri (30 %), L 4 su 8 (50 %): (5 · 30 + 3 · 50) / 8 = 37,5 %.',
        ),
      ),
      inputs: {
        ...workedPortfolio,
        board_female_countK: 3,
        board_member_countK: 10,
        board_female_countL: 4,
        board_member_countL: 8,
      },
      expected: 37.5,
      unit: units.percent,
    },
  },
  {
    id: 'pai-sovereign-social-violations',
    version: 1,
    area: 'pai',
    title: t(
      'PAI 16 — investee countries subject to social violations',
      'PAI 16 — paesi partecipati soggetti a violazioni sociali',
    ),
    formula: '100 \\cdot \\frac{\\#\\{j \\in C : s_j = 1\\}}{\\# C}',
    inputs: [
      {
        symbol: 's_j',
        meaning: t(
          'country j’s social-violations flag (countries.csv, 0/1)',
          'il flag di violazioni sociali del paese j (countries.csv, 0/1)',
        ),
      },
      {
        symbol: 'C',
        meaning: t(
          'the investee countries held that report the flag',
          'i paesi partecipati detenuti che riportano il flag',
        ),
      },
    ],
    missingData: missingNeverZero(
      'A country without the flag is neither counted nor in the denominator. The count (number of countries) is reported beside the share.',
      'Un paese senza il flag non è contato né nel denominatore. Accanto alla quota si riporta il conteggio (numero di paesi).',
    ),
    source: pai('16'),
    example: {
      description: t(
        '10 M€: 60 % Italian, 40 % German sovereign bonds; Italy flagged (1), Germany not (0): 1 of 2 countries = 50 %.',
        '10 M€: 60 % titoli di Stato italiani, 40 % tedeschi; Italia segnalata (1), Germania no (0): 1 paese su 2 = 50 %.',
      ),
      inputs: { amountEur: 10_000_000, weightIT: 60, xIT: 1, xDE: 0 },
      expected: 50,
      unit: units.percent,
    },
  },
];

export const taxonomyMoreMethods: MethodEntry[] = [
  {
    id: 'taxonomy-excluding-sovereigns',
    version: 1,
    area: 'taxonomy',
    title: t(
      'EU Taxonomy — aligned share excluding sovereign exposures',
      'Tassonomia UE — quota allineata escluse le esposizioni sovrane',
    ),
    formula: '100 \\cdot \\frac{A}{V - V_{sov}}',
    inputs: [
      {
        symbol: 'A',
        meaning: t(
          'aligned value of the companies (and corporate EU green bonds), as in the including-sovereigns share',
          'valore allineato delle società (e dei green bond UE societari), come nella quota con i sovrani',
        ),
      },
      {
        symbol: 'V',
        meaning: t(
          'value of all investments, cash included',
          'valore di tutti gli investimenti, liquidità inclusa',
        ),
      },
      {
        symbol: 'V_{sov}',
        meaning: t('value of the sovereign exposures', 'valore delle esposizioni sovrane'),
      },
    ],
    missingData: t(
      'As the including-sovereigns share: a company without a figure counts 0 % aligned; sovereign green bonds leave numerator and denominator.',
      'Come la quota con i sovrani: una società senza dato conta 0 % allineato; i green bond sovrani escono da numeratore e denominatore.',
    ),
    source: {
      citation: 'Commission Delegated Regulation (EU) 2022/1288 (SFDR RTS), Annex II–III templates',
      article: 'sfdr-pai-and-taxonomy.md §7 (both denominators)',
    },
    example: {
      description: t(
        '10 M€: 50 % in company K (turnover 40 % aligned, 60 % eligible), 30 % Italian sovereign bonds, 20 % cash. Aligned 5 · 0.4 = 2 M€; over 10 − 3 = 7 M€: 28.571… %.',
        '10 M€: 50 % nella società K (fatturato allineato 40 %, ammissibile 60 %), 30 % titoli di Stato italiani, 20 % liquidità. Allineato 5 · 0,4 = 2 M€; su 10 − 3 = 7 M€: 28,571… %.',
      ),
      inputs: { amountEur: 10_000_000, weightK: 50, weightIT: 30, eligibleK: 60, alignedK: 40 },
      expected: 200 / 7,
      unit: units.percent,
    },
  },
];

/** A value series on dates (comma-separated ISO dates and values) for the trailing and rolling examples. */
const datedSeries = {
  symbol: 'V_t',
  meaning: t(
    'the value on day t (last value at or before a base day)',
    'il valore al giorno t (l’ultimo valore entro il giorno base)',
  ),
};

export const performanceMoreMethods: MethodEntry[] = [
  {
    id: 'performance-trailing-return',
    version: 1,
    area: 'performance',
    title: t(
      'Trailing return (YTD, 1, 3, 5 years, since inception)',
      'Rendimento trailing (da inizio anno, 1, 3, 5 anni, dall’avvio)',
    ),
    formula:
      'R_N = \\frac{V_{\\text{asOf}}}{V_{\\text{asOf} - N \\text{ years}}} - 1, \\quad N \\ge 3: (1 + R_N)^{365.25 / d} - 1',
    inputs: [
      datedSeries,
      {
        symbol: 'd',
        meaning: t(
          'calendar days between the two observations',
          'giorni di calendario tra le due osservazioni',
        ),
      },
    ],
    missingData: t(
      'A history shorter than the window is “n/a” (insufficient history), never 0; YTD and 1 year are not annualised, 3 and 5 years are.',
      'Una storia più corta della finestra è “n/d” (storia insufficiente), mai 0; da inizio anno e 1 anno non sono annualizzati, 3 e 5 anni sì.',
    ),
    source: { citation: METRICS, article: '§3 (trailing returns)' },
    example: {
      description: t(
        '1-year return on 30 June 2026, values 100 (30 June 2025), 104 (31 December 2025), 110: 110 / 100 − 1 = 0.1.',
        'Rendimento a 1 anno al 30 giugno 2026, valori 100 (30 giugno 2025), 104 (31 dicembre 2025), 110: 110 / 100 − 1 = 0,1.',
      ),
      inputs: { dates: '2025-06-30,2025-12-31,2026-06-30', V: '100,104,110', asOf: '2026-06-30' },
      expected: 0.1,
      unit: units.fraction,
    },
  },
  {
    id: 'performance-rolling-return',
    version: 1,
    area: 'performance',
    title: t('Rolling return (a window at every date)', 'Rendimento rolling (una finestra a ogni data)'),
    formula: 'R_t = \\frac{V_t}{V_{t - m \\text{ months}}} - 1',
    inputs: [
      datedSeries,
      {
        symbol: 'm',
        meaning: t(
          'the window: 1, 3, 6, 12, 36 or 60 months (36 and 60 annualised)',
          'la finestra: 1, 3, 6, 12, 36 o 60 mesi (36 e 60 annualizzati)',
        ),
      },
    ],
    missingData: t(
      'A date whose base lies before the first value has no point (the line starts later), never 0.',
      'Una data la cui base precede il primo valore non ha punto (la linea inizia dopo), mai 0.',
    ),
    source: { citation: METRICS, article: '§3 (the trailing calculation at every date)' },
    example: {
      description: t(
        '1-month window; values 100 (30 January), 95 (27 February), 99.75 (31 March 2026). On 31 March the base is the last value at or before 28 February: 99.75 / 95 − 1 = 0.05.',
        'Finestra di 1 mese; valori 100 (30 gennaio), 95 (27 febbraio), 99,75 (31 marzo 2026). Al 31 marzo la base è l’ultimo valore entro il 28 febbraio: 99,75 / 95 − 1 = 0,05.',
      ),
      inputs: { dates: '2026-01-30,2026-02-27,2026-03-31', V: '100,95,99.75', window: '1m' },
      expected: 0.05,
      unit: units.fraction,
    },
  },
];

export const matchingMoreMethods: MethodEntry[] = [
  {
    id: 'matching-default-portfolio',
    version: 1,
    area: 'matching',
    title: t('Matching — the default URTH/IAGG portfolio', 'Matching — il portafoglio predefinito URTH/IAGG'),
    formula: 'w_{URTH} = e_L, \\; w_{IAGG} = 100\\% - e_L, \\quad \\sigma_p = \\sqrt{w^\\top \\Sigma \\, w}',
    inputs: [
      {
        symbol: 'e_L',
        meaning: t(
          'the risk level’s equity share: 10, 30, 50, 70, 90 % for levels 1–5',
          'la quota azionaria del livello di rischio: 10, 30, 50, 70, 90 % per i livelli 1–5',
        ),
      },
      {
        symbol: '\\Sigma',
        meaning: t(
          'annualised covariance of the two ETFs’ daily returns (last 3 years)',
          'covarianza annualizzata dei rendimenti giornalieri dei due ETF (ultimi 3 anni)',
        ),
      },
    ],
    missingData: t(
      'Proposed when no allocation of the candidate funds stays within the cap; without URTH or IAGG in the dataset, or without their prices, no default is shown (its volatility is not invented).',
      'Proposto quando nessuna allocazione dei fondi candidati resta entro il limite; senza URTH o IAGG nel dataset, o senza i loro prezzi, nessun predefinito è mostrato (la volatilità non è inventata).',
    ),
    source: { citation: 'spec doc 1 §5 (“default URTH and IAGG”)', article: 'docs/methodology.md D.8' },
    example: {
      description: t(
        'Risk level 4: 70 % URTH, 30 % IAGG. With volatilities 15 % and 5 % perfectly correlated (σ_p = Σ w_i σ_i): 0.7 · 0.15 + 0.3 · 0.05 = 0.12.',
        'Livello di rischio 4: 70 % URTH, 30 % IAGG. Con volatilità 15 % e 5 % perfettamente correlate (σ_p = Σ w_i σ_i): 0,7 · 0,15 + 0,3 · 0,05 = 0,12.',
      ),
      inputs: { level: 4, sigma: '0.15,0.05' },
      expected: 0.12,
      unit: units.fraction,
    },
  },
  {
    id: 'matching-mifid-preference',
    version: 1,
    area: 'matching',
    title: t(
      'Matching — MiFID II sustainability preferences met',
      'Matching — preferenze di sostenibilità MiFID II soddisfatte',
    ),
    formula: '\\text{met} \\iff x_f \\ge m, \\quad x_f \\text{ missing} \\Rightarrow \\text{no data}',
    inputs: [
      {
        symbol: 'x_f',
        meaning: t(
          'the fund’s taxonomy-aligned or sustainable-investment share, in %',
          'la quota allineata alla tassonomia o di investimenti sostenibili del fondo, in %',
        ),
      },
      {
        symbol: 'm',
        meaning: t('the client’s minimum, in %', 'il minimo del cliente, in %'),
      },
    ],
    missingData: t(
      'A fund without the figure is “no data”, never “not met”: the adviser sees it cannot be told from the dataset.',
      'Un fondo senza il dato è “nessun dato”, mai “non soddisfatta”: il consulente vede che il dataset non lo dice.',
    ),
    source: mifid,
    example: {
      description: t(
        'Minimum taxonomy-aligned share 5 %; three funds at 8 %, 3 % and without data: met by 1 (the second is not met, the third no data).',
        'Quota minima allineata alla tassonomia 5 %; tre fondi all’8 %, al 3 % e senza dato: soddisfatta da 1 (il secondo non la soddisfa, il terzo senza dato).',
      ),
      inputs: { m: 5, x: '8,3,none' },
      expected: 1,
      unit: units.count,
    },
  },
];
