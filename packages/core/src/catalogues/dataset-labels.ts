import type { Locale } from '../schemas/common.ts';

// The dataset's reference lists (sectors, industries, regions) are free text in companies.csv and countries.csv
// (docs/dataset-format.md); the demo and the sample data use the GICS-like English names of
// packages/engine/src/demo/universe-data.ts. Their Italian labels live here, keyed by that English name, so the
// engine's views, the PDF and the web show one translation. A name a customer dataset brings that is not listed
// here is shown as the dataset wrote it (spec doc 1 §9: the data is the customer's; only our vocabulary is ours).

/** GICS-like sectors → Italian. */
const sectorsIt: Readonly<Record<string, string>> = {
  Energy: 'Energia',
  Materials: 'Materiali',
  Industrials: 'Industria',
  'Consumer Discretionary': 'Beni voluttuari',
  'Consumer Staples': 'Beni di prima necessità',
  'Health Care': 'Sanità',
  Financials: 'Finanza',
  'Information Technology': 'Informatica',
  'Communication Services': 'Servizi di comunicazione',
  Utilities: 'Servizi di pubblica utilità',
  'Real Estate': 'Immobiliare',
};

/** GICS-like industries → Italian. */
const industriesIt: Readonly<Record<string, string>> = {
  'Integrated Oil & Gas': 'Petrolio e gas integrati',
  'Oil & Gas Exploration & Production': 'Esplorazione e produzione di petrolio e gas',
  'Oil & Gas Refining & Marketing': 'Raffinazione e commercializzazione di petrolio e gas',
  'Oil & Gas Equipment & Services': 'Attrezzature e servizi per petrolio e gas',
  'Oil & Gas Storage & Transportation': 'Stoccaggio e trasporto di petrolio e gas',
  'Coal & Consumable Fuels': 'Carbone e combustibili',
  'Commodity Chemicals': 'Chimica di base',
  'Specialty Chemicals': 'Chimica speciale',
  'Fertilizers & Agricultural Chemicals': 'Fertilizzanti e prodotti chimici per l’agricoltura',
  'Construction Materials': 'Materiali da costruzione',
  'Diversified Metals & Mining': 'Metalli e attività estrattive diversificate',
  Steel: 'Acciaio',
  'Paper & Forest Products': 'Carta e prodotti forestali',
  'Containers & Packaging': 'Contenitori e imballaggi',
  Gold: 'Oro',
  'Aerospace & Defense': 'Aerospazio e difesa',
  'Building Products': 'Prodotti per l’edilizia',
  'Construction & Engineering': 'Costruzioni e ingegneria',
  'Electrical Components & Equipment': 'Componenti e apparecchiature elettriche',
  'Industrial Machinery': 'Macchinari industriali',
  'Passenger Airlines': 'Compagnie aeree passeggeri',
  'Marine Transportation': 'Trasporto marittimo',
  'Rail Transportation': 'Trasporto ferroviario',
  'Air Freight & Logistics': 'Trasporto aereo merci e logistica',
  'Research & Consulting Services': 'Servizi di ricerca e consulenza',
  'Industrial Conglomerates': 'Conglomerati industriali',
  'Automobile Manufacturers': 'Costruttori di automobili',
  'Automotive Parts & Equipment': 'Componenti e accessori per auto',
  Homebuilding: 'Costruzione di abitazioni',
  'Leisure Products': 'Articoli per il tempo libero',
  'Apparel, Accessories & Luxury Goods': 'Abbigliamento, accessori e beni di lusso',
  'Hotels, Resorts & Cruise Lines': 'Alberghi, villaggi turistici e crociere',
  'Casinos & Gaming': 'Casinò e giochi',
  'Broadline Retail': 'Commercio al dettaglio generalista',
  'Specialty Retail': 'Commercio al dettaglio specializzato',
  Brewers: 'Birrifici',
  'Distillers & Vintners': 'Distillerie e aziende vinicole',
  'Soft Drinks & Non-alcoholic Beverages': 'Bibite e bevande analcoliche',
  'Packaged Foods & Meats': 'Alimenti confezionati e carni',
  'Agricultural Products & Services': 'Prodotti e servizi agricoli',
  'Food Retail': 'Distribuzione alimentare',
  'Household Products': 'Prodotti per la casa',
  'Personal Care Products': 'Prodotti per la cura della persona',
  Tobacco: 'Tabacco',
  Pharmaceuticals: 'Farmaceutica',
  Biotechnology: 'Biotecnologie',
  'Health Care Equipment': 'Apparecchiature sanitarie',
  'Health Care Facilities': 'Strutture sanitarie',
  'Life Sciences Tools & Services': 'Strumenti e servizi per le scienze della vita',
  'Health Care Supplies': 'Forniture sanitarie',
  'Diversified Banks': 'Banche diversificate',
  'Regional Banks': 'Banche regionali',
  'Life & Health Insurance': 'Assicurazioni vita e malattia',
  'Property & Casualty Insurance': 'Assicurazioni danni',
  Reinsurance: 'Riassicurazione',
  'Asset Management & Custody Banks': 'Gestione patrimoniale e banche depositarie',
  'Investment Banking & Brokerage': 'Banche d’investimento e intermediazione',
  'Consumer Finance': 'Credito al consumo',
  'Financial Exchanges & Data': 'Borse e dati finanziari',
  'Application Software': 'Software applicativo',
  'IT Consulting & Other Services': 'Consulenza informatica e altri servizi',
  Semiconductors: 'Semiconduttori',
  'Semiconductor Materials & Equipment': 'Materiali e apparecchiature per semiconduttori',
  'Technology Hardware, Storage & Peripherals': 'Hardware, archiviazione e periferiche',
  'Communications Equipment': 'Apparecchiature per comunicazioni',
  'Electronic Components': 'Componenti elettronici',
  'Integrated Telecommunication Services': 'Servizi di telecomunicazione integrati',
  'Wireless Telecommunication Services': 'Servizi di telecomunicazione mobile',
  'Movies & Entertainment': 'Cinema e intrattenimento',
  Broadcasting: 'Radiotelevisione',
  'Interactive Media & Services': 'Media e servizi interattivi',
  'Interactive Home Entertainment': 'Intrattenimento domestico interattivo',
  Publishing: 'Editoria',
  'Electric Utilities': 'Servizi elettrici',
  'Gas Utilities': 'Servizi del gas',
  'Multi-Utilities': 'Multiservizi',
  'Water Utilities': 'Servizi idrici',
  'Renewable Electricity': 'Energia elettrica rinnovabile',
  'Diversified REITs': 'REIT diversificati',
  'Real Estate Development': 'Sviluppo immobiliare',
  'Real Estate Services': 'Servizi immobiliari',
  'Industrial REITs': 'REIT industriali',
  'Residential REITs': 'REIT residenziali',
};

