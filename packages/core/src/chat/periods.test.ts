import { describe, expect, it } from 'vitest';
import { parsePeriod } from './periods.ts';

const today = '2026-11-26';
const p = (text: string) => parsePeriod(text, today);

describe('periods in a chat question', () => {
  it('reads a year as its whole year and a range from its first to its last day', () => {
    expect(p('emissions in 2023')).toEqual({ from: '2023-01-01', to: '2023-12-31' });
    expect(p('2021-2024')).toEqual({ from: '2021-01-01', to: '2024-12-31' });
    expect(p('dal 2021 al 2024')).toEqual({ from: '2021-01-01', to: '2024-12-31' });
    expect(p('tra il 2024 e il 2022')).toEqual({ from: '2022-01-01', to: '2024-12-31' });
    expect(p('FY2022')).toEqual({ from: '2022-01-01', to: '2022-12-31' });
  });

  it('reads yyyy-mm-dd dates as typed (spec doc 2 tips)', () => {
    expect(p('as of 2023-06-30')).toEqual({ from: '2023-06-30', to: '2023-06-30' });
    expect(p('from 2022-01-01 to 2023-06-30')).toEqual({ from: '2022-01-01', to: '2023-06-30' });
    expect(p('since 2024-03-01')).toEqual({ from: '2024-03-01', to: today });
  });

  it('counts "last N years" as the N completed years before today', () => {
    expect(p('over the last 3 years')).toEqual({ from: '2023-01-01', to: '2025-12-31' });
    expect(p('negli ultimi tre anni')).toEqual({ from: '2023-01-01', to: '2025-12-31' });
    expect(p('last year')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(p("l'anno scorso")).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(p('since 2022')).toEqual({ from: '2022-01-01', to: today });
  });

  it('finds no period in "top 5" or "PAI 2"', () => {
    expect(p('top 5 by PAI 2')).toBeNull();
  });
});
