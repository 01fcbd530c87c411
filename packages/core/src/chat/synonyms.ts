// The chat's extra names for catalogue indicators, in one place (issue 29): the short forms people type. A synonym
// wins over a catalogue name that reads the same (e.g. "GHG intensity" is the company intensity, not PAI 15's
// sovereign one); the catalogue's own names and codes are added by chatIndicators().

export interface Synonyms {
  'en-US': string[];
  'it-IT': string[];
}

const s = (en: string[], it: string[]): Synonyms => ({ 'en-US': en, 'it-IT': it });

export const indicatorSynonyms: Record<string, Synonyms> = {
  PHY_GHG_SCOPE1: s(
    ['scope 1', 'scope1', 'scope 1 emissions', 'direct emissions'],
    ['emissioni scope 1', 'emissioni dirette'],
  ),
  PHY_GHG_SCOPE2: s(
    ['scope 2', 'scope2', 'scope 2 emissions', 'indirect emissions'],
    ['emissioni scope 2', 'emissioni indirette'],
  ),
  PHY_GHG_SCOPE3: s(['scope 3', 'scope3', 'scope 3 emissions'], ['emissioni scope 3']),
  PHY_GHG_SCOPE12: s(
    ['scope 1 and 2', 'scope 1 2', 'scope 1+2', 'scope 12'],
    ['scope 1 e 2', 'emissioni scope 1 e 2'],
  ),
  PHY_GHG_TOTAL: s(
    [
      'emissions',
      'ghg emissions',
      'carbon emissions',
      'co2 emissions',
      'greenhouse gas emissions',
      'total emissions',
    ],
    [
      'emissioni',
      'emissioni di gas serra',
      'emissioni di co2',
      'emissioni di carbonio',
      'emissioni totali',
      'emissioni di ghg',
    ],
  ),
  PHY_GHG_INTENSITY: s(
    ['ghg intensity', 'carbon intensity', 'emissions intensity', 'emission intensity'],
    [
      'intensita di ghg',
      'intensita di carbonio',
      'intensita carbonica',
      'intensita delle emissioni',
      'intensita di gas serra',
    ],
  ),
  PHY_NOX_EMISSIONS: s(['nox', 'nitrogen oxides'], ['ossidi di azoto']),
  PHY_SOX_EMISSIONS: s(['sox', 'sulphur oxides', 'sulfur oxides'], ['ossidi di zolfo']),
  PHY_ENERGY_CONSUMPTION: s(
    ['energy consumption', 'energy use'],
    ['consumo di energia', 'consumi energetici', 'consumo energetico'],
  ),
  PHY_RENEWABLE_ENERGY_SHARE: s(
    ['renewable energy share', 'share of renewable energy', 'renewables'],
    ['quota di energia rinnovabile', 'energia rinnovabile', 'rinnovabili'],
  ),
  PHY_WATER_WITHDRAWAL: s(
    ['water withdrawal', 'water use', 'water usage'],
    ['prelievo idrico', 'prelievi idrici', 'consumo di acqua', "uso dell'acqua"],
  ),
  PHY_WASTE_TOTAL: s(['waste', 'total waste'], ['rifiuti', 'rifiuti totali']),
  PHY_WASTE_HAZARDOUS: s(['hazardous waste'], ['rifiuti pericolosi']),
  PHY_EMPLOYEES: s(
    ['employees', 'headcount', 'number of employees'],
    ['dipendenti', 'numero di dipendenti', 'organico'],
  ),
  PHY_EMPLOYEE_TURNOVER: s(['employee turnover', 'staff turnover'], ['turnover del personale', 'turnover']),
  PHY_GENDER_PAY_GAP: s(
    ['gender pay gap', 'pay gap'],
    ['divario retributivo di genere', 'gender pay gap', 'divario salariale di genere'],
  ),
  PHY_BOARD_GENDER_DIVERSITY: s(
    [
      'board gender diversity',
      'gender diversity on the board',
      'board diversity',
      'gender balance on the board',
      'women on boards',
    ],
    [
      'parita di genere nel cda',
      'parita di genere nel consiglio',
      'diversita di genere nel cda',
      'diversita di genere del cda',
      'parita di genere del cda',
      'equilibrio di genere nel cda',
    ],
  ),
  PHY_BOARD_FEMALE_DIRECTORS: s(
    ['women on the board', 'female directors'],
    ['donne nel cda', 'donne nel consiglio'],
  ),
  PHY_BOARD_INDEPENDENCE: s(
    ['board independence', 'independent board'],
    ['indipendenza del cda', 'indipendenza del consiglio'],
  ),
  PHY_BOARD_SIZE: s(['board size'], ['dimensione del cda', 'numero di consiglieri']),
  PHY_TOTAL_RECORDABLE_INJURY_RATE: s(['trir', 'injury rate'], ['tasso di infortuni', 'infortuni']),
  PHY_M_GHG_SCOPE12_PER_REVENUE: s(
    ['scope 1 and 2 per revenue', 'scope 1 2 per revenue'],
    ['scope 1 e 2 per ricavi'],
  ),
  PHY_M_GHG_TOTAL_PER_EVIC: s(['emissions per evic', 'carbon footprint per evic'], ['emissioni per evic']),
  t1_2: s(['carbon footprint'], ['impronta di carbonio', 'impronta carbonica']),
  t1_4: s(
    ['fossil fuel exposure', 'fossil fuels'],
    ['esposizione ai combustibili fossili', 'combustibili fossili'],
  ),
  t1_7: s(['biodiversity'], ['biodiversita']),
  t1_10: s(
    ['ungc violations', 'global compact violations'],
    ['violazioni ungc', 'violazioni del global compact'],
  ),
  SCORE_sustainability: s(
    ['esg score', 'esg', 'esg rating', 'sustainability score', 'sustainability rating', 'rating'],
    ['punteggio esg', 'rating esg', 'esg', 'punteggio di sostenibilita', 'sostenibilita'],
  ),
  SCORE_environmental: s(
    ['environmental score', 'e score', 'environmental pillar'],
    ['punteggio ambientale', 'pilastro ambientale'],
  ),
  SCORE_social: s(['social score', 's score', 'social pillar'], ['punteggio sociale', 'pilastro sociale']),
  SCORE_governance: s(
    ['governance score', 'g score', 'governance pillar'],
    ['punteggio di governance', 'punteggio governance'],
  ),
  EXCL_thermal_coal: s(['coal', 'thermal coal'], ['carbone', 'carbone termico']),
  EXCL_tobacco: s(['tobacco'], ['tabacco']),
  EXCL_gambling: s(['gambling'], ['gioco d azzardo', 'azzardo']),
};
