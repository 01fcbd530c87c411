import type { MethodEntry } from '../types.ts';
import { t, units } from './shared.ts';

// Fund screening's filters on a fund's own facts (issue 26, the engine's analytics/screening/fund-facts.ts): the
// rule a reader most needs is that a missing figure passes no bound. The worked example runs the engine's
// screenFunds on its in-memory example dataset (methods.example).

export const screeningFactMethods: MethodEntry[] = [
  {
    id: 'screening-fund-facts',
    version: 1,
    area: 'screening',
    title: t(
      'Fund screening — filters on the fund’s own facts',
      'Screening dei fondi — filtri sui dati del fondo',
    ),
    formula:
      'f \\text{ passes} \\iff \\ell_k \\le x_{f,k} \\le u_k \\; \\forall k \\;\\wedge\\; \\text{domicile}_f \\in D \\;\\wedge\\; \\text{provider}_f \\in P \\;\\wedge\\; \\text{rating}_f \\ge m_r \\;\\wedge\\; \\text{aligned}_f \\ge m_t',
    inputs: [
      {
        symbol: 'x_{f,k}',
        meaning: t(
          'fund f’s AUM (EUR) or inception date (funds.csv)',
          'il patrimonio (EUR) o la data di avvio del fondo f (funds.csv)',
        ),
      },
      {
        symbol: '\\ell_k, u_k',
        meaning: t(
          'the bounds set (minAumEur/maxAumEur, inceptionFrom/inceptionTo), inclusive; a bound not set does not filter',
          'i limiti impostati (minAumEur/maxAumEur, inceptionFrom/inceptionTo), inclusi; un limite non impostato non filtra',
        ),
      },
      {
        symbol: 'D, P',
        meaning: t(
          'the chosen domiciles and providers (none: all)',
          'i domicili e i gestori scelti (nessuno: tutti)',
        ),
      },
      {
        symbol: '\\text{rating}_f',
        word: t('rating', 'rating'),
        meaning: t(
          'the fund rating, 1–5 stars (fund-rating-overall); m_r the minimum rating',
          'il rating del fondo, da 1 a 5 stelle (fund-rating-overall); m_r il rating minimo',
        ),
      },
      {
        symbol: '\\text{aligned}_f',
        word: t('aligned', 'allineato'),
        meaning: t(
          'the fund’s taxonomy alignment in % (turnover, sovereigns included, looked through at the dataset’s date); m_t the minimum',
          'l’allineamento alla tassonomia del fondo in % (fatturato, titoli sovrani inclusi, con look-through alla data del dataset); m_t il minimo',
        ),
      },
    ],
    missingData: t(
      'Missing data is never zero and passes no bound: a fund without an AUM meets neither a minimum nor a maximum AUM, one without an inception date no inception bound, an unrated fund no minimum rating, one without a taxonomy figure no minimum alignment; a fund without a domicile or provider is in no chosen list.',
      'Un dato mancante non è mai zero e non supera alcun limite: un fondo senza patrimonio non raggiunge né un minimo né un massimo di patrimonio, uno senza data di avvio nessun limite sulla data, un fondo senza rating nessun rating minimo, uno senza dato di tassonomia nessun allineamento minimo; un fondo senza domicilio o gestore non è in alcuna lista scelta.',
    ),
    source: {
      citation: 'spec doc 1 §3 (fund facts) and doc 2 §7 (runFundScreening); esgkit rule',
      article: 'docs/methodology.md D.7',
    },
    example: {
      description: t(
        'F1 500 M€, launched 2018-06-01; F2 no AUM, 2019-01-15; F3 300 M€, no inception date; F4 80 M€, 2020-02-01 (the example dataset’s fund FUND has neither). Maximum AUM 400 M€, launched from 2016-01-01: F1 is too large; F2, F3 and FUND lack a figure and pass no bound (an AUM read as 0 would let F2 through): 1 fund, F4.',
        'F1 500 M€, avviato il 2018-06-01; F2 senza patrimonio, 2019-01-15; F3 300 M€, senza data di avvio; F4 80 M€, 2020-02-01 (il fondo FUND del dataset d’esempio non ha né l’uno né l’altra). Patrimonio massimo 400 M€, avviati dal 2016-01-01: F1 è troppo grande; F2, F3 e FUND non hanno un dato e non superano alcun limite (un patrimonio letto come 0 farebbe passare F2): 1 fondo, F4.',
      ),
      inputs: {
        funds: 'F1:500000000:2018-06-01;F2::2019-01-15;F3:300000000:;F4:80000000:2020-02-01',
        maxAumEur: 400_000_000,
        inceptionFrom: '2016-01-01',
      },
      expected: 1,
      unit: units.count,
    },
  },
];
