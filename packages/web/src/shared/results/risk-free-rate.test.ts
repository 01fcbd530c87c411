import { describe, expect, it } from 'vitest';
import { parseRiskFreePct } from './risk-free-rate.ts';

describe('the risk view’s risk-free rate field', () => {
  it('keeps the dataset’s rates when empty (metrics.md §5)', () => {
    expect(parseRiskFreePct('')).toEqual({ kind: 'dataset' });
    expect(parseRiskFreePct('   ')).toEqual({ kind: 'dataset' });
  });

  it('reads a rate in percent with a decimal point or an Italian decimal comma', () => {
    expect(parseRiskFreePct('3.5')).toEqual({ kind: 'rate', pct: 3.5 });
    expect(parseRiskFreePct(' 3,5 ')).toEqual({ kind: 'rate', pct: 3.5 });
    expect(parseRiskFreePct('0')).toEqual({ kind: 'rate', pct: 0 });
    // negative rates are real (metrics.md §5 subtracts them too)
    expect(parseRiskFreePct('-0,25')).toEqual({ kind: 'rate', pct: -0.25 });
  });

  it('accepts the engine’s bounds, -10 and 50 % a year, and nothing past them', () => {
    expect(parseRiskFreePct('-10')).toEqual({ kind: 'rate', pct: -10 });
    expect(parseRiskFreePct('50')).toEqual({ kind: 'rate', pct: 50 });
    expect(parseRiskFreePct('50.01')).toEqual({ kind: 'invalid' });
    expect(parseRiskFreePct('-10,5')).toEqual({ kind: 'invalid' });
  });

  it('refuses what is not a plain decimal', () => {
    for (const text of ['three', '3%', '1e1', '3.5.1', '1.000,5', '.5', '0x10'])
      expect(parseRiskFreePct(text), text).toEqual({ kind: 'invalid' });
  });
});
