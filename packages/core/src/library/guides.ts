import type { LocalizedTerm } from '../catalogues/schema.ts';
import { t } from '../catalogues/text.ts';

/** A short guide for advisors (issue 30): a title and a few paragraphs, in both languages. */
export interface LibraryGuide {
  id: string;
  title: LocalizedTerm;
  paragraphs: readonly LocalizedTerm[];
}

export const guides: readonly LibraryGuide[] = [
  {
    id: 'read_pai_statement',
    title: t('How to read a PAI statement', 'Come leggere una dichiarazione PAI'),
    paragraphs: [
      t(
        'A PAI statement lists the principal adverse impacts of a portfolio: 18 mandatory indicators in table 1, plus at least one environmental indicator from table 2 and one social indicator from table 3.',
        'Una dichiarazione PAI elenca i principali effetti negativi di un portafoglio: 18 indicatori obbligatori nella tabella 1, più almeno un indicatore ambientale della tabella 2 e uno sociale della tabella 3.',
      ),
      t(
        'Each line gives the indicator, its metric and unit, the value for the period and its coverage. Emissions are attributed to the portfolio by its share of each company’s EVIC; intensities are averages weighted by the holdings.',
        'Ogni riga riporta l’indicatore, la sua metrica e unità, il valore del periodo e la copertura. Le emissioni sono attribuite al portafoglio in base alla sua quota dell’EVIC di ciascuna impresa; le intensità sono medie ponderate per le posizioni.',
      ),
      t(
        'Read the value together with its coverage: a low value on low coverage may only mean missing data. Compare the same indicator across periods or with a benchmark, never different indicators with each other.',
        'Leggete il valore insieme alla sua copertura: un valore basso con copertura bassa può voler dire solo dati mancanti. Confrontate lo stesso indicatore tra periodi o con un indice di riferimento, mai indicatori diversi tra loro.',
      ),
    ],
  },
  {
    id: 'what_coverage_means',
    title: t('What coverage means', 'Che cosa significa la copertura'),
    paragraphs: [
      t(
        'Coverage is the weight of the portfolio for which a figure has data. It is shown next to every figure because the figure is computed on that part only.',
        'La copertura è il peso del portafoglio per cui una cifra ha dati. È mostrata accanto a ogni cifra perché la cifra è calcolata solo su quella parte.',
      ),
      t(
        'Holdings without data are left out, never counted as zero: a 70 % coverage means that 30 % of the portfolio is unknown for this figure, not that it is harmless.',
        'Le posizioni senza dati sono escluse, mai contate come zero: una copertura del 70 % significa che il 30 % del portafoglio è sconosciuto per questa cifra, non che sia innocuo.',
      ),
      t(
        'When coverage is low, tell the client so, and prefer figures with similar coverage when you compare two portfolios.',
        'Quando la copertura è bassa, ditelo al cliente, e confrontando due portafogli preferite cifre con copertura simile.',
      ),
    ],
  },
  {
    id: 'totals_below_parts',
    title: t('Why totals can be below their parts', 'Perché i totali possono essere inferiori alle parti'),
    paragraphs: [
      t(
        'A total is computed on the holdings that have data for the total, and each part on the holdings that have data for that part. The two sets differ, so a total can be smaller than the sum of its parts.',
        'Un totale è calcolato sulle posizioni che hanno dati per il totale, e ogni parte sulle posizioni che hanno dati per quella parte. I due insiemi sono diversi, quindi un totale può essere inferiore alla somma delle parti.',
      ),
      t(
        'Example: a total of emissions that needs scopes 1, 2 and 3 counts only the companies that report all three, while scope 1 alone also counts the companies that report only scope 1.',
        'Esempio: un totale di emissioni che richiede gli scope 1, 2 e 3 conta solo le imprese che li dichiarano tutti e tre, mentre lo scope 1 da solo conta anche le imprese che dichiarano solo lo scope 1.',
      ),
      t(
        'Rounding and look-through add small differences too. Check the coverage of each figure before reading a gap as an error.',
        'Anche arrotondamenti e look-through aggiungono piccole differenze. Controllate la copertura di ogni cifra prima di leggere uno scarto come un errore.',
      ),
    ],
  },
];
