// prices.csv: a factor model (market, sector, region, rates, idiosyncratic) for the direct securities; fund NAVs
// follow their holdings, and reach back before the price window to size.navYears (their track record).
import { isoFromDay } from '@esgkit/core';
import type { DemoModel, Fund } from '../model.ts';
import { businessDays, regions } from '../model.ts';
import { createRandom, type Random } from '../random.ts';
import { demoSectors } from '../universe-data.ts';
import type { DemoFile } from './demo-file.ts';

interface Factors {
  market: Float64Array;
  rates: Float64Array;
  sectorF: Float64Array[];
  regionF: Float64Array[];
}

const factorPaths = (seed: number, nDays: number): Factors => {
  const fr = createRandom(`${seed}:factors`);
  const market = new Float64Array(nDays);
  const rates = new Float64Array(nDays);
  const sectorF = demoSectors.map(() => new Float64Array(nDays));
  const regionF = regions.map(() => new Float64Array(nDays));
  for (let d = 0; d < nDays; d++) {
    const z = fr.normal();
    // Calm and stressed regimes: volatility clusters a little.
    const regime = Math.sin(d / 180) > 0.85 ? 1.8 : 1;
    market[d] = 0.00028 + 0.0095 * regime * z;
    // Yields rise a little with equity rallies, so bonds and equities are mildly negatively correlated.
    rates[d] = 0.0006 * (0.25 * z + Math.sqrt(1 - 0.0625) * fr.normal());
    demoSectors.forEach((s, k) => {
      sectorF[k]![d] = s.sectorVol * 0.7 * fr.normal();
    });
    for (const f of regionF) f[d] = 0.004 * fr.normal();
  }
  return { market, rates, sectorF, regionF };
};

/** Price levels of the direct securities (funds are left at zero), security by security, day by day. */
const directLevels = ({ secs, nDays }: DemoModel, levels: Float64Array, f: Factors, pr: Random) => {
  const { market, rates, sectorF, regionF } = f;
  for (let s = 0; s < secs.length; s++) {
    const sec = secs[s]!;
    if (sec.type === 'fund') continue;
    const base = s * nDays;
    let level = sec.type === 'equity' ? pr.logNormal(40, 1) : pr.between(90, 110);
    const sectorSeries = sec.company ? sectorF[sec.company.sectorIndex]! : undefined;
    const regionSeries = regionF[sec.regionIndex]!;
    for (let d = 0; d < nDays; d++) {
      let r: number;
      if (sec.type === 'equity')
        r = sec.beta * market[d]! + sectorSeries![d]! + regionSeries[d]! + sec.idioVol * pr.normal();
      else r = 0.00008 - sec.duration * rates[d]! + sec.creditBeta * market[d]! + sec.idioVol * pr.normal();
      level *= 1 + r;
      levels[base + d] = level;
    }
  }
};

/** Fund NAVs follow their holdings (latest weights), net of the TER; funds of funds after the funds they hold. */
const fundLevels = ({ funds, secs, nDays }: DemoModel, levels: Float64Array, pr: Random) => {
  const ordered = [...funds].sort(
    (a, b) => Number(a.sec.assetClass === 'mixed') - Number(b.sec.assetClass === 'mixed'),
  );
  for (const f of ordered) {
    const s = secs.indexOf(f.sec);
    const base = s * nDays;
    let level = 100;
    const ter = f.ter / 100 / 260;
    for (let d = 0; d < nDays; d++) {
      if (d > 0) {
        let r = 0;
        for (const h of f.holdings) {
          const hb = h.sec * nDays;
          r += (h.weight / 100) * (levels[hb + d]! / levels[hb + d - 1]! - 1);
        }
        level *= 1 + r - ter + 0.0002 * pr.normal();
      }
      levels[base + d] = level;
    }
  }
};

/**
 * A fund's NAVs before the price window (its holdings have no prices there): from its inception or size.navYears
 * before the as-of date, whichever is later, back from the window's first NAV `first` by one market path shared by
 * the funds (a world equity market) and the fund's own noise, net of its TER. Lines oldest first; none when the
 * window already covers the years (the full demo).
 */
const navHistoryLines = (
  model: DemoModel,
  fund: Fund,
  market: Float64Array,
  days: Int32Array,
  first: number,
): string[] => {
  let start = 0;
  while (start < days.length && days[start]! < fund.inception) start++;
  const nr = createRandom(`${model.seed}:nav:${fund.sec.id}`);
  // Sensitivity to the market and own volatility by asset class: equity, bonds, multi-asset.
  const [beta, idio, drift] =
    fund.sec.assetClass === 'equity'
      ? [1, 0.003, 0]
      : fund.sec.assetClass === 'fixed_income'
        ? [0.1, 0.002, 0.00008]
        : [0.5, 0.002, 0.00012];
  const ter = fund.ter / 100 / 260;
  const values = new Float64Array(days.length - start);
  let level = first;
  // Backwards: the NAV of a day is the next day's divided by the growth earned in between (market[d]: after day d).
  for (let k = values.length - 1; k >= 0; k--) {
    level /= 1 + drift + beta * market[start + k]! + idio * nr.normal() - ter;
    values[k] = level;
  }
  return Array.from(values, (v, k) => `${fund.sec.id},${isoFromDay(days[start + k]!)},${v.toFixed(4)}`);
};

export const pricesFile: DemoFile = {
  name: 'prices.csv',
  header: 'security_id,date,value',
  share: 45,
  rows(out, model) {
    const { secs, nDays, calendarStrings, seed } = model;
    const levels = new Float64Array(secs.length * nDays);
    const factors = factorPaths(seed, nDays);
    const pr = createRandom(`${seed}:prices`);
    directLevels(model, levels, factors, pr);
    fundLevels(model, levels, pr);
    const { calendar, size, funds } = model;
    const fundOf = new Map(funds.map((f) => [f.sec, f]));
    const historyDays = businessDays(
      calendar[nDays - 1]! - Math.round(size.navYears * 365.25) + 1,
      calendar[0]! - 1,
    );
    const mr = createRandom(`${seed}:nav-market`);
    // The equity market after each history day: the drift and volatility of the window's market factor.
    const historyMarket = Float64Array.from(historyDays, () => 0.00028 + 0.0095 * mr.normal());
    for (let s = 0; s < secs.length; s++) {
      const sec = secs[s]!;
      const base = s * nDays;
      const lines: string[] = [];
      // Rescale so the first quoted price is a round-looking level.
      const first = levels[base + sec.firstDay]!;
      const scale = sec.type === 'fund' ? 100 / first : 1;
      const fund = sec.firstDay === 0 ? fundOf.get(sec) : undefined;
      if (fund) lines.push(...navHistoryLines(model, fund, historyMarket, historyDays, first * scale));
      for (let d = sec.firstDay; d < nDays; d++)
        lines.push(`${sec.id},${calendarStrings[d]},${(levels[base + d]! * scale).toFixed(4)}`);
      out.line(lines.join('\n'));
    }
  },
};
