// The Italian `--help`: every description, argument and option text of the commands, by its English text (the
// command files hold the English). It lives here, not in core's catalogue, so that `--help` loads commander and
// this file only (cold start ≤ 300 ms); help.test.ts checks that every English text has its Italian one.

/** commander's own words (titles, the help and version options, default and choices). */
export const HELP_WORDS_IT = {
  'Usage:': 'Uso:',
  'Options:': 'Opzioni:',
  'Arguments:': 'Argomenti:',
  'Commands:': 'Comandi:',
  'Global Options:': 'Opzioni globali:',
  'Examples:': 'Esempi:',
  'display help for command': 'mostra l’aiuto del comando',
  'output the version number': 'mostra il numero di versione',
  default: 'predefinito',
  choices: 'valori',
  command: 'comando',
  options: 'opzioni',
} as const;

export const HELP_IT: Readonly<Record<string, string>> = {
  // esgkit
  'esgkit: sustainable-investing analytics from the terminal. Without --api, an engine starts in this\nprocess (the demo universe, or --data DIR) and you act as its local owner.':
    'esgkit: analisi degli investimenti sostenibili dal terminale. Senza --api si avvia un motore in questo processo (l’universo demo, o --data DIR) e agisci come suo proprietario locale.',
  'use a remote engine (env ESGKIT_API)': 'usa un motore remoto (env ESGKIT_API)',
  'act as this user of the local data (e.g. your web account) instead of the local owner':
    'agisci come questo utente dei dati locali (ad es. il tuo account web) invece del proprietario locale',
  'session token or API key for --api (env ESGKIT_TOKEN, or esgkit login)':
    'token di sessione o chiave API per --api (env ESGKIT_TOKEN, oppure esgkit login)',
  'en-US or it-IT (env ESGKIT_LANG, then LC_ALL/LANG)': 'en-US o it-IT (env ESGKIT_LANG, poi LC_ALL/LANG)',
  'provider dataset folder instead of the demo universe (env ESGKIT_DATASET)':
    'cartella del dataset del fornitore al posto dell’universo demo (env ESGKIT_DATASET)',
  'answer yes to confirmations (weights not summing to 100 or 1)':
    'rispondi sì alle conferme (pesi che non sommano a 100 o a 1)',
  'treat warnings about input (such as weight sums) as errors':
    'tratta come errori gli avvisi sui dati in ingresso (come la somma dei pesi)',
  'no colours (also NO_COLOR)': 'senza colori (anche NO_COLOR)',
  'more detail on errors, and the engine log on stderr':
    'più dettagli sugli errori e il log del motore su stderr',

  // lookup
  'look up portfolios: ESG, impact, taxonomy, PAI, performance and risk':
    'analizza portafogli: ESG, impatto, tassonomia, PAI, rendimento e rischio',
  'Look up one portfolio or many: a CSV file (one portfolio, or many with a "portfolio" column), a folder of CSVs, or ISINs and tickers typed as arguments (TICKER:WEIGHT, equal weights when none are given). Each runs through the lookup chain and the PAI chain; a portfolio with bad rows prints file:line: reason and the others still run. Exit 0 ok, 1 a portfolio failed, 2 bad flags, 3 invalid input.':
    'Analizza uno o più portafogli: un file CSV (un portafoglio, o più con una colonna "portfolio"), una cartella di CSV, oppure ISIN e ticker scritti come argomenti (TICKER:PESO, pesi uguali se non indicati). Ognuno passa per la catena di analisi e la catena PAI; un portafoglio con righe errate stampa file:riga: motivo e gli altri proseguono. Uscita 0 ok, 1 un portafoglio non riuscito, 2 opzioni errate, 3 dati non validi.',
  'CSV files, folders of CSV files, or ISINs/tickers': 'file CSV, cartelle di file CSV, oppure ISIN/ticker',
  'benchmark: a CSV file or tickers, e.g. "URTH:60,IAGG:40"':
    'benchmark: un file CSV o dei ticker, ad es. "URTH:60,IAGG:40"',
  'total invested in EUR (env ESGKIT_AMOUNT; default 100000); an amount column wins':
    'totale investito in EUR (env ESGKIT_AMOUNT; predefinito 100000); prevale una colonna di importi',
  'day of the first investment (default: 1 January of the year before the data’s as-of date, not before its first price)':
    'giorno del primo investimento (predefinito: 1° gennaio dell’anno prima della data di riferimento dei dati, non prima del primo prezzo)',
  'start of the daily performance and risk window':
    'inizio del periodo di rendimento giornaliero e di rischio',
  'end of the daily performance and risk window': 'fine del periodo di rendimento giornaliero e di rischio',
  'annual risk-free rate in percent for Sharpe and Sortino (default: the dataset rates)':
    'tasso annuo privo di rischio in percentuale per Sharpe e Sortino (predefinito: i tassi del dataset)',
  'PAI denominator: all investments, covered ones, or both (all in pai1–3, covered in pai1Covered–pai3Covered)':
    'denominatore PAI: tutti gli investimenti, quelli coperti o entrambi (tutti in pai1–3, coperti in pai1Covered–pai3Covered)',
  'skip the PAI chain and the PAI views': 'salta la catena PAI e le viste PAI',
  'portfolios computed at the same time': 'portafogli calcolati contemporaneamente',
  'print an array of portfolio results as JSON (schema in docs/cli.md)':
    'stampa un array di risultati dei portafogli in JSON (schema in docs/cli.md)',
  'write summary.csv and one CSV per section and portfolio into DIR':
    'scrivi summary.csv e un CSV per sezione e portafoglio in DIR',
  'CSV for Excel in Italian (; and decimal comma), Excel in English (, and point) or RFC 4180 (no BOM); default: the language’s Excel':
    'CSV per Excel in italiano (; e virgola decimale), Excel in inglese (, e punto) o RFC 4180 (senza BOM); predefinito: l’Excel della lingua',

  // pai-statement
  'the reference-year PAI statement (tables 1–3) and EU Taxonomy shares from four quarter-end portfolios':
    'la dichiarazione PAI dell’anno di riferimento (tabelle 1–3) e le quote della Tassonomia UE da quattro portafogli di fine trimestre',
  'The engine computes SFDR principal adverse impact tables 1–3 and the EU Taxonomy shares on each quarter-end portfolio (31 Mar, 30 Jun, 30 Sep, 31 Dec, in that order; a quarter may be all cash) and the year as their mean (RTS Art. 6(3)): a quarter without holdings of an indicator’s asset type counts as 0 for shares and ratios, a quarter without data is left out, and a year without any data has no figure (never 0).':
    'Il motore calcola le tabelle 1–3 dei principali effetti negativi SFDR e le quote della Tassonomia UE su ogni portafoglio di fine trimestre (31 mar, 30 giu, 30 set, 31 dic, in quest’ordine; un trimestre può essere tutto liquidità) e l’anno come loro media (RTS art. 6(3)): un trimestre senza posizioni del tipo di attivo di un indicatore conta 0 per quote e rapporti, un trimestre senza dati è escluso, e un anno senza alcun dato non ha valore (mai 0).',
  'the four quarter-end portfolio CSVs, Q1 to Q4':
    'i quattro CSV dei portafogli di fine trimestre, dal T1 al T4',
  'the reference year': 'l’anno di riferimento',
  'PAI denominator': 'denominatore PAI',
  'amount invested in EUR when the files give weights (env ESGKIT_AMOUNT)':
    'importo investito in EUR quando i file danno pesi (env ESGKIT_AMOUNT)',
  'print the statement as JSON': 'stampa la dichiarazione in JSON',
  'write the statement as CSV': 'scrivi la dichiarazione in CSV',

  // explain
  'show how a figure is computed: method, inputs per holding, exclusions and the arithmetic':
    'mostra come si calcola un valore: metodo, dati per posizione, esclusioni e calcoli',
  'Computes one portfolio (a CSV file, or ISINs and tickers as in lookup) and prints the derivation of one figure of its views: the method and its version, the data snapshot and fiscal year, the formula, the steps with their values, the largest terms with their inputs, the excluded holdings and why, the covered and missing value and the result. Exit 0 ok, 1 the portfolio or the figure has no data, 2 bad flags or an unknown figure, 3 invalid input.':
    'Calcola un portafoglio (un file CSV, oppure ISIN e ticker come in lookup) e stampa la derivazione di un valore delle sue viste: il metodo e la sua versione, lo snapshot dei dati e l’esercizio, la formula, i passaggi con i loro valori, i termini maggiori con i loro dati, le posizioni escluse e perché, il valore coperto e mancante e il risultato. Uscita 0 ok, 1 il portafoglio o il valore non ha dati, 2 opzioni errate o valore sconosciuto, 3 dati non validi.',
  'a CSV file, or ISINs/tickers (TICKER:WEIGHT)': 'un file CSV, oppure ISIN/ticker (TICKER:PESO)',
  'the figure: pai2, pai:t1_2:covered, taxonomy.turnover, esg.total, impact:…, sharpe:y3, return:y1 …':
    'il valore: pai2, pai:t1_2:covered, taxonomy.turnover, esg.total, impact:…, sharpe:y3, return:y1 …',
  'largest terms asked for and printed; the rest fold into one row (the CSV holds all)':
    'termini maggiori richiesti e stampati; gli altri in una sola riga (il CSV li contiene tutti)',
  'print the trace as JSON (FigureTrace: the --top largest terms, the rest in one folded row)':
    'stampa la derivazione come JSON (FigureTrace: i --top termini maggiori, gli altri in una sola riga)',
  'write one row per term and per excluded holding to FILE':
    'scrive in FILE una riga per termine e per posizione esclusa',

  // screen and templates
  'screen funds, companies or countries': 'seleziona fondi, società o paesi',
  'Screen funds, companies or countries with filters as flags, or a saved template (--template) with flags on top. Prints a table (one page; --all for every page), JSON, or the CSV export (--csv FILE). No results prints a note on stderr and exits 0.':
    'Seleziona fondi, società o paesi con filtri come opzioni, oppure un modello salvato (--template) con opzioni aggiuntive. Stampa una tabella (una pagina; --all per tutte), JSON, oppure l’esportazione CSV (--csv FILE). Senza risultati stampa una nota su stderr ed esce con 0.',
  'what to screen': 'cosa selezionare',
  'regions (repeat or comma-separate)': 'regioni (ripetute o separate da virgole)',
  sectors: 'settori',
  industries: 'industrie',
  'fund categories': 'categorie di fondi',
  'fund asset classes (equity, fixed_income, …)': 'classi di attivo dei fondi (equity, fixed_income, …)',
  'open_end or etf': 'open_end o etf',
  'SFDR articles: 6, 8, 9': 'articoli SFDR: 6, 8, 9',
  'exclude involvement above a band: tobacco, tobacco:minor, weapons:serious':
    'escludi il coinvolgimento sopra una fascia: tobacco, tobacco:minor, weapons:serious',
  'exclude red companies of these controversies': 'escludi le società rosse di queste controversie',
  'minimum sustainability score, 0–100': 'punteggio minimo di sostenibilità, 0–100',
  'minimum environmental score': 'punteggio ambientale minimo',
  'minimum social score': 'punteggio sociale minimo',
  'minimum governance score': 'punteggio di governance minimo',
  'highest total expense ratio, percent': 'costo totale (TER) massimo, in percentuale',
  'fund domiciles (country codes)': 'domicili dei fondi (codici paese)',
  'fund provider (repeat for more)': 'società di gestione del fondo (ripeti per più di una)',
  'lowest fund AUM, EUR': 'patrimonio gestito minimo del fondo, EUR',
  'highest fund AUM, EUR': 'patrimonio gestito massimo del fondo, EUR',
  'funds incepted on or after (YYYY-MM-DD)': 'fondi avviati dal (AAAA-MM-GG)',
  'funds incepted on or before (YYYY-MM-DD)': 'fondi avviati fino al (AAAA-MM-GG)',
  'lowest fund rating, 1–5 stars': 'rating minimo del fondo, 1–5 stelle',
  'lowest taxonomy alignment, percent': 'allineamento minimo alla tassonomia, in percentuale',
  'lowest company market cap, EUR': 'capitalizzazione minima della società, EUR',
  'highest company market cap, EUR': 'capitalizzazione massima della società, EUR',
  'start from a saved screening template': 'parti da un modello di selezione salvato',
  'search names, ISINs and tickers': 'cerca nomi, ISIN e ticker',
  'sort by a result column': 'ordina per una colonna dei risultati',
  'page number': 'numero di pagina',
  'rows per page (default 50)': 'righe per pagina (predefinito 50)',
  'every page': 'tutte le pagine',
  'print JSON': 'stampa JSON',
  'write the engine’s CSV export to FILE': 'scrivi l’esportazione CSV del motore in FILE',
  'write a one-page PDF of the screen (its criteria and first rows) to FILE':
    'scrivi in FILE il PDF di una pagina dello screening (i criteri e le prime righe)',
  // scoring
  'show or set the weights of the sustainability score':
    'mostra o imposta i pesi del punteggio di sostenibilità',
  'The sustainability score weighs five pillars: environmental, social, governance, impact and products. Each save is a new version of your scoring profile; every score states the version it used.':
    'Il punteggio di sostenibilità pesa cinque pilastri: ambientale, sociale, governance, impatto e prodotti. Ogni salvataggio è una nuova versione del tuo profilo di punteggio; ogni punteggio indica la versione usata.',
  'show the weights and their version': 'mostra i pesi e la loro versione',
  'save new weights (percent, adding up to 100); pillars not given keep their weight':
    'salva nuovi pesi (percentuali, con somma 100); i pilastri non indicati mantengono il loro peso',
  'weight of the environmental pillar': 'peso del pilastro ambientale',
  'weight of the social pillar': 'peso del pilastro sociale',
  'weight of the governance pillar': 'peso del pilastro governance',
  'weight of the impact pillar': 'peso del pilastro impatto',
  'weight of the products pillar': 'peso del pilastro prodotti',
  'write the weights as YAML or JSON to FILE (by its extension), or YAML to stdout':
    'scrivi i pesi in YAML o JSON in FILE (secondo l’estensione), oppure in YAML su stdout',
  'the file to write': 'il file da scrivere',
  'yaml or json (default: by the extension, else yaml)':
    'yaml o json (predefinito: secondo l’estensione, altrimenti yaml)',
  'save a YAML or JSON weights file as the next version':
    'salva un file di pesi YAML o JSON come nuova versione',
  'the weights file': 'il file dei pesi',
  // ask
  'ask the AI chat about a fund, a company or an indicator':
    'chiedi alla chat IA di un fondo, un’azienda o un indicatore',
  'Asks the chat a question in English or Italian and prints the answer, its table and the source of each figure (indicator, fiscal year, coverage); every number comes from the data, never from a model. Exit codes: 0 answered; 11 not in the Starter plan, 12 company unknown, 13 indicator unknown, 15 not understood, 16 too many indicators (the message says what to try).':
    'Fa una domanda alla chat in italiano o in inglese e stampa la risposta, la sua tabella e la fonte di ogni cifra (indicatore, anno fiscale, copertura); ogni numero viene dai dati, mai da un modello. Codici di uscita: 0 risposta; 11 non incluso nel piano Starter, 12 azienda non riconosciuta, 13 indicatore non riconosciuto, 15 domanda non compresa, 16 troppi indicatori (il messaggio dice cosa provare).',
  'the question, in quotes': 'la domanda, tra virgolette',
  'print the answer as JSON (docs/cli-json-schema.json)':
    'stampa la risposta in JSON (docs/cli-json-schema.json)',
  'write the answer’s chart to this SVG or PNG file':
    'scrive il grafico della risposta in questo file SVG o PNG',
  // impact-defaults
  'show or set your default impact indicators': 'mostra o imposta i tuoi indicatori d’impatto predefiniti',
  'The impact indicators every new lookup and client calculation computes when it names none, at most 30 (the web’s Customization → Impact). Without any, the engine chooses.':
    'Gli indicatori d’impatto che ogni nuovo lookup e calcolo dei clienti calcola quando non ne indica altri, al massimo 30 (nel web: Personalizzazione → Impatto). Senza predefiniti sceglie il motore.',
  'list the default impact indicators by category':
    'elenca gli indicatori d’impatto predefiniti per categoria',
  'replace the default impact indicators': 'sostituisce gli indicatori d’impatto predefiniti',
  'comma-separated indicator codes (PHY_…, or an older code such as SCOPE1); none clears them':
    'codici degli indicatori separati da virgole (PHY_… o un codice precedente come SCOPE1); nessuno li cancella',
  // company
  'show or set your company information, logo and colour':
    'mostra o imposta i dati della tua azienda, il logo e il colore',
  'Your company’s name, address, contacts, logo and colour brand the PDF report, the shared client page and the e-mails sent for you. The colour is checked against white text (WCAG AA, 4.5:1).':
    'Nome, indirizzo, contatti, logo e colore della tua azienda compaiono nel report PDF, nella pagina condivisa con il cliente e nelle e-mail inviate per tuo conto. Il colore è verificato con il testo bianco (WCAG AA, 4,5:1).',
  'show the company information': 'mostra i dati aziendali',
  'change the fields given; the others keep their values':
    'cambia i campi indicati; gli altri restano come sono',
  'company (legal) name': 'ragione sociale',
  'address, first line': 'indirizzo, prima riga',
  'address, second line': 'indirizzo, seconda riga',
  city: 'città',
  'state or province': 'provincia o stato',
  'ZIP code': 'CAP',
  'contact e-mail': 'e-mail di contatto',
  phone: 'telefono',
  website: 'sito web',
  'Facebook page': 'pagina Facebook',
  'Instagram page': 'pagina Instagram',
  'LinkedIn page': 'pagina LinkedIn',
  'X (Twitter) page': 'pagina X (Twitter)',
  'brand colour, like #0A5A8C (default #00A0FF)': 'colore del marchio, come #0A5A8C (predefinito #00A0FF)',
  'logo file: PNG, JPG, JPEG or SVG': 'file del logo: PNG, JPG, JPEG o SVG',
  'list, add, edit, remove and upload screening templates':
    'elenca, aggiungi, modifica, rimuovi e carica modelli di selezione',
  'Saved screening templates: filters, or a list of securities uploaded as CSV (ISIN or Ticker column).':
    'Modelli di selezione salvati: filtri, oppure un elenco di titoli caricato come CSV (colonna ISIN o Ticker).',
  'list the templates': 'elenca i modelli',
  'add a template (a name and at least one filter, or --csv)':
    'aggiungi un modello (un nome e almeno un filtro, oppure --csv)',
  'template name': 'nome del modello',
  'what the template screens': 'cosa seleziona il modello',
  'securities to screen (ISIN or Ticker column)': 'titoli da selezionare (colonna ISIN o Ticker)',
  'add filters to a template, or rename it': 'aggiungi filtri a un modello, o rinominalo',
  'template name or id': 'nome o id del modello',
  'new name': 'nuovo nome',
  'remove a template': 'rimuovi un modello',
  'save a CSV of securities (ISIN or Ticker column) to a template':
    'salva in un modello un CSV di titoli (colonna ISIN o Ticker)',
  'the CSV file': 'il file CSV',

  // match
  'match funds to SDG goals, a risk level and goals (capability 100)':
    'abbina fondi a obiettivi SDG, un livello di rischio e degli obiettivi (capacità 100)',
  'Propose a portfolio of funds for a client: at least 3 of the 17 SDGs (--sdg), one risk level (--risk) and the goals (--purpose, --horizon, --amount, --monthly). Exclusions and a minimum SFDR article are hard filters. Prints each fund with its weight and why, the near misses, the trade-off one risk level lower and higher, and the MiFID II preference checks; --json prints the answer, --save-as makes it a client. The method: docs/methodology.md §D.8.':
    'Propone un portafoglio di fondi per un cliente: almeno 3 dei 17 SDG (--sdg), un livello di rischio (--risk) e gli obiettivi (--purpose, --horizon, --amount, --monthly). Esclusioni e articolo SFDR minimo sono filtri rigidi. Stampa ogni fondo con il suo peso e il perché, i fondi esclusi per poco, il compromesso un livello di rischio sotto e sopra e le verifiche delle preferenze MiFID II; --json stampa la risposta, --save-as ne fa un cliente. Il metodo: docs/methodology.md §D.8.',
  'SDGs the client cares about, 1–17 (at least 3)': 'SDG che stanno a cuore al cliente, 1–17 (almeno 3)',
  'risk level 1–5 (see below)': 'livello di rischio 1–5 (vedi sotto)',
  'investing purpose: house, car, business, education, traveling, retirement, wealth_growth, other':
    'scopo dell’investimento: house, car, business, education, traveling, retirement, wealth_growth, other',
  'investment horizon in years (1–50)': 'orizzonte dell’investimento in anni (1–50)',
  'initial amount in EUR': 'importo iniziale in EUR',
  'monthly amount in EUR (default 0)': 'importo mensile in EUR (predefinito 0)',
  'minimum SFDR article: 6, 8 or 9': 'articolo SFDR minimo: 6, 8 o 9',
  'MiFID II: minimum taxonomy-aligned share, percent':
    'MiFID II: quota minima allineata alla tassonomia, in percentuale',
  'MiFID II: minimum share of sustainable investments, percent':
    'MiFID II: quota minima di investimenti sostenibili, in percentuale',
  'MiFID II: principal adverse impacts considered': 'MiFID II: principali effetti negativi considerati',
  'print the answer as JSON (MatchingResult, docs/cli.md)':
    'stampa la risposta in JSON (MatchingResult, docs/cli.md)',
  'also write the engine’s CSV of the answer (funds with weight and why, near misses) to FILE':
    'scrivi anche il CSV del motore con la risposta (fondi con peso e perché, esclusi per poco) in FILE',
  'save the proposed portfolio as a new client "First Last"':
    'salva il portafoglio proposto come nuovo cliente "Nome Cognome"',

  // clients, export, share
  'list, show, add, import and remove clients': 'elenca, mostra, aggiungi, importa e rimuovi clienti',
  'The advisor’s clients (Portfolio Hub). A client is named by its id or by its full name.':
    'I clienti del consulente (Portfolio Hub). Un cliente si indica con il suo id o con nome e cognome.',
  'list the clients': 'elenca i clienti',
  'show a client and its portfolio': 'mostra un cliente e il suo portafoglio',
  'client id or full name': 'id del cliente o nome e cognome',
  'add a client, optionally with a portfolio CSV (then computed at once)':
    'aggiungi un cliente, eventualmente con un CSV di portafoglio (allora calcolato subito)',
  'first name': 'nome',
  'last name': 'cognome',
  'email address': 'indirizzo email',
  'portfolio CSV (ISIN or Ticker plus Weight or Amount)':
    'CSV del portafoglio (ISIN o Ticker più Peso o Importo)',
  'day of the first investment (default today)': 'giorno del primo investimento (predefinito oggi)',
  'amount invested in EUR (env ESGKIT_AMOUNT; default 100000)':
    'importo investito in EUR (env ESGKIT_AMOUNT; predefinito 100000)',
  'add one client per portfolio of a CSV with a "portfolio" column ("First Last")':
    'aggiungi un cliente per portafoglio di un CSV con una colonna "portfolio" ("Nome Cognome")',
  'CSV with portfolio, ISIN/Ticker and Weight/Amount columns':
    'CSV con le colonne portfolio, ISIN/Ticker e Weight/Amount',
  'amount invested in EUR when the file has no amount column':
    'importo investito in EUR quando il file non ha una colonna di importi',
  'remove a client and its portfolio': 'rimuovi un cliente e il suo portafoglio',
  'download a client’s CSV exports': 'scarica le esportazioni CSV di un cliente',
  'Download a client’s CSV sections into a folder (one file per section). An outdated portfolio is recomputed first, and PAI is calculated when it never was.':
    'Scarica le sezioni CSV di un cliente in una cartella (un file per sezione). Un portafoglio non aggiornato viene prima ricalcolato, e i PAI vengono calcolati se non lo sono mai stati.',
  'comma-separated: summary, holdings, assets, countries, currencies, sectors, sdgs, performance, risk, esg, esg-countries, sustainability, products, exclusions, controversies, impact-summary, impact, taxonomy, pai-1, pai-2, pai-3, pai-detail-1, pai-detail-2, pai-detail-3; or all':
    'separate da virgole: summary, holdings, assets, countries, currencies, sectors, sdgs, performance, risk, esg, esg-countries, sustainability, products, exclusions, controversies, impact-summary, impact, taxonomy, pai-1, pai-2, pai-3, pai-detail-1, pai-detail-2, pai-detail-3; oppure all',
  'folder to write the CSV files into': 'cartella in cui scrivere i file CSV',
  'create a read-only share link for a client': 'crea un link di condivisione in sola lettura per un cliente',
  'Create a link that opens the client’s views without a login (read-only). The link is under ESGKIT_PUBLIC_URL; PAI is calculated first if it was not (sharing needs it). The URL goes to stdout.':
    'Crea un link che apre le viste del cliente senza accesso (sola lettura). Il link è sotto ESGKIT_PUBLIC_URL; i PAI vengono prima calcolati se non lo sono (la condivisione li richiede). L’URL va su stdout.',
  'the link expires after N days (1–365)': 'il link scade dopo N giorni (1–365)',

  // report
  'PDF reports: one client or portfolio file, or every client (cron, CI)':
    'report PDF: un cliente o un file di portafoglio, oppure tutti i clienti (cron, CI)',
  'Render the branded PDF report (the web app’s PDF export) of a client (id or name) or of a portfolio CSV, in the --lang language. A client report with PAI sections needs its PAI calculated and current (--calculate computes it first); a portfolio file runs the PAI chain itself. --all-clients writes one PDF and manifest per client into --out, skipping reports whose data and options have not changed.\nSections: all, or a comma list of performance, portfolio, countriesAllocation, returns, dailyPerformance, esg, impactIndicators, products, exclusions, redCompaniesByWeight, redCompaniesByIndicator, pai, pai2, pai3, taxonomy.':
    'Genera il report PDF con il tuo marchio (l’esportazione PDF dell’app web) di un cliente (id o nome) o di un CSV di portafoglio, nella lingua di --lang. Un report cliente con sezioni PAI richiede i PAI calcolati e aggiornati (--calculate li calcola prima); un file di portafoglio esegue da sé la catena PAI. --all-clients scrive un PDF e un manifest per cliente in --out, saltando i report i cui dati e opzioni non sono cambiati.\nSezioni: all, oppure un elenco separato da virgole di performance, portfolio, countriesAllocation, returns, dailyPerformance, esg, impactIndicators, products, exclusions, redCompaniesByWeight, redCompaniesByIndicator, pai, pai2, pai3, taxonomy.',
  'a client id or name, or a portfolio .csv file':
    'id o nome di un cliente, oppure un file .csv di portafoglio',
  'write the report to this .pdf file': 'scrivi il report in questo file .pdf',
  'the sections, comma-separated, or all': 'le sezioni, separate da virgole, oppure all',
  'the report’s date (YYYY-MM-DD or ISO time): same data and date, same bytes':
    'la data del report (AAAA-MM-GG o ora ISO): stessi dati e stessa data, stessi byte',
  'also write <file>.manifest.json: dataset, versions, options, SHA-256 of input and PDF':
    'scrivi anche <file>.manifest.json: dataset, versioni, opzioni, SHA-256 dei dati e del PDF',
  'recalculate an outdated client portfolio and its PAI before the report':
    'ricalcola prima del report un portafoglio cliente non aggiornato e i suoi PAI',
  'add the "Derivations" appendix: each figure’s method, version and top contributors':
    'aggiungi l’appendice «Derivazioni»: metodo, versione e principali contributi di ogni cifra',
  'first investment day of a portfolio file': 'giorno del primo investimento di un file di portafoglio',
  'amount invested in EUR when a portfolio file gives weights (env ESGKIT_AMOUNT)':
    'importo investito in EUR quando un file di portafoglio dà pesi (env ESGKIT_AMOUNT)',
  'a report for every client (with --out)': 'un report per ogni cliente (con --out)',
  'the folder for --all-clients reports': 'la cartella dei report di --all-clients',
  'reports made at the same time with --all-clients; ignored with --queue (the workers’ ESGKIT_WORKER_CONCURRENCY)':
    'report generati contemporaneamente con --all-clients; ignorato con --queue (vale ESGKIT_WORKER_CONCURRENCY dei worker)',
  'with --all-clients: only every N-th client from the i-th (split a run over machines)':
    'con --all-clients: solo un cliente ogni N a partire dall’i-esimo (divide un’esecuzione tra più macchine)',
  'with --all-clients: make every report again, even when up to date':
    'con --all-clients: rigenera ogni report, anche se aggiornato',
  'with --all-clients: queue one PDF job per client for the workers and download each when ready (resumes)':
    'con --all-clients: accoda un job PDF per cliente per i worker e scarica ognuno quando è pronto (riprende)',
  'with --all-clients: print the summary as JSON on stdout':
    'con --all-clients: stampa il riepilogo in JSON su stdout',
  '# nightly, for every client, in two shards:': '# ogni notte, per tutti i clienti, in due parti:',
  '# on PostgreSQL with workers (esgkit worker): queue every report, follow and download them':
    '# su PostgreSQL con i worker (esgkit worker): accoda ogni report, seguilo e scaricalo',
  '# a saved template, then the funds it lets through:':
    '# un modello salvato, poi i fondi che lascia passare:',
  '# funds.csv: one column, ISIN or Ticker': '# funds.csv: una sola colonna, ISIN o Ticker',

  // serve, login, logout, whoami, config
  'run the engine and the web app (same as npm start)': 'avvia il motore e l’app web (come npm start)',
  'Serve the web app and the engine API on --port/--host (ESGKIT_PORT, ESGKIT_HOST; default  127.0.0.1:3000). The dataset loads in the background (data routes answer 503 meanwhile). Ctrl-C stops it.':
    'Serve l’app web e l’API del motore su --port/--host (ESGKIT_PORT, ESGKIT_HOST; predefinito 127.0.0.1:3000). Il dataset si carica in background (nel frattempo i servizi dati rispondono 503). Ctrl-C lo ferma.',
  'port (env ESGKIT_PORT; 0 picks a free one)': 'porta (env ESGKIT_PORT; 0 ne sceglie una libera)',
  'interface (env ESGKIT_HOST; 0.0.0.0 for every interface)':
    'interfaccia (env ESGKIT_HOST; 0.0.0.0 per tutte)',
  'serve the API only: leave the background jobs to `esgkit worker` (env ESGKIT_WORKER=0)':
    'servi solo l’API: lascia i lavori in background a `esgkit worker` (env ESGKIT_WORKER=0)',
  '# API only, behind a load balancer; `esgkit worker` processes run the jobs:':
    '# solo API, dietro un bilanciatore; i processi `esgkit worker` eseguono i lavori:',
  'run background jobs only (PDFs, CSV exports, chains, digests), no HTTP':
    'esegui solo i lavori in background (PDF, esportazioni CSV, catene, riepiloghi), senza HTTP',
  'Run the queued jobs (PDF reports and screens, CSV exports, client and PAI chains, notification digests, the removal of expired files) of the store at DATABASE_URL (or the embedded SQLite of ESGKIT_DATA_DIR) with the dataset folder; any number of workers, on any number of machines, share the queue. Each runs ESGKIT_WORKER_CONCURRENCY jobs of a queue at once (default 2; docs/deploy.md "Sizing": one worker per core). A job for a snapshot version or job format this worker does not have is left for another worker. SIGTERM or Ctrl-C stops it: running jobs finish, or are released.':
    'Esegue i lavori in coda (report e screening in PDF, esportazioni CSV, catene dei clienti e dei PAI, riepiloghi delle notifiche, la rimozione dei file scaduti) dell’archivio di DATABASE_URL (o dell’SQLite integrato di ESGKIT_DATA_DIR) con la cartella del dataset; un numero qualsiasi di worker, su un numero qualsiasi di macchine, condivide la coda. Ciascuno esegue ESGKIT_WORKER_CONCURRENCY lavori di una coda alla volta (predefinito 2; docs/deploy.md "Sizing": un worker per core). Un lavoro per una versione dello snapshot o un formato di lavoro che questo worker non ha è lasciato a un altro worker. SIGTERM o Ctrl-C lo ferma: i lavori in corso finiscono, o sono rilasciati.',
  '# two workers on this machine, one API-only engine in front:':
    '# due worker su questa macchina, davanti un motore solo API:',
  'sign in to a remote engine (--api) and remember the session':
    'accedi a un motore remoto (--api) e ricorda la sessione',
  'Sign in to the engine at --api (or ESGKIT_API); the password is read from stdin. The session token  is stored in the config file together with the URL, and sent only to that URL.':
    'Accedi al motore di --api (o ESGKIT_API); la password si legge da stdin. Il token di sessione è salvato nel file di configurazione insieme all’URL, e inviato solo a quell’URL.',
  'your account’s email': 'l’email del tuo account',
  'end the stored session and forget it': 'chiudi la sessione salvata e dimenticala',
  'who the CLI acts as: the local owner, or the signed-in user of --api':
    'per conto di chi agisce la CLI: il proprietario locale, o l’utente di --api che ha eseguito l’accesso',
  'show or change stored settings (api, token, lang, amount)':
    'mostra o modifica le impostazioni salvate (api, token, lang, amount)',
  'Stored settings, below flags and ESGKIT_* variables: --api/ESGKIT_API, --token/ESGKIT_TOKEN,  --lang/ESGKIT_LANG, --amount/ESGKIT_AMOUNT. `get` shows each value and where it comes from.':
    'Impostazioni salvate, dopo opzioni e variabili ESGKIT_*: --api/ESGKIT_API, --token/ESGKIT_TOKEN, --lang/ESGKIT_LANG, --amount/ESGKIT_AMOUNT. `get` mostra ogni valore e da dove proviene.',
  'api, token, lang or amount': 'api, token, lang o amount',
  'the value; "" removes the setting': 'il valore; "" rimuove l’impostazione',

  // data, users
  'prepare and inspect the provider dataset': 'prepara e ispeziona il dataset del fornitore',
  'The embedded engine’s dataset: the demo universe (generated once into ESGKIT_CACHE_DIR;  ESGKIT_DEMO_SIZE=small for a small one) or your own folder (docs/dataset-format.md). A folder that does not  import exits 3 with a file:line:column list.':
    'Il dataset del motore integrato: l’universo demo (generato una volta in ESGKIT_CACHE_DIR; ESGKIT_DEMO_SIZE=small per uno piccolo) o una tua cartella (docs/dataset-format.md). Una cartella che non si importa esce con 3 e un elenco file:riga:colonna.',
  'generate (once) and load the demo universe': 'genera (una volta) e carica l’universo demo',
  'check and import a dataset folder into the snapshot cache':
    'controlla e importa una cartella di dataset nella cache degli snapshot',
  'the dataset folder': 'la cartella del dataset',
  'the dataset in use (--data or ESGKIT_DATASET, else the demo): snapshot version and date':
    'il dataset in uso (--data o ESGKIT_DATASET, altrimenti la demo): versione e data dello snapshot',
  'operator tasks on the local store': 'attività di gestione sull’archivio locale',
  'set a new password (random, printed once, or from stdin); ends the user’s sessions':
    'imposta una nuova password (casuale, stampata una volta, o da stdin); chiude le sessioni dell’utente',
  'the account’s email': 'l’email dell’account',
  'read the new password from stdin': 'leggi la nuova password da stdin',
  'set an account’s plan (manual billing); its access level and capability follow from the plans file at once':
    'imposta il piano di un account (fatturazione manuale); livello di accesso e capability seguono subito dal file dei piani',
  'the plan': 'il piano',
  'the billing period; default: the current one, else month':
    'il periodo di fatturazione; predefinito: quello attuale, altrimenti month',
  'the last day of access; default: no end': 'l’ultimo giorno di accesso; predefinito: senza scadenza',
  'every account with its plan, subscription state and end date':
    'ogni account con il suo piano, lo stato dell’abbonamento e la data di fine',

  // completion
  'print a shell completion script (bash, zsh or fish)':
    'stampa uno script di completamento per la shell (bash, zsh o fish)',
  'Print the completion script of a shell, generated from the commands and flags of this esgkit: load it in your shell’s startup file (bash: source <(esgkit completion bash); zsh: source <(esgkit completion zsh); fish: esgkit completion fish | source).':
    'Stampa lo script di completamento di una shell, generato dai comandi e dalle opzioni di questo esgkit: caricalo nel file di avvio della tua shell (bash: source <(esgkit completion bash); zsh: source <(esgkit completion zsh); fish: esgkit completion fish | source).',
  'the shell': 'la shell',
  '# in ~/.bashrc:  source <(esgkit completion bash)': '# in ~/.bashrc:  source <(esgkit completion bash)',
};

