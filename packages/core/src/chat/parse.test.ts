import { describe, expect, it } from 'vitest';
import { chatIndicators } from './indicators.ts';
import { parseQuestion } from './parse.ts';
import type { ChatVocabulary } from './types.ts';

// A hand-made vocabulary: two companies sharing a first word, a fund with ticker and ISIN, a client whose name is
// also an Italian word ("rossi" = red), the real indicator catalogue.
const vocabulary: ChatVocabulary = {
  entities: [
    { kind: 'company', id: 'C1', names: ['Yarrow Oil Holdings Inc.', 'YAR', 'US0001000001'] },
    { kind: 'company', id: 'C2', names: ['Yarrow Systems a.s.', 'YARS'] },
    { kind: 'company', id: 'C3', names: ['Bergmann Öl KGaA', 'BER'] },
    { kind: 'fund', id: 'F1', names: ['Aurora World Equity UCITS ETF', 'URTH', 'IE8001004248'] },
    { kind: 'client', id: 'K1', names: ['Mario Rossi', 'Rossi'] },
  ],
  indicators: chatIndicators(),
  sectors: [{ id: 'Utilities', names: ['Utilities', 'Servizi di pubblica utilità'] }],
  countries: [{ code: 'IT', names: ['Italy', 'Italia'] }],
};
const parse = (text: string) => parseQuestion(text, vocabulary, { today: '2026-11-26' });
const ids = (text: string) => parse(text).entities.map((e) => e.id);
const codes = (text: string) => parse(text).indicators.map((i) => i.code);

describe('parseQuestion: entities', () => {
  it('finds a company by its name without legal form, accents or capitals', () => {
    expect(ids('scope 1 of Yarrow Oil')).toEqual(['C1']);
    expect(ids('scope 1 di bergmann ol')).toEqual(['C3']);
    expect(ids('scope 1 of YARROW OIL HOLDINGS INC.')).toEqual(['C1']);
  });

  it('finds tickers only as typed, ISINs in any case', () => {
    expect(ids('ESG score of URTH')).toEqual(['F1']);
    expect(ids('ESG score of urth')).toEqual([]);
    expect(ids('ESG of ie8001004248')).toEqual(['F1']);
    expect(parse('the ber of x').entities).toEqual([]);
  });

  it('corrects a typing error in a name', () => {
    expect(ids('scope 1 of Yarow Oil')).toEqual(['C1']);
    expect(parse('scope 1 of Yarow Oil').entities[0]).toMatchObject({
      label: 'Yarrow Oil Holdings Inc.',
      matched: 'Yarow Oil',
    });
  });

  it('reads "Rossi" as the client only with its capital, "rossi" as red', () => {
    const q = parse('quali titoli di Rossi sono rossi sul carbone termico?');
    expect(q.entities.map((e) => e.id)).toEqual(['K1']);
    expect(q.intent).toBe('screen');
    expect(q.indicators.map((i) => i.code)).toEqual(['EXCL_thermal_coal']);
  });
});

describe('parseQuestion: indicators', () => {
  it('recognises codes, PAI and SDG numbers, synonyms in both languages', () => {
    expect(codes('PHY_GHG_SCOPE1 and phy_m_ghg_total_per_evic')).toEqual([
      'PHY_GHG_SCOPE1',
      'PHY_M_GHG_TOTAL_PER_EVIC',
    ]);
    expect(codes('PAI 2 and SDG 5')).toEqual(['t1_2', 'SDG_5']);
    expect(codes('parità di genere nel CdA')).toEqual(['PHY_BOARD_GENDER_DIVERSITY']);
    expect(codes('board gender diversity')).toEqual(['PHY_BOARD_GENDER_DIVERSITY']);
    expect(codes('parità di genere')).toEqual(['SDG_5']);
    expect(codes('GHG intensity')).toEqual(['PHY_GHG_INTENSITY']);
  });

  it('counts an indicator and its PHY_M_ metric as one group: flag 6 from the seventh group (spec doc 2 §4)', () => {
    const six = 'scope 1, PHY_M_GHG_SCOPE1_PER_REVENUE, scope 2, scope 3, NOx, SOx and waste of Yarrow Oil';
    expect(parse(six).indicators).toHaveLength(7);
    expect(parse(six).flag).toBe(0);
    expect(parse(`${six} and hazardous waste`).flag).toBe(6);
  });
});

describe('parseQuestion: intents, top-N and flags', () => {
  it('tells value, compare, trend, rank, screen and portfolio apart', () => {
    expect(parse('scope 1 of Yarrow Oil in 2023').intent).toBe('value');
    expect(parse('scope 1 of Yarrow Oil and Bergmann Öl').intent).toBe('compare');
    expect(parse('confronta URTH con il benchmark').intent).toBe('portfolio');
    expect(parse('scope 1 of Yarrow Oil 2021-2024').intent).toBe('trend');
    expect(parse('which holdings of URTH are red on tobacco').intent).toBe('screen');
    expect(parse('PAI 1 of my portfolio').intent).toBe('portfolio');
    const rank = parse(
      'i 5 titoli con la più alta intensità di carbonio nel settore servizi di pubblica utilità in Italia',
    );
    expect(rank).toMatchObject({ intent: 'rank', topN: 5, sector: 'Utilities', country: 'IT', entities: [] });
  });

  it('flags an unknown capitalised name (2) with suggestions', () => {
    expect(parse('scope 1 of Yarrow')).toMatchObject({ flag: 2, unknown: 'Yarrow' });
    expect(parse('scope 1 of Yarrow').suggestions.slice(0, 2)).toEqual([
      'Yarrow Oil Holdings Inc.',
      'Yarrow Systems a.s.',
    ]);
    expect(parse('scope 1 of "Bergmannia"').flag).toBe(2);
  });

  it('flags an unknown indicator (3) when a company is named, and nothing understood (5) otherwise', () => {
    expect(parse('what is the unicorn density of Yarrow Oil?')).toMatchObject({
      flag: 3,
      unknown: 'unicorn density',
    });
    expect(parse('tell me a joke')).toMatchObject({ flag: 5, intent: null });
    expect(parse('')).toMatchObject({ flag: 5, intent: null });
  });

  it('is deterministic: the same question gives the same parse', () => {
    const q = 'confronta la parità di genere nel CdA di URTH e Yarrow Oil dal 2021 al 2024';
    expect(parse(q)).toEqual(parse(q));
    expect(parse(q)).toMatchObject({ intent: 'compare', period: { from: '2021-01-01', to: '2024-12-31' } });
  });
});
