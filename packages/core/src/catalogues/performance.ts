import type { PerformanceRangeEntry, RiskMeasureEntry, ScorePillarEntry } from './schema.ts';
import { t } from './text.ts';

/** Risk measures of spec doc 2 §3, defined as in spec metrics.md §4–§8. */
export const riskMeasures: readonly RiskMeasureEntry[] = [
  {
    id: 'alpha',
    name: { 'en-US': 'Alpha', 'it-IT': 'Alfa' },
    definition: t(
      'Annualised return above what the benchmark explains through beta, from a regression of daily excess returns.',
      'Rendimento annualizzato in eccesso rispetto a quanto spiegato dal beta, da una regressione dei rendimenti giornalieri in eccesso.',
    ),
    display: 'percent',
    needsBenchmark: true,
  },
  {
    id: 'beta',
    name: { 'en-US': 'Beta', 'it-IT': 'Beta' },
    definition: t(
      'Sensitivity of the portfolio to the benchmark: covariance of their daily excess returns over the benchmark variance.',
      'Sensibilità del portafoglio al benchmark: covarianza dei rendimenti giornalieri in eccesso divisa per la varianza del benchmark.',
    ),
    display: 'number',
    needsBenchmark: true,
  },
  {
    id: 'r_squared',
    name: { 'en-US': 'R-squared', 'it-IT': 'R quadro' },
    definition: t(
      "Share of the portfolio's daily excess-return variation explained by the benchmark, from 0 to 1.",
      'Quota della variabilità dei rendimenti giornalieri in eccesso del portafoglio spiegata dal benchmark, da 0 a 1.',
    ),
    display: 'number',
    needsBenchmark: true,
  },
  {
    id: 'sharpe_ratio',
    name: { 'en-US': 'Sharpe ratio', 'it-IT': 'Indice di Sharpe' },
    definition: t(
      'Mean daily return above the risk-free rate divided by its standard deviation, annualised with √252.',
      'Rendimento medio giornaliero in eccesso sul tasso privo di rischio diviso per la sua deviazione standard, annualizzato con √252.',
    ),
    display: 'number',
    needsBenchmark: false,
  },
  {
    id: 'sortino_ratio',
    name: { 'en-US': 'Sortino ratio', 'it-IT': 'Indice di Sortino' },
    definition: t(
      'Like the Sharpe ratio, but divided by the downside deviation below the risk-free rate only.',
      "Come l'indice di Sharpe, ma diviso per la sola deviazione al ribasso sotto il tasso privo di rischio.",
    ),
    display: 'number',
    needsBenchmark: false,
  },
  {
    id: 'standard_deviation',
    name: { 'en-US': 'Standard deviation', 'it-IT': 'Deviazione standard' },
    definition: t(
      'Annualised volatility: sample standard deviation of daily returns times √252.',
      'Volatilità annualizzata: deviazione standard campionaria dei rendimenti giornalieri moltiplicata per √252.',
    ),
    display: 'percent',
    needsBenchmark: false,
  },
];

/** Performance ranges of the charts and tables: year to date, 1, 3 and 5 years (spec doc 1 §2, doc 2 §3). */
export const performanceRanges: readonly PerformanceRangeEntry[] = [
  {
    id: 'ytd',
    name: t('Year to date', 'Da inizio anno'),
    shortName: { 'en-US': 'YTD', 'it-IT': 'YTD' },
    years: null,
    isAnnualised: false,
  },
  { id: 'y1', name: t('1 year', '1 anno'), shortName: t('1Y', '1A'), years: 1, isAnnualised: false },
  { id: 'y3', name: t('3 years', '3 anni'), shortName: t('3Y', '3A'), years: 3, isAnnualised: true },
  { id: 'y5', name: t('5 years', '5 anni'), shortName: t('5Y', '5A'), years: 5, isAnnualised: true },
];

/**
 * Pillars of the scores of doc 2 §3: the sustainability score (five pillars), fund scores (six) and the proprietary
 * fund rating (four).
 */
export const scorePillars: readonly ScorePillarEntry[] = [
  { id: 'environmental', score: 'sustainability', name: t('Environmental', 'Ambientale') },
  { id: 'social', score: 'sustainability', name: t('Social', 'Sociale') },
  { id: 'governance', score: 'sustainability', name: { 'en-US': 'Governance', 'it-IT': 'Governance' } },
  { id: 'impact', score: 'sustainability', name: t('Impact', 'Impatto') },
  { id: 'products', score: 'sustainability', name: t('Products', 'Prodotti') },
  { id: 'environmental', score: 'fund', name: t('Environmental score', 'Punteggio ambientale') },
  { id: 'social', score: 'fund', name: t('Social score', 'Punteggio sociale') },
  { id: 'governance', score: 'fund', name: t('Governance score', 'Punteggio di governance') },
  { id: 'impact', score: 'fund', name: t('Impact score', "Punteggio d'impatto") },
  { id: 'product', score: 'fund', name: t('Product score', 'Punteggio prodotti') },
  { id: 'sustainability', score: 'fund', name: t('Sustainability score', 'Punteggio di sostenibilità') },
  { id: 'returns', score: 'fund_rating', name: t('Returns', 'Rendimenti') },
  { id: 'risk', score: 'fund_rating', name: t('Risk', 'Rischio') },
  { id: 'persistence', score: 'fund_rating', name: t('Persistence', 'Persistenza') },
  { id: 'expenses', score: 'fund_rating', name: t('Expenses', 'Costi') },
];
