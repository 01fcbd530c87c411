import {
  column,
  count,
  DOWN,
  flag,
  inCategory,
  invertedColumn,
  NEUTRAL,
  percent,
  quantity,
  src,
  UP,
} from './indicator-builders.ts';
import type { PhyIndicator } from './schema.ts';
import { t } from './text.ts';

/** Board committees whose size and independent members are counted (their independence is a PHY_M_ metric). */
const committees: Array<[string, string, string, string]> = [
  ['AUDIT', 'audit committee', 'comitato controllo e rischi', 'UK Corporate Governance Code, provision 24'],
  [
    'REMUNERATION',
    'remuneration committee',
    'comitato per la remunerazione',
    'UK Corporate Governance Code, provision 32',
  ],
  [
    'NOMINATION',
    'nomination committee',
    'comitato per le nomine',
    'UK Corporate Governance Code, provision 17',
  ],
];

const committeeIndicators = committees.flatMap(([key, en, it, reference]) => [
  count(
    `PHY_${key}_COMMITTEE_MEMBERS`,
    NEUTRAL,
    t(`Members of the ${en}`, `Componenti del ${it}`),
    t(
      `Number of directors sitting on the board's ${en}.`,
      `Numero di consiglieri che siedono nel ${it} del consiglio.`,
    ),
    src('uk_corporate_governance_code', reference),
  ),
  count(
    `PHY_${key}_COMMITTEE_INDEPENDENT_MEMBERS`,
    UP,
    t(`Independent members of the ${en}`, `Componenti indipendenti del ${it}`),
    t(
      `Number of ${en} members the board considers independent under the applicable governance code.`,
      `Numero di componenti del ${it} che il consiglio considera indipendenti secondo il codice di governance applicabile.`,
    ),
    src('uk_corporate_governance_code', reference),
  ),
]);

