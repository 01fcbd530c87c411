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

const labor = inCategory('social', 'labor', [
  count(
    'PHY_EMPLOYEES',
    NEUTRAL,
    t('Total employees', 'Numero totale di dipendenti'),
    t(
      'Headcount of employees at the end of the reporting period, all contract types.',
      'Numero di dipendenti alla fine del periodo di rendicontazione, con qualsiasi tipo di contratto.',
    ),
    src('gri', 'GRI 2-7'),
    { datasetColumn: column('employees') },
  ),
  count(
    'PHY_NON_EMPLOYEE_WORKERS',
    NEUTRAL,
    t('Workers who are not employees', 'Lavoratori non dipendenti'),
    t(
      'Agency workers, contractors and others whose work the company controls but who are not its employees.',
      "Lavoratori somministrati, collaboratori e altri il cui lavoro è controllato dall'impresa ma che non ne sono dipendenti.",
    ),
    src('gri', 'GRI 2-8'),
  ),
  percent(
    'PHY_EMPLOYEE_TURNOVER',
    DOWN,
    t('Employee turnover rate', 'Tasso di turnover del personale'),
    t(
      'Employees who left during the year, voluntarily or not, as a percentage of average headcount.',
      "Dipendenti usciti nell'anno, volontariamente o no, in percentuale dell'organico medio.",
    ),
    src('gri', 'GRI 401-1(b)'),
  ),
  percent(
    'PHY_VOLUNTARY_TURNOVER',
    DOWN,
    t('Voluntary employee turnover rate', 'Tasso di turnover volontario del personale'),
    t(
      'Employees who resigned during the year as a percentage of average headcount.',
      "Dipendenti dimessi nell'anno in percentuale dell'organico medio.",
    ),
    src('gri', 'GRI 401-1(b)'),
  ),
  count(
    'PHY_NEW_HIRES',
    NEUTRAL,
    t('New employee hires', 'Nuove assunzioni'),
    t('Employees who joined the company during the year.', "Dipendenti entrati nell'impresa durante l'anno."),
    src('gri', 'GRI 401-1(a)'),
  ),
  percent(
    'PHY_NEW_HIRE_RATE',
    NEUTRAL,
    t('New hire rate', 'Tasso di nuove assunzioni'),
    t(
      'New hires as a percentage of average headcount.',
      "Nuove assunzioni in percentuale dell'organico medio.",
    ),
    src('gri', 'GRI 401-1(a)'),
  ),
  percent(
    'PHY_PART_TIME_SHARE',
    NEUTRAL,
    t('Part-time employees share', 'Quota di dipendenti a tempo parziale'),
    t(
      'Part-time employees as a percentage of all employees.',
      'Dipendenti a tempo parziale in percentuale di tutti i dipendenti.',
    ),
    src('gri', 'GRI 2-7(b)(v)'),
  ),
  percent(
    'PHY_TEMPORARY_SHARE',
    DOWN,
    t('Temporary employees share', 'Quota di dipendenti a tempo determinato'),
    t(
      'Employees on fixed-term or temporary contracts as a percentage of all employees.',
      'Dipendenti con contratto a tempo determinato o temporaneo in percentuale di tutti i dipendenti.',
    ),
    src('gri', 'GRI 2-7(b)(iii)'),
  ),
  quantity(
    'PHY_TRAINING_HOURS',
    'hours',
    UP,
    t('Total training hours', 'Ore totali di formazione'),
    t(
      'Hours of training employees received during the year.',
      "Ore di formazione ricevute dai dipendenti durante l'anno.",
    ),
    src('gri', 'GRI 404-1'),
    { comparison: 'work_week' },
  ),
  quantity(
    'PHY_TRAINING_HOURS_PER_EMPLOYEE',
    'hours_per_employee',
    UP,
    t('Average training hours per employee', 'Ore medie di formazione per dipendente'),
    t(
      'Training hours in the year divided by the number of employees.',
      "Ore di formazione dell'anno divise per il numero di dipendenti.",
    ),
    src('gri', 'GRI 404-1'),
  ),
  quantity(
    'PHY_TRAINING_SPEND_PER_EMPLOYEE',
    'eur_per_employee',
    UP,
    t('Training spend per employee', 'Spesa per la formazione per dipendente'),
    t(
      'Money spent on employee training and development divided by headcount, in euros.',
      "Spesa per formazione e sviluppo dei dipendenti divisa per l'organico, in euro.",
    ),
    src('esrs', 'ESRS S1-13'),
  ),
  percent(
    'PHY_PERFORMANCE_REVIEW_SHARE',
    UP,
    t(
      'Employees receiving regular performance reviews',
      'Dipendenti con valutazione periodica delle prestazioni',
    ),
    t(
      'Employees who received a regular performance and career development review, as a percentage of all employees.',
      'Dipendenti che hanno ricevuto una valutazione periodica delle prestazioni e dello sviluppo professionale, in percentuale del totale.',
    ),
    src('gri', 'GRI 404-3'),
  ),
  quantity(
    'PHY_EMPLOYEE_COMPENSATION',
    'eur',
    NEUTRAL,
    t('Employee wages and benefits', 'Salari e benefit dei dipendenti'),
    t(
      'Total wages, salaries, benefits and social contributions paid to employees in the year, in euros.',
      "Totale di salari, stipendi, benefit e contributi sociali pagati ai dipendenti nell'anno, in euro.",
    ),
    src('gri', 'GRI 201-1(a)(ii)'),
    { comparison: 'us_salary' },
  ),
  quantity(
    'PHY_ENTRY_WAGE_TO_MINIMUM_RATIO',
    'ratio',
    UP,
    t(
      'Entry-level wage to local minimum wage ratio',
      "Rapporto tra salario d'ingresso e salario minimo locale",
    ),
    t(
      'Standard entry-level wage at significant locations divided by the local minimum wage.',
      'Salario standard di ingresso nelle sedi principali diviso per il salario minimo locale.',
    ),
    src('gri', 'GRI 202-1'),
  ),
  quantity(
    'PHY_TOTAL_RECORDABLE_INJURY_RATE',
    'rate_per_200k_hours',
    DOWN,
    t('Total recordable injury rate (TRIR)', 'Tasso di infortuni registrabili totali (TRIR)'),
    t(
      'Recordable work-related injuries × 200,000 ÷ hours worked: injuries per 100 full-time workers per year.',
      "Infortuni sul lavoro registrabili × 200.000 ÷ ore lavorate: infortuni ogni 100 lavoratori a tempo pieno all'anno.",
    ),
    src('osha', '29 CFR 1904; GRI 403-9(a)(iii)'),
  ),
  quantity(
    'PHY_LOST_TIME_INJURY_FREQUENCY_RATE',
    'rate_per_1m_hours',
    DOWN,
    t('Lost-time injury frequency rate (LTIFR)', 'Indice di frequenza degli infortuni con assenza (LTIFR)'),
    t(
      'Injuries causing at least one lost workday × 1,000,000 ÷ hours worked.',
      'Infortuni con almeno una giornata di assenza × 1.000.000 ÷ ore lavorate.',
    ),
    src('gri', 'GRI 403-9'),
  ),
  quantity(
    'PHY_ACCIDENT_RATE',
    'rate_per_1m_hours',
    DOWN,
    t('Rate of recordable work-related accidents', 'Tasso di infortuni sul lavoro registrabili'),
    t(
      'Recordable work-related accidents of own workers × 1,000,000 ÷ hours worked: the input of SFDR Table 3 indicator 2.',
      "Infortuni sul lavoro registrabili della forza lavoro propria × 1.000.000 ÷ ore lavorate: il dato dell'indicatore 2 della Tabella 3 della SFDR.",
    ),
    src('esrs', 'ESRS S1-14; SFDR RTS Annex I, Table 3 #2'),
    { datasetColumn: column('accident_rate') },
  ),
  count(
    'PHY_RECORDABLE_INJURIES',
    DOWN,
    t('Recordable work-related injuries', 'Infortuni sul lavoro registrabili'),
    t(
      'Work-related injuries resulting in treatment beyond first aid, restricted work, lost time or death.',
      'Infortuni sul lavoro che richiedono cure oltre il primo soccorso, causano limitazioni, assenze o il decesso.',
    ),
    src('gri', 'GRI 403-9(a)(iii)'),
    { comparison: 'nfl_injuries' },
  ),
  count(
    'PHY_HIGH_CONSEQUENCE_INJURIES',
    DOWN,
    t('High-consequence work-related injuries', 'Infortuni sul lavoro con gravi conseguenze'),
    t(
      'Injuries from which the worker cannot, or is not expected to, recover fully within six months (fatalities excluded).',
      'Infortuni da cui il lavoratore non si riprende, o non si prevede si riprenda, completamente entro sei mesi (decessi esclusi).',
    ),
    src('gri', 'GRI 403-9(a)(ii)'),
    { comparison: 'nfl_injuries' },
  ),
  count(
    'PHY_FATALITIES_EMPLOYEES',
    DOWN,
    t('Work-related fatalities of employees', 'Decessi sul lavoro di dipendenti'),
    t(
      'Employees who died as a result of a work-related injury or ill health in the year.',
      "Dipendenti deceduti nell'anno a seguito di un infortunio o di una malattia legati al lavoro.",
    ),
    src('gri', 'GRI 403-9(a)(i)'),
  ),
  count(
    'PHY_FATALITIES_CONTRACTORS',
    DOWN,
    t('Work-related fatalities of contractors', 'Decessi sul lavoro di appaltatori'),
    t(
      "Contractors and other non-employee workers who died from work-related injury or ill health at the company's sites.",
      "Appaltatori e altri lavoratori non dipendenti deceduti per infortunio o malattia legati al lavoro nei siti dell'impresa.",
    ),
    src('gri', 'GRI 403-9(b)(i)'),
  ),
  quantity(
    'PHY_DAYS_LOST',
    'days',
    DOWN,
    t(
      'Days lost to injuries, accidents, fatalities or illness',
      'Giornate perse per infortuni, incidenti, decessi o malattie',
    ),
    t(
      'Workdays lost in the year because of work-related injuries, accidents, fatalities or ill health.',
      "Giornate di lavoro perse nell'anno a causa di infortuni, incidenti, decessi o malattie legati al lavoro.",
    ),
    src('esrs', 'ESRS S1-14; SFDR RTS Annex I, Table 3 #3'),
    { datasetColumn: column('days_lost') },
  ),
  count(
    'PHY_OCCUPATIONAL_DISEASE_CASES',
    DOWN,
    t('Recordable work-related ill health cases', 'Casi di malattie professionali registrabili'),
    t(
      'Cases of recordable work-related ill health among workers in the year.',
      "Casi di malattie professionali registrabili tra i lavoratori nell'anno.",
    ),
    src('gri', 'GRI 403-10'),
  ),
  quantity(
    'PHY_HOURS_WORKED',
    'hours',
    NEUTRAL,
    t('Hours worked', 'Ore lavorate'),
    t(
      'Total hours worked by employees in the year, the base of injury rates.',
      "Ore totali lavorate dai dipendenti nell'anno, base dei tassi di infortunio.",
    ),
    src('gri', 'GRI 403-9(e)'),
    { comparison: 'work_week' },
  ),
]);

