import type { MethodEntry } from '../types.ts';
import { METRICS, t, units } from './shared.ts';

// Performance, risk and fund rating (docs/methodology.md part B). Risk examples use a three-day series 100, 110,
// 99, 108.9 (returns +10 %, −10 %, +10 %) with a risk-free rate of 0 and 252 periods a year.

const riskSeries = { V: '100,110,99,108.9', rf: 0, ppy: 252 };
const riskSeriesDescription = t(
  'Values 100, 110, 99, 108.9 (daily returns +10 %, −10 %, +10 %), risk-free rate 0, 252 periods a year: mean 1/30, sample variance 1/75.',
  'Valori 100, 110, 99, 108,9 (rendimenti giornalieri +10 %, −10 %, +10 %), tasso privo di rischio 0, 252 periodi l’anno: media 1/30, varianza campionaria 1/75.',
);
const r = {
  symbol: 'r',
  meaning: t('the daily simple returns of the window', 'i rendimenti semplici giornalieri della finestra'),
};
const rf = { symbol: 'r_f', meaning: t('risk-free rate per period', 'tasso privo di rischio per periodo') };
const ppy = {
  symbol: 'ppy',
  word: t('periods per year', 'periodi per anno'),
  meaning: t('periods per year (252 for daily data)', 'periodi per anno (252 per dati giornalieri)'),
};
const nOfReturns = (en: string, it: string) =>
  t(
    `A day without a price is dropped (never a 0 % day); n counts valid returns. ${en}`,
    `Un giorno senza prezzo è escluso (mai un giorno a 0 %); n conta i rendimenti validi. ${it}`,
  );
const regression = { r: '0.025,-0.015,0.04,0.002', b: '0.01,-0.01,0.02,0', ppy: 252 };
const regressionDescription = (en: string, it: string) =>
  t(
    `Portfolio returns 2.5 %, −1.5 %, 4 %, 0.2 %, benchmark 1 %, −1 %, 2 %, 0 % (rf 0): Σdx·dy = 0.00094, Σdx² = 0.0005, Σdy² = 0.001778. ${en}`,
    `Rendimenti del portafoglio 2,5 %, −1,5 %, 4 %, 0,2 %, benchmark 1 %, −1 %, 2 %, 0 % (rf 0): Σdx·dy = 0,00094, Σdx² = 0,0005, Σdy² = 0,001778. ${it}`,
  );
const pairedMissing = t(
  'Only the days both series have a value count; a pair spans two consecutive common days. No benchmark, fewer than 2 pairs or a flat benchmark: n/a, never 0.',
  'Contano solo i giorni in cui entrambe le serie hanno un valore; una coppia copre due giorni comuni consecutivi. Senza benchmark, con meno di 2 coppie o con benchmark piatto: n.d., mai 0.',
);
const active = { r: '0.02,0,0.01', b: '0.01,0,0.01', ppy: 252 };
const activeDescription = (en: string, it: string) =>
  t(
    `Portfolio returns 2 %, 0 %, 1 %, benchmark 1 %, 0 %, 1 %: active returns d = 1 %, 0, 0, mean 1/300, sample variance 1/30,000. ${en}`,
    `Rendimenti del portafoglio 2 %, 0 %, 1 %, benchmark 1 %, 0 %, 1 %: rendimenti attivi d = 1 %, 0, 0, media 1/300, varianza campionaria 1/30.000. ${it}`,
  );

