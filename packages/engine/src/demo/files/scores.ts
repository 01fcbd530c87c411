import { FISCAL_YEARS, missingRate } from '../calibration.ts';
import type { Out } from '../csv.ts';
import { num } from '../csv.ts';
import type { DemoModel } from '../model.ts';
import { createRandom } from '../random.ts';
import type { DemoFile } from './demo-file.ts';

const clamp = (x: number) => Math.max(0, Math.min(100, x));

/** The companies' rows; returns each company's 2025 sustainability score, which the funds' rows average. */
const companyRows = (out: Out, { companies, seed }: DemoModel): Map<string, number> => {
  const companyScore = new Map<string, number>();
  for (const co of companies) {
    const sr = createRandom(`${seed}:score:${co.id}`);
    const base = 30 + co.quality * 55;
    for (const y of FISCAL_YEARS) {
      const e = clamp(base - (co.industry.intensity > 500 ? 15 : 0) + sr.normal() * 8 + (y - 2021));
      const s = clamp(base + sr.normal() * 8);
      const g = clamp(base + 5 + sr.normal() * 7);
      const sustainability = (e + s + g) / 3;
      if (y === 2025) companyScore.set(co.id, sustainability);
      const miss = (x: number, field: string) =>
        sr.chance(missingRate(`score_${field}`) * 0.6) ? '' : num(x, 1);
      out.line(
        `company,${co.id},${y},${miss(e, 'e')},${miss(s, 's')},${miss(g, 'g')},${miss(clamp(base + sr.normal() * 12), 'impact')},${miss(clamp(base + sr.normal() * 12), 'product')},${num(sustainability, 1)}`,
      );
    }
  }
  return companyScore;
};

export const scoresFile: DemoFile = {
  name: 'scores.csv',
  header: 'entity_type,entity_id,year,environmental,social,governance,impact,product,sustainability',
  share: 1,
  rows(out, model) {
    const companyScore = companyRows(out, model);
    const { funds, secs } = model;
    for (const f of funds) {
      let sum = 0;
      let weight = 0;
      for (const h of f.holdings) {
        const co = secs[h.sec]!.company;
        const score = co ? companyScore.get(co.id) : undefined;
        if (score !== undefined) {
          sum += score * h.weight;
          weight += h.weight;
        }
      }
      if (weight > 0) {
        const s = sum / weight + (f.sfdr === 9 ? 6 : f.sfdr === 8 ? 3 : 0);
        out.line(
          `fund,${f.sec.id},2025,${num(s + 1, 1)},${num(s - 1, 1)},${num(s + 2, 1)},${num(s - 3, 1)},${num(s, 1)},${num(s, 1)}`,
        );
      }
    }
  },
};