/**
 * commander's own usage errors (commander 15's wording), in Italian: each English pattern and its translation
 * ($1… are the pattern's groups). What follows a pattern (our InvalidArgumentError text) is already in Italian.
 */
export const COMMANDER_ERRORS_IT: readonly (readonly [RegExp, string])[] = [
  [
    /^error: option '(.+?)' argument '(.*?)' is invalid\./,
    "errore: il valore '$2' dell’opzione '$1' non è valido.",
  ],
  [
    /^error: option '(.+?)' value '(.*?)' from env '(.+?)' is invalid\./,
    "errore: il valore '$2' dell’opzione '$1' preso da env '$3' non è valido.",
  ],
  [
    /^error: command-argument value '(.*?)' is invalid for argument '(.+?)'\./,
    "errore: il valore '$1' dell’argomento '$2' non è valido.",
  ],
  [/^error: missing required argument '(.+?)'/, "errore: manca l’argomento obbligatorio '$1'"],
  [/^error: option '(.+?)' argument missing/, "errore: manca il valore dell’opzione '$1'"],
  [/^error: required option '(.+?)' not specified/, "errore: l’opzione obbligatoria '$1' non è indicata"],
  [/^error: unknown option '(.+?)'/, "errore: opzione sconosciuta '$1'"],
  [/^error: unknown command '(.+?)'/, "errore: comando sconosciuto '$1'"],
  [
    /^error: too many arguments(?: for '(.+?)')?\. Expected (\d+) arguments? but got (\d+): (.*)\.$/m,
    'errore: troppi argomenti. Attesi $2, ricevuti $3: $4.',
  ],
  [/Allowed choices are (.+)\.$/m, 'Valori ammessi: $1.'],
  [/\(Did you mean one of (.+)\?\)/, '(Forse intendevi uno tra $1?)'],
  [/\(Did you mean (.+)\?\)/, '(Forse intendevi $1?)'],
];
