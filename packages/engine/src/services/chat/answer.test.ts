import type { ParsedQuestion } from '@esgkit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { minimalSnapshot } from '../../analytics/minimal-snapshot.test-helper.ts';
import type { Snapshot } from '../../provider/index.ts';
import { type AnswerContext, answerQuestion } from './answer.ts';

// Hand-made parses (the parser is tested on its own); expectations read off fixtures/datasets/minimal by hand.
const parsed = (over: Partial<ParsedQuestion>): ParsedQuestion => ({
  intent: 'value',
  entities: [],
  indicators: [],
  period: null,
  topN: null,
  sector: null,
  country: null,
  benchmark: false,
  flag: 0,
  suggestions: [],
  unknown: null,
  ...over,
});
const alpina = { kind: 'company' as const, id: 'C1', label: 'Alpina Energia S.p.A.', matched: 'alpina' };
const brenner = { kind: 'company' as const, id: 'C2', label: 'Brenner Software AG', matched: 'brenner' };
const scope1 = { code: 'PHY_GHG_SCOPE1', group: 'PHY_GHG_SCOPE1', label: 'scope 1', matched: 'scope 1' };
const year = (y: number) => ({ from: `${y}-01-01`, to: `${y}-12-31` });
const fundF1 = { kind: 'fund' as const, id: 'F1', label: 'Minimal Equity UCITS ETF', matched: 'mineq' };
const fundF2 = { kind: 'fund' as const, id: 'F2', label: 'Minimal Balanced Fund', matched: 'balanced' };
const italy = { kind: 'country' as const, id: 'IT', label: 'Italy', matched: 'italia' };
const board = {
  code: 'PHY_BOARD_GENDER_DIVERSITY',
  group: 'PHY_BOARD_GENDER_DIVERSITY',
  label: 'board gender',
  matched: 'parità di genere nel cda',
};
const score = (column: string) => ({
  code: `SCORE_${column}`,
  group: `SCORE_${column}`,
  label: column,
  matched: column,
});

let snapshot: Snapshot;
beforeAll(async () => {
  snapshot = await minimalSnapshot();
});
const ctx = (over: Partial<AnswerContext> = {}): AnswerContext => ({
  snapshot,
  locale: 'en-US',
  starter: false,
  responseId: 'r1',
  ...over,
});