const laborManagement = inCategory('social', 'labor_management', [
  flag(
    'PHY_ACCIDENT_PREVENTION_POLICY',
    UP,
    t('Workplace accident prevention policy', 'Politica di prevenzione degli infortuni sul lavoro'),
    t(
      'The company has a policy to prevent workplace accidents, with hazard identification and risk assessment.',
      "L'impresa ha una politica di prevenzione degli infortuni sul lavoro, con identificazione dei pericoli e valutazione dei rischi.",
    ),
    src('sfdr_rts', 'Annex I, Table 3 #1; GRI 403-2'),
    { datasetColumn: invertedColumn('no_accident_prevention_policy') },
  ),
  percent(
    'PHY_OHS_SYSTEM_COVERAGE',
    UP,
    t(
      'Workers covered by a health and safety management system',
      'Lavoratori coperti da un sistema di gestione della salute e sicurezza',
    ),
    t(
      'Workers covered by an occupational health and safety management system, as a percentage of all workers.',
      'Lavoratori coperti da un sistema di gestione della salute e sicurezza sul lavoro, in percentuale di tutti i lavoratori.',
    ),
    src('gri', 'GRI 403-8'),
  ),
  flag(
    'PHY_ISO45001_CERTIFIED',
    UP,
    t('ISO 45001 health and safety certification', 'Certificazione ISO 45001 della salute e sicurezza'),
    t(
      'Sites of the company hold ISO 45001 certification of their occupational health and safety management system.',
      "Siti dell'impresa hanno la certificazione ISO 45001 del sistema di gestione della salute e sicurezza sul lavoro.",
    ),
    src('iso', 'ISO 45001:2018'),
  ),
  flag(
    'PHY_EMPLOYEE_GRIEVANCE_MECHANISM',
    UP,
    t('Grievance mechanism for employee matters', 'Meccanismo di reclamo per le questioni del personale'),
    t(
      'Employees can raise complaints about working conditions through a formal grievance or complaints handling mechanism.',
      'I dipendenti possono presentare reclami sulle condizioni di lavoro tramite un meccanismo formale di gestione dei reclami.',
    ),
    src('sfdr_rts', 'Annex I, Table 3 #5'),
    { datasetColumn: invertedColumn('no_employee_grievance_mechanism') },
  ),
  flag(
    'PHY_WHISTLEBLOWER_PROTECTION',
    UP,
    t('Whistleblower protection policy', 'Politica di protezione degli informatori'),
    t(
      'The company has a policy protecting people who report wrongdoing from retaliation, with confidential reporting channels.',
      "L'impresa ha una politica che protegge da ritorsioni chi segnala illeciti, con canali di segnalazione riservati.",
    ),
    src('sfdr_rts', 'Annex I, Table 3 #6; Directive (EU) 2019/1937'),
    { datasetColumn: invertedColumn('no_whistleblower_protection') },
  ),
  percent(
    'PHY_COLLECTIVE_BARGAINING_COVERAGE',
    UP,
    t('Employees covered by collective bargaining', 'Dipendenti coperti da contrattazione collettiva'),
    t(
      'Employees covered by collective bargaining agreements as a percentage of all employees.',
      'Dipendenti coperti da contratti collettivi in percentuale di tutti i dipendenti.',
    ),
    src('gri', 'GRI 2-30'),
  ),
  flag(
    'PHY_FREEDOM_OF_ASSOCIATION_POLICY',
    UP,
    t('Freedom of association policy', 'Politica sulla libertà di associazione'),
    t(
      "The company commits to respect workers' freedom of association and right to collective bargaining (ILO C87 and C98).",
      "L'impresa si impegna a rispettare la libertà di associazione e il diritto alla contrattazione collettiva dei lavoratori (convenzioni ILO 87 e 98).",
    ),
    src('ilo', 'Conventions C87 and C98'),
  ),
  flag(
    'PHY_LIVING_WAGE_COMMITMENT',
    UP,
    t('Living wage commitment', 'Impegno al salario dignitoso'),
    t(
      'The company commits to pay at least a living wage to its own employees, and in some cases asks suppliers to do the same.',
      "L'impresa si impegna a pagare almeno un salario dignitoso ai propri dipendenti, e talvolta lo chiede anche ai fornitori.",
    ),
    src('esrs', 'ESRS S1-10'),
  ),
  flag(
    'PHY_DIVERSITY_INCLUSION_POLICY',
    UP,
    t('Diversity and inclusion policy', 'Politica di diversità e inclusione'),
    t(
      'The company has a policy against discrimination and for diversity and inclusion in hiring, pay and promotion.',
      "L'impresa ha una politica contro le discriminazioni e a favore di diversità e inclusione in assunzioni, retribuzioni e promozioni.",
    ),
    src('esrs', 'ESRS S1-1'),
  ),
  count(
    'PHY_DISCRIMINATION_INCIDENTS',
    DOWN,
    t('Incidents of discrimination', 'Casi di discriminazione'),
    t(
      'Incidents of discrimination on grounds such as gender, race, religion or disability reported in the year.',
      "Casi di discriminazione per motivi quali genere, etnia, religione o disabilità segnalati nell'anno.",
    ),
    src('gri', 'GRI 406-1; SFDR RTS Annex I, Table 3 #7'),
    { datasetColumn: column('discrimination_incidents') },
  ),
  count(
    'PHY_DISCRIMINATION_SANCTIONS',
    DOWN,
    t('Discrimination incidents leading to sanctions', 'Casi di discriminazione sanzionati'),
    t(
      'Incidents of discrimination that led to sanctions or penalties against the company in the year.',
      "Casi di discriminazione che hanno portato a sanzioni o penali a carico dell'impresa nell'anno.",
    ),
    src('sfdr_rts', 'Annex I, Table 3 #7'),
    { datasetColumn: column('discrimination_sanctions') },
  ),
  flag(
    'PHY_SKILLS_DEVELOPMENT_PROGRAMMES',
    UP,
    t('Skills development programmes', 'Programmi di sviluppo delle competenze'),
    t(
      'The company runs programmes to upgrade employee skills and to help employees through career endings.',
      "L'impresa gestisce programmi per aggiornare le competenze dei dipendenti e accompagnarli a fine carriera.",
    ),
    src('gri', 'GRI 404-2'),
  ),
  flag(
    'PHY_EMPLOYEE_ENGAGEMENT_SURVEY',
    UP,
    t('Employee engagement survey', 'Indagine sul coinvolgimento dei dipendenti'),
    t(
      'The company surveys employee engagement at least every two years and discloses the results.',
      "L'impresa rileva il coinvolgimento dei dipendenti almeno ogni due anni e ne pubblica i risultati.",
    ),
    src('company_reports', 'annual or sustainability report'),
  ),
  flag(
    'PHY_FLEXIBLE_WORKING_POLICY',
    UP,
    t('Flexible working policy', 'Politica di lavoro flessibile'),
    t(
      'The company offers flexible hours or remote working to employees under a written policy.',
      "L'impresa offre ai dipendenti orari flessibili o lavoro da remoto in base a una politica scritta.",
    ),
    src('esrs', 'ESRS S1-15'),
  ),
  flag(
    'PHY_EMPLOYEE_SHARE_PLAN',
    UP,
    t('Employee share ownership plan', 'Piano di azionariato dei dipendenti'),
    t(
      'Employees below executive level can acquire company shares through a broad-based plan.',
      "I dipendenti non dirigenti possono acquistare azioni dell'impresa tramite un piano aperto a tutti.",
    ),
    src('company_reports', 'annual report, share-based payment note'),
  ),
]);

