import { describe, expect, it } from 'vitest';
import type { ResolvedSecurity } from '../schemas/portfolio.ts';
import type { Issue } from './issue.ts';
import {
  countSecurities,
  normalizeWeights,
  toHoldings,
  validatePortfolio,
  validateSecurities,
} from './portfolio.ts';

const codes = (issues: Issue[]) => issues.map((i) => [i.code, i.path, i.severity]);
const rows = (...pairs: Array<[string, number]>) => pairs.map(([input, weight]) => ({ input, weight }));

describe('validatePortfolio', () => {
  it('accepts weights that sum to 100 with one cash row', () => {
    expect(validatePortfolio(rows(['URTH', 60], ['US0378331005', 30], ['CASH', 10]))).toEqual([]);
  });

  it('refuses a negative weight', () => {
    // Given a row at -10 (the sum, 100, would otherwise be fine)
    const issues = validatePortfolio(rows(['URTH', 110], ['IAGG', -10]));
    // Then the negative row is an error, and the row above 100 too; no confirmation is asked meanwhile
    expect(codes(issues)).toEqual([
      ['weightAbove100', [0, 'weight'], 'error'],
      ['negativeWeight', [1, 'weight'], 'error'],
    ]);
    expect(validatePortfolio(rows(['URTH', 0], ['IAGG', 100]))).toEqual([]);
  });

  it('refuses a weight above 100', () => {
    expect(codes(validatePortfolio(rows(['URTH', 100.5])))).toEqual([
      ['weightAbove100', [0, 'weight'], 'error'],
      ['weightsSumAbove100', [], 'error'],
    ]);
    expect(validatePortfolio(rows(['URTH', 100]))).toEqual([]);
  });

  it('refuses a weight above 0 and below 0.0001 %, which would be renormalised into a holding', () => {
    for (const tiny of [1e-320, 5e-5, 0.0000999])
      expect(codes(validatePortfolio(rows(['URTH', 100], ['IWDA', tiny])))).toEqual([
        ['weightBelowMinimum', [1, 'weight'], 'error'],
      ]);
    expect(validatePortfolio(rows(['URTH', 99.9999], ['IWDA', 0.0001]))).toEqual([]);
    expect(validatePortfolio(rows(['URTH', 100], ['IWDA', 0]))).toEqual([]);
  });

  it('refuses a weight that is not a number', () => {
    expect(codes(validatePortfolio(rows(['URTH', Number.NaN], ['IAGG', 100])))).toEqual([
      ['invalidWeight', [0, 'weight'], 'error'],
    ]);
    expect(codes(validatePortfolio(rows(['URTH', Number.POSITIVE_INFINITY])))).toEqual([
      ['invalidWeight', [0, 'weight'], 'error'],
    ]);
  });

  it('refuses weights that sum above 100 beyond the 0.01 tolerance', () => {
    // 60 + 40.02 = 100.02 > 100.01
    const issues = validatePortfolio(rows(['URTH', 60], ['IAGG', 40.02]));
    expect(codes(issues)).toEqual([['weightsSumAbove100', [], 'error']]);
    expect(issues[0]?.params).toEqual({ sum: 100.02 });
    // 60 + 40.01 = 100.01: inside the tolerance, taken as 100
    expect(validatePortfolio(rows(['URTH', 60], ['IAGG', 40.01]))).toEqual([]);
    // thirds written to two decimals sum to 99.99: inside the tolerance too
    expect(validatePortfolio(rows(['URTH', 33.33], ['IAGG', 33.33], ['US0378331005', 33.33]))).toEqual([]);
  });

  it('asks for confirmation when weights sum to neither 100 nor 1', () => {
    const issues = validatePortfolio(rows(['URTH', 50], ['IAGG', 30]));
    expect(codes(issues)).toEqual([['weightsNot100Confirm', [], 'confirm']]);
    expect(issues[0]?.params).toEqual({ sum: 80 });
    // 0.5 + 0.4 = 0.9 is neither: percent weights of 0.9 % in all, confirmation asked
    expect(codes(validatePortfolio(rows(['URTH', 0.5], ['IAGG', 0.4])))).toEqual([
      ['weightsNot100Confirm', [], 'confirm'],
    ]);
  });

  it('takes weights summing to exactly 1 as fractions, without confirmation', () => {
    expect(validatePortfolio(rows(['URTH', 0.6], ['IAGG', 0.3], ['CASH', 0.1]))).toEqual([]);
    expect(validatePortfolio(rows(['URTH', 1]))).toEqual([]);
  });

  it('refuses a second CASH row', () => {
    const issues = validatePortfolio(rows(['URTH', 80], ['CASH', 10], ['cash ', 10]));
    expect(codes(issues)).toEqual([['onlyOneCash', [2, 'input'], 'error']]);
  });

  it('refuses an all-cash portfolio as noHoldings', () => {
    expect(codes(validatePortfolio(rows(['CASH', 100])))).toEqual([['noHoldings', [], 'error']]);
  });

  it('accepts an all-cash PAI statement quarter, but not an empty one (sfdr-pai-and-taxonomy.md §5.12)', () => {
    expect(validatePortfolio(rows(['CASH', 100]), { allowCashOnly: true })).toEqual([]);
    expect(codes(validatePortfolio([], { allowCashOnly: true }))).toEqual([['noHoldings', [], 'error']]);
  });

  it('refuses an empty portfolio as noHoldings', () => {
    expect(codes(validatePortfolio([]))).toEqual([['noHoldings', [], 'error']]);
    expect(codes(validatePortfolio(rows(['', 0], ['', 0])))).toEqual([['noHoldings', [], 'error']]);
  });

  it('refuses the same input twice, whatever its case', () => {
    const issues = validatePortfolio(rows(['URTH', 50], ['urth', 50]));
    expect(codes(issues)).toEqual([['duplicateSecurity', [1, 'input'], 'error']]);
    expect(issues[0]?.params).toEqual({ item: 'urth', row: 0 });
  });

  it('refuses an empty input and ignores a blank spare row', () => {
    expect(codes(validatePortfolio(rows(['URTH', 90], ['  ', 10])))).toEqual([
      ['emptySecurityInput', [1, 'input'], 'error'],
    ]);
    expect(validatePortfolio(rows(['URTH', 100], ['', 0]))).toEqual([]);
  });

  it('accepts any identifier a dataset may hold: the format rule belongs to ISINs only (issue 21, defect 5)', () => {
    // dataset-format.md: identifiers are case-sensitive strings, with no rule on their characters
    for (const input of ['A_B', 'BRK.B', 'X&Y', 'ÉCO+1', 'ID#7', 'R;1', 'A'.repeat(33), 'Z'.repeat(200)])
      expect(validatePortfolio(rows([input, 100])), input).toEqual([]);
  });

  it('refuses an input no dataset row can hold: a control character, more than 200 characters', () => {
    expect(codes(validatePortfolio(rows(['UR\u0007TH', 100])))).toEqual([
      ['invalidSecurityInput', [0, 'input'], 'error'],
    ]);
    expect(codes(validatePortfolio(rows(['A'.repeat(201), 100])))).toEqual([
      ['invalidSecurityInput', [0, 'input'], 'error'],
    ]);
  });

  it('refuses an ISIN-shaped input with a wrong check digit', () => {
    const issues = validatePortfolio(rows(['US0378331006', 100]));
    expect(issues).toEqual([
      {
        code: 'isinCheckDigit',
        path: [0, 'input'],
        messageKey: 'invalidSecurityInput',
        severity: 'error',
        params: { item: 'US0378331006' },
      },
    ]);
    expect(validatePortfolio(rows(['us0378331005', 100]))).toEqual([]);
  });

  it('prefixes paths for a benchmark', () => {
    expect(
      codes(validatePortfolio(rows(['URTH', -1], ['IAGG', 101]), { pathPrefix: ['benchmark'] })),
    ).toEqual([
      ['negativeWeight', ['benchmark', 0, 'weight'], 'error'],
      ['weightAbove100', ['benchmark', 1, 'weight'], 'error'],
    ]);
  });
});

