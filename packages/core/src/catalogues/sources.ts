import type { SourceFramework, SourceFrameworkId } from './schema.ts';

const term = (en: string, it: string) => ({ 'en-US': en, 'it-IT': it });

/** The frameworks and disclosures indicators come from, with a link to each (spec doc 2 §3: "a source link"). */
export const sourceFrameworks: readonly SourceFramework[] = [
  {
    id: 'ghg_protocol',
    name: term(
      'GHG Protocol Corporate Standard and Scope 3 Standard',
      'GHG Protocol: Corporate Standard e Scope 3 Standard',
    ),
    publisher: 'WRI / WBCSD',
    url: 'https://ghgprotocol.org/corporate-standard',
  },
  {
    id: 'gri',
    name: term('GRI Standards', 'Standard GRI'),
    publisher: 'Global Reporting Initiative',
    url: 'https://www.globalreporting.org/standards/',
  },
  {
    id: 'sasb',
    name: term('SASB Standards', 'Standard SASB'),
    publisher: 'IFRS Foundation',
    url: 'https://sasb.ifrs.org/standards/',
  },
  {
    id: 'tcfd',
    name: term(
      'Recommendations of the Task Force on Climate-related Financial Disclosures',
      'Raccomandazioni della Task Force on Climate-related Financial Disclosures',
    ),
    publisher: 'Financial Stability Board',
    url: 'https://www.fsb-tcfd.org/recommendations/',
  },
  {
    id: 'cdp',
    name: term('CDP climate, water and forests questionnaires', 'Questionari CDP su clima, acqua e foreste'),
    publisher: 'CDP',
    url: 'https://www.cdp.net/',
  },
  {
    id: 'sbti',
    name: term('Science Based Targets initiative', 'Science Based Targets initiative (SBTi)'),
    publisher: 'SBTi',
    url: 'https://sciencebasedtargets.org/',
  },
  {
    id: 're100',
    name: term('RE100', 'RE100'),
    publisher: 'Climate Group / CDP',
    url: 'https://www.there100.org/',
  },
  {
    id: 'pcaf',
    name: term(
      'PCAF Global GHG Accounting and Reporting Standard, Part A',
      'Standard globale PCAF di contabilizzazione e rendicontazione dei GHG, Parte A',
    ),
    publisher: 'Partnership for Carbon Accounting Financials',
    url: 'https://carbonaccountingfinancials.com/',
  },
  {
    id: 'sfdr_rts',
    name: term(
      'SFDR Delegated Regulation (EU) 2022/1288, Annex I',
      'Regolamento delegato (UE) 2022/1288 (SFDR), Allegato I',
    ),
    publisher: 'European Commission',
    url: 'https://eur-lex.europa.eu/eli/reg_del/2022/1288/oj',
  },
  {
    id: 'eu_taxonomy',
    name: term('Taxonomy Regulation (EU) 2020/852', 'Regolamento (UE) 2020/852 sulla tassonomia'),
    publisher: 'European Union',
    url: 'https://eur-lex.europa.eu/eli/reg/2020/852/oj',
  },
  {
    id: 'esrs',
    name: term(
      'European Sustainability Reporting Standards, Delegated Regulation (EU) 2023/2772',
      'Principi europei di rendicontazione di sostenibilità, Regolamento delegato (UE) 2023/2772',
    ),
    publisher: 'European Commission',
    url: 'https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj',
  },
  {
    id: 'eu_climate_benchmarks',
    name: term(
      'EU Climate Transition and Paris-aligned Benchmarks, Delegated Regulation (EU) 2020/1818',
      "Indici UE di transizione climatica e allineati con l'accordo di Parigi, Regolamento delegato (UE) 2020/1818",
    ),
    publisher: 'European Commission',
    url: 'https://eur-lex.europa.eu/eli/reg_del/2020/1818/oj',
  },
  {
    id: 'epbd',
    name: term(
      'Energy Performance of Buildings Directive 2010/31/EU',
      "Direttiva 2010/31/UE sulla prestazione energetica nell'edilizia",
    ),
    publisher: 'European Union',
    url: 'https://eur-lex.europa.eu/eli/dir/2010/31/oj',
  },
  {
    id: 'eu_pay_transparency',
    name: term(
      'Pay Transparency Directive (EU) 2023/970',
      'Direttiva (UE) 2023/970 sulla trasparenza retributiva',
    ),
    publisher: 'European Union',
    url: 'https://eur-lex.europa.eu/eli/dir/2023/970/oj',
  },
  {
    id: 'srd2',
    name: term(
      'Shareholder Rights Directive (EU) 2017/828',
      'Direttiva (UE) 2017/828 sui diritti degli azionisti',
    ),
    publisher: 'European Union',
    url: 'https://eur-lex.europa.eu/eli/dir/2017/828/oj',
  },
  {
    id: 'ungc',
    name: term('UN Global Compact Ten Principles', 'I dieci principi del Global Compact delle Nazioni Unite'),
    publisher: 'United Nations Global Compact',
    url: 'https://unglobalcompact.org/what-is-gc/mission/principles',
  },
  {
    id: 'oecd_mne',
    name: term(
      'OECD Guidelines for Multinational Enterprises on Responsible Business Conduct',
      "Linee guida OCSE destinate alle imprese multinazionali sulla condotta d'impresa responsabile",
    ),
    publisher: 'OECD',
    url: 'https://mneguidelines.oecd.org/',
  },
  {
    id: 'ungp',
    name: term(
      'UN Guiding Principles on Business and Human Rights',
      'Principi guida delle Nazioni Unite su imprese e diritti umani',
    ),
    publisher: 'United Nations OHCHR',
    url: 'https://www.ohchr.org/en/publications/reference-publications/guiding-principles-business-and-human-rights',
  },
  {
    id: 'ilo',
    name: term(
      'ILO Declaration on Fundamental Principles and Rights at Work',
      "Dichiarazione dell'ILO sui principi e i diritti fondamentali nel lavoro",
    ),
    publisher: 'International Labour Organization',
    url: 'https://www.ilo.org/',
  },
  {
    id: 'uncac',
    name: term('UN Convention against Corruption', 'Convenzione delle Nazioni Unite contro la corruzione'),
    publisher: 'UNODC',
    url: 'https://www.unodc.org/unodc/en/corruption/uncac.html',
  },
  {
    id: 'eu_tax_list',
    name: term(
      'EU list of non-cooperative jurisdictions for tax purposes',
      'Elenco UE delle giurisdizioni non cooperative a fini fiscali',
    ),
    publisher: 'Council of the European Union',
    url: 'https://www.consilium.europa.eu/en/policies/eu-list-of-non-cooperative-jurisdictions/',
  },
  {
    id: 'sec_pay_ratio',
    name: term(
      'SEC pay ratio rule, Regulation S-K Item 402(u)',
      'Regola SEC sul pay ratio, Regulation S-K Item 402(u)',
    ),
    publisher: 'US Securities and Exchange Commission',
    url: 'https://www.sec.gov/rules/final/2015/33-9877.pdf',
  },
  {
    id: 'osha',
    name: term(
      'OSHA injury and illness recordkeeping, 29 CFR 1904',
      'Registrazione OSHA di infortuni e malattie, 29 CFR 1904',
    ),
    publisher: 'US Occupational Safety and Health Administration',
    url: 'https://www.osha.gov/recordkeeping',
  },
  {
    id: 'iso',
    name: term(
      'ISO management system standards (ISO 14001, ISO 45001, ISO 50001)',
      'Norme ISO sui sistemi di gestione (ISO 14001, ISO 45001, ISO 50001)',
    ),
    publisher: 'International Organization for Standardization',
    url: 'https://www.iso.org/',
  },
  {
    id: 'iucn',
    name: term('IUCN Red List of Threatened Species', 'Lista rossa IUCN delle specie minacciate'),
    publisher: 'International Union for Conservation of Nature',
    url: 'https://www.iucnredlist.org/',
  },
  {
    id: 'rspo',
    name: term('RSPO Principles and Criteria', 'Principi e criteri RSPO'),
    publisher: 'Roundtable on Sustainable Palm Oil',
    url: 'https://rspo.org/',
  },
  {
    id: 'weapons_treaties',
    name: term(
      'Mine Ban Treaty, Convention on Cluster Munitions, Chemical and Biological Weapons Conventions, NPT',
      'Trattato di Ottawa, Convenzione sulle munizioni a grappolo, Convenzioni sulle armi chimiche e biologiche, TNP',
    ),
    publisher: 'United Nations Office for Disarmament Affairs',
    url: 'https://disarmament.unoda.org/',
  },
  {
    id: 'who_fctc',
    name: term(
      'WHO Framework Convention on Tobacco Control',
      "Convenzione quadro dell'OMS per il controllo del tabacco",
    ),
    publisher: 'World Health Organization',
    url: 'https://fctc.who.int/',
  },
  {
    id: 'uk_corporate_governance_code',
    name: term('UK Corporate Governance Code', 'UK Corporate Governance Code (codice britannico)'),
    publisher: 'Financial Reporting Council',
    url: 'https://www.frc.org.uk/',
  },
  {
    id: 'italian_corporate_governance_code',
    name: term('Italian Corporate Governance Code', 'Codice di Corporate Governance'),
    publisher: 'Comitato per la Corporate Governance, Borsa Italiana',
    url: 'https://www.borsaitaliana.it/',
  },
  {
    id: 'company_reports',
    name: term(
      'Company reports (annual, sustainability and segment disclosures)',
      'Documenti societari (relazioni annuali, di sostenibilità e informativa per segmento)',
    ),
    publisher: 'the investee company',
  },
  {
    id: 'esgkit_methodology',
    name: term('esgkit methodology (docs/methodology.md)', 'Metodologia esgkit (docs/methodology.md)'),
    publisher: 'esgkit',
  },
];

const sourcesById = new Map(sourceFrameworks.map((s) => [s.id, s]));

/** The source framework with this id (every SourceFrameworkId has one; a test checks it). */
export const sourceById = (id: SourceFrameworkId): SourceFramework => sourcesById.get(id)!;
