import { num, txt } from '../csv.ts';
import { createRandom } from '../random.ts';
import { demoCountries } from '../universe-data.ts';
import type { DemoFile } from './demo-file.ts';

export const countriesFile: DemoFile = {
  name: 'countries.csv',
  header:
    'country,name,region,environmental,social,governance,ghg_intensity_t_per_meur_gdp,social_violations,income_inequality_score,freedom_of_expression_score,human_rights_score,corruption_score,eu_non_cooperative_tax,political_stability_score,rule_of_law_score',
  share: 1,
  rows(out, { seed }) {
    const cr = createRandom(`${seed}:countries`);
    const eu = new Set(['PA', 'TT']);
    for (const c of demoCountries) {
      const j = (x: number, sd: number) => num(Math.max(0, Math.min(100, x + cr.normal() * sd)), 1);
      const opt = (x: string) => (cr.chance(0.07) ? '' : x);
      out.line(
        [
          c.code,
          txt(c.name),
          c.region,
          j(c.esg, 6),
          j(c.esg, 6),
          j(c.esg, 6),
          num(c.ghgIntensity * cr.logNormal(1, 0.1), 1),
          c.esg < 50 ? '1' : '0',
          opt(num(25 + (80 - c.esg) * 0.4 + cr.normal() * 4, 1)),
          opt(j(c.esg + 5, 10)),
          opt(j(c.esg, 8)),
          opt(j(c.esg, 8)),
          eu.has(c.code) ? '1' : '0',
          opt(num((c.esg - 55) / 15 + cr.normal() * 0.3, 2)),
          opt(num((c.esg - 55) / 15 + cr.normal() * 0.3, 2)),
        ].join(','),
      );
    }
  },
};