const genderEquality = inCategory('social', 'gender_equality', [
  percent(
    'PHY_GENDER_PAY_GAP',
    DOWN,
    t('Unadjusted gender pay gap', 'Divario retributivo di genere non corretto'),
    t(
      "Difference between men's and women's average gross hourly pay, as a percentage of men's; negative when women earn more.",
      'Differenza tra la retribuzione oraria lorda media di uomini e donne, in percentuale di quella degli uomini; negativa se le donne guadagnano di più.',
    ),
    src('sfdr_rts', 'Annex I, Table 1 #12; Directive (EU) 2023/970 Art. 9'),
    { datasetColumn: column('gender_pay_gap_pct') },
  ),
  quantity(
    'PHY_WOMEN_TO_MEN_PAY_RATIO',
    'ratio',
    UP,
    t(
      "Ratio of women's to men's remuneration",
      'Rapporto tra la retribuzione delle donne e quella degli uomini',
    ),
    t(
      "Women's basic salary and remuneration divided by men's, for each employee category, averaged.",
      'Stipendio base e retribuzione delle donne divisi per quelli degli uomini, per ciascuna categoria di dipendenti, in media.',
    ),
    src('gri', 'GRI 405-2'),
  ),
  percent(
    'PHY_WOMEN_WORKFORCE_SHARE',
    UP,
    t('Women in the workforce', 'Donne nella forza lavoro'),
    t('Women as a percentage of all employees.', 'Donne in percentuale di tutti i dipendenti.'),
    src('gri', 'GRI 405-1(b)'),
  ),
  percent(
    'PHY_WOMEN_MANAGEMENT_SHARE',
    UP,
    t('Women in management', 'Donne in posizioni manageriali'),
    t(
      'Women as a percentage of employees in management positions.',
      'Donne in percentuale dei dipendenti con ruoli manageriali.',
    ),
    src('gri', 'GRI 405-1(b)'),
  ),
  percent(
    'PHY_WOMEN_SENIOR_MANAGEMENT_SHARE',
    UP,
    t('Women in senior management', "Donne nell'alta dirigenza"),
    t(
      'Women as a percentage of senior managers and executives.',
      'Donne in percentuale dei dirigenti di vertice.',
    ),
    src('esrs', 'ESRS S1-9'),
  ),
  percent(
    'PHY_WOMEN_EXECUTIVE_COMMITTEE_SHARE',
    UP,
    t('Women on the executive committee', 'Donne nel comitato esecutivo'),
    t(
      'Women as a percentage of the members of the executive committee.',
      'Donne in percentuale dei membri del comitato esecutivo.',
    ),
    src('company_reports', 'corporate governance report'),
  ),
  percent(
    'PHY_WOMEN_STEM_SHARE',
    UP,
    t('Women in technical and STEM roles', 'Donne in ruoli tecnici e STEM'),
    t(
      'Women as a percentage of employees in science, technology, engineering and mathematics roles.',
      'Donne in percentuale dei dipendenti con ruoli in scienze, tecnologia, ingegneria e matematica.',
    ),
    src('sasb', 'Employee Diversity & Inclusion topic (e.g. TC-SI-330a.3)'),
  ),
  percent(
    'PHY_WOMEN_NEW_HIRES_SHARE',
    UP,
    t('Women among new hires', 'Donne tra i nuovi assunti'),
    t(
      'Women as a percentage of employees hired during the year.',
      "Donne in percentuale dei dipendenti assunti nell'anno.",
    ),
    src('gri', 'GRI 401-1(a)'),
  ),
  flag(
    'PHY_EQUAL_PAY_AUDIT',
    UP,
    t('Equal pay audit', 'Verifica della parità retributiva'),
    t(
      'The company runs a pay assessment by gender and acts on unexplained gaps of 5 % or more.',
      "L'impresa effettua una valutazione delle retribuzioni per genere e interviene sui divari non giustificati pari o superiori al 5 %.",
    ),
    src('eu_pay_transparency', 'Directive (EU) 2023/970 Art. 10'),
  ),
  flag(
    'PHY_PAID_PARENTAL_LEAVE',
    UP,
    t('Paid parental leave above the legal minimum', 'Congedo parentale retribuito oltre il minimo di legge'),
    t(
      'The company offers paid parental leave to all parents beyond what the law requires.',
      "L'impresa offre a tutti i genitori un congedo parentale retribuito superiore a quanto previsto dalla legge.",
    ),
    src('esrs', 'ESRS S1-15'),
  ),
  percent(
    'PHY_PARENTAL_LEAVE_RETURN_RATE',
    UP,
    t('Return-to-work rate after parental leave', 'Tasso di rientro al lavoro dopo il congedo parentale'),
    t(
      'Employees who returned to work after parental leave as a percentage of those due to return.',
      'Dipendenti rientrati al lavoro dopo il congedo parentale in percentuale di quelli che dovevano rientrare.',
    ),
    src('gri', 'GRI 401-3'),
  ),
  flag(
    'PHY_WOMAN_CEO',
    NEUTRAL,
    t('Woman chief executive', 'Amministratrice delegata donna'),
    t(
      "The company's chief executive officer is a woman.",
      "L'amministratore delegato dell'impresa è una donna.",
    ),
    src('company_reports', 'corporate governance report'),
  ),
]);

