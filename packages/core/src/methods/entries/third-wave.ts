import type { Localized, MethodEntry } from '../types.ts';
import { METRICS, missingNeverZero, RTS, t, units, workedDescription, workedPortfolio } from './shared.ts';

// The methods added in issue 30's third wave: the chemicals (Table 2 #9) and EU green bond (Table 2 #16) kernels,
// one company's row of the PAI detail table, the daily-rebased performance view, the portfolio views that read a
// whole snapshot (allocation weights, product categories, the ESG TOTAL row) and country and fund screening
// (docs/methodology.md A.3, A.4, B, D). Each example is computed by hand here and by the engine's real functions in
// methods.example (the snapshot-based ones on the engine's in-memory example dataset).

const table2 = (item: string) => ({ citation: RTS, article: `Annex I, Table 2, indicator ${item}` });

export const paiViewMethods: MethodEntry[] = [
  {
    id: 'pai-chemicals',
    version: 1,
    area: 'pai',
    title: t(
      'Table 2 #9 — investments in companies producing chemicals',
      'Tabella 2 n. 9 — investimenti in imprese che producono sostanze chimiche',
    ),
    formula:
      '100 \\cdot \\frac{\\sum_{i \\in C} v_i \\, f_i}{V}, \\quad f_i = \\begin{cases} 1 & \\text{NACE}_i \\text{ starts with } 20.2 \\\\ \\text{flag}_i & \\text{no NACE code} \\end{cases}',
    inputs: [
      { symbol: 'v_i', meaning: t('value held in investee i', 'valore detenuto nella partecipata i') },
      {
        symbol: 'V',
        meaning: t(
          'value of all investments, cash included',
          'valore di tutti gli investimenti, liquidità inclusa',
        ),
      },
      {
        symbol: '\\text{NACE}_i',
        word: t('NACE', 'NACE'),
        meaning: t(
          'the company’s NACE code (companies.csv nace_code); any other code gives f = 0',
          'il codice NACE della società (companies.csv nace_code); ogni altro codice dà f = 0',
        ),
      },
      {
        symbol: '\\text{flag}_i',
        word: t('flag', 'indicatore 0/1'),
        meaning: t(
          'the reported chemicals_nace_20_2 flag, read only without a NACE code',
          'il flag chemicals_nace_20_2 riportato, letto solo senza codice NACE',
        ),
      },
    ],
    missingData: missingNeverZero(
      'A company with neither a NACE code nor the flag is not covered.',
      'Una società senza codice NACE né flag non è coperta.',
    ),
    source: table2('9'),
    example: {
      description: workedDescription(
        t(
          'K’s NACE code is 24.10 (not 20.2: 0); L has no NACE code and reports the flag 1: 100 · 3 / 10 = 30 %.',
          'Il codice NACE di K è 24.10 (non 20.2: 0); L non ha codice NACE e riporta il flag 1: 100 · 3 / 10 = 30 %.',
        ),
      ),
      inputs: { ...workedPortfolio, nace_codeK: '24.10', chemicals_nace_20_2L: 1 },
      expected: 30,
      unit: units.percent,
    },
  },
  {
    id: 'pai-eu-green-bonds',
    version: 1,
    area: 'pai',
    title: t(
      'Table 2 #16 — share of securities not certified as green',
      'Tabella 2 n. 16 — quota di titoli non certificati come verdi',
    ),
    formula: '100 \\cdot \\frac{\\sum_{s \\in C} v_s - \\sum_{s \\in C, g_s = 1} v_s}{V}',
    inputs: [
      {
        symbol: 'v_s',
        meaning: t(
          'value held in security s of an investee company',
          'valore detenuto nel titolo s di una partecipata',
        ),
      },
      {
        symbol: 'g_s',
        meaning: t(
          'securities.csv eu_green_bond: 1 for a bond issued under the EU Green Bond Standard',
          'securities.csv eu_green_bond: 1 per un’obbligazione emessa secondo lo standard europeo per le obbligazioni verdi',
        ),
      },
      {
        symbol: 'C',
        meaning: t(
          'the securities whose status is known: equities (never green bonds) and bonds with the flag',
          'i titoli di cui si conosce lo stato: azioni (mai obbligazioni verdi) e obbligazioni con il flag',
        ),
      },
      {
        symbol: 'V',
        meaning: t(
          'value of all investments, cash included',
          'valore di tutti gli investimenti, liquidità inclusa',
        ),
      },
    ],
    missingData: missingNeverZero(
      'A bond without the eu_green_bond flag is not covered. Table 2 #17 applies the same rule to sovereign bonds.',
      'Un’obbligazione senza il flag eu_green_bond non è coperta. La Tabella 2 n. 17 applica la stessa regola alle obbligazioni sovrane.',
    ),
    source: table2('16'),
    example: {
      description: t(
        '10 M€: 40 % K shares, 20 % a K EU green bond, 20 % an L bond not green, 10 % an L bond without the flag, 10 % cash. Known status: 4 + 2 + 2 = 8 M€, of which 2 green: 100 · 6 / 10 = 60 %.',
        '10 M€: 40 % azioni K, 20 % un green bond UE di K, 20 % un’obbligazione L non verde, 10 % un’obbligazione L senza flag, 10 % liquidità. Stato noto: 4 + 2 + 2 = 8 M€, di cui 2 verdi: 100 · 6 / 10 = 60 %.',
      ),
      inputs: { amountEur: 10_000_000, eqK: 40, greenK: 20, bondL: 20, unflaggedL: 10 },
      expected: 60,
      unit: units.percent,
    },
  },
  {
    id: 'pai-by-company',
    version: 2,
    area: 'pai',
    title: t(
      'PAI by company — one investee’s row (e.g. PAI 1 scope 1)',
      'PAI per società — la riga di una partecipata (es. PAI 1 ambito 1)',
    ),
    formula:
      '\\text{class A: } \\min\\!\\left(\\frac{v_i}{EVIC_i}, 1\\right) x_i, \\quad \\text{class B: } \\frac{x_i}{\\max(EVIC_i, v_i)} \\cdot 10^6, \\quad \\text{per revenue: } \\frac{x_i}{\\text{rev}_i / 10^6}',
    inputs: [
      { symbol: 'v_i', meaning: t('value held in investee i', 'valore detenuto nella partecipata i') },
      {
        symbol: 'x_i',
        meaning: t('the company’s reported quantity', 'la quantità riportata dalla società'),
      },
      {
        symbol: 'EVIC_i',
        meaning: t(
          'enterprise value including cash of company i',
          'valore d’impresa comprensivo di liquidità della società i',
        ),
      },
      {
        symbol: '\\text{rev}_i',
        word: t('rev', 'ricavi'),
        meaning: t('the company’s revenue in €', 'i ricavi della società in €'),
      },
    ],
    missingData: t(
      'A missing input, an EVIC or revenue that is not positive, or another NACE section (PAI 6) gives no figure (“no data”), never 0. Flags read 100 % or 0 %; averages, shares and sums the reported value; the figures with a shape of their own (energy mix, board diversity, chemicals, countries, green bonds) the first reported input other than EVIC and revenue.',
      'Un dato mancante, un EVIC o ricavi non positivi, o un’altra sezione NACE (PAI 6) non danno cifra (“nessun dato”), mai 0. I flag valgono 100 % o 0 %; medie, quote e somme il valore riportato; le cifre con una forma propria (mix energetico, diversità nel CdA, sostanze chimiche, paesi, green bond) il primo dato riportato diverso da EVIC e ricavi.',
    ),
    source: {
      citation: RTS,
      article: 'Annex I (the class formulas per investee); sfdr-pai-and-taxonomy.md §2 (attribution factor)',
    },
    example: {
      description: workedDescription(
        t(
          'K’s scope 1 is 2,000 t: its row reads min(5 / 250, 1) · 2,000 = 40 t, its share of the portfolio’s PAI 1.',
          'L’ambito 1 di K è 2.000 t: la sua riga vale min(5 / 250, 1) · 2.000 = 40 t, la sua parte del PAI 1 del portafoglio.',
        ),
      ),
      inputs: { ...workedPortfolio, scope1_tK: 2000, figure: 't1_1_scope1' },
      expected: 40,
      unit: units.t_co2e,
    },
  },
];