const governanceTransparency = inCategory('governance', 'governance_transparency', [
  count(
    'PHY_BOARD_SIZE',
    NEUTRAL,
    t('Board size', 'Dimensione del consiglio di amministrazione'),
    t(
      'Number of members of the board of directors (or supervisory board) at the end of the year.',
      "Numero di membri del consiglio di amministrazione (o di sorveglianza) alla fine dell'anno.",
    ),
    src('gri', 'GRI 2-9'),
    { datasetColumn: column('board_member_count') },
  ),
  count(
    'PHY_BOARD_INDEPENDENT_DIRECTORS',
    UP,
    t('Independent directors', 'Amministratori indipendenti'),
    t(
      'Number of board members the company classifies as independent under its governance code.',
      "Numero di consiglieri che l'impresa qualifica come indipendenti secondo il suo codice di governance.",
    ),
    src('gri', 'GRI 2-9(c)(iii)'),
  ),
  percent(
    'PHY_BOARD_INDEPENDENCE',
    UP,
    t('Board independence', 'Indipendenza del consiglio'),
    t(
      'Independent directors as a percentage of all board members, as the company reports it.',
      "Amministratori indipendenti in percentuale di tutti i membri del consiglio, come rendicontato dall'impresa.",
    ),
    src('uk_corporate_governance_code', 'Provision 11; Codice di Corporate Governance, art. 2'),
  ),
  count(
    'PHY_BOARD_FEMALE_DIRECTORS',
    UP,
    t('Women on the board', 'Donne nel consiglio di amministrazione'),
    t('Number of women among the board members.', 'Numero di donne tra i membri del consiglio.'),
    src('sfdr_rts', 'Annex I, Table 1 #13'),
    { datasetColumn: column('board_female_count') },
  ),
  percent(
    'PHY_BOARD_GENDER_DIVERSITY',
    UP,
    t('Board gender diversity', 'Diversità di genere nel consiglio'),
    t(
      'Women as a percentage of all board members (not women ÷ men), the input of SFDR PAI 13.',
      'Donne in percentuale di tutti i membri del consiglio (non donne ÷ uomini), il dato del PAI 13 della SFDR.',
    ),
    src('sfdr_rts', 'Annex I, Table 1 #13; GRI 405-1(a)'),
    { datasetColumn: column('board_female_pct') },
  ),
  flag(
    'PHY_CEO_CHAIR_SEPARATION',
    UP,
    t('Separate chair and CEO', 'Separazione tra presidente e amministratore delegato'),
    t(
      'The roles of board chair and chief executive are held by different people.',
      'I ruoli di presidente del consiglio e di amministratore delegato sono ricoperti da persone diverse.',
    ),
    src('uk_corporate_governance_code', 'Provision 9'),
  ),
  flag(
    'PHY_INDEPENDENT_CHAIR',
    UP,
    t('Independent board chair', 'Presidente del consiglio indipendente'),
    t(
      'The chair of the board was independent on appointment.',
      'Il presidente del consiglio era indipendente al momento della nomina.',
    ),
    src('uk_corporate_governance_code', 'Provision 9'),
  ),
  flag(
    'PHY_LEAD_INDEPENDENT_DIRECTOR',
    UP,
    t('Lead independent director', 'Amministratore indipendente di riferimento'),
    t(
      'The board has appointed a senior or lead independent director as a channel for shareholders and other directors.',
      'Il consiglio ha nominato un lead independent director come riferimento per gli azionisti e gli altri consiglieri.',
    ),
    src('italian_corporate_governance_code', 'Art. 3, recommendation 13'),
  ),
  quantity(
    'PHY_BOARD_AVERAGE_TENURE',
    'years',
    NEUTRAL,
    t('Average board tenure', 'Anzianità media di carica dei consiglieri'),
    t(
      'Average number of years the current directors have served on the board.',
      'Numero medio di anni di carica dei consiglieri attuali.',
    ),
    src('company_reports', 'corporate governance report'),
  ),
  percent(
    'PHY_BOARD_LONG_TENURE_SHARE',
    DOWN,
    t('Directors serving more than nine years', 'Consiglieri in carica da più di nove anni'),
    t(
      'Directors who have served more than nine years, a tenure that can impair independence, as a percentage of the board.',
      "Consiglieri in carica da più di nove anni, durata che può compromettere l'indipendenza, in percentuale del consiglio.",
    ),
    src('uk_corporate_governance_code', 'Provision 10'),
  ),
  quantity(
    'PHY_BOARD_AVERAGE_AGE',
    'years',
    NEUTRAL,
    t('Average age of directors', 'Età media dei consiglieri'),
    t(
      'Average age of the board members at the end of the year.',
      "Età media dei membri del consiglio alla fine dell'anno.",
    ),
    src('company_reports', 'corporate governance report'),
  ),
  percent(
    'PHY_BOARD_ATTENDANCE',
    UP,
    t('Board meeting attendance', 'Partecipazione alle riunioni del consiglio'),
    t(
      'Average attendance of directors at board meetings in the year.',
      "Partecipazione media dei consiglieri alle riunioni del consiglio nell'anno.",
    ),
    src('company_reports', 'corporate governance report'),
  ),
  count(
    'PHY_BOARD_MEETINGS',
    NEUTRAL,
    t('Board meetings per year', "Riunioni del consiglio nell'anno"),
    t('Number of board meetings held in the year.', "Numero di riunioni del consiglio tenute nell'anno."),
    src('company_reports', 'corporate governance report'),
  ),
  count(
    'PHY_OVERBOARDED_DIRECTORS',
    DOWN,
    t('Overboarded directors', 'Consiglieri con troppi incarichi'),
    t(
      'Directors holding more board seats at listed companies than common voting guidelines accept (e.g. more than four).',
      'Consiglieri con più incarichi in società quotate di quanti ne accettino le comuni linee guida di voto (ad es. più di quattro).',
    ),
    src('company_reports', 'corporate governance report; proxy voting guidelines'),
  ),
  flag(
    'PHY_BOARD_SKILLS_MATRIX',
    UP,
    t('Board skills matrix disclosed', 'Matrice delle competenze del consiglio pubblicata'),
    t(
      'The company publishes the skills and experience each director brings to the board.',
      "L'impresa pubblica le competenze e l'esperienza che ciascun consigliere apporta al consiglio.",
    ),
    src('gri', 'GRI 2-10'),
  ),
  flag(
    'PHY_BOARD_SUSTAINABILITY_COMMITTEE',
    UP,
    t('Board sustainability committee', 'Comitato sostenibilità del consiglio'),
    t(
      'The board has a committee responsible for sustainability or ESG matters.',
      'Il consiglio ha un comitato responsabile delle questioni di sostenibilità o ESG.',
    ),
    src('italian_corporate_governance_code', 'Art. 1, recommendation 1'),
  ),
  flag(
    'PHY_BOARD_EVALUATION',
    UP,
    t('Annual board evaluation', 'Autovalutazione annuale del consiglio'),
    t(
      'The board evaluates its own performance and that of its committees every year.',
      'Il consiglio valuta ogni anno il funzionamento proprio e dei suoi comitati.',
    ),
    src('uk_corporate_governance_code', 'Provision 21'),
  ),
  flag(
    'PHY_ANNUAL_DIRECTOR_ELECTION',
    UP,
    t('Annual re-election of all directors', 'Rielezione annuale di tutti i consiglieri'),
    t(
      'All directors stand for election by shareholders every year.',
      'Tutti i consiglieri si sottopongono ogni anno al voto degli azionisti.',
    ),
    src('uk_corporate_governance_code', 'Provision 18'),
  ),
  flag(
    'PHY_CLASSIFIED_BOARD',
    DOWN,
    t('Staggered board', 'Consiglio a rinnovo scaglionato'),
    t(
      'Directors are elected in classes for multi-year terms, so only part of the board stands each year.',
      'I consiglieri sono eletti a gruppi per mandati pluriennali, così ogni anno si rinnova solo una parte del consiglio.',
    ),
    src('company_reports', 'articles of association'),
  ),
  ...committeeIndicators,
  flag(
    'PHY_AUDIT_COMMITTEE_FINANCIAL_EXPERT',
    UP,
    t('Financial expert on the audit committee', 'Esperto contabile nel comitato controllo e rischi'),
    t(
      'At least one audit committee member has recent and relevant financial or accounting experience.',
      'Almeno un componente del comitato controllo e rischi ha esperienza recente e pertinente in materia finanziaria o contabile.',
    ),
    src('uk_corporate_governance_code', 'Provision 24'),
  ),
  count(
    'PHY_MINORITY_SLATE_DIRECTORS',
    UP,
    t('Directors from minority slates', 'Consiglieri tratti da liste di minoranza'),
    t(
      'Directors elected from slates filed by minority shareholders (Italian slate voting).',
      'Consiglieri eletti da liste presentate dagli azionisti di minoranza (voto di lista).',
    ),
    src('company_reports', 'Legislative Decree 58/1998 (TUF), art. 147-ter'),
  ),
  quantity(
    'PHY_CEO_PAY_RATIO',
    'ratio',
    DOWN,
    t('CEO pay ratio', 'Rapporto tra la retribuzione del CEO e quella mediana'),
    t(
      'Total annual pay of the highest-paid person, usually the CEO, divided by the median pay of all other employees.',
      'Retribuzione annua totale della persona più pagata, di solito il CEO, divisa per la retribuzione mediana di tutti gli altri dipendenti.',
    ),
    src('sec_pay_ratio', 'Regulation S-K Item 402(u); GRI 2-21; SFDR RTS Annex I, Table 3 #8'),
    { datasetColumn: column('ceo_pay_ratio') },
  ),
  quantity(
    'PHY_CEO_TOTAL_COMPENSATION',
    'eur',
    NEUTRAL,
    t('CEO total compensation', "Remunerazione totale dell'amministratore delegato"),
    t(
      'Salary, bonus, equity awards, pension and benefits granted to the chief executive for the year, in euros.',
      "Stipendio, bonus, compensi azionari, previdenza e benefit attribuiti all'amministratore delegato per l'anno, in euro.",
    ),
    src('srd2', 'Art. 9b (remuneration report)'),
    { comparison: 'us_salary' },
  ),
  quantity(
    'PHY_EXECUTIVE_COMPENSATION',
    'eur',
    NEUTRAL,
    t('Total executive compensation', 'Remunerazione complessiva dei dirigenti apicali'),
    t(
      'Total compensation of the executive committee or key management personnel for the year, in euros.',
      "Remunerazione complessiva del comitato esecutivo o dei dirigenti con responsabilità strategiche per l'anno, in euro.",
    ),
    src('company_reports', 'IAS 24 key management personnel note; remuneration report'),
    { comparison: 'us_salary' },
  ),
  percent(
    'PHY_CEO_VARIABLE_PAY_SHARE',
    NEUTRAL,
    t('Variable share of CEO pay', "Quota variabile della remunerazione dell'amministratore delegato"),
    t(
      "Bonus and long-term incentives as a percentage of the CEO's total pay.",
      "Bonus e incentivi di lungo termine in percentuale della remunerazione totale dell'amministratore delegato.",
    ),
    src('srd2', 'Art. 9b (remuneration report)'),
  ),
  flag(
    'PHY_ESG_LINKED_EXECUTIVE_PAY',
    UP,
    t('ESG targets in executive pay', 'Obiettivi ESG nella remunerazione dei dirigenti'),
    t(
      "Part of executives' variable pay depends on environmental, social or governance targets.",
      'Parte della remunerazione variabile dei dirigenti dipende da obiettivi ambientali, sociali o di governance.',
    ),
    src('esrs', 'ESRS 2 GOV-3'),
  ),
  flag(
    'PHY_CLAWBACK_POLICY',
    UP,
    t('Clawback policy', 'Clausole di restituzione dei compensi (clawback)'),
    t(
      'The company can recover variable pay already awarded in case of misconduct or restated results.',
      "L'impresa può recuperare compensi variabili già attribuiti in caso di condotte scorrette o di risultati rettificati.",
    ),
    src('uk_corporate_governance_code', 'Provision 37'),
  ),
  percent(
    'PHY_SAY_ON_PAY_SUPPORT',
    UP,
    t('Say-on-pay approval', 'Approvazione assembleare della politica di remunerazione'),
    t(
      'Votes cast in favour of the remuneration policy or report at the last general meeting, as a percentage of votes cast.',
      "Voti favorevoli alla politica o alla relazione sulla remunerazione nell'ultima assemblea, in percentuale dei voti espressi.",
    ),
    src('srd2', 'Art. 9a and 9b'),
  ),
  flag(
    'PHY_LONG_TERM_INCENTIVE_PLAN',
    NEUTRAL,
    t('Long-term incentive plan', 'Piano di incentivazione di lungo termine'),
    t(
      'Executives receive awards that vest over three years or more against performance conditions.',
      'I dirigenti ricevono premi che maturano in tre o più anni al raggiungimento di condizioni di performance.',
    ),
    src('uk_corporate_governance_code', 'Provision 36'),
  ),
  flag(
    'PHY_EXCESSIVE_SEVERANCE',
    DOWN,
    t('Severance above two years of pay', 'Indennità di fine rapporto superiore a due annualità'),
    t(
      'Executive severance arrangements can exceed two years of fixed and variable pay.',
      'Gli accordi di fine rapporto dei dirigenti possono superare due annualità di retribuzione fissa e variabile.',
    ),
    src('company_reports', 'remuneration policy'),
  ),
  flag(
    'PHY_DUAL_CLASS_SHARES',
    DOWN,
    t('Unequal voting rights', 'Diritti di voto non proporzionali'),
    t(
      'The company has share classes with different voting rights, such as multiple-vote or loyalty shares.',
      "L'impresa ha categorie di azioni con diritti di voto diversi, come azioni a voto plurimo o voto maggiorato.",
    ),
    src('company_reports', 'articles of association'),
  ),
  flag(
    'PHY_POISON_PILL',
    DOWN,
    t('Poison pill', 'Misure difensive anti-scalata (poison pill)'),
    t(
      'The company has a shareholder rights plan or similar device that dilutes a hostile bidder.',
      "L'impresa ha un piano di diritti degli azionisti o un meccanismo simile che diluisce un offerente ostile.",
    ),
    src('company_reports', 'articles of association'),
  ),
  flag(
    'PHY_CONTROLLING_SHAREHOLDER',
    NEUTRAL,
    t('Controlling shareholder', 'Azionista di controllo'),
    t(
      'One shareholder or group holds more than half of the voting rights.',
      'Un azionista o un gruppo detiene più della metà dei diritti di voto.',
    ),
    src('company_reports', 'shareholder register; annual report'),
  ),
  percent(
    'PHY_LARGEST_SHAREHOLDER_STAKE',
    NEUTRAL,
    t("Largest shareholder's stake", 'Quota del primo azionista'),
    t(
      'Voting rights held by the largest shareholder, as a percentage.',
      'Diritti di voto detenuti dal primo azionista, in percentuale.',
    ),
    src('company_reports', 'shareholder register; annual report'),
  ),
  percent(
    'PHY_FREE_FLOAT',
    NEUTRAL,
    t('Free float', 'Flottante'),
    t(
      'Shares freely tradable on the market, as a percentage of shares outstanding.',
      'Azioni liberamente negoziabili sul mercato, in percentuale delle azioni in circolazione.',
    ),
    src('company_reports', 'annual report'),
  ),
  percent(
    'PHY_STATE_OWNERSHIP',
    NEUTRAL,
    t('State ownership', 'Partecipazione pubblica'),
    t(
      'Shares held by governments, state agencies and sovereign funds, as a percentage of shares outstanding.',
      'Azioni detenute da governi, enti pubblici e fondi sovrani, in percentuale delle azioni in circolazione.',
    ),
    src('company_reports', 'shareholder register; annual report'),
  ),
  flag(
    'PHY_PROXY_ACCESS',
    UP,
    t('Proxy access for shareholders', 'Diritto degli azionisti di candidare consiglieri'),
    t(
      "Shareholders meeting set thresholds can put their own director candidates on the company's ballot.",
      "Gli azionisti che raggiungono soglie stabilite possono inserire propri candidati consiglieri nella scheda di voto dell'impresa.",
    ),
    src('company_reports', 'articles of association'),
  ),
  flag(
    'PHY_MAJORITY_VOTING',
    UP,
    t('Majority voting for directors', 'Elezione dei consiglieri a maggioranza'),
    t(
      'A director who fails to win a majority of the votes cast must step down.',
      'Un consigliere che non ottiene la maggioranza dei voti espressi deve dimettersi.',
    ),
    src('company_reports', 'articles of association'),
  ),
  quantity(
    'PHY_AUDITOR_TENURE',
    'years',
    NEUTRAL,
    t('Auditor tenure', "Durata dell'incarico del revisore"),
    t(
      'Years the current external audit firm has audited the company without interruption.',
      "Anni in cui l'attuale società di revisione ha revisionato l'impresa senza interruzioni.",
    ),
    src('company_reports', 'Regulation (EU) No 537/2014 Art. 17; annual report'),
  ),
  percent(
    'PHY_NON_AUDIT_FEES_SHARE',
    DOWN,
    t('Non-audit fees share', 'Quota dei compensi per servizi diversi dalla revisione'),
    t(
      'Fees paid to the auditor for non-audit services, as a percentage of all fees paid to the auditor.',
      'Compensi pagati al revisore per servizi diversi dalla revisione, in percentuale di tutti i compensi pagati al revisore.',
    ),
    src('company_reports', 'Regulation (EU) No 537/2014 Art. 4; annual report'),
  ),
  flag(
    'PHY_FINANCIAL_RESTATEMENT',
    DOWN,
    t('Financial restatement', 'Riesposizione del bilancio'),
    t(
      'The company restated previously published financial statements in the last three years because of errors.',
      "L'impresa ha riesposto negli ultimi tre anni bilanci già pubblicati a causa di errori.",
    ),
    src('company_reports', 'IAS 8; annual report'),
  ),
  flag(
    'PHY_QUALIFIED_AUDIT_OPINION',
    DOWN,
    t('Qualified or adverse audit opinion', 'Giudizio di revisione con rilievi o negativo'),
    t(
      "The latest auditor's report contains a qualified opinion, an adverse opinion or a disclaimer.",
      "L'ultima relazione del revisore contiene un giudizio con rilievi, un giudizio negativo o una dichiarazione di impossibilità di esprimere un giudizio.",
    ),
    src('company_reports', "ISA 705; auditor's report"),
  ),
]);

