import { METHODS, MethodEntry } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { FLAT_MEAN_FLOOR, FLAT_RELATIVE_DEVIATION } from '../../analytics/performance/risk-statistics.ts';
import { computableMethodIds, computeMethodExample, methodExampleResult } from './examples.ts';

// Issue 30: every method's worked example, computed by hand in core's METHODS, is what the engine's own functions
// give on the example's inputs (to 1e-9 relative, the test vectors' tolerance).

describe('method examples', () => {
  it.each(METHODS.map((m) => [m.id, m] as const))(
    '%s: the engine computes the hand-worked expected value',
    (_, m) => {
      const computed = computeMethodExample(m.id);
      expect(computed).toBeTypeOf('number');
      expect(Number.isFinite(computed)).toBe(true);
      const tolerance = 1e-9 * Math.max(1, Math.abs(m.example.expected));
      expect(Math.abs((computed as number) - m.example.expected)).toBeLessThanOrEqual(tolerance);
    },
  );

  it('every entry is valid, its id unique, and every computation belongs to an entry', () => {
    for (const m of METHODS) expect(MethodEntry.safeParse(m).success, m.id).toBe(true);
    expect(new Set(METHODS.map((m) => m.id)).size).toBe(METHODS.length);
    expect(computableMethodIds().sort()).toEqual(METHODS.map((m) => m.id).sort());
  });

  // The entry is core's text, the guard the engine's (isFlatDeviation): the page states the engine's numbers and that
  // the per-period deviation, not the annualised σ, is what is compared.
  it('risk-standard-deviation states the engine’s flat-series guard', () => {
    const text = METHODS.find((m) => m.id === 'risk-standard-deviation')!.missingData;
    for (const lang of ['en-US', 'it-IT'] as const) {
      expect(text[lang]).toContain(`${FLAT_RELATIVE_DEVIATION} · max(|`);
      expect(text[lang]).toContain(`|, ${FLAT_MEAN_FLOOR})`);
    }
    expect(text['en-US']).toContain('per-period');
    expect(text['it-IT']).toContain('per periodo');
  });

  it('an unknown method is notFound', () => {
    expect(computeMethodExample('no-such-method')).toBeUndefined();
    expect(() => methodExampleResult('no-such-method')).toThrow(
      expect.objectContaining({ code: 'notFound' }),
    );
  });
});
