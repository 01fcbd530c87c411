import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controversySummary } from '../../src/analytics/controversy/controversy.ts';
import {
  analyseSide,
  computePai,
  esgView,
  type PaiResult,
  type PortfolioSide,
  snapshotPaiInputs,
} from '../../src/analytics/index.ts';
import { loadDataset, type Snapshot } from '../../src/provider/index.ts';
import { cleanTempDirs, tempDir } from './helpers.ts';

// The small demo's world ETF (URTH, "Aurora World Equity UCITS ETF", 150 developed-market equities by market cap)
// through the real calculations: each headline figure must land in the plausible range of docs/demo-data.md, the
// row named in each test. The ranges are approximate public aggregates of a world equity index (MSCI World/ACWI),
// widened for a 150-company sample; a figure outside one is a demo no analyst would believe.

let snapshot: Snapshot;
let side: PortfolioSide;
let pai: PaiResult;
let esgTotals: Record<string, number | null>;

beforeAll(async () => {
  // ESGKIT_DEMO_SIZE=full checks the full demo (1,400 holdings) by hand; the suite runs the small one
  const demoSize = process.env.ESGKIT_DEMO_SIZE === 'full' ? 'full' : 'small';
  snapshot = await loadDataset({ cacheDir: tempDir('esgkit-demo-plausible-'), demoSize });
  side = analyseSide(
    snapshot,
    { items: [{ input: 'URTH', weight: 100 }], cash: 0 },
    { investmentAmountEur: 1_000_000 },
  );
  pai = computePai(side.exposure, snapshotPaiInputs(snapshot, side.date), { basis: 'all', asOf: side.date });
  const esg = esgView(side, null, {});
  esgTotals = {
    ...esg.e.portfolioTotal?.values,
    ...esg.s.portfolioTotal?.values,
    ...esg.g.portfolioTotal?.values,
  };
}, 180_000);
afterAll(cleanTempDirs);

const figure = (id: string): number => {
  const f = pai.figures.find((x) => x.id === id);
  expect(f?.figure.status, id).toBe('ok');
  return f!.figure.value!;
};
const redPct = (code: string): number => {
  const column = controversySummary(side).columns.find((c) => c.code === code);
  expect(column, code).toBeDefined();
  return column!.redPct;
};
const esgTotal = (code: string): number => {
  const v = esgTotals[code];
  expect(v, code).not.toBeNull();
  expect(v, code).toBeDefined();
  return v!;
};
const inRange = (value: number, [low, high]: readonly [number, number], label: string) => {
  expect(value, `${label} = ${value}`).toBeGreaterThanOrEqual(low);
  expect(value, `${label} = ${value}`).toBeLessThanOrEqual(high);
};

