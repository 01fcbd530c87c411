import type { ChatAnswer } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { ExitCode, UsageError } from '../errors.ts';
import { createDescribe } from '../io/messages.ts';
import { answerChartSvg, answerText, checkChartPath, exitOfFlag } from './ask.ts';

// `esgkit ask`'s printing on hand-made answers (the figures are made up; the engine's answers are tested in the e2e).
const answer: ChatAnswer = {
  elements: [],
  response:
    'Scope 1 GHG emissions of Alpina Energia S.p.A.: 2,500,000.00 t CO2e (2023), 2,300,000.00 t CO2e (2024).',
  responseId: 'r1',
  flag: 0,
  chartData: {
    title: 'Scope 1 GHG emissions',
    unit: 't CO2e',
    points: [
      { series: 'Alpina Energia S.p.A.', year: 2023, value: 2_500_000 },
      { series: 'Alpina Energia S.p.A.', year: 2024, value: 2_300_000 },
    ],
  },
  table: {
    columns: [
      { key: 'entity', label: 'Entity' },
      { key: 'year', label: 'Year' },
      { key: 'value', label: 'Value', unit: 't CO2e' },
    ],
    rows: [
      { entity: 'Alpina Energia S.p.A.', year: 2023, value: 2_500_000 },
      { entity: 'Alpina Energia S.p.A.', year: 2024, value: null },
    ],
  },
  sources: [
    { indicator: 'PHY_GHG_SCOPE1', year: 2023, coverage: null, entity: 'Alpina Energia S.p.A.' },
    { indicator: 'PAI_1', year: 2024, coverage: 87.5, entity: 'World' },
  ],
};

const en = { locale: 'en-US' as const, describe: createDescribe('en-US') };
const it_ = { locale: 'it-IT' as const, describe: createDescribe('it-IT') };

describe('esgkit ask: printing an answer', () => {
  it('prints the sentence, the table (years as written, figures with 2 decimals, none as n/a) and the sources', () => {
    expect(answerText(answer, en)).toBe(
      [
        answer.response,
        '',
        'Entity                 Year  Value (t CO2e)',
        '---------------------  ----  --------------',
        'Alpina Energia S.p.A.  2023    2,500,000.00',
        'Alpina Energia S.p.A.  2024             n/a',
        '',
        'Sources',
        '  PHY_GHG_SCOPE1 · Alpina Energia S.p.A. · fiscal year 2023 · coverage n/a',
        '  PAI_1 · World · fiscal year 2024 · coverage 87.50%',
        '',
      ].join('\n'),
    );
  });

  it('writes Italian numbers in Italian', () => {
    const text = answerText(answer, it_);
    expect(text).toContain('Alpina Energia S.p.A.  2023    2.500.000,00');
    expect(text).toContain('Alpina Energia S.p.A.  2024            n.d.');
    expect(text).toContain('Fonti');
  });

  it('a refusal prints its message only; flag 1 adds the Plan page', () => {
    const refusal = (flag: ChatAnswer['flag'], response: string): ChatAnswer => ({
      elements: [],
      response,
      responseId: 'r2',
      flag,
      chartData: null,
      table: null,
      sources: [],
    });
    const unknown =
      'I could not identify the company. Please check the spelling. Did you mean Alpina Energia S.p.A.?';
    expect(answerText(refusal(2, unknown), en)).toBe(`${unknown}\n`);
    expect(answerText(refusal(1, 'This is not included in the Starter package.'), en)).toBe(
      'This is not included in the Starter package.\nUpgrade your plan: /platform/profile/Plan\n',
    );
  });

  it('exits 0 on an answer (flags 0 and 4) and 10 + the flag on a refusal', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((f) => exitOfFlag(f as ChatAnswer['flag']))).toEqual([
      0, 11, 12, 13, 0, 15, 16,
    ]);
    expect(
      new Set<number>([ExitCode.ok, ExitCode.failure, ExitCode.usage, ExitCode.invalidInput]).has(
        exitOfFlag(5),
      ),
    ).toBe(false);
  });
});

describe('esgkit ask --chart', () => {
  it('draws an answer over two years as an area, and none without chart data', async () => {
    const svg = await answerChartSvg(answer, en);
    expect(svg).toMatch(/^<svg /);
    // the area mark (doc 2 §9: several years) and the K/M labels
    expect(svg).toContain('2.5M');
    expect(svg).toContain('2.3M');
    expect(await answerChartSvg({ ...answer, chartData: null }, en)).toBeNull();
  });

  it('takes an .svg or .png file only', () => {
    expect(() => checkChartPath('out/chart.SVG', en.describe)).not.toThrow();
    expect(() => checkChartPath('chart.png', en.describe)).not.toThrow();
    expect(() => checkChartPath('chart.jpg', en.describe)).toThrow(UsageError);
    expect(() => checkChartPath('chart.jpg', en.describe)).toThrow(/SVG or PNG/);
  });
});