const communityEngagement = inCategory('social', 'community_engagement', [
  quantity(
    'PHY_COMMUNITY_DONATIONS',
    'eur',
    UP,
    t('Community donations', 'Donazioni alle comunità'),
    t(
      'Cash donations and in-kind giving to charities and community projects in the year, in euros.',
      "Donazioni in denaro e in natura a enti benefici e progetti per le comunità nell'anno, in euro.",
    ),
    src('gri', 'GRI 201-1(a)(ii), community investments'),
    { comparison: 'us_salary' },
  ),
  percent(
    'PHY_COMMUNITY_INVESTMENT_PROFIT_SHARE',
    UP,
    t(
      'Community investment as a share of pre-tax profit',
      "Investimenti nelle comunità in percentuale dell'utile ante imposte",
    ),
    t(
      'Donations, community investments and commercial initiatives for communities as a percentage of pre-tax profit.',
      "Donazioni, investimenti e iniziative commerciali a favore delle comunità in percentuale dell'utile ante imposte.",
    ),
    src('company_reports', 'B4SI community investment framework'),
  ),
  quantity(
    'PHY_EMPLOYEE_VOLUNTEERING_HOURS',
    'hours',
    UP,
    t('Employee volunteering hours', 'Ore di volontariato dei dipendenti'),
    t(
      'Hours employees volunteered for community causes during paid working time.',
      "Ore di volontariato svolte dai dipendenti per le comunità durante l'orario di lavoro retribuito.",
    ),
    src('company_reports', 'B4SI community investment framework'),
    { comparison: 'work_week' },
  ),
  percent(
    'PHY_COMMUNITY_ENGAGEMENT_OPERATIONS_SHARE',
    UP,
    t('Operations with local community engagement', 'Attività con coinvolgimento delle comunità locali'),
    t(
      'Operations with community engagement, impact assessments or development programmes, as a percentage of all operations.',
      "Attività con coinvolgimento delle comunità, valutazioni d'impatto o programmi di sviluppo, in percentuale di tutte le attività.",
    ),
    src('gri', 'GRI 413-1'),
  ),
  count(
    'PHY_OPERATIONS_HARMING_COMMUNITIES',
    DOWN,
    t(
      'Operations with significant negative impacts on communities',
      'Attività con impatti negativi significativi sulle comunità',
    ),
    t(
      'Operations with significant actual or potential negative impacts on local communities.',
      'Attività con impatti negativi significativi, effettivi o potenziali, sulle comunità locali.',
    ),
    src('gri', 'GRI 413-2'),
  ),
  percent(
    'PHY_LOCAL_SUPPLIER_SPEND_SHARE',
    UP,
    t('Spending on local suppliers', 'Spesa verso fornitori locali'),
    t(
      'Procurement budget spent on suppliers local to significant operations, as a percentage.',
      'Quota della spesa per acquisti destinata a fornitori locali delle sedi principali, in percentuale.',
    ),
    src('gri', 'GRI 204-1'),
  ),
  flag(
    'PHY_INDIGENOUS_RIGHTS_POLICY',
    UP,
    t("Indigenous peoples' rights policy", 'Politica sui diritti dei popoli indigeni'),
    t(
      'The company has a policy to respect the rights of indigenous peoples affected by its operations.',
      "L'impresa ha una politica di rispetto dei diritti dei popoli indigeni interessati dalle sue attività.",
    ),
    src('esrs', 'ESRS S3-1'),
  ),
  flag(
    'PHY_FPIC_COMMITMENT',
    UP,
    t('Free, prior and informed consent commitment', 'Impegno al consenso libero, preventivo e informato'),
    t(
      'The company commits to obtain the free, prior and informed consent of indigenous peoples before projects on their land.',
      "L'impresa si impegna a ottenere il consenso libero, preventivo e informato dei popoli indigeni prima di progetti sulle loro terre.",
    ),
    src('esrs', 'ESRS S3-1'),
  ),
  count(
    'PHY_INDIGENOUS_RIGHTS_INCIDENTS',
    DOWN,
    t(
      'Incidents involving rights of indigenous peoples',
      'Casi di violazione dei diritti dei popoli indigeni',
    ),
    t(
      'Identified incidents of violations involving the rights of indigenous peoples in the year.',
      "Casi accertati di violazione dei diritti dei popoli indigeni nell'anno.",
    ),
    src('gri', 'GRI 411-1'),
  ),
  flag(
    'PHY_COMMUNITY_GRIEVANCE_MECHANISM',
    UP,
    t('Community grievance mechanism', 'Meccanismo di reclamo per le comunità'),
    t(
      "Local communities can raise concerns about the company's impacts through a formal grievance mechanism.",
      "Le comunità locali possono segnalare i propri timori sugli impatti dell'impresa tramite un meccanismo formale di reclamo.",
    ),
    src('esrs', 'ESRS S3-3'),
  ),
  flag(
    'PHY_CORPORATE_FOUNDATION',
    UP,
    t('Corporate foundation', "Fondazione d'impresa"),
    t(
      'The company funds a foundation that runs charitable or community programmes.',
      "L'impresa finanzia una fondazione che gestisce programmi benefici o per le comunità.",
    ),
    src('company_reports', 'annual or sustainability report'),
  ),
]);