const reportingTransparency = inCategory('governance', 'reporting_transparency', [
  flag(
    'PHY_SUSTAINABILITY_REPORT',
    UP,
    t('Sustainability report published', 'Rendicontazione di sostenibilità pubblicata'),
    t(
      'The company publishes a sustainability or non-financial report for the year.',
      "L'impresa pubblica una rendicontazione di sostenibilità o non finanziaria per l'anno.",
    ),
    src('company_reports', 'sustainability statement or report'),
  ),
  flag(
    'PHY_ESRS_REPORTING',
    UP,
    t('Reports under ESRS (CSRD)', 'Rendicontazione secondo gli ESRS (CSRD)'),
    t(
      "The company's sustainability statement follows the European Sustainability Reporting Standards under the CSRD.",
      "La rendicontazione di sostenibilità dell'impresa segue i principi europei ESRS previsti dalla CSRD.",
    ),
    src('esrs', 'ESRS 1'),
  ),
  flag(
    'PHY_GRI_REPORTING',
    UP,
    t('Reports in accordance with GRI Standards', 'Rendicontazione secondo gli standard GRI'),
    t(
      'The sustainability report is prepared in accordance with the GRI Standards.',
      'La rendicontazione di sostenibilità è redatta in conformità agli standard GRI.',
    ),
    src('gri', 'GRI 1'),
  ),
  flag(
    'PHY_SASB_REPORTING',
    UP,
    t('Reports against SASB Standards', 'Rendicontazione secondo gli standard SASB'),
    t(
      'The company discloses the SASB metrics of its industry.',
      "L'impresa pubblica le metriche SASB del proprio settore.",
    ),
    src('sasb', 'SASB Standards, industry metrics'),
  ),
  flag(
    'PHY_TCFD_REPORTING',
    UP,
    t('Reports in line with TCFD', 'Rendicontazione in linea con la TCFD'),
    t(
      'The company reports on climate governance, strategy, risk management and metrics as the TCFD recommends.',
      "L'impresa rendiconta governance, strategia, gestione dei rischi e metriche sul clima secondo le raccomandazioni TCFD.",
    ),
    src('tcfd', 'Recommendations (2017)'),
  ),
  flag(
    'PHY_CDP_CLIMATE_RESPONSE',
    UP,
    t('Responds to the CDP climate questionnaire', 'Risponde al questionario CDP sul clima'),
    t(
      "The company answered CDP's climate change questionnaire publicly in the latest cycle.",
      "L'impresa ha risposto pubblicamente al questionario CDP sul cambiamento climatico nell'ultimo ciclo.",
    ),
    src('cdp', 'CDP climate change questionnaire'),
  ),
  flag(
    'PHY_CDP_WATER_RESPONSE',
    UP,
    t('Responds to the CDP water questionnaire', "Risponde al questionario CDP sull'acqua"),
    t(
      "The company answered CDP's water security questionnaire publicly in the latest cycle.",
      "L'impresa ha risposto pubblicamente al questionario CDP sulla sicurezza idrica nell'ultimo ciclo.",
    ),
    src('cdp', 'CDP water security questionnaire'),
  ),
  flag(
    'PHY_SUSTAINABILITY_ASSURANCE',
    UP,
    t(
      'External assurance of sustainability reporting',
      'Attestazione esterna della rendicontazione di sostenibilità',
    ),
    t(
      'An independent assurance provider has given limited or reasonable assurance on the sustainability report.',
      "Un revisore indipendente ha rilasciato un'attestazione limitata o ragionevole sulla rendicontazione di sostenibilità.",
    ),
    src('gri', 'GRI 2-5'),
  ),
  flag(
    'PHY_GHG_VERIFICATION',
    UP,
    t('Third-party verification of GHG emissions', 'Verifica di terza parte delle emissioni di gas serra'),
    t(
      "An independent party has verified the company's scope 1 and 2 emissions.",
      "Un soggetto indipendente ha verificato le emissioni Scope 1 e 2 dell'impresa.",
    ),
    src('ghg_protocol', 'Corporate Standard, ch. 10 (verification)'),
  ),
  flag(
    'PHY_SCOPE3_DISCLOSED',
    UP,
    t('Scope 3 emissions disclosed', 'Emissioni Scope 3 pubblicate'),
    t(
      'The company publishes its scope 3 emissions, at least for its relevant categories.',
      "L'impresa pubblica le proprie emissioni Scope 3, almeno per le categorie rilevanti.",
    ),
    src('ghg_protocol', 'Scope 3 Standard, ch. 11 (reporting)'),
  ),
  flag(
    'PHY_TAXONOMY_KPIS_DISCLOSED',
    UP,
    t('EU Taxonomy KPIs disclosed', 'KPI della tassonomia UE pubblicati'),
    t(
      'The company publishes its taxonomy-eligible and taxonomy-aligned turnover, CapEx and OpEx.',
      "L'impresa pubblica fatturato, CapEx e OpEx ammissibili e allineati alla tassonomia.",
    ),
    src('eu_taxonomy', 'Art. 8; Delegated Regulation (EU) 2021/2178'),
  ),
  flag(
    'PHY_INTEGRATED_REPORT',
    UP,
    t('Integrated report', 'Relazione integrata'),
    t(
      'The company publishes one integrated report combining financial and sustainability information.',
      "L'impresa pubblica un'unica relazione integrata che unisce informazioni finanziarie e di sostenibilità.",
    ),
    src('company_reports', 'Integrated Reporting Framework (IFRS Foundation)'),
  ),
]);

