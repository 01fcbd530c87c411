import { productCategories } from '@esgkit/core';
import { num } from '../csv.ts';
import { createRandom } from '../random.ts';
import type { DemoFile } from './demo-file.ts';

/** The product categories a company of a sector may sell (core's productCategories). */
const categoriesBySector: Record<string, string[]> = {
  Energy: ['fossil_fuels', 'renewable_energy'],
  Materials: ['circular_economy', 'pollution_prevention', 'pesticides', 'sustainable_forestry'],
  Industrials: ['clean_transport', 'energy_efficiency', 'weapons', 'green_buildings'],
  'Consumer Discretionary': [
    'clean_transport',
    'gambling',
    'adult_entertainment',
    'fur_and_exotic_leather',
    'education',
  ],
  'Consumer Staples': [
    'nutrition',
    'sustainable_agriculture',
    'alcohol',
    'tobacco',
    'unsustainable_palm_oil',
  ],
  'Health Care': ['healthcare'],
  Financials: ['financial_inclusion', 'affordable_housing', 'predatory_lending'],
  'Information Technology': ['digital_inclusion', 'energy_efficiency', 'education'],
  'Communication Services': ['digital_inclusion', 'education', 'adult_entertainment'],
  Utilities: ['renewable_energy', 'fossil_fuels', 'nuclear_power', 'sustainable_water', 'sanitation'],
  'Real Estate': ['green_buildings', 'affordable_housing', 'climate_adaptation'],
};
const impactOf = new Map(productCategories.map((p) => [p.id as string, p]));

export const productsFile: DemoFile = {
  name: 'products.csv',
  header: 'company_id,category,revenue_share_pct,sustainable_score',
  share: 1,
  rows(out, { companies, seed }) {
    for (const co of companies) {
      const pr = createRandom(`${seed}:prod:${co.id}`);
      if (pr.chance(0.2)) continue;
      let left = 100;
      for (const category of categoriesBySector[co.sector.name]!) {
        if (!pr.chance(0.5) || left < 2) continue;
        const share = pr.between(1, Math.min(left, 70));
        left -= share;
        const impact = impactOf.get(category)!.impact;
        const score =
          impact === 'positive'
            ? pr.between(60, 95)
            : impact === 'negative'
              ? pr.between(2, 30)
              : pr.between(35, 65);
        out.line(`${co.id},${category},${num(share, 1)},${num(score, 0)}`);
      }
    }
  },
};
