import { num } from '../csv.ts';
import { createRandom } from '../random.ts';
import type { DemoFile } from './demo-file.ts';

const quarterEnds = ['2025-12-31', '2026-03-31', '2026-06-30', '2026-09-30'];

/** Four quarters of each fund's holdings but the embargoed ones, with a CASH line when the fund holds cash. */
export const holdingsFile: DemoFile = {
  name: 'holdings.csv',
  header: 'fund_id,holding_id,weight_pct,as_of',
  share: 2,
  rows(out, { funds, secs, seed }) {
    for (const f of funds) {
      if (f.embargoed) continue;
      const hr = createRandom(`${seed}:hold:${f.sec.id}`);
      for (const [q, asOf] of quarterEnds.entries()) {
        // Earlier quarters drift a little from the latest composition.
        const drift = (quarterEnds.length - 1 - q) * 0.03;
        let weights = f.holdings.map((h) => h.weight * (drift ? hr.logNormal(1, drift) : 1));
        const target = f.holdings.reduce((s, h) => s + h.weight, 0);
        const total = weights.reduce((s, w) => s + w, 0);
        weights = weights.map((w) => (w * target) / total);
        const lines: string[] = [];
        let written = 0;
        f.holdings.forEach((h, k) => {
          const w = Math.round(weights[k]! * 1e6) / 1e6;
          written += w;
          lines.push(`${f.sec.id},${secs[h.sec]!.id},${w},${asOf}`);
        });
        if (f.cashPct > 0) lines.push(`${f.sec.id},CASH,${num(Math.max(0, 100 - written), 6)},${asOf}`);
        out.line(lines.join('\n'));
      }
    }
  },
};
