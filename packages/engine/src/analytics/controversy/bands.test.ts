import { describe, expect, it } from 'vitest';
import { exclusionBand, isAcceptedByBand, trafficLight } from './bands.ts';

describe('traffic lights (spec doc 1 §9: green 0 %, yellow 0.01–5 %, red above 5 %)', () => {
  it('puts exposures of 0, 0.01, 5 and 5.01 % in green, yellow, yellow and red', () => {
    expect([0, 0.01, 5, 5.01].map((x) => trafficLight(x))).toEqual(['green', 'yellow', 'yellow', 'red']);
  });

  it('reads 20–49.99 % ownership by an involved company as minor (yellow), 50 % as red (doc 2 §9)', () => {
    expect(trafficLight(null, 19.99)).toBe('green');
    expect(trafficLight(null, 20)).toBe('yellow');
    expect(trafficLight(null, 49.99)).toBe('yellow');
    expect(trafficLight(null, 50)).toBe('red');
    // the worse of revenue and ownership wins
    expect(trafficLight(6, 25)).toBe('red');
    expect(trafficLight(0, 25)).toBe('yellow');
  });

  it('has no light without any figure (never green)', () => {
    expect(trafficLight(null, null)).toBeNull();
    expect(trafficLight(Number.NaN)).toBeNull();
  });
});

describe('exclusion bands (spec doc 1 §5: None 0–5 %, Minor 5.1–10 %, Serious 10.1–20 %)', () => {
  it('puts involvement of 5, 5.1, 10, 10.1 and 20 % in none, minor, minor, serious and serious', () => {
    expect([5, 5.1, 10, 10.1, 20].map(exclusionBand)).toEqual([
      'none',
      'minor',
      'minor',
      'serious',
      'serious',
    ]);
  });

  it('has no band above 20 %, and the gaps belong to the higher band', () => {
    expect(exclusionBand(20.01)).toBeNull();
    expect(exclusionBand(5.05)).toBe('minor');
    expect(exclusionBand(0)).toBe('none');
  });

  it('accepts a share up to the chosen option, and a company without an involvement row', () => {
    expect(isAcceptedByBand(5, 'none')).toBe(true);
    expect(isAcceptedByBand(5.1, 'none')).toBe(false);
    expect(isAcceptedByBand(10, 'minor')).toBe(true);
    expect(isAcceptedByBand(25, 'serious')).toBe(false);
    expect(isAcceptedByBand(Number.NaN, 'none')).toBe(true);
  });
});