const businessEthics = inCategory('governance', 'business_ethics', [
  flag(
    'PHY_ANTI_CORRUPTION_POLICY',
    UP,
    t('Anti-corruption and anti-bribery policy', 'Politica contro la corruzione attiva e passiva'),
    t(
      'The company has anti-corruption and anti-bribery policies consistent with the UN Convention against Corruption.',
      "L'impresa ha politiche contro la corruzione attiva e passiva coerenti con la Convenzione delle Nazioni Unite contro la corruzione.",
    ),
    src('uncac', 'SFDR RTS Annex I, Table 3 #15; UNGC Principle 10'),
    { datasetColumn: invertedColumn('no_anti_corruption_policy') },
  ),
  percent(
    'PHY_ANTI_CORRUPTION_TRAINING_SHARE',
    UP,
    t('Employees trained on anti-corruption', "Dipendenti formati sull'anticorruzione"),
    t(
      'Employees who received anti-corruption training in the year, as a percentage of all employees.',
      "Dipendenti che hanno ricevuto formazione anticorruzione nell'anno, in percentuale di tutti i dipendenti.",
    ),
    src('gri', 'GRI 205-2'),
  ),
  percent(
    'PHY_CORRUPTION_RISK_ASSESSED_SHARE',
    UP,
    t('Operations assessed for corruption risks', 'Attività valutate per il rischio di corruzione'),
    t(
      'Operations assessed for risks related to corruption, as a percentage of all operations.',
      'Attività valutate per i rischi di corruzione, in percentuale di tutte le attività.',
    ),
    src('gri', 'GRI 205-1'),
  ),
  count(
    'PHY_CORRUPTION_INCIDENTS',
    DOWN,
    t('Confirmed incidents of corruption', 'Casi accertati di corruzione'),
    t(
      'Confirmed incidents of corruption involving the company or its employees in the year.',
      "Casi accertati di corruzione che hanno coinvolto l'impresa o i suoi dipendenti nell'anno.",
    ),
    src('gri', 'GRI 205-3'),
  ),
  count(
    'PHY_ANTI_CORRUPTION_CONVICTIONS',
    DOWN,
    t('Convictions for anti-corruption law violations', 'Condanne per violazione delle leggi anticorruzione'),
    t(
      'Convictions of the company for violating anti-corruption and anti-bribery laws in the year.',
      "Condanne dell'impresa per violazione delle leggi contro la corruzione attiva e passiva nell'anno.",
    ),
    src('sfdr_rts', 'Annex I, Table 3 #17; ESRS G1-4'),
    { datasetColumn: column('anti_corruption_convictions') },
  ),
  quantity(
    'PHY_ANTI_CORRUPTION_FINES',
    'eur',
    DOWN,
    t('Fines for anti-corruption law violations', 'Ammende per violazione delle leggi anticorruzione'),
    t(
      'Fines imposed on the company for violating anti-corruption and anti-bribery laws in the year, in euros.',
      "Ammende inflitte all'impresa per violazione delle leggi contro la corruzione attiva e passiva nell'anno, in euro.",
    ),
    src('sfdr_rts', 'Annex I, Table 3 #17; ESRS G1-4'),
    { datasetColumn: column('anti_corruption_fines_eur') },
  ),
  flag(
    'PHY_ANTI_CORRUPTION_INSUFFICIENT_ACTION',
    DOWN,
    t(
      'Insufficient action on anti-corruption breaches',
      'Azioni insufficienti contro le violazioni anticorruzione',
    ),
    t(
      "Shortcomings have been identified in the company's actions to address breaches of anti-corruption and anti-bribery standards.",
      "Sono state accertate carenze nelle azioni dell'impresa contro le violazioni delle norme anticorruzione.",
    ),
    src('sfdr_rts', 'Annex I, Table 3 #16'),
    { datasetColumn: column('anti_corruption_insufficient_action') },
  ),
  flag(
    'PHY_UNGC_OECD_MONITORING',
    UP,
    t(
      'Processes to monitor UNGC and OECD compliance',
      'Procedure per monitorare il rispetto del Global Compact e delle linee guida OCSE',
    ),
    t(
      'The company has policies to monitor compliance with the UNGC principles and OECD Guidelines, and grievance mechanisms for breaches.',
      "L'impresa ha politiche per monitorare il rispetto dei principi del Global Compact e delle linee guida OCSE, e meccanismi di reclamo per le violazioni.",
    ),
    src('sfdr_rts', 'Annex I, Table 1 #11'),
    { datasetColumn: invertedColumn('ungc_oecd_no_compliance_process') },
  ),
  flag(
    'PHY_UNGC_PARTICIPANT',
    UP,
    t('UN Global Compact participant', 'Aderente al Global Compact delle Nazioni Unite'),
    t(
      'The company participates in the UN Global Compact and submits its annual communication on progress.',
      "L'impresa aderisce al Global Compact delle Nazioni Unite e presenta la comunicazione annuale sui progressi.",
    ),
    src('ungc', 'Participant list; Communication on Progress'),
  ),
  flag(
    'PHY_CODE_OF_ETHICS',
    UP,
    t('Code of ethics', 'Codice etico'),
    t(
      'The company has a code of ethics or business conduct that applies to all employees and directors.',
      "L'impresa ha un codice etico o di condotta che si applica a tutti i dipendenti e i consiglieri.",
    ),
    src('gri', 'GRI 2-23'),
  ),
  flag(
    'PHY_ORGANISATIONAL_MODEL_231',
    UP,
    t(
      'Organisational model under Legislative Decree 231/2001',
      'Modello organizzativo ai sensi del D.Lgs. 231/2001',
    ),
    t(
      'The company has adopted an organisation, management and control model to prevent the offences of Italian Legislative Decree 231/2001.',
      "L'impresa ha adottato un modello di organizzazione, gestione e controllo per prevenire i reati previsti dal D.Lgs. 231/2001.",
    ),
    src('company_reports', 'Legislative Decree 231/2001, art. 6'),
  ),
  flag(
    'PHY_ANTI_MONEY_LAUNDERING_POLICY',
    UP,
    t('Anti-money laundering policy', 'Politica antiriciclaggio'),
    t(
      'The company has policies and controls to prevent money laundering and terrorist financing.',
      "L'impresa ha politiche e controlli per prevenire il riciclaggio di denaro e il finanziamento del terrorismo.",
    ),
    src('company_reports', 'Directive (EU) 2015/849; annual report'),
  ),
  count(
    'PHY_ANTI_COMPETITIVE_LEGAL_ACTIONS',
    DOWN,
    t('Legal actions for anti-competitive behaviour', 'Azioni legali per comportamento anticoncorrenziale'),
    t(
      'Pending or completed legal actions for anti-competitive behaviour and antitrust or monopoly violations.',
      'Azioni legali in corso o concluse per comportamento anticoncorrenziale e violazioni antitrust o di monopolio.',
    ),
    src('gri', 'GRI 206-1'),
  ),
  quantity(
    'PHY_REGULATORY_FINES',
    'eur',
    DOWN,
    t(
      'Significant fines for non-compliance with laws',
      'Sanzioni significative per non conformità alle leggi',
    ),
    t(
      'Monetary value of significant fines paid in the year for non-compliance with laws and regulations, in euros.',
      "Valore monetario delle sanzioni significative pagate nell'anno per non conformità a leggi e regolamenti, in euro.",
    ),
    src('gri', 'GRI 2-27'),
  ),
  quantity(
    'PHY_POLITICAL_CONTRIBUTIONS',
    'eur',
    DOWN,
    t('Political contributions', 'Contributi politici'),
    t(
      'Financial and in-kind contributions to political parties, politicians and campaigns in the year, in euros.',
      "Contributi finanziari e in natura a partiti, politici e campagne elettorali nell'anno, in euro.",
    ),
    src('gri', 'GRI 415-1'),
  ),
  quantity(
    'PHY_LOBBYING_EXPENDITURE',
    'eur',
    NEUTRAL,
    t('Lobbying expenditure', 'Spese per attività di lobbying'),
    t(
      'Money spent on lobbying and on memberships of trade associations that lobby, in euros.',
      'Spesa per attività di lobbying e per quote associative di organizzazioni di categoria che fanno lobbying, in euro.',
    ),
    src('esrs', 'ESRS G1-5'),
  ),
  flag(
    'PHY_TAX_STRATEGY_PUBLISHED',
    UP,
    t('Published tax strategy', 'Strategia fiscale pubblicata'),
    t(
      'The company publishes its approach to tax, approved by the board.',
      "L'impresa pubblica il proprio approccio alla fiscalità, approvato dal consiglio.",
    ),
    src('gri', 'GRI 207-1'),
  ),
  flag(
    'PHY_COUNTRY_BY_COUNTRY_TAX_REPORT',
    UP,
    t('Public country-by-country tax reporting', 'Rendicontazione fiscale pubblica paese per paese'),
    t(
      'The company publishes revenue, profit, employees and taxes paid for each tax jurisdiction where it operates.',
      "L'impresa pubblica ricavi, utili, dipendenti e imposte pagate per ogni giurisdizione fiscale in cui opera.",
    ),
    src('gri', 'GRI 207-4'),
  ),
  percent(
    'PHY_EFFECTIVE_TAX_RATE',
    NEUTRAL,
    t('Effective tax rate', 'Aliquota fiscale effettiva'),
    t(
      'Income tax expense as a percentage of pre-tax profit.',
      "Imposte sul reddito in percentuale dell'utile ante imposte.",
    ),
    src('company_reports', 'IAS 12 tax reconciliation'),
  ),
  flag(
    'PHY_NON_COOPERATIVE_TAX_SUBSIDIARIES',
    DOWN,
    t(
      'Subsidiaries in non-cooperative tax jurisdictions',
      'Controllate in giurisdizioni fiscali non cooperative',
    ),
    t(
      'The company has subsidiaries in jurisdictions on the EU list of non-cooperative jurisdictions for tax purposes.',
      "L'impresa ha società controllate in giurisdizioni incluse nell'elenco UE delle giurisdizioni non cooperative a fini fiscali.",
    ),
    src('eu_tax_list', 'Annex I of the Council conclusions (latest revision)'),
  ),
]);

/** Governance PHY_ indicators: board, pay, shareholder rights, audit, reporting and business ethics. */
export const governanceIndicators: readonly PhyIndicator[] = [
  ...governanceTransparency,
  ...reportingTransparency,
  ...businessEthics,
];