/** Regions of countries.csv → Italian. */
const regionsIt: Readonly<Record<string, string>> = {
  Europe: 'Europa',
  'North America': 'Nord America',
  'Asia Pacific': 'Asia-Pacifico',
  'Latin America': 'America Latina',
  'Middle East & Africa': 'Medio Oriente e Africa',
};

/**
 * Fund categories and global categories of funds.csv (Morningstar-like, as the demo names them) → the Italian
 * names Italian fund documents use.
 */
const fundCategoriesIt: Readonly<Record<string, string>> = {
  'Global Large-Cap Blend Equity': 'Azionari Internazionali Large Cap Blend',
  'Global Bond - EUR Hedged': 'Obbligazionari Globali - EUR Hedged',
  'Europe Large-Cap Blend Equity': 'Azionari Europa Large Cap Blend',
  'US Large-Cap Blend Equity': 'Azionari USA Large Cap Blend',
  'Global Emerging Markets Equity': 'Azionari Paesi Emergenti Globali',
  'Japan Large-Cap Equity': 'Azionari Giappone Large Cap',
  'Asia-Pacific ex-Japan Equity': 'Azionari Asia-Pacifico escluso Giappone',
  'Sector Equity Alternative Energy': 'Azionari Settore Energie Alternative',
  'Sector Equity Healthcare': 'Azionari Settore Salute',
  'Sector Equity Technology': 'Azionari Settore Tecnologia',
  'Sector Equity Financial Services': 'Azionari Settore Servizi Finanziari',
  'Global Equity Income': 'Azionari Internazionali Reddito',
  'Property - Indirect Global': 'Immobiliare Indiretto - Internazionale',
  'EUR Corporate Bond': 'Obbligazionari Corporate EUR',
  'Global Government Bond': 'Obbligazionari Governativi Globali',
  'EUR Cautious Allocation - Global': 'Bilanciati Prudenti EUR - Globali',
  'EUR Moderate Allocation - Global': 'Bilanciati Moderati EUR - Globali',
  'EUR Aggressive Allocation - Global': 'Bilanciati Aggressivi EUR - Globali',
  // global categories
  'Global Equity Large Cap': 'Azionari Internazionali Large Cap',
  'Global Fixed Income': 'Obbligazionari Globali',
  'Moderate Allocation': 'Bilanciati Moderati',
  'Asia Equity': 'Azionari Asia',
  'Corporate Fixed Income': 'Obbligazionari Corporate',
  'Emerging Markets Equity': 'Azionari Paesi Emergenti',
  'Energy Sector Equity': 'Azionari Settore Energia',
  'Europe Equity Large Cap': 'Azionari Europa Large Cap',
  'Financials Sector Equity': 'Azionari Settore Finanza',
  'Government Fixed Income': 'Obbligazionari Governativi',
  'Healthcare Sector Equity': 'Azionari Settore Salute',
  'Japan Equity': 'Azionari Giappone',
  'Real Estate Sector Equity': 'Azionari Settore Immobiliare',
  'Technology Sector Equity': 'Azionari Settore Tecnologia',
  'US Equity Large Cap': 'Azionari USA Large Cap',
};

/** Which reference list a dataset label belongs to. */
export type DatasetLabelKind = 'sector' | 'industry' | 'region' | 'fundCategory';

const byKind: Readonly<Record<DatasetLabelKind, Readonly<Record<string, string>>>> = {
  sector: sectorsIt,
  industry: industriesIt,
  region: regionsIt,
  fundCategory: fundCategoriesIt,
};

/** The English names each list translates (the demo's reference lists; tests check they match). */
export const datasetLabelNames = (kind: DatasetLabelKind): readonly string[] => Object.keys(byKind[kind]);

/**
 * A dataset's sector, industry or region name in the user's language: the dataset's own text in en-US and for any
 * name the list does not know (a customer's own classification).
 *
 * @example
 * datasetLabel('sector', 'Health Care', 'it-IT'); // 'Sanità'
 * datasetLabel('sector', 'Health Care', 'en-US'); // 'Health Care'
 * datasetLabel('sector', 'Cleantech', 'it-IT'); // 'Cleantech'
 */
export const datasetLabel = (kind: DatasetLabelKind, name: string, locale: Locale): string =>
  locale === 'it-IT' && Object.hasOwn(byKind[kind], name) ? byKind[kind][name]! : name;
