// The parser's function words and cues in English and Italian, folded (no accents, lower case). A word listed here
// is never an unknown company or indicator; cue words also pick the intent (issue 29 "How it understands").

const words = (text: string): Set<string> => new Set(text.split(/\s+/).filter(Boolean));

/** Words that carry no entity or indicator: articles, prepositions, question words, generic nouns. */
export const functionWords = words(`
  a an the of for and or to in on at by with from as is are was were be been do does did has have had its it this that
  these those their there what whats which who how much many me my our us we i you your show give tell list about please
  value values figure figures number data latest current level levels per each all any some both between vs versus
  companies company firms firm funds fund holdings holding stocks stock securities issuers issuer names name portfolio
  portfolios client clients customer s year years yr yrs fy last past previous recent since until through over time
  top best worst highest lowest largest smallest most least rank ranking ranked sort sorted order ordered than
  compare compared comparison against trend trends evolution history change changed grow growth development
  which red green amber flagged exposed exposure involved involvement fail failing fails excluded breach breaching
  sector sectors industry country countries region market markets benchmark against my our
  il lo la i gli le l un uno una di del dello della dei degli delle d da dal dallo dalla dai dagli dalle in nel nello
  nella nei negli nelle nell su sul sullo sulla sui sugli sulle sull con per tra fra e ed o oppure a al allo alla ai
  agli alle all dell che chi cosa quale quali qual quanto quanta quanti quante come mostra mostrami mostrarmi dammi
  dimmi fammi vedere elenca elenco vorrei sapere qui sono e ha hanno era erano essere suo sua suoi sue loro
  valore valori dato dati cifra cifre numero livello livelli ultimo ultima ultimi ultime scorso scorsi passato
  passati recenti anno anni esercizio esercizi tempo nel corso durante fino ad oggi da quando
  aziende azienda societa imprese impresa emittenti emittente fondi fondo titoli titolo partecipazioni posizioni
  portafoglio portafogli cliente clienti mio mia miei mie nostro nostra nostri
  primi prime migliori peggiori classifica piu meno alto alta alti alte basso bassa bassi basse maggiore maggiori
  minore minori elevato elevata
  confronta confrontare confronto paragona paragone rispetto contro andamento evoluzione tendenza storico
  rosso rossa rossi rosse verde verdi segnalati segnalate esposti esposte esposto esposta coinvolti coinvolte
  coinvolto coinvolta esclusi escluse violano
  settore settori industria paese paesi nazione regione mercato mercati indice riferimento
  can could would will you get find see know want like need let only also just then not no yes so if
  puoi potresti vorrei voglio trova cerca sapere ci mi si non anche solo poi se qualche ogni entrambi entrambe
  one two three four five six seven eight nine ten uno due tre quattro cinque sei sette otto nove dieci
  this quest questo questa corso scorso scorsa parlami raccontami descrivi informazioni info overview summary
  panoramica riepilogo among tra how does doing perform performance
`);

/** Cues of a comparison (issue 29: two entities or "vs"/"confronta"). */
export const compareCues = words(
  'vs versus compare compared comparison against confronta confrontare confronto paragona paragone contro',
);
/** Two-word comparison cue. */
export const comparePhrases = ['rispetto a', 'rispetto al', 'rispetto alla'];

/** Cues of a trend. */
export const trendCues = words('trend trends evolution history over andamento evoluzione tendenza storico');

/** Cues of a ranking. */
export const rankCues = words(
  'top best worst highest lowest largest smallest most least rank ranking ranked bottom primi prime migliori peggiori classifica maggiore maggiori minore minori',
);
/** "più alta", "più bassa": a ranking in Italian. */
export const rankAfterPiu = words(
  'alto alta alti alte basso bassa bassi basse elevato elevata elevati elevate',
);

/** Cues of a screen: which holdings fail a rule. */
export const screenCues = words(
  'red flagged exposed involved failing fail fails excluded breach breaching rosso rossa rossi rosse segnalati segnalate esposti esposte coinvolti coinvolte esclusi escluse violano',
);

/** Cues of the user's own portfolio (doc 1 §3 portfolio) and of the benchmark. */
export const portfolioWords = words('portfolio portfolios portafoglio portafogli');
export const ownWords = words('my our mio mia miei mie nostro nostra nostri');
export const benchmarkWords = words('benchmark');
export const benchmarkPhrases = ['indice di riferimento'];

/** Number words up to twelve, for "last three years", "ultimi tre anni", "top five". */
export const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  uno: 1,
  un: 1,
  una: 1,
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
  undici: 11,
  dodici: 12,
};

/** Legal forms dropped from company and fund names to build their short aliases. */
export const legalForms = words(`
  inc ltd limited plc ag kgaa sa nv spa srl ab asa as oyj corporation corp co tbk bhd pcl sgps sca saa sab de cv llc se
  holding holdings group gmbh lp llp bv
`);
/** Fund-name endings dropped for the short alias: "Aurora World Equity UCITS ETF" → "Aurora World Equity". */
export const fundForms = words('ucits etf fund funds of portfolio strategy');