describe('the demo world ETF looks like a world equity index (docs/demo-data.md)', () => {
  it('D1: controversial weapons are at most 1 % of the portfolio (red)', () => {
    inRange(redPct('controversial_weapons'), [0, 1], 'controversial weapons red %');
  });

  it('D2: tobacco is 0–2 % and thermal coal 0–3 % of the portfolio (red)', () => {
    inRange(redPct('tobacco'), [0, 2], 'tobacco red %');
    inRange(redPct('thermal_coal'), [0, 3], 'thermal coal red %');
  });

  it('D3: no exclusion category is above 5 % red, and at least half of them are under 1 %', () => {
    const columns = controversySummary(side).columns.filter((c) => c.kind === 'exclusion');
    const heavy = columns.filter((c) => c.redPct > 5).map((c) => `${c.code} ${c.redPct.toFixed(1)}`);
    expect(heavy, heavy.join(', ')).toEqual([]);
    const light = columns.filter((c) => c.redPct < 1);
    expect(light.length * 2).toBeGreaterThanOrEqual(columns.length);
  });

  it('D4: PAI 4, exposure to the fossil fuel sector, is 3–12 %', () => {
    inRange(figure('t1_4'), [3, 12], 'PAI 4 %');
  });

  it('D5: PAI 10, UN Global Compact / OECD violations, is 0–4 %', () => {
    inRange(figure('t1_10'), [0, 4], 'PAI 10 %');
  });

  it('D6: PAI 13, board gender diversity, is 25–40 % women', () => {
    inRange(figure('t1_13'), [25, 40], 'PAI 13 %');
  });

  it("D7: PAI 12, the unadjusted gender pay gap, is 8–22 %, and the women's-to-men's pay ratio 0.75–0.95", () => {
    inRange(figure('t1_12'), [8, 22], 'PAI 12 %');
    inRange(esgTotal('PHY_WOMEN_TO_MEN_PAY_RATIO'), [0.75, 0.95], "women's to men's pay ratio");
  });

  it('D8: boards are 60–90 % independent, with 5–14 independent directors on average', () => {
    inRange(esgTotal('PHY_BOARD_INDEPENDENCE'), [60, 90], 'board independence %');
    inRange(esgTotal('PHY_BOARD_INDEPENDENT_DIRECTORS'), [5, 14], 'independent directors');
    inRange(esgTotal('PHY_BOARD_AVERAGE_AGE'), [55, 66], 'board average age');
  });

  it('D9: the weighted average carbon intensity (scope 1 + 2) is 50–250 t CO2e per € million of revenue', () => {
    // WACI = Σ w_i · (scope 1 + scope 2)_i / revenue_i over the companies reporting both (TCFD), fiscal year 2025
    const f = snapshot.data.facts;
    const s1 = f.numbers.scope1_t!;
    const s2 = f.numbers.scope2_t!;
    const revenue = f.numbers.revenue_eur!;
    let sum = 0;
    let weight = 0;
    for (let r = 0; r < f.year.length; r++) {
      if (f.year[r] !== 2025) continue;
      const w = side.companyValue[f.company[r]!]!;
      const x = (s1[r]! + s2[r]!) / (revenue[r]! / 1e6);
      if (!(w > 0) || !Number.isFinite(x) || !(revenue[r]! > 0)) continue;
      sum += w * x;
      weight += w;
    }
    inRange(sum / weight, [50, 250], 'WACI scope 1+2');
  });

  it('D10: the carbon footprint (scope 1 + 2) is 20–120 t per € million invested, and scope 3 is 3–12 times it', () => {
    const s12 =
      figure('t1_1_scope1') / (pai.figures.find((x) => x.id === 't1_1_scope1')!.figure.coverage.pct / 100) +
      figure('t1_1_scope2') / (pai.figures.find((x) => x.id === 't1_1_scope2')!.figure.coverage.pct / 100);
    const s3 =
      figure('t1_1_scope3') / (pai.figures.find((x) => x.id === 't1_1_scope3')!.figure.coverage.pct / 100);
    // per € million invested (the portfolio is € 1 million), scaled to full coverage
    inRange(s12, [20, 120], 'scope 1+2 footprint');
    inRange(s3 / s12, [3, 12], 'scope 3 ÷ scope 1+2');
  });

  it('D11: PAI 9, hazardous waste, is 0.05–5 t per € million invested; PAI 8, emissions to water, above zero', () => {
    inRange(figure('t1_9'), [0.05, 5], 'PAI 9 t/€m');
    expect(figure('t1_8')).toBeGreaterThan(0.001);
    // non-recycled waste is tens of tonnes per € million invested, not hundredths
    inRange(figure('t2_13'), [1, 100], 'non-recycled waste t/€m');
  });

  it('D12: data breaches are rare but not absent: 0.2–3 a company on average', () => {
    inRange(esgTotal('PHY_DATA_BREACHES'), [0.2, 3], 'data breaches per company');
  });

  it('D13: Total GHG covers only the companies reporting all three scopes, and says so by its coverage', () => {
    const total = pai.figures.find((x) => x.id === 't1_1_total')!.figure;
    const scope3 = pai.figures.find((x) => x.id === 't1_1_scope3')!.figure;
    expect(total.coverage.pct).toBeLessThanOrEqual(scope3.coverage.pct);
    expect(total.coverage.pct).toBeGreaterThan(0);
  });
});
