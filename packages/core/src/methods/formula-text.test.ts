import { describe, expect, it } from 'vitest';
import { METHODS } from './entries.ts';
import { formulaText } from './formula-text.ts';

describe('formulaText', () => {
  it('writes PAI 2 as a reader would type it', () => {
    expect(formulaText('\\frac{\\sum_{i \\in C} AF_i \\, x_i}{V / 10^6}')).toBe(
      '(Σ_(i ∈ C) AF_i x_i) / (V / 10⁶)',
    );
  });

  it('reads words, roots, bars, minima and relations', () => {
    expect(formulaText('AF_i = \\min\\left(\\frac{v_i}{EVIC_i}, 1\\right)')).toBe(
      'AF_i = min(v_i / EVIC_i, 1)',
    );
    expect(formulaText('\\sigma = \\sqrt{252} \\cdot s')).toBe('σ = √252 · s');
    expect(formulaText('\\bar{x} \\le 100\\%')).toBe('x̄ ≤ 100%');
    expect(formulaText('\\sum_{i \\in C} \\frac{v_i}{V} \\, r_i')).toBe('Σ_(i ∈ C) (v_i / V) r_i');
    expect(formulaText('\\sqrt{w^\\top \\Sigma w}')).toBe('√(wᵀ Σ w)');
    expect(formulaText('r_i = \\frac{x_i}{\\text{revenue}_i / 10^6}')).toBe('r_i = x_i / (revenue_i / 10⁶)');
  });

  it('leaves no LaTeX command in any method formula (a set’s braces stay)', () => {
    for (const m of METHODS) expect(formulaText(m.formula), m.id).not.toMatch(/\\[a-zA-Z]/);
    expect(formulaText('\\#\\{j \\in C : s_j = 1\\}')).toBe('#{j ∈ C : s_j = 1}');
  });
});
