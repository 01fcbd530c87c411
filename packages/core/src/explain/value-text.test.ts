import { describe, expect, it } from 'vitest';
import { traceValueText } from './value-text.ts';

// "How is this computed?" shows the figure the view shows: the same number in the same unit.
describe('traceValueText', () => {
  it('prints a fraction (returns, volatility) as the percentage the views print', () => {
    // volatility 0.1123 is 11.23 % in the risk table
    expect(traceValueText(0.1123, 'fraction', 'en-US')).toBe('11.23%');
    expect(traceValueText(-0.05, 'fraction', 'it-IT')).toBe('-5,00%');
  });

  it("prints a share in percent ('%' or the catalogue's percent) with the percent sign", () => {
    expect(traceValueText(12.5, '%', 'en-US')).toBe('12.50%');
    expect(traceValueText(12.5, 'percent', 'en-US')).toBe('12.50%');
  });

  it('prints a catalogue unit by its symbol, a ratio without unit and a missing figure as n/a, never 0', () => {
    expect(traceValueText(215, 't_co2e', 'en-US')).toBe('215.00 t CO2e');
    expect(traceValueText(1.25, '', 'en-US')).toBe('1.25');
    expect(traceValueText(null, 'fraction', 'en-US')).toBe('n/a');
  });
});