export const performanceMethods: MethodEntry[] = [
  {
    id: 'performance-cumulative-return',
    version: 1,
    area: 'performance',
    title: t('Cumulative return (point to point)', 'Rendimento cumulato (punto a punto)'),
    formula: 'R = \\frac{V_{end}}{V_{base}} - 1 = \\prod (1 + r_k) - 1',
    inputs: [
      {
        symbol: 'V_{base}',
        meaning: t(
          'the last value at or before the window’s base day',
          'l’ultimo valore alla data base della finestra o prima',
        ),
      },
      {
        symbol: 'V_{end}',
        meaning: t('the last value at or before the end day', 'l’ultimo valore alla data finale o prima'),
      },
    ],
    missingData: t(
      'A base before the series’ first value makes the figure n/a (insufficient_history).',
      'Una base anteriore al primo valore della serie rende il dato n.d. (storico insufficiente).',
    ),
    source: { citation: METRICS, article: '§2' },
    example: {
      description: t(
        'Values 100, 104, 121: 121 / 100 − 1 = 0.21.',
        'Valori 100, 104, 121: 121 / 100 − 1 = 0,21.',
      ),
      inputs: { V: '100,104,121' },
      expected: 0.21,
      unit: units.fraction,
    },
  },
  {
    id: 'performance-annualised-return',
    version: 1,
    area: 'performance',
    title: t('Annualised return (calendar time)', 'Rendimento annualizzato (tempo di calendario)'),
    formula: '(1 + R)^{365.25 / \\text{days}} - 1',
    inputs: [
      { symbol: 'R', meaning: t('cumulative return of the window', 'rendimento cumulato della finestra') },
      {
        symbol: '\\text{days}',
        word: t('days', 'giorni'),
        meaning: t('calendar days between base and end', 'giorni di calendario tra base e fine'),
      },
    ],
    missingData: t(
      'Windows under one calendar year are never annualised (short_window).',
      'Le finestre inferiori a un anno di calendario non sono mai annualizzate (finestra breve).',
    ),
    source: { citation: METRICS, article: '§3 (ffn’s calendar time)' },
    example: {
      description: t(
        'R = 21 % over 730.5 days (two years): 1.21^0.5 − 1 = 0.1.',
        'R = 21 % su 730,5 giorni (due anni): 1,21^0,5 − 1 = 0,1.',
      ),
      inputs: { R: 0.21, days: 730.5 },
      expected: 0.1,
      unit: units.fraction,
    },
  },
  {
    id: 'risk-free-per-period',
    version: 1,
    area: 'risk',
    title: t('Risk-free rate per period', 'Tasso privo di rischio per periodo'),
    formula: 'r_f = (1 + \\text{rate}/100)^{1/ppy} - 1',
    inputs: [
      {
        symbol: '\\text{rate}',
        word: t('rate', 'tasso'),
        meaning: t('annual rate in percent', 'tasso annuo in percentuale'),
      },
      ppy,
    ],
    missingData: t(
      'The request’s rate, else rates.csv (carried forward), else the engine setting (default 0 %); before rates.csv’s first date the measures needing it are n/a.',
      'Il tasso della richiesta, altrimenti rates.csv (riportato in avanti), altrimenti l’impostazione del motore (0 % di default); prima della prima data di rates.csv le misure che lo richiedono sono n.d.',
    ),
    source: { citation: METRICS, article: '§5 (geometric, negative rates too)' },
    example: {
      description: t(
        '21 % a year over 2 periods a year: 1.21^(1/2) − 1 = 0.1.',
        '21 % l’anno su 2 periodi l’anno: 1,21^(1/2) − 1 = 0,1.',
      ),
      inputs: { rate: 21, ppy: 2 },
      expected: 0.1,
      unit: units.fraction,
    },
  },
  {
    id: 'risk-standard-deviation',
    version: 1,
    area: 'risk',
    title: t('Volatility (annualised standard deviation)', 'Volatilità (deviazione standard annualizzata)'),
    formula: '\\sigma = \\operatorname{std}(r, \\text{ddof}=1) \\cdot \\sqrt{ppy}',
    inputs: [r, ppy],
    missingData: nOfReturns(
      'n < 2: n/a (too_few_observations). A near-flat series has σ = 0: its per-period sample std (before × √ppy) at or below 1e-9 · max(|mean of r|, 1e-300) — relative to the per-period mean, so a series of zero mean only when its std is 0.',
      'n < 2: n.d. (too_few_observations). Una serie quasi piatta ha σ = 0: la sua deviazione standard campionaria per periodo (prima di × √ppy) pari o inferiore a 1e-9 · max(|media di r|, 1e-300) — relativa alla media per periodo, quindi una serie di media nulla solo con deviazione 0.',
    ),
    source: { citation: METRICS, article: '§4' },
    example: {
      description: riskSeriesDescription,
      inputs: riskSeries,
      expected: Math.sqrt(3.36),
      unit: units.fraction,
    },
  },
  {
    id: 'risk-sharpe',
    version: 1,
    area: 'risk',
    title: t('Sharpe ratio', 'Indice di Sharpe'),
    formula: '\\frac{\\operatorname{mean}(r - r_f)}{\\operatorname{std}(r - r_f)} \\sqrt{ppy}',
    inputs: [r, rf, ppy],
    missingData: nOfReturns(
      'n < 2 or flat excess returns: n/a.',
      'n < 2 o rendimenti in eccesso piatti: n.d.',
    ),
    source: { citation: METRICS, article: '§6 (arithmetic)' },
    example: {
      description: t(
        `${riskSeriesDescription['en-US']} (1/30) / √(1/75) · √252 = √21.`,
        `${riskSeriesDescription['it-IT']} (1/30) / √(1/75) · √252 = √21.`,
      ),
      inputs: riskSeries,
      expected: Math.sqrt(21),
      unit: units.ratio,
    },
  },
  {
    id: 'risk-sortino',
    version: 1,
    area: 'risk',
    title: t('Sortino ratio', 'Indice di Sortino'),
    formula:
      '\\frac{\\operatorname{mean}(r - MAR)\\sqrt{ppy}}{DD}, \\quad DD = \\sqrt{\\tfrac{1}{n}\\sum \\min(r - MAR, 0)^2}, \\; MAR = r_f',
    inputs: [
      r,
      rf,
      ppy,
      { symbol: 'n', meaning: t('all observations of the window', 'tutte le osservazioni della finestra') },
    ],
    missingData: nOfReturns(
      'No return below MAR: n/a (no_downside), not +∞.',
      'Nessun rendimento sotto il MAR: n.d. (nessun ribasso), non +∞.',
    ),
    source: { citation: METRICS, article: '§7' },
    example: {
      description: t(
        `${riskSeriesDescription['en-US']} DD = √(0.01/3): (1/30) · √252 / √(1/300) = √84.`,
        `${riskSeriesDescription['it-IT']} DD = √(0,01/3): (1/30) · √252 / √(1/300) = √84.`,
      ),
      inputs: riskSeries,
      expected: Math.sqrt(84),
      unit: units.ratio,
    },
  },
  {
    id: 'risk-max-drawdown',
    version: 1,
    area: 'risk',
    title: t('Maximum drawdown', 'Massimo drawdown'),
    formula: '\\min_t \\left( \\frac{W_t}{\\max_{s \\le t} W_s} - 1 \\right)',
    inputs: [
      {
        symbol: 'W_t',
        meaning: t(
          'the values of the window, its base value the first peak',
          'i valori della finestra, il valore base come primo picco',
        ),
      },
    ],
    missingData: t(
      'No return in the window: n/a. Shown as a negative fraction.',
      'Nessun rendimento nella finestra: n.d. Indicato come frazione negativa.',
    ),
    source: { citation: METRICS, article: '§9' },
    example: {
      description: t(
        'Values 100, 110, 99, 108.9: the peak 110 falls to 99, 99 / 110 − 1 = −0.1.',
        'Valori 100, 110, 99, 108,9: il picco 110 scende a 99, 99 / 110 − 1 = −0,1.',
      ),
      inputs: riskSeries,
      expected: -0.1,
      unit: units.fraction,
    },
  },
  {
    id: 'risk-beta',
    version: 1,
    area: 'risk',
    title: t('Beta', 'Beta'),
    formula:
      '\\beta = \\frac{\\operatorname{cov}(x, y)}{\\operatorname{var}(x)}, \\quad y = r - r_f, \\; x = b - r_f',
    inputs: [
      r,
      {
        symbol: 'b',
        meaning: t(
          'the benchmark’s returns on the same days',
          'i rendimenti del benchmark negli stessi giorni',
        ),
      },
      rf,
    ],
    missingData: pairedMissing,
    source: { citation: METRICS, article: '§8 (OLS on excess returns)' },
    example: {
      description: regressionDescription('β = 0.00094 / 0.0005 = 1.88.', 'β = 0,00094 / 0,0005 = 1,88.'),
      inputs: regression,
      expected: 1.88,
      unit: units.ratio,
    },
  },
  {
    id: 'risk-alpha',
    version: 1,
    area: 'risk',
    title: t('Alpha (annualised geometrically)', 'Alfa (annualizzato geometricamente)'),
    formula: '(1 + \\alpha_d)^{ppy} - 1, \\quad \\alpha_d = \\bar{y} - \\beta \\bar{x}',
    inputs: [
      r,
      { symbol: 'b', meaning: t('the benchmark’s returns', 'i rendimenti del benchmark') },
      rf,
      ppy,
    ],
    missingData: pairedMissing,
    source: { citation: METRICS, article: '§8 (empyrical, PerformanceAnalytics table.SFM)' },
    example: {
      description: regressionDescription(
        'α_d = 0.013 − 1.88 · 0.005 = 0.0036; 1.0036^252 − 1 = 1.4733436719912532.',
        'α_d = 0,013 − 1,88 · 0,005 = 0,0036; 1,0036^252 − 1 = 1,4733436719912532.',
      ),
      inputs: regression,
      expected: 1.4733436719912532,
      unit: units.fraction,
    },
  },
  {
    id: 'risk-r-squared',
    version: 1,
    area: 'risk',
    title: t('R²', 'R²'),
    formula: 'R^2 = \\frac{\\operatorname{cov}(x, y)^2}{\\operatorname{var}(x)\\operatorname{var}(y)}',
    inputs: [r, { symbol: 'b', meaning: t('the benchmark’s returns', 'i rendimenti del benchmark') }, rf],
    missingData: pairedMissing,
    source: { citation: METRICS, article: '§8 (PerformanceAnalytics)' },
    example: {
      description: regressionDescription(
        '0.00094² / (0.0005 · 0.001778) = 8836 / 8890.',
        '0,00094² / (0,0005 · 0,001778) = 8836 / 8890.',
      ),
      inputs: regression,
      expected: 8836 / 8890,
      unit: units.ratio,
    },
  },
  {
    id: 'risk-tracking-error',
    version: 1,
    area: 'risk',
    title: t('Tracking error', 'Tracking error'),
    formula: 'TE = \\operatorname{std}(d, \\text{ddof}=1)\\sqrt{ppy}, \\quad d = r - b',
    inputs: [r, { symbol: 'b', meaning: t('the benchmark’s returns', 'i rendimenti del benchmark') }, ppy],
    missingData: pairedMissing,
    source: { citation: 'PerformanceAnalytics TrackingError; CFA Institute ex-post tracking error' },
    example: {
      description: activeDescription('√(1/30,000) · √252 = √0.0084.', '√(1/30.000) · √252 = √0,0084.'),
      inputs: active,
      expected: Math.sqrt(0.0084),
      unit: units.fraction,
    },
  },
  {
    id: 'risk-information-ratio',
    version: 1,
    area: 'risk',
    title: t('Information ratio', 'Information ratio'),
    formula: 'IR = \\frac{\\operatorname{mean}(d) \\cdot ppy}{TE}',
    inputs: [
      {
        symbol: 'd',
        meaning: t('paired daily active returns r − b', 'rendimenti attivi giornalieri appaiati r − b'),
      },
      ppy,
    ],
    missingData: pairedMissing,
    source: { citation: 'Grinold & Kahn, ex-post IR; quantstats information_ratio' },
    example: {
      description: activeDescription('(252/300) / √0.0084 = √84.', '(252/300) / √0,0084 = √84.'),
      inputs: active,
      expected: Math.sqrt(84),
      unit: units.ratio,
    },
  },
  {
    id: 'fund-rating-stars',
    version: 1,
    area: 'fundRating',
    title: t('Fund rating — stars from a rank', 'Rating dei fondi — stelle da una posizione in classifica'),
    formula:
      'q = \\frac{\\text{rank} - 0.5}{N}: \\; q \\le 0.10 \\to 5,\\; q \\le 0.325 \\to 4,\\; q < 0.675 \\to 3,\\; q < 0.90 \\to 2,\\; \\text{else } 1',
    inputs: [
      {
        symbol: '\\text{rank}',
        word: t('rank', 'posizione'),
        meaning: t(
          'the fund’s rank in its peer group, ties sharing the average rank',
          'la posizione del fondo nel gruppo, a pari merito la posizione media',
        ),
      },
      {
        symbol: 'N',
        meaning: t('rateable funds in the peer group (at least 5)', 'fondi valutabili nel gruppo (almeno 5)'),
      },
    ],
    missingData: t(
      'Unrated (null, never 0 or 3 stars): less than 3 years of NAV, no NAV in the last 7 days, no category, or fewer than 5 rateable peers; a missing TER leaves expenses and the overall rating null. The overall score is fund-rating-overall’s.',
      'Senza rating (null, mai 0 o 3 stelle): meno di 3 anni di NAV, nessun NAV negli ultimi 7 giorni, nessuna categoria o meno di 5 fondi valutabili; un TER mancante lascia nulli le spese e il rating complessivo. Il punteggio complessivo è quello di fund-rating-overall.',
    ),
    source: {
      citation:
        'spec doc 2 §3 (“returns, risk, persistence, expenses”); esgkit rule, docs/methodology.md part B',
    },
    example: {
      description: t(
        'Two funds tied first of five share rank 1.5: q = 1 / 5 = 0.2 → 4 stars.',
        'Due fondi primi a pari merito su cinque condividono la posizione 1,5: q = 1 / 5 = 0,2 → 4 stelle.',
      ),
      inputs: { rank: 1.5, N: 5 },
      expected: 4,
      unit: units.stars,
    },
  },
  {
    id: 'fund-rating-overall',
    version: 1,
    area: 'fundRating',
    title: t('Fund rating — the overall rating', 'Rating dei fondi — il rating complessivo'),
    formula:
      '\\text{score} = 0.40\\,p_{returns} + 0.30\\,p_{risk} + 0.15\\,p_{persistence} + 0.15\\,p_{expenses}, \\quad p = 1 - q',
    inputs: [
      {
        symbol: 'p',
        meaning: t(
          '1 − the rank percentile of each pillar in the category',
          '1 − il percentile di posizione di ogni pilastro nella categoria',
        ),
      },
      {
        symbol: 'q',
        meaning: t(
          '(rank − 0.5) / N, ties sharing the average rank',
          '(posizione − 0,5) / N, a pari merito la posizione media',
        ),
      },
    ],
    missingData: t(
      'The overall rating needs all four pillars: a fund without a TER has none (its other pillars still show). Returns: annualised over 3 years; risk: annualised std (ddof 1, × √252); persistence: share of the 12 quarters in the top half of the peers; expenses: TER.',
      'Il rating complessivo richiede tutti e quattro i pilastri: un fondo senza TER non lo ha (gli altri pilastri restano). Rendimenti: annualizzati su 3 anni; rischio: deviazione standard annualizzata (ddof 1, × √252); persistenza: quota dei 12 trimestri nella metà alta del gruppo; spese: TER.',
    ),
    source: {
      citation:
        'spec doc 2 §3 (“returns, risk, persistence, expenses”); esgkit rule, docs/methodology.md part B',
    },
    example: {
      description: t(
        'Five funds of one category: daily returns alternate m ± s with m = 5, 4, 3, 2, 1 bp and s = 50, 10, 20, 30, 40 bp over 1,200 days; TER 0.5 … 0.1 %. Fund A (best returns, riskiest, dearest): 0.4 · 0.9 + 0.3 · 0.1 + 0.15 · 0.8 + 0.15 · 0.1 = 0.525, third of the five scores (B 0.715, C 0.56, D 0.405, E 0.295): 3 stars.',
        'Cinque fondi di una categoria: rendimenti giornalieri alternati m ± s con m = 5, 4, 3, 2, 1 pb e s = 50, 10, 20, 30, 40 pb su 1.200 giorni; TER 0,5 … 0,1 %. Fondo A (rendimenti migliori, più rischioso, più caro): 0,4 · 0,9 + 0,3 · 0,1 + 0,15 · 0,8 + 0,15 · 0,1 = 0,525, terzo dei cinque punteggi (B 0,715, C 0,56, D 0,405, E 0,295): 3 stelle.',
      ),
      inputs: { m: '5,4,3,2,1', s: '50,10,20,30,40', ter: '0.5,0.4,0.3,0.2,0.1', days: 1200, fund: 0 },
      expected: 3,
      unit: units.stars,
    },
  },
];
