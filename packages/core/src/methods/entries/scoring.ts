import type { MethodEntry } from '../types.ts';
import { t, units } from './shared.ts';

// ESG and the five-pillar sustainability score with the scoring profile, controversy and exclusion bands,
// screening's missing-data rule and matching (docs/methodology.md part D.3, D.6–D.8).

const pillar = {
  symbol: 's_{e,p}',
  meaning: t(
    'the entity’s score on pillar p (scores.csv, 0–100)',
    'il punteggio dell’entità sul pilastro p (scores.csv, 0–100)',
  ),
};
const weight = {
  symbol: 'w_p',
  meaning: t(
    'the scoring profile’s weight of pillar p (percent, sum 100)',
    'il peso del pilastro p nel profilo di scoring (percentuale, somma 100)',
  ),
};
const company = { E: 45, S: 61, G: 70, impact: 38, products: 52 };
const profile = { wE: 40, wS: 10, wG: 10, wImpact: 30, wProducts: 10 };
const lightCode = t(
  'Answer coded 0 green, 1 yellow, 2 red.',
  'Risposta codificata 0 verde, 1 giallo, 2 rosso.',
);
const bandCode = t(
  'Answer coded 0 none, 1 minor, 2 serious.',
  'Risposta codificata 0 nessuna, 1 lieve, 2 grave.',
);
const sigma = {
  symbol: '\\sigma_i',
  meaning: t('fund i’s annualised volatility', 'la volatilità annualizzata del fondo i'),
};
const matchingCase = { sigma: '0.3,0.06,0.08', fit: '90,80,60' };
const matchingText = t(
  'Three funds whose returns are perfectly correlated (σ_p = Σ w_i σ_i), fits 90, 80, 60, volatilities 30 %, 6 %, 8 %.',
  'Tre fondi con rendimenti perfettamente correlati (σ_p = Σ w_i σ_i), fit 90, 80, 60, volatilità 30 %, 6 %, 8 %.',
);