const resolved = (
  input: string,
  type: ResolvedSecurity['type'],
  fundId: string | null = input,
  exists = true,
) => ({
  input,
  fundId,
  type,
  exists,
});

describe('validateSecurities', () => {
  it('accepts funds, equities and corporate bonds that exist', () => {
    const portfolio = rows(['URTH', 40], ['US0378331005', 30], ['XS1234567896', 20], ['CASH', 10]);
    const answer = [
      resolved('URTH', 'fund'),
      resolved('US0378331005', 'equity'),
      resolved('XS1234567896', 'corporate_bond'),
    ];
    expect(validateSecurities(portfolio, answer)).toEqual([]);
  });

  it('refuses an input the server does not know', () => {
    const portfolio = rows(['URTH', 50], ['NOPE', 50]);
    const issues = validateSecurities(portfolio, [
      resolved('URTH', 'fund'),
      resolved('NOPE', null, null, false),
    ]);
    expect(codes(issues)).toEqual([['securityNotFound', [1, 'input'], 'error']]);
    expect(issues[0]?.params).toEqual({ item: 'NOPE' });
    // an input missing from the answer is not found either
    expect(codes(validateSecurities(portfolio, [resolved('URTH', 'fund')]))).toEqual([
      ['securityNotFound', [1, 'input'], 'error'],
    ]);
  });

  it('refuses a sovereign bond held directly and other unsupported types', () => {
    const portfolio = rows(['URTH', 50], ['IT0005083057', 25], ['GOLD', 25]);
    const issues = validateSecurities(portfolio, [
      resolved('URTH', 'fund'),
      resolved('IT0005083057', 'sovereign_bond'),
      resolved('GOLD', 'other'),
    ]);
    expect(codes(issues)).toEqual([
      ['unsupportedSecurityType', [1, 'input'], 'error'],
      ['unsupportedSecurityType', [2, 'input'], 'error'],
    ]);
    expect(issues[0]?.params).toEqual({ item: 'IT0005083057', type: 'sovereign_bond' });
  });

  it('refuses two inputs naming the same fund', () => {
    // Given the ISIN and the ticker of one ETF
    const portfolio = rows(['URTH', 50], ['US4642863926', 50]);
    const issues = validateSecurities(portfolio, [
      resolved('URTH', 'fund', 'F1'),
      resolved('us4642863926', 'fund', 'F1'),
    ]);
    expect(codes(issues)).toEqual([['duplicateSecurity', [1, 'input'], 'error']]);
    expect(issues[0]?.params).toEqual({ item: 'US4642863926', row: 0 });
  });
});

