import { num } from '../csv.ts';
import { createRandom } from '../random.ts';
import type { DemoFile } from './demo-file.ts';

/** The company's involvement (build/involvement.ts), reported controversies, and a few ownership-only rows. */
export const involvementFile: DemoFile = {
  name: 'involvement.csv',
  header: 'company_id,type,revenue_share_pct,ownership_pct',
  share: 1,
  rows(out, { companies, seed }) {
    for (const co of companies) {
      const vr = createRandom(`${seed}:controversy:${co.id}`);
      const rows = co.involvement;
      for (const [type, share] of rows) out.line(`${co.id},${type},${num(share, 1)},`);
      // A reported controversy is red: ~2–5 % of a world index per pillar (docs/demo-data.md D3).
      for (const pillar of ['environmental', 'social', 'governance'])
        if (vr.chance(0.05 - co.quality * 0.04)) out.line(`${co.id},${pillar}_controversy,,`);
      if (vr.chance(0.004))
        out.line(`${co.id},${vr.pick(['alcohol', 'gambling', 'tobacco'])},,${num(vr.between(10, 60), 1)}`);
    }
  },
};
