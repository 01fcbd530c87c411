import type { Localized } from '../types.ts';

/** Both languages of one text. */
export const t = (en: string, it: string): Localized => ({ 'en-US': en, 'it-IT': it });

export const RTS = 'Commission Delegated Regulation (EU) 2022/1288 (SFDR RTS), as amended by (EU) 2023/363';
export const METRICS = 'metrics.md (the empyrical / PerformanceAnalytics / ffn conventions, esgkit reading)';

/** The PAI worked example of sfdr-pai-and-taxonomy.md §10: 10 M€, K 50 %, L 30 %, cash 20 %. */
export const workedPortfolio = {
  amountEur: 10_000_000,
  weightK: 50,
  weightL: 30,
  evic_eurK: 250_000_000,
  evic_eurL: 600_000_000,
} as const;
export const workedEmissions = {
  scope1_tK: 2000,
  scope2_tK: 500,
  scope3_tK: 7500,
  scope1_tL: 600,
  scope2_tL: 300,
  scope3_tL: 2100,
} as const;

export const workedDescription = (extra: Localized): Localized =>
  t(
    `10 M€ invested: 50 % in company K (EVIC 250 M€), 30 % in company L (EVIC 600 M€), 20 % cash. ${extra['en-US']}`,
    `10 M€ investiti: 50 % nella società K (EVIC 250 M€), 30 % nella società L (EVIC 600 M€), 20 % liquidità. ${extra['it-IT']}`,
  );

export const missingNeverZero = (extraEn: string, extraIt: string): Localized =>
  t(
    `A holding without the input is left out of the numerator and of the coverage, never counted as 0. ${extraEn}`.trim(),
    `Una posizione senza il dato è esclusa dal numeratore e dalla copertura, mai contata come 0. ${extraIt}`.trim(),
  );

/** The worked examples' units as a reader sees them, in both languages (MethodExample.unit). */
export const units = {
  band: t('band (0 none, 1 minor, 2 serious)', 'fascia (0 nessuna, 1 lieve, 2 grave)'),
  count: t('count', 'numero'),
  eur: t('€', '€'),
  fraction: t('fraction', 'frazione'),
  light: t('light (0 green, 1 yellow, 2 red)', 'semaforo (0 verde, 1 giallo, 2 rosso)'),
  percent: t('%', '%'),
  ratio: t('ratio', 'rapporto'),
  score: t('score', 'punteggio'),
  stars: t('stars', 'stelle'),
  t_co2e: t('t CO₂e', 't CO₂e'),
  t_co2e_per_meur_gdp: t('t CO₂e per M€ of GDP', 't CO₂e per M€ di PIL'),
  t_co2e_per_meur_invested: t('t CO₂e per M€ invested', 't CO₂e per M€ investito'),
  t_co2e_per_meur_revenue: t('t CO₂e per M€ of revenue', 't CO₂e per M€ di ricavi'),
  years: t('years', 'anni'),
} as const;