export const scoringMethods: MethodEntry[] = [
  {
    id: 'esg-overall-default',
    version: 1,
    area: 'esg',
    title: t(
      'Sustainability score — five pillars, default weights',
      'Punteggio di sostenibilità — cinque pilastri, pesi predefiniti',
    ),
    formula:
      '\\text{overall}_e = \\frac{1}{5}\\sum_{p} s_{e,p} \\quad (\\text{scores.csv sustainability when given}); \\quad \\text{portfolio} = \\frac{\\sum_e v_e \\, \\text{overall}_e}{\\sum_e v_e}',
    inputs: [
      pillar,
      {
        symbol: 'v_e',
        meaning: t(
          'value held in entity e after look-through',
          'valore detenuto nell’entità e dopo il look-through',
        ),
      },
    ],
    missingData: t(
      'Without scores.csv sustainability the overall needs all five pillars (environmental, social, governance, impact, products); an entity without a score is left out of the portfolio average and its coverage.',
      'Senza sustainability in scores.csv il punteggio complessivo richiede tutti e cinque i pilastri (ambientale, sociale, governance, impatto, prodotti); un’entità senza punteggio è esclusa dalla media e dalla copertura.',
    ),
    source: { citation: 'spec doc 2 §3 (five pillars)', article: 'docs/methodology.md D.3' },
    example: {
      description: t(
        'Company C1: E 45, S 61, G 70, impact 38, products 52, no provider blend: 266 / 5 = 53.2.',
        'Società C1: E 45, S 61, G 70, impatto 38, prodotti 52, nessun valore del fornitore: 266 / 5 = 53,2.',
      ),
      inputs: company,
      expected: 53.2,
      unit: units.score,
    },
  },
  {
    id: 'scoring-profile-company',
    version: 1,
    area: 'scoring',
    title: t(
      'Scoring profile — a company’s overall score',
      'Profilo di scoring — punteggio complessivo di una società',
    ),
    formula: '\\text{overall}_e = \\frac{\\sum_{p: w_p > 0} w_p \\, s_{e,p}}{\\sum_{p: w_p > 0} w_p}',
    inputs: [pillar, weight],
    missingData: t(
      'Defined only when the entity has every pillar weighted above 0 (a missing pillar is never 0; a pillar weighted 0 is not needed). The provider’s sustainability blend is not used with the advisor’s weights.',
      'Definito solo se l’entità ha ogni pilastro con peso maggiore di 0 (un pilastro mancante non è mai 0; un pilastro con peso 0 non serve). Con i pesi del consulente non si usa il valore sustainability del fornitore.',
    ),
    source: { citation: 'issue 28 (scoring profile); spec doc 2 §3', article: 'docs/methodology.md D.3' },
    example: {
      description: t(
        'Weights E 40, S 10, G 10, impact 30, products 10; C1 (45, 61, 70, 38, 52): (1800 + 610 + 700 + 1140 + 520) / 100 = 47.7.',
        'Pesi E 40, S 10, G 10, impatto 30, prodotti 10; C1 (45, 61, 70, 38, 52): (1800 + 610 + 700 + 1140 + 520) / 100 = 47,7.',
      ),
      inputs: { ...company, ...profile },
      expected: 47.7,
      unit: units.score,
    },
  },
  {
    id: 'scoring-profile-country',
    version: 1,
    area: 'scoring',
    title: t(
      'Scoring profile — a country’s overall score',
      'Profilo di scoring — punteggio complessivo di un paese',
    ),
    formula: '\\text{overall}_c = \\frac{w_E s_E + w_S s_S + w_G s_G}{w_E + w_S + w_G}',
    inputs: [pillar, weight],
    missingData: t(
      'Countries have no impact or product pillar: those weights drop out and the rest count in proportion; no score when E, S and G all weigh 0 or a weighted one is missing.',
      'I paesi non hanno i pilastri impatto e prodotti: quei pesi escono e gli altri contano in proporzione; nessun punteggio se E, S e G pesano tutti 0 o ne manca uno pesato.',
    ),
    source: { citation: 'issue 28 (scoring profile)', article: 'docs/methodology.md D.3' },
    example: {
      description: t(
        'Italy E 64, S 70, G 61 with the weights above: (2560 + 700 + 610) / 60 = 64.5.',
        'Italia E 64, S 70, G 61 con i pesi sopra: (2560 + 700 + 610) / 60 = 64,5.',
      ),
      inputs: { E: 64, S: 70, G: 61, ...profile },
      expected: 64.5,
      unit: units.score,
    },
  },
  {
    id: 'controversy-traffic-light',
    version: 1,
    area: 'controversy',
    title: t('Controversy traffic light', 'Semaforo delle controversie'),
    formula:
      '\\text{revenue } r: \\; r < 0.01\\% \\to \\text{green},\\; r \\le 5\\% \\to \\text{yellow},\\; r > 5\\% \\to \\text{red}; \\quad \\text{ownership } o: \\; 20 \\le o < 50\\% \\to \\text{yellow},\\; o \\ge 50\\% \\to \\text{red}; \\quad \\text{the worse of the two}',
    inputs: [
      {
        symbol: 'r',
        meaning: t(
          'revenue share from the activity (involvement.csv)',
          'quota di fatturato dall’attività (involvement.csv)',
        ),
      },
      {
        symbol: 'o',
        meaning: t('ownership by an involved company', 'partecipazione di una società coinvolta'),
      },
    ],
    missingData: t(
      'involvement.csv lists involved companies only: a company without a row is green when the file exists; without the file every light is “no data”. A controversy row without figures is red.',
      'involvement.csv elenca solo le società coinvolte: una società senza riga è verde se il file esiste; senza il file ogni semaforo è “nessun dato”. Una riga di controversia senza valori è rossa.',
    ),
    source: { citation: 'spec doc 1 §9, doc 2 §9' },
    example: {
      description: t(
        `Revenue share 3 % (yellow), owned 55 % by an involved company (red): red. ${lightCode['en-US']}`,
        `Quota di fatturato 3 % (giallo), posseduta al 55 % da una società coinvolta (rosso): rosso. ${lightCode['it-IT']}`,
      ),
      inputs: { r: 3, o: 55 },
      expected: 2,
      unit: units.light,
    },
  },
  {
    id: 'exclusion-band',
    version: 1,
    area: 'exclusion',
    title: t('Exclusion bands', 'Fasce di esclusione'),
    formula: '\\text{none} \\le 5\\%,\\; \\text{minor} \\le 10\\%,\\; \\text{serious} \\le 20\\%',
    inputs: [{ symbol: 's', meaning: t('involvement share of revenue', 'quota di fatturato coinvolta') }],
    missingData: t(
      'The spec’s gaps (5–5.1 %, 10–10.1 %) belong to the higher band; above 20 % no option accepts the company.',
      'Gli intervalli scoperti della specifica (5–5,1 %, 10–10,1 %) appartengono alla fascia superiore; oltre il 20 % nessuna opzione accetta la società.',
    ),
    source: { citation: 'spec doc 1 §5' },
    example: {
      description: t(
        `5.05 % falls in the gap between none and minor: minor. ${bandCode['en-US']}`,
        `5,05 % cade tra nessuna e lieve: lieve. ${bandCode['it-IT']}`,
      ),
      inputs: { share: 5.05 },
      expected: 1,
      unit: units.band,
    },
  },
  {
    id: 'screening-exclusion-missing-data',
    version: 1,
    area: 'screening',
    title: t('Screening filters — missing data', 'Filtri di screening — dati mancanti'),
    formula: '\\text{pass} \\iff s \\le \\text{band}_{max} \\;\\lor\\; s \\text{ has no involvement row}',
    inputs: [
      {
        symbol: 's',
        meaning: t('the company’s involvement share', 'la quota di coinvolgimento della società'),
      },
      {
        symbol: '\\text{band}_{max}',
        word: t('band', 'fascia'),
        meaning: t('the highest band the filter accepts', 'la fascia più alta accettata dal filtro'),
      },
    ],
    missingData: t(
      'No involvement row passes (not involved). Every other filter treats missing as not meeting it: a missing score does not meet a minimum, a company without a market cap, a fund without AUM, rating, inception date or taxonomy figure passes no bound on it.',
      'Nessuna riga di coinvolgimento passa (non coinvolta). Ogni altro filtro tratta il dato mancante come non soddisfatto: un punteggio mancante non raggiunge un minimo, una società senza capitalizzazione, un fondo senza AUM, rating, data di avvio o dato di tassonomia non supera alcun limite su di esso.',
    ),
    source: {
      citation: 'spec doc 2 §7; dataset-format.md involvement.csv',
      article: 'docs/methodology.md D.7',
    },
    example: {
      description: t(
        'Filter “up to minor” (≤ 10 %) on three companies: 3 % passes, 12 % fails, no row passes: 2 pass.',
        'Filtro “fino a lieve” (≤ 10 %) su tre società: 3 % passa, 12 % no, senza riga passa: ne passano 2.',
      ),
      inputs: { shares: '3,12,none', accepted: 'minor' },
      expected: 2,
      unit: units.count,
    },
  },
  {
    id: 'matching-portfolio-volatility',
    version: 1,
    area: 'matching',
    title: t('Matching — portfolio volatility', 'Matching — volatilità del portafoglio'),
    formula: '\\sigma_p = \\sqrt{w^\\top \\Sigma \\, w}',
    inputs: [
      { symbol: 'w', meaning: t('fund weights (fractions)', 'pesi dei fondi (frazioni)') },
      {
        symbol: '\\Sigma',
        meaning: t(
          'annualised covariance of daily returns over the last 3 years, common days',
          'covarianza annualizzata dei rendimenti giornalieri degli ultimi 3 anni, giorni comuni',
        ),
      },
      sigma,
    ],
    missingData: t(
      'A fund with fewer than 60 returns in 3 years is a near miss (“not enough prices”), never volatility 0.',
      'Un fondo con meno di 60 rendimenti in 3 anni è escluso per poco (“prezzi insufficienti”), mai volatilità 0.',
    ),
    source: { citation: 'metrics.md §1, §4; docs/methodology.md D.8' },
    example: {
      description: t(
        `${matchingText['en-US']} Weights 20/50/30: 6 + 3 + 2.4 = 11.4 %.`,
        `${matchingText['it-IT']} Pesi 20/50/30: 6 + 3 + 2,4 = 11,4 %.`,
      ),
      inputs: { ...matchingCase, w: '0.2,0.5,0.3' },
      expected: 0.114,
      unit: units.fraction,
    },
  },
  {
    id: 'matching-best-allocation',
    version: 1,
    area: 'matching',
    title: t('Matching — the best allocation', 'Matching — l’allocazione migliore'),
    formula:
      '\\max_w \\sum_i w_i f_i \\;\\text{s.t.}\\; \\sqrt{w^\\top \\Sigma w} \\le \\text{cap},\\; w_i \\in \\{0, 10, \\dots, 50\\}\\%,\\; \\sum_i w_i = 100\\%,\\; \\le 5 \\text{ funds}',
    inputs: [
      {
        symbol: 'f_i',
        meaning: t(
          'fund i’s fit: the mean of its look-through SDG scores over the chosen goals',
          'il fit del fondo i: la media dei punteggi SDG in look-through sugli obiettivi scelti',
        ),
      },
      {
        symbol: '\\text{cap}',
        word: t('cap', 'limite'),
        meaning: t(
          'the risk level’s volatility cap (PRIIPs classes: 5, 12, 20, 30, 80 %)',
          'il limite di volatilità del livello di rischio (classi PRIIPs: 5, 12, 20, 30, 80 %)',
        ),
      },
      sigma,
    ],
    missingData: t(
      'A fund without SDG data is a near miss “no SDG data”, never a fit of 0; a covered company without a row for a goal counts 0 (neutral). No allocation within the cap: the default URTH/IAGG mix.',
      'Un fondo senza dati SDG è escluso per poco (“nessun dato SDG”), mai fit 0; una società coperta senza riga per un obiettivo conta 0 (neutro). Nessuna allocazione entro il limite: il mix predefinito URTH/IAGG.',
    ),
    source: {
      citation: 'spec doc 1 §5, §9; Delegated Regulation (EU) 2017/653 Annex II point 13',
      article: 'docs/methodology.md D.8',
    },
    example: {
      description: t(
        `${matchingText['en-US']} Cap 12 %: 50/50 of the first two reaches 85 but swings 18 %; 20/50/30 gives 18 + 40 + 18 = 76 at 11.4 %, the optimum.`,
        `${matchingText['it-IT']} Limite 12 %: 50/50 dei primi due arriva a 85 ma oscilla del 18 %; 20/50/30 dà 18 + 40 + 18 = 76 al 11,4 %, l’ottimo.`,
      ),
      inputs: { ...matchingCase, cap: 0.12 },
      expected: 76,
      unit: units.score,
    },
  },
];