export const performanceViewMethods: MethodEntry[] = [
  {
    id: 'performance-daily-rebased',
    version: 1,
    area: 'performance',
    title: t(
      'Daily performance — rebased to 100 from a date',
      'Performance giornaliera — ribasata a 100 da una data',
    ),
    formula: 'P_t = 100 \\cdot \\frac{V_t}{V_{t_0}}',
    inputs: [
      {
        symbol: 'V_t',
        meaning: t('the value on day t', 'il valore al giorno t'),
      },
      {
        symbol: 'V_{t_0}',
        meaning: t(
          'the last value at or before the first day shown (a benchmark starting later: its first value in the range)',
          'l’ultimo valore entro il primo giorno mostrato (un benchmark che inizia dopo: il suo primo valore nell’intervallo)',
        ),
      },
    ],
    missingData: t(
      'A day on which a side has no value shows no point for it (null), never 0; a range outside the portfolio’s first and last days is refused (invalid financial date range).',
      'Un giorno in cui un lato non ha valore non mostra punto (null), mai 0; un intervallo fuori dal primo e ultimo giorno del portafoglio è rifiutato (intervallo di date non valido).',
    ),
    source: {
      citation: 'spec doc 2 §5 (“Daily performance takes from and to”)',
      article: `${METRICS}, §0; docs/methodology.md part B`,
    },
    example: {
      description: t(
        'Values 200, 210, 220.5 on 2, 3 and 4 March 2026, shown from 3 March: the base is 210, and 4 March reads 100 · 220.5 / 210 = 105.',
        'Valori 200, 210, 220,5 il 2, 3 e 4 marzo 2026, mostrati dal 3 marzo: la base è 210, e il 4 marzo vale 100 · 220,5 / 210 = 105.',
      ),
      inputs: { dates: '2026-03-02,2026-03-03,2026-03-04', V: '200,210,220.5', from: '2026-03-03' },
      expected: 105,
      unit: t('index (start = 100)', 'indice (inizio = 100)'),
    },
  },
];

