import { describe, expect, it } from 'vitest';
import { impactExample } from '../../services/methods/examples-more.ts';

// Impact type 0 is PCAF's financed amount, PAI class A: the attribution factor is capped at 1
// (sfdr-pai-and-taxonomy.md §2, §5.6), so a holding worth more than a stale or mis-keyed EVIC finances the whole
// company, never more than it — the same figure as PAI 1 on the same portfolio. Type 2 is type 0 over the covered
// value in € million.

// K held for 300 M€ against an EVIC of 250 M€ (AF = min(1.2, 1) = 1), scope 1 2,000 t; L held for 3 M€, EVIC 600 M€
// (AF = 0.005), 600 t.
const inputs = {
  code: 'PHY_GHG_SCOPE1',
  vK: 300_000_000,
  vL: 3_000_000,
  evicK: 250_000_000,
  evicL: 600_000_000,
  xK: 2000,
  xL: 600,
};

describe('impact of a holding worth more than the company’s EVIC', () => {
  it('type 0 attributes at most the whole company: 1 · 2,000 + 0.005 · 600 = 2,003 t', () => {
    expect(impactExample(inputs, 0)).toBeCloseTo(2003, 9);
  });

  it('type 2 is that over the covered 303 M€: 2,003 / 303 t per € million', () => {
    expect(impactExample(inputs, 2)).toBeCloseTo(2003 / 303, 9); // 6.6105…
  });
});
