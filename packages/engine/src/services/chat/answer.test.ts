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
