import { num } from '../csv.ts';
import { createRandom } from '../random.ts';
import type { DemoFile } from './demo-file.ts';

export const sdgFile: DemoFile = {
  name: 'sdg.csv',
  header: 'company_id,sdg,score',
  share: 1,
  rows(out, { companies, seed }) {
    for (const co of companies) {
      const sr = createRandom(`${seed}:sdg:${co.id}`);
      if (sr.chance(0.15)) continue;
      const goals = new Set<number>();
      const n = sr.int(2, 6);
      while (goals.size < n) goals.add(sr.int(1, 17));
      for (const g of [...goals].sort((a, b) => a - b)) {
        const lean = co.isFossil && (g === 7 || g === 13) ? -60 : (co.quality - 0.5) * 80;
        out.line(`${co.id},${g},${num(Math.max(-100, Math.min(100, lean + sr.normal() * 30)), 0)}`);
      }
    }
  },
};
