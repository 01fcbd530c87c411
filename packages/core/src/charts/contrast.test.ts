import { describe, expect, it } from 'vitest';
import { checkBrandContrast, contrastWithWhite } from './contrast.ts';

// Hand-computed with WCAG 2.1's formulas: L = 0.2126 R + 0.7152 G + 0.0722 B on linearised channels,
// ratio = 1.05 / (L + 0.05) against white.
describe('brand colour contrast with white text (WCAG 2.1 AA, 4.5:1)', () => {
  it('measures the default #00A0FF at about 2.81:1 (G 160 → 0.3515, L = 0.3236)', () => {
    expect(contrastWithWhite('#00A0FF')).toBeCloseTo(2.81, 2);
  });

  it('knows the textbook greys: #767676 passes at 4.54:1, #777777 fails at 4.48:1', () => {
    expect(contrastWithWhite('#767676')).toBeCloseTo(4.54, 2);
    expect(contrastWithWhite('#777777')).toBeCloseTo(4.48, 2);
    expect(checkBrandContrast('#767676')).toMatchObject({ compliant: true, suggestion: '#767676' });
  });

  it('proposes the nearest darker shade of the same hue: #777777 → #767676', () => {
    expect(checkBrandContrast('#777777')).toMatchObject({ compliant: false, suggestion: '#767676' });
  });

  it('proposes #007BC4 for #00A0FF (every channel × 196/255; one step lighter, #007CC5, is below 4.5)', () => {
    const result = checkBrandContrast('#00A0FF');
    expect(result.compliant).toBe(false);
    expect(result.suggestion).toBe('#007BC4');
    expect(contrastWithWhite('#007BC4')).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite('#007CC5')).toBeLessThan(4.5);
  });

  it('accepts black and refuses white (21:1 and 1:1)', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(checkBrandContrast('#FFFFFF')).toMatchObject({ compliant: false, suggestion: '#767676' });
  });
});