describe('normalizeWeights and toHoldings', () => {
  it('turns fraction weights into percent', () => {
    expect(normalizeWeights(rows(['URTH', 0.07], ['IAGG', 0.93]))).toEqual(rows(['URTH', 7], ['IAGG', 93]));
  });

  it('leaves percent weights unchanged', () => {
    const input = rows(['URTH', 70], ['IAGG', 20]);
    const output = normalizeWeights(input);
    expect(output).toEqual(input);
    expect(output).not.toBe(input);
  });

  it('splits the CASH row into cash and keeps fund ids', () => {
    const holdings = toHoldings(rows([' URTH ', 0.5], ['IAGG', 0.4], ['cash', 0.1], ['', 0]), [
      resolved('URTH', 'fund', 'F-URTH'),
      resolved('IAGG', 'fund', 'F-IAGG'),
    ]);
    expect(holdings).toEqual({
      items: [
        { input: 'URTH', weight: 50, fundId: 'F-URTH', valid: true, checked: true },
        { input: 'IAGG', weight: 40, fundId: 'F-IAGG', valid: true, checked: true },
      ],
      cash: 10,
    });
    expect(toHoldings(rows(['URTH', 100]))).toEqual({ items: [{ input: 'URTH', weight: 100 }], cash: 0 });
  });

  it('counts securities without cash or blank rows', () => {
    expect(countSecurities(rows(['URTH', 50], ['urth', 10], ['IAGG', 30], ['CASH', 10], ['', 0]))).toBe(2);
  });
});
