import { FISCAL_YEARS } from '../calibration.ts';
import { num } from '../csv.ts';
import { createRandom } from '../random.ts';
import type { DemoFile } from './demo-file.ts';

export const taxonomyFile: DemoFile = {
  name: 'taxonomy.csv',
  header:
    'company_id,year,objective,kpi,eligible_pct,aligned_pct,aligned_enabling_pct,aligned_transitional_pct,aligned_fossil_gas_pct,aligned_nuclear_pct',
  share: 1,
  rows(out, { companies, seed }) {
    for (const co of companies) {
      const tr = createRandom(`${seed}:tax:${co.id}`);
      if (co.sector.taxonomyEligible === 0 || tr.chance(0.25)) continue;
      const base = Math.min(85, co.sector.taxonomyEligible * tr.logNormal(1, 0.4));
      const alignRatio = tr.between(0.05, 0.4) + co.quality * 0.4;
      for (const y of FISCAL_YEARS.slice(1)) {
        for (const kpi of ['turnover', 'capex', 'opex'] as const) {
          const eligible = Math.min(
            85,
            base * (kpi === 'capex' ? 1.25 : kpi === 'opex' ? 0.9 : 1) * (1 + (y - 2022) * 0.03),
          );
          const aligned = eligible * Math.min(1, alignRatio * (1 + (y - 2022) * 0.05));
          const isUtility = co.sector.name === 'Utilities';
          out.line(
            `${co.id},${y},CCM,${kpi},${num(eligible)},${num(aligned)},${num(aligned * tr.between(0, 0.3))},${num(aligned * tr.between(0, 0.2))},${isUtility ? num(aligned * tr.between(0, 0.1)) : ''},${isUtility && tr.chance(0.3) ? num(aligned * tr.between(0, 0.1)) : ''}`,
          );
          if (tr.chance(0.5)) {
            const e = tr.between(0, 5);
            out.line(`${co.id},${y},CCA,${kpi},${num(e)},${num(e * tr.between(0, 0.5))},,,,`);
          }
          for (const objective of ['WTR', 'CE', 'PPC', 'BIO'])
            if (tr.chance(0.08)) {
              const e = tr.between(0, 2);
              out.line(
                `${co.id},${y},${objective},${kpi},${num(e)},${tr.chance(0.5) ? num(e * tr.between(0, 0.6)) : ''},,,,`,
              );
            }
        }
      }
    }
  },
};