describe('answerQuestion', () => {
  it('value: the indicators.csv figure of the year with its unit, year and source', () => {
    const a = answerQuestion(parsed({ entities: [alpina], indicators: [scope1], period: year(2024) }), ctx());
    expect(a.flag).toBe(0);
    expect(a.response).toBe('Scope 1 GHG emissions of Alpina Energia S.p.A.: 2,300,000.00 t CO2e (2024).');
    expect(a.sources).toEqual([
      { indicator: 'PHY_GHG_SCOPE1', year: 2024, coverage: null, entity: 'Alpina Energia S.p.A.' },
    ]);
    expect(a.chartData?.points).toEqual([{ series: 'Alpina Energia S.p.A.', year: 2024, value: 2300000 }]);
  });

  it('value in Italian: decimal comma and grouping dots', () => {
    const a = answerQuestion(
      parsed({ entities: [alpina], indicators: [scope1], period: year(2024) }),
      ctx({ locale: 'it-IT' }),
    );
    expect(a.response).toContain('2.300.000,00');
  });

  it('without a year: the latest reported fiscal year up to the as-of year (2025 → 2024)', () => {
    const a = answerQuestion(parsed({ entities: [brenner], indicators: [scope1] }), ctx());
    expect(a.sources?.[0]).toMatchObject({ year: 2024 });
    expect(a.response).toContain('1,200.00 t CO2e (2024)');
  });

  it('compare over two years: company_facts.csv for 2023, a missing year is no data (null), never 0', () => {
    const a = answerQuestion(
      parsed({
        intent: 'compare',
        entities: [alpina, brenner],
        indicators: [scope1],
        period: { from: '2023-01-01', to: '2024-12-31' },
      }),
      ctx(),
    );
    expect(a.flag).toBe(0);
    expect(a.chartData?.points).toEqual([
      { series: 'Alpina Energia S.p.A.', year: 2023, value: 2500000 },
      { series: 'Alpina Energia S.p.A.', year: 2024, value: 2300000 },
      { series: 'Brenner Software AG', year: 2023, value: null },
      { series: 'Brenner Software AG', year: 2024, value: 1200 },
    ]);
    expect(a.response).toContain('Brenner Software AG: n/a (2023), 1,200.00 t CO2e (2024)');
    expect(a.sources).toHaveLength(3);
    expect(a.table?.rows).toHaveLength(4);
  });

  it('rank: the highest figures first, filtered by country; a company without the figure is left out', () => {
    const all = answerQuestion(parsed({ intent: 'rank', indicators: [scope1], topN: 2 }), ctx());
    expect(all.table?.rows.map((r) => [r.entity, r.value])).toEqual([
      ['Alpina Energia S.p.A.', 2300000],
      ['Calder Foods PLC', 41000],
    ]);
    const germanIt = answerQuestion(
      parsed({ intent: 'rank', indicators: [scope1], country: 'DE', sector: 'Information Technology' }),
      ctx(),
    );
    expect(germanIt.table?.rows.map((r) => r.entity)).toEqual(['Brenner Software AG']);
  });

  it('flag 4: understood but no figure in the data', () => {
    const a = answerQuestion(
      parsed({ entities: [brenner], indicators: [scope1], period: year(2020) }),
      ctx(),
    );
    expect(a.flag).toBe(4);
    expect(a.response).toBe('There is no data for this question in the dataset.');
    expect(a.chartData).toBeNull();
  });

  it('flags from the parse: 2 with the suggestion, 5 with the tips, 6 with the exact text in both languages', () => {
    const two = answerQuestion(parsed({ flag: 2, suggestions: ['Alpina Energia S.p.A.'] }), ctx());
    expect(two).toMatchObject({ flag: 2, chartData: null, suggestions: ['Alpina Energia S.p.A.'] });
    const three = answerQuestion(parsed({ flag: 3, suggestions: ['Scope 1'], unknown: 'scop 1' }), ctx());
    expect(three).toMatchObject({ flag: 3, suggestions: ['Scope 1'], unrecognised: 'scop 1' });
    expect(two.response).toBe(
      'I could not identify the company. Please check the spelling. Did you mean Alpina Energia S.p.A.?',
    );
    const five = answerQuestion(parsed({ intent: null }), ctx());
    expect(five.flag).toBe(5);
    expect(five.response).toContain('Use tickers or ISINs.');
    expect(five.response).toContain('yyyy-mm-dd');
    expect(answerQuestion(parsed({ flag: 6 }), ctx()).response).toBe(
      'Too many indicators selected. Please select a maximum of 6 indicators.',
    );
    expect(answerQuestion(parsed({ flag: 6 }), ctx({ locale: 'it-IT' })).response).toBe(
      'Troppi indicatori selezionati. Seleziona al massimo 6 indicatori.',
    );
  });

  it('compare funds: each fund looked through as the impact view does, with its coverage (issue example)', () => {
    // F1 on 2025-06-30: ALPE 35, BRSW 45, CALF 19.5, cash 0.6 (of 100.1); board_female_pct 2024: 42, 33.3, 25.
    // mean = (35·42 + 45·33.3 + 19.5·25) / 99.5 = 3456 / 99.5 = 34.7337; covered 99.5 / 100.1 = 99.40 %.
    // F2: ½ F1 + 20 Alpina bond + 25 BTP + 5 cash → Alpina 17.4825 + 20 = 37.4825, Brenner 22.4775, Calder 9.7403:
    // (37.4825·42 + 22.4775·33.3 + 9.7403·25) / 69.7003 = 2566.2924 / 69.7003 = 36.8190; covered 69.70 %.
    const a = answerQuestion(
      parsed({ intent: 'compare', entities: [fundF1, fundF2], indicators: [board] }),
      ctx({ locale: 'it-IT' }),
    );
    expect(a.flag).toBe(0);
    expect(a.response).toContain('Minimal Equity UCITS ETF: 34,73 % (2025)');
    expect(a.response).toContain('Minimal Balanced Fund: 36,82 % (2025)');
    expect(a.sources?.map((s) => [s.entity, s.year, Number(s.coverage?.toFixed(2))])).toEqual([
      ['Minimal Equity UCITS ETF', 2025, 99.4],
      ['Minimal Balanced Fund', 2025, 69.7],
    ]);
  });

  it("a fund's additive figure is per € million invested; before its holdings exist it is no data", () => {
    // F1 2025: Σ v·(scope1 / EVIC · 10⁶) / Σ v over ALPE, BRSW, CALF:
    // (35·2300000/16e9 + 45·1200/8.5e9 + 19.5·41000/2.1e9)·10⁶ / 99.5 = (5031.25 + 6.3529 + 380.7143) / 99.5 = 54.4555
    const a = answerQuestion(parsed({ entities: [fundF1], indicators: [scope1] }), ctx());
    expect(a.response).toBe('Scope 1 GHG emissions of Minimal Equity UCITS ETF: 54.46 t CO2e / M€ (2025).');
    const before = answerQuestion(
      parsed({ entities: [fundF1], indicators: [scope1], period: year(2020) }),
      ctx(),
    );
    expect(before.flag).toBe(4);
  });

  it("scores: a company's scores.csv row of the year, a fund's and a country's as their views read them", () => {
    const company = answerQuestion(
      parsed({ entities: [alpina], indicators: [score('sustainability')], period: year(2024) }),
      ctx(),
    );
    expect(company.response).toBe('Sustainability score of Alpina Energia S.p.A.: 55.00 (2024).');
    const fund = answerQuestion(parsed({ entities: [fundF1], indicators: [score('governance')] }), ctx());
    expect(fund.response).toBe('Governance score of Minimal Equity UCITS ETF: 72.00 (2025).');
    // countries.csv's pillar (70) before scores.csv's (71), as country screening reads it
    const country = answerQuestion(parsed({ entities: [italy], indicators: [score('social')] }), ctx());
    expect(country.response).toBe('Social score of Italy: 70.00 (2025).');
  });

  it('flag 1 on Starter for a ranking; a company figure is still answered', () => {
    const rank = answerQuestion(parsed({ intent: 'rank', indicators: [scope1] }), ctx({ starter: true }));
    expect(rank).toMatchObject({ flag: 1, response: 'This is not included in the Starter package.' });
    const value = answerQuestion(
      parsed({ entities: [alpina], indicators: [scope1], period: year(2024) }),
      ctx({ starter: true }),
    );
    expect(value.flag).toBe(0);
  });
});
