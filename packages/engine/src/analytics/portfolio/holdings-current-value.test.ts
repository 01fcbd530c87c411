import { describe, expect, it } from 'vitest';
import { minimalSnapshot } from '../minimal-snapshot.test-helper.ts';
import { analyseSide } from '../views/side.ts';
import { holdingsPage } from './holdings.ts';

// Issue 22 item 7: a holding's value is its current value (units bought on the first-investment day × the latest
// price on or before the calculation date), not the amount × weight. fixtures/datasets/minimal prices (EUR):
// S1 10.20 on 2025-06-26 and 10.25 on 2025-06-30; S2 151.4 and 152.2; S4 has no price at all.
// 100 000 EUR on 2025-06-26: S1 60 %, S2 30 %, S4 10 %; valued on 2025-06-30.
const S1_NOW = (60_000 / 10.2) * 10.25; // 60 294.117647…
const S2_NOW = (30_000 / 151.4) * 152.2; // 30 158.520475…
const KNOWN = S1_NOW + S2_NOW;

const side = async () =>
  analyseSide(
    await minimalSnapshot(),
    {
      items: [
        { input: 'IT0000MIN017', weight: 60 },
        { input: 'DE000MIN0027', weight: 30 },
        { input: 'IT0005MIN040', weight: 10 },
      ],
      cash: 0,
    },
    { investmentAmountEur: 100_000, date: '2025-06-30' },
  );

describe('holdings: current value and current weight', () => {
  for (const limited of [false, true]) {
    it(`units × latest price; a holding without a price has no current value (limited: ${limited})`, async () => {
      const page = holdingsPage(await side(), { limited }, { investmentDay: '2025-06-26' });
      const row = (id: string) => page.data.find((r) => r.id === id)!;
      expect(row('S1').name).toBe('Alpina Energia ord.');
      expect(row('S1').isin).toBe('IT0000MIN017');
      expect(row('S1').currentValueEur).toBeCloseTo(S1_NOW, 6);
      expect(row('S2').currentValueEur).toBeCloseTo(S2_NOW, 6);
      expect(row('S1').currentWeightPct).toBeCloseTo((100 * S1_NOW) / KNOWN, 9);
      expect(row('S2').currentWeightPct).toBeCloseTo((100 * S2_NOW) / KNOWN, 9);
      // missing, never zero; its amount at purchase stays
      expect(row('S4').currentValueEur).toBeNull();
      expect(row('S4').currentWeightPct).toBeNull();
      expect(row('S4').valueEur).toBe(10_000);
      // the total says what it covers: the 90 % of the invested amount whose current value is known
      expect(page.currentValueEur).toBeCloseTo(KNOWN, 6);
      expect(page.currentCoveragePct).toBeCloseTo(90, 9);
    });
  }

  it('a price only after the calculation date is not used', async () => {
    const s = analyseSide(
      await minimalSnapshot(),
      { items: [{ input: 'IT0000MIN017', weight: 100 }], cash: 0 },
      { investmentAmountEur: 1_000, date: '2025-06-27' },
    );
    const page = holdingsPage(s, {}, { investmentDay: '2025-06-26' });
    expect(page.data[0]!.currentValueEur).toBeCloseTo((1_000 / 10.2) * 10.31, 9);
  });
});