/** The example portfolio of the snapshot-based views (the engine's snapshot-fixture.ts). */
const viewPortfolio = { amountEur: 100_000, fundPct: 50, lPct: 30, fundK: 60 } as const;
const viewDescription = (extra: Localized): Localized =>
  t(
    `100,000 €: 50 % in a fund holding 60 % company K (Italy) and 40 % company L (Germany), 30 % in L’s shares, 20 % cash. After look-through K is 30,000 €, L 50,000 €. ${extra['en-US']}`,
    `100.000 €: 50 % in un fondo che detiene il 60 % della società K (Italia) e il 40 % della società L (Germania), 30 % in azioni L, 20 % liquidità. Dopo il look-through K vale 30.000 €, L 50.000 €. ${extra['it-IT']}`,
  );
const vLooked = {
  symbol: 'v_i',
  meaning: t(
    'value held in line or company i after look-through',
    'valore detenuto nella riga o società i dopo il look-through',
  ),
};
const Vall = {
  symbol: 'V',
  meaning: t(
    'value of the whole portfolio, cash included',
    'valore dell’intero portafoglio, liquidità inclusa',
  ),
};

export const portfolioViewMethods: MethodEntry[] = [
  {
    id: 'portfolio-allocation',
    version: 1,
    area: 'lookThrough',
    title: t(
      'Portfolio allocation — weights by country, sector, currency and asset',
      'Allocazione del portafoglio — pesi per paese, settore, valuta e titolo',
    ),
    formula: 'w_k = 100 \\cdot \\frac{\\sum_{i : \\text{key}_i = k} v_i}{V}',
    inputs: [
      vLooked,
      Vall,
      {
        symbol: '\\text{key}_i',
        word: t('key', 'chiave'),
        meaning: t(
          'the line’s country (the issuer’s), sector, currency or security',
          'il paese (dell’emittente), il settore, la valuta o il titolo della riga',
        ),
      },
    ],
    missingData: t(
      'A line without the key (cash, a fund’s part that cannot be looked through) counts in V, not in any weight: the weights can add up to less than 100 %, and the coverage says how much has a key.',
      'Una riga senza chiave (liquidità, la parte di un fondo non scomponibile) conta in V, non in un peso: i pesi possono sommare meno del 100 %, e la copertura dice quanto ha una chiave.',
    ),
    source: {
      citation: 'spec doc 1 §3 and doc 2 §3 (portfolio aggregates: countries, currencies, sectors)',
      article: 'docs/methodology.md part D',
    },
    example: {
      description: viewDescription(
        t('Germany: 100 · 50,000 / 100,000 = 50 %.', 'Germania: 100 · 50.000 / 100.000 = 50 %.'),
      ),
      inputs: { ...viewPortfolio, key: 'DE' },
      expected: 50,
      unit: units.percent,
    },
  },
  {
    id: 'products-category-weight',
    version: 1,
    area: 'esg',
    title: t('Products — a product category’s weight', 'Prodotti — il peso di una categoria di prodotto'),
    formula: 'w_k = 100 \\cdot \\frac{\\sum_{c} v_c \\, s_{c,k} / 100}{V}',
    inputs: [
      vLooked,
      Vall,
      {
        symbol: 's_{c,k}',
        meaning: t(
          'company c’s revenue share in category k, in % (products.csv)',
          'la quota di ricavi della società c nella categoria k, in % (products.csv)',
        ),
      },
    ],
    missingData: t(
      'A company without products.csv rows is not covered (its value stays in V); with no coverage at all every weight is “no data”, never 0.',
      'Una società senza righe in products.csv non è coperta (il suo valore resta in V); senza alcuna copertura ogni peso è “nessun dato”, mai 0.',
    ),
    source: {
      citation: 'spec doc 1 §3 (products: weight and sustainable score) and doc 2 §3 (29 product categories)',
      article: 'docs/methodology.md part D',
    },
    example: {
      description: viewDescription(
        t(
          '50 % of K’s revenue is renewable energy: 100 · 30,000 · 0.5 / 100,000 = 15 %.',
          'Il 50 % dei ricavi di K è energia rinnovabile: 100 · 30.000 · 0,5 / 100.000 = 15 %.',
        ),
      ),
      inputs: { ...viewPortfolio, category: 'renewable_energy', productK: 50 },
      expected: 15,
      unit: units.percent,
    },
  },
  {
    id: 'esg-portfolio-total',
    version: 1,
    area: 'esg',
    title: t(
      'ESG view — the portfolio’s TOTAL row (e.g. environmental)',
      'Vista ESG — la riga TOTALE del portafoglio (es. ambientale)',
    ),
    formula: '\\bar{x} = \\frac{\\sum_{c \\in C} v_c \\, x_c}{\\sum_{c \\in C} v_c}',
    inputs: [
      vLooked,
      {
        symbol: 'x_c',
        meaning: t(
          'company c’s pillar score (scores.csv, latest year up to the date’s)',
          'il punteggio di pilastro della società c (scores.csv, ultimo anno fino a quello della data)',
        ),
      },
      {
        symbol: 'C',
        meaning: t('the companies held that have the score', 'le società detenute che hanno il punteggio'),
      },
    ],
    missingData: t(
      'A company without the score is left out of numerator and denominator, never counted as 0; the row’s weight is the covered share of V.',
      'Una società senza punteggio è esclusa da numeratore e denominatore, mai contata come 0; il peso della riga è la quota coperta di V.',
    ),
    source: {
      citation: 'spec doc 1 §3 and doc 2 §3 (the ESG table’s TOTAL and BENCHMARK rows)',
      article: 'docs/methodology.md part D',
    },
    example: {
      description: viewDescription(
        t(
          'Environmental scores K 40, L 70: (30,000 · 40 + 50,000 · 70) / 80,000 = 58.75.',
          'Punteggi ambientali K 40, L 70: (30.000 · 40 + 50.000 · 70) / 80.000 = 58,75.',
        ),
      ),
      inputs: { ...viewPortfolio, eK: 40, eL: 70 },
      expected: 58.75,
      unit: units.score,
    },
  },
  {
    id: 'screening-country',
    version: 1,
    area: 'screening',
    title: t('Country screening', 'Screening dei paesi'),
    formula:
      'j \\text{ passes} \\iff \\text{region}_j \\in R \\;\\wedge\\; \\neg\\,\\text{flag}_{j,t} \\; \\forall t \\in T \\;\\wedge\\; x_{j,p} \\ge m_p \\; \\forall p',
    inputs: [
      { symbol: 'R', meaning: t('the chosen regions (none: all)', 'le regioni scelte (nessuna: tutte)') },
      {
        symbol: 'T',
        meaning: t(
          'the chosen exclusion types: countries.csv flags (EU non-cooperative tax list, social violations)',
          'i tipi di esclusione scelti: flag di countries.csv (lista UE delle giurisdizioni fiscali non cooperative, violazioni sociali)',
        ),
      },
      {
        symbol: 'm_p',
        meaning: t(
          'the minimum score of pillar p (environmental, social, governance)',
          'il punteggio minimo del pilastro p (ambientale, sociale, governance)',
        ),
      },
    ],
    missingData: t(
      'A missing flag does not exclude a country; a missing score does not meet a minimum.',
      'Un flag mancante non esclude un paese; un punteggio mancante non raggiunge un minimo.',
    ),
    source: {
      citation: 'spec doc 2 §7 (screeningByCountry: regions, exclusion types, criteria)',
      article: 'docs/methodology.md part D',
    },
    example: {
      description: t(
        'Four countries: Italy (environmental 64), Germany (71, on the EU non-cooperative tax list), France (no score), Spain (55). Excluding the tax list, minimum environmental 60: only Italy passes, 1 country.',
        'Quattro paesi: Italia (ambientale 64), Germania (71, nella lista UE delle giurisdizioni fiscali non cooperative), Francia (senza punteggio), Spagna (55). Escludendo la lista fiscale, minimo ambientale 60: passa solo l’Italia, 1 paese.',
      ),
      inputs: {
        countries: 'IT:Europe:64:0;DE:Europe:71:1;FR:Europe::0;ES:Europe:55:0',
        exclude: 'eu_non_cooperative_tax',
        minE: 60,
      },
      expected: 1,
      unit: units.count,
    },
  },
  {
    id: 'screening-fund-involvement',
    version: 1,
    area: 'screening',
    title: t(
      'Fund screening — a fund’s involvement through its holdings',
      'Screening dei fondi — il coinvolgimento di un fondo tramite le sue partecipazioni',
    ),
    formula:
      'I_{f,k} = \\sum_{c} w_{f,c} \\, \\frac{s_{c,k}}{100}, \\quad f \\text{ passes} \\iff I_{f,k} \\le b_{\\max}',
    inputs: [
      {
        symbol: 'w_{f,c}',
        meaning: t(
          'company c’s weight in fund f after look-through, in % of the fund',
          'il peso della società c nel fondo f dopo il look-through, in % del fondo',
        ),
      },
      {
        symbol: 's_{c,k}',
        meaning: t(
          'company c’s revenue share in exclusion type k, in % (involvement.csv)',
          'la quota di ricavi della società c nel tipo di esclusione k, in % (involvement.csv)',
        ),
      },
      {
        symbol: 'b_{\\max}',
        meaning: t(
          'the accepted band’s upper bound: none 5 %, minor 10 %, serious 20 %',
          'il limite superiore della fascia accettata: nessuna 5 %, lieve 10 %, grave 20 %',
        ),
      },
    ],
    missingData: t(
      'A company without an involvement.csv row is not involved (the file lists the involved companies only); the fund’s other filters are its own facts, and a missing fact passes no bound.',
      'Una società senza riga in involvement.csv non è coinvolta (il file elenca solo le società coinvolte); gli altri filtri del fondo sono i suoi dati, e un dato mancante non supera alcun limite.',
    ),
    source: {
      citation: 'spec doc 2 §7 (runFundScreening) and doc 1 §5 (exclusion bands)',
      article: 'docs/methodology.md D.7',
    },
    example: {
      description: t(
        'A fund holds 60 % company K, 12 % of whose revenue is alcohol, and 40 % company L (no involvement row): 60 · 12 / 100 = 7.2 %, within the “minor” band (up to 10 %), so the fund passes with 7.2 % in its column.',
        'Un fondo detiene il 60 % della società K, con il 12 % dei ricavi dall’alcol, e il 40 % della società L (senza riga di coinvolgimento): 60 · 12 / 100 = 7,2 %, entro la fascia “lieve” (fino al 10 %), quindi il fondo passa con 7,2 % nella sua colonna.',
      ),
      inputs: { fundK: 60, involvementType: 'alcohol', involvementK: 12, band: 'minor' },
      expected: 7.2,
      unit: units.percent,
    },
  },
];