const humanRights = inCategory('social', 'human_rights', [
  flag(
    'PHY_HUMAN_RIGHTS_POLICY',
    UP,
    t('Human rights policy', 'Politica sui diritti umani'),
    t(
      'The company has a policy commitment to respect internationally recognised human rights.',
      "L'impresa ha un impegno formale a rispettare i diritti umani riconosciuti a livello internazionale.",
    ),
    src('ungp', 'Principle 16; SFDR RTS Annex I, Table 3 #9'),
    { datasetColumn: invertedColumn('no_human_rights_policy') },
  ),
  flag(
    'PHY_HUMAN_RIGHTS_DUE_DILIGENCE',
    UP,
    t('Human rights due diligence', 'Dovuta diligenza in materia di diritti umani'),
    t(
      'The company runs a process to identify, prevent, mitigate and account for adverse human rights impacts.',
      "L'impresa applica un processo per individuare, prevenire, attenuare e rendicontare gli impatti negativi sui diritti umani.",
    ),
    src('ungp', 'Principle 17; SFDR RTS Annex I, Table 3 #10'),
    { datasetColumn: invertedColumn('no_human_rights_due_diligence') },
  ),
  flag(
    'PHY_ANTI_TRAFFICKING_POLICY',
    UP,
    t('Anti-trafficking policy', 'Politica contro la tratta di esseri umani'),
    t(
      'The company has processes and measures to prevent trafficking in human beings in its operations and supply chain.',
      "L'impresa ha procedure e misure per prevenire la tratta di esseri umani nelle attività e nella catena di fornitura.",
    ),
    src('sfdr_rts', 'Annex I, Table 3 #11'),
    { datasetColumn: invertedColumn('no_anti_trafficking_policy') },
  ),
  flag(
    'PHY_CHILD_LABOUR_RISK',
    DOWN,
    t('Significant risk of child labour', 'Rischio significativo di lavoro minorile'),
    t(
      'Operations or suppliers are at significant risk of child labour, by geography or type of operation.',
      'Attività o fornitori sono esposti a un rischio significativo di lavoro minorile, per area geografica o tipo di attività.',
    ),
    src('gri', 'GRI 408-1; SFDR RTS Annex I, Table 3 #12'),
    { datasetColumn: column('child_labour_risk') },
  ),
  flag(
    'PHY_FORCED_LABOUR_RISK',
    DOWN,
    t(
      'Significant risk of forced or compulsory labour',
      'Rischio significativo di lavoro forzato o obbligatorio',
    ),
    t(
      'Operations or suppliers are at significant risk of forced or compulsory labour, by geography or type of operation.',
      'Attività o fornitori sono esposti a un rischio significativo di lavoro forzato o obbligatorio, per area geografica o tipo di attività.',
    ),
    src('gri', 'GRI 409-1; SFDR RTS Annex I, Table 3 #13'),
    { datasetColumn: column('forced_labour_risk') },
  ),
  flag(
    'PHY_FREEDOM_OF_ASSOCIATION_RISK',
    DOWN,
    t(
      'Operations where freedom of association is at risk',
      'Attività in cui la libertà di associazione è a rischio',
    ),
    t(
      "Operations or suppliers where workers' freedom of association or collective bargaining may be violated or at significant risk.",
      'Attività o fornitori in cui la libertà di associazione o la contrattazione collettiva dei lavoratori può essere violata o è a rischio significativo.',
    ),
    src('gri', 'GRI 407-1'),
  ),
  count(
    'PHY_SEVERE_HUMAN_RIGHTS_CASES',
    DOWN,
    t('Severe human rights cases', 'Casi gravi in materia di diritti umani'),
    t(
      'Identified cases of severe human rights issues and incidents connected to the company in the year.',
      "Casi accertati di gravi problemi e incidenti in materia di diritti umani legati all'impresa nell'anno.",
    ),
    src('sfdr_rts', 'Annex I, Table 3 #14'),
    { datasetColumn: column('severe_human_rights_cases') },
  ),
  flag(
    'PHY_SUPPLIER_CODE_OF_CONDUCT',
    UP,
    t('Supplier code of conduct', 'Codice di condotta per i fornitori'),
    t(
      'The company has a supplier code of conduct against unsafe working conditions, precarious work, child labour and forced labour.',
      "L'impresa ha un codice di condotta per i fornitori contro condizioni di lavoro non sicure, lavoro precario, lavoro minorile e lavoro forzato.",
    ),
    src('sfdr_rts', 'Annex I, Table 3 #4'),
    { datasetColumn: invertedColumn('no_supplier_code_of_conduct') },
  ),
  percent(
    'PHY_SUPPLIERS_SOCIAL_SCREENING_SHARE',
    UP,
    t('New suppliers screened on social criteria', 'Nuovi fornitori valutati secondo criteri sociali'),
    t(
      'New suppliers screened on labour practices and human rights, as a percentage of all new suppliers.',
      'Nuovi fornitori valutati su pratiche di lavoro e diritti umani, in percentuale di tutti i nuovi fornitori.',
    ),
    src('gri', 'GRI 414-1'),
  ),
  percent(
    'PHY_SUPPLIERS_SOCIAL_AUDIT_SHARE',
    UP,
    t('Suppliers audited for social compliance', 'Fornitori sottoposti ad audit sociale'),
    t(
      'Tier 1 suppliers audited on working conditions and human rights in the last three years, as a percentage of spend.',
      'Fornitori di primo livello sottoposti negli ultimi tre anni ad audit su condizioni di lavoro e diritti umani, in percentuale della spesa.',
    ),
    src('gri', 'GRI 414-2'),
  ),
  flag(
    'PHY_CONFLICT_MINERALS_POLICY',
    UP,
    t('Conflict minerals policy', 'Politica sui minerali provenienti da zone di conflitto'),
    t(
      'The company sources tin, tantalum, tungsten and gold under a due diligence policy for conflict-affected and high-risk areas.',
      "L'impresa si approvvigiona di stagno, tantalio, tungsteno e oro secondo una politica di dovuta diligenza per le aree di conflitto e ad alto rischio.",
    ),
    src('oecd_mne', 'OECD Due Diligence Guidance for Responsible Supply Chains of Minerals'),
  ),
  flag(
    'PHY_MODERN_SLAVERY_STATEMENT',
    UP,
    t('Modern slavery statement', 'Dichiarazione sulla schiavitù moderna'),
    t(
      'The company publishes an annual statement on the steps taken against slavery and human trafficking in its business and supply chains.',
      "L'impresa pubblica una dichiarazione annuale sulle misure adottate contro schiavitù e tratta di esseri umani nelle attività e nelle catene di fornitura.",
    ),
    src('company_reports', 'UK Modern Slavery Act 2015, s. 54'),
  ),
  percent(
    'PHY_SECURITY_PERSONNEL_HR_TRAINED',
    UP,
    t('Security personnel trained in human rights', 'Personale di sicurezza formato sui diritti umani'),
    t(
      'Security personnel who received formal human rights training, as a percentage of all security personnel.',
      'Personale di sicurezza che ha ricevuto una formazione formale sui diritti umani, in percentuale del totale.',
    ),
    src('gri', 'GRI 410-1'),
  ),
]);

