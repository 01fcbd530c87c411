import type { LocalizedTerm } from '../catalogues/schema.ts';
import { t } from '../catalogues/text.ts';

/** A term of the Library's glossary (issue 30): the term, and one or two sentences a client can follow. */
export interface GlossaryTerm {
  id: string;
  term: LocalizedTerm;
  definition: LocalizedTerm;
}

const same = (text: string): LocalizedTerm => ({ 'en-US': text, 'it-IT': text });

export const glossary: readonly GlossaryTerm[] = [
  {
    id: 'sfdr',
    term: same('SFDR'),
    definition: t(
      'Sustainable Finance Disclosure Regulation (EU) 2019/2088: the EU rules on how financial products disclose sustainability risks and impacts.',
      'Regolamento (UE) 2019/2088 sull’informativa di sostenibilità nei servizi finanziari: le regole UE su come i prodotti finanziari comunicano rischi e impatti di sostenibilità.',
    ),
  },
  {
    id: 'pai',
    term: t('PAI (principal adverse impacts)', 'PAI (principali effetti negativi)'),
    definition: t(
      'The negative effects of investments on the environment and society that SFDR asks to measure, listed in three tables of the RTS Annex I.',
      'Gli effetti negativi degli investimenti su ambiente e società che la SFDR chiede di misurare, elencati in tre tabelle dell’Allegato I degli RTS.',
    ),
  },
  {
    id: 'rts',
    term: same('RTS'),
    definition: t(
      'Regulatory technical standards: Delegated Regulation (EU) 2022/1288, which sets the PAI indicators and the templates of SFDR disclosures.',
      'Norme tecniche di regolamentazione: Regolamento delegato (UE) 2022/1288, che fissa gli indicatori PAI e i modelli dell’informativa SFDR.',
    ),
  },
  {
    id: 'dnsh',
    term: t('DNSH (do no significant harm)', 'DNSH (non arrecare un danno significativo)'),
    definition: t(
      'The condition that an activity contributing to one environmental objective must not significantly harm any of the others.',
      'La condizione per cui un’attività che contribuisce a un obiettivo ambientale non deve danneggiare in modo significativo nessuno degli altri.',
    ),
  },
  {
    id: 'evic',
    term: same('EVIC'),
    definition: t(
      'Enterprise value including cash: market capitalisation plus total debt, without deducting cash. PAI attribution divides holdings by it.',
      'Valore d’impresa comprensivo della liquidità: capitalizzazione più debito totale, senza dedurre la cassa. L’attribuzione dei PAI divide le posizioni per questo valore.',
    ),
  },
  {
    id: 'pcaf',
    term: same('PCAF'),
    definition: t(
      'Partnership for Carbon Accounting Financials: the standard for attributing a company’s emissions to its investors in proportion to their share of EVIC.',
      'Partnership for Carbon Accounting Financials: lo standard che attribuisce le emissioni di un’impresa ai suoi investitori in proporzione alla loro quota di EVIC.',
    ),
  },
  {
    id: 'look_through',
    term: t('Look-through', 'Look-through (trasparenza)'),
    definition: t(
      'Replacing a fund in a portfolio by the holdings it reports, weighted by the fund’s share, so figures are computed on the companies actually owned.',
      'Sostituire un fondo del portafoglio con le posizioni che dichiara, ponderate per il peso del fondo, così le cifre si calcolano sulle imprese realmente detenute.',
    ),
  },
  {
    id: 'coverage',
    term: t('Coverage', 'Copertura'),
    definition: t(
      'The share of the portfolio (by weight) for which a figure has data. A figure with 60 % coverage says nothing about the other 40 %.',
      'La quota del portafoglio (in peso) per cui una cifra ha dati. Una cifra con copertura del 60 % non dice nulla sul restante 40 %.',
    ),
  },
  {
    id: 'eu_taxonomy',
    term: t('EU Taxonomy', 'Tassonomia UE'),
    definition: t(
      'Regulation (EU) 2020/852: the EU list of economic activities that count as environmentally sustainable, under six objectives.',
      'Regolamento (UE) 2020/852: l’elenco UE delle attività economiche considerate ecosostenibili, secondo sei obiettivi.',
    ),
  },
  {
    id: 'taxonomy_alignment',
    term: t('Taxonomy alignment', 'Allineamento alla tassonomia'),
    definition: t(
      'The share of turnover, capital or operating expenditure from activities that meet the Taxonomy’s criteria, DNSH and minimum safeguards.',
      'La quota di fatturato, spese in conto capitale od operative da attività che rispettano i criteri della tassonomia, il DNSH e le garanzie minime.',
    ),
  },
  {
    id: 'taxonomy_eligibility',
    term: t('Taxonomy eligibility', 'Ammissibilità alla tassonomia'),
    definition: t(
      'An activity is eligible when the Taxonomy describes it, whether or not it meets the criteria; eligible is always at least aligned.',
      'Un’attività è ammissibile quando la tassonomia la descrive, che ne rispetti o no i criteri; l’ammissibile è sempre almeno pari all’allineato.',
    ),
  },
  {
    id: 'article_8',
    term: t('Article 8 product', 'Prodotto articolo 8'),
    definition: t(
      'A product that promotes environmental or social characteristics (SFDR Art. 8), often called “light green”.',
      'Un prodotto che promuove caratteristiche ambientali o sociali (art. 8 SFDR), spesso detto “verde chiaro”.',
    ),
  },
  {
    id: 'article_9',
    term: t('Article 9 product', 'Prodotto articolo 9'),
    definition: t(
      'A product whose objective is sustainable investment (SFDR Art. 9), often called “dark green”.',
      'Un prodotto che ha come obiettivo investimenti sostenibili (art. 9 SFDR), spesso detto “verde scuro”.',
    ),
  },
  {
    id: 'esg',
    term: same('ESG'),
    definition: t(
      'Environmental, social and governance: the three pillars used to assess how a company or country manages sustainability.',
      'Ambientale, sociale e di governance: i tre pilastri con cui si valuta come un’impresa o un paese gestisce la sostenibilità.',
    ),
  },
  {
    id: 'sdg',
    term: t('SDGs (Sustainable Development Goals)', 'SDG (Obiettivi di sviluppo sostenibile)'),
    definition: t(
      'The 17 goals the United Nations adopted in 2015 for 2030; products and revenues are mapped to them.',
      'I 17 obiettivi adottati dalle Nazioni Unite nel 2015 per il 2030; prodotti e ricavi vi sono ricondotti.',
    ),
  },
  {
    id: 'ghg_scopes',
    term: t('Scopes 1, 2 and 3', 'Scope 1, 2 e 3'),
    definition: t(
      'GHG Protocol emission scopes: direct emissions (1), purchased energy (2), and the rest of the value chain (3).',
      'Ambiti di emissione del GHG Protocol: emissioni dirette (1), energia acquistata (2) e il resto della catena del valore (3).',
    ),
  },
  {
    id: 'carbon_footprint',
    term: t('Carbon footprint', 'Impronta di carbonio'),
    definition: t(
      'Financed emissions per million euro invested (PAI 2): attributed emissions divided by the current value of the investments.',
      'Emissioni finanziate per milione di euro investito (PAI 2): emissioni attribuite divise per il valore corrente degli investimenti.',
    ),
  },
  {
    id: 'ghg_intensity',
    term: t('GHG intensity', 'Intensità di GHG'),
    definition: t(
      'Emissions per million euro of revenue (PAI 3), averaged over the companies by their weight in the portfolio.',
      'Emissioni per milione di euro di ricavi (PAI 3), mediate sulle imprese secondo il loro peso nel portafoglio.',
    ),
  },
  {
    id: 'exclusion',
    term: t('Exclusion', 'Esclusione'),
    definition: t(
      'Leaving out companies involved in an activity (tobacco, weapons…) above a share of revenue the investor accepts.',
      'Escludere le imprese coinvolte in un’attività (tabacco, armi…) oltre la quota di ricavi che l’investitore accetta.',
    ),
  },
  {
    id: 'controversy',
    term: t('Controversy', 'Controversia'),
    definition: t(
      'A reported incident about a company’s environmental, social or governance conduct, rated by severity.',
      'Un episodio segnalato sulla condotta ambientale, sociale o di governance di un’impresa, classificato per gravità.',
    ),
  },
  {
    id: 'sustainable_investment',
    term: t('Sustainable investment', 'Investimento sostenibile'),
    definition: t(
      'SFDR Art. 2(17): an investment in an activity that contributes to an environmental or social objective, does no significant harm and follows good governance.',
      'Art. 2(17) SFDR: investimento in un’attività che contribuisce a un obiettivo ambientale o sociale, non arreca danni significativi e segue una buona governance.',
    ),
  },
  {
    id: 'benchmark',
    term: t('Benchmark', 'Indice di riferimento'),
    definition: t(
      'The index a portfolio is compared with; alpha, beta and R-squared are measured against it.',
      'L’indice con cui si confronta un portafoglio; alfa, beta e R quadro si misurano rispetto a esso.',
    ),
  },
  {
    id: 'isin',
    term: same('ISIN'),
    definition: t(
      'International Securities Identification Number (ISO 6166): the 12-character code that identifies a fund or security.',
      'International Securities Identification Number (ISO 6166): il codice di 12 caratteri che identifica un fondo o un titolo.',
    ),
  },
  {
    id: 'weight',
    term: t('Weight', 'Peso'),
    definition: t(
      'A holding’s share of the portfolio’s value; the weights of a complete portfolio add up to 100 %.',
      'La quota del valore del portafoglio di una posizione; i pesi di un portafoglio completo sommano al 100 %.',
    ),
  },
  {
    id: 'sovereign',
    term: t('Sovereign exposure', 'Esposizione sovrana'),
    definition: t(
      'Investments in government bonds; PAI 15 and 16 measure the countries’ emissions and social violations.',
      'Investimenti in titoli di Stato; i PAI 15 e 16 misurano le emissioni e le violazioni sociali dei paesi.',
    ),
  },
];