const productResponsibility = inCategory('social', 'product_responsibility', [
  count(
    'PHY_DATA_BREACHES',
    DOWN,
    t('Data breaches', 'Violazioni di dati'),
    t(
      "Data security breaches in the year, in particular those involving customers' personal data.",
      "Violazioni della sicurezza dei dati nell'anno, in particolare quelle che riguardano dati personali dei clienti.",
    ),
    src('sasb', 'Data Security topic (e.g. TC-SI-230a.1)'),
  ),
  count(
    'PHY_CUSTOMER_PRIVACY_COMPLAINTS',
    DOWN,
    t('Substantiated customer privacy complaints', 'Reclami fondati sulla privacy dei clienti'),
    t(
      'Substantiated complaints about breaches of customer privacy and losses of customer data, from outside parties and regulators.',
      'Reclami fondati per violazioni della privacy e perdite di dati dei clienti, da parte di terzi e di autorità di controllo.',
    ),
    src('gri', 'GRI 418-1'),
  ),
  flag(
    'PHY_DATA_PRIVACY_POLICY',
    UP,
    t('Data privacy policy', 'Politica sulla protezione dei dati personali'),
    t(
      'The company has a policy on collecting, using and protecting personal data, covering consent and retention.',
      "L'impresa ha una politica su raccolta, uso e protezione dei dati personali, che comprende consenso e conservazione.",
    ),
    src('sasb', 'Customer Privacy topic (e.g. TC-SI-220a.1)'),
  ),
  count(
    'PHY_PRODUCT_RECALLS',
    DOWN,
    t('Product recalls', 'Richiami di prodotti'),
    t(
      'Product recalls issued in the year, voluntary or mandated.',
      "Richiami di prodotti effettuati nell'anno, volontari o imposti.",
    ),
    src('sasb', 'Product Quality & Safety topic'),
  ),
  count(
    'PHY_PRODUCT_SAFETY_NONCOMPLIANCE',
    DOWN,
    t(
      'Product health and safety non-compliance incidents',
      'Casi di non conformità su salute e sicurezza dei prodotti',
    ),
    t(
      'Incidents of non-compliance with regulations or codes on the health and safety impacts of products and services.',
      'Casi di non conformità a norme o codici sugli impatti di prodotti e servizi su salute e sicurezza.',
    ),
    src('gri', 'GRI 416-2'),
  ),
  count(
    'PHY_LABELLING_NONCOMPLIANCE',
    DOWN,
    t(
      'Product information and labelling non-compliance incidents',
      'Casi di non conformità su informazioni ed etichettatura dei prodotti',
    ),
    t(
      'Incidents of non-compliance with regulations or codes on product and service information and labelling.',
      "Casi di non conformità a norme o codici sull'informazione e l'etichettatura di prodotti e servizi.",
    ),
    src('gri', 'GRI 417-2'),
  ),
  count(
    'PHY_MARKETING_NONCOMPLIANCE',
    DOWN,
    t(
      'Marketing communications non-compliance incidents',
      'Casi di non conformità nelle comunicazioni di marketing',
    ),
    t(
      'Incidents of non-compliance with regulations or codes on marketing communications, advertising and sponsorship.',
      'Casi di non conformità a norme o codici su comunicazioni di marketing, pubblicità e sponsorizzazioni.',
    ),
    src('gri', 'GRI 417-3'),
  ),
  flag(
    'PHY_RESPONSIBLE_MARKETING_POLICY',
    UP,
    t('Responsible marketing policy', 'Politica di marketing responsabile'),
    t(
      'The company has a policy on fair and responsible marketing, including marketing to children.',
      "L'impresa ha una politica di marketing corretto e responsabile, compreso il marketing rivolto ai minori.",
    ),
    src('esrs', 'ESRS S4-1'),
  ),
  flag(
    'PHY_ISO9001_CERTIFIED',
    UP,
    t('ISO 9001 quality management certification', 'Certificazione ISO 9001 della gestione della qualità'),
    t(
      'Sites of the company hold ISO 9001 certification of their quality management system.',
      "Siti dell'impresa hanno la certificazione ISO 9001 del sistema di gestione della qualità.",
    ),
    src('iso', 'ISO 9001:2015'),
  ),
]);

/** Social PHY_ indicators: labour, health and safety, gender equality, communities, human rights, products. */
export const socialIndicators: readonly PhyIndicator[] = [
  ...labor,
  ...laborManagement,
  ...genderEquality,
  ...communityEngagement,
  ...humanRights,
  ...productResponsibility,
];
