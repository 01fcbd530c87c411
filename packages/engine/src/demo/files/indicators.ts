import { phyIndicators } from '@esgkit/core';
import { FISCAL_YEARS, missingRate } from '../calibration.ts';
import { createRandom } from '../random.ts';
import type { DemoFile } from './demo-file.ts';
import { indicatorValue } from './indicator-value.ts';

/** Every PHY_ code that has no company_facts column, for each fiscal year. */
const indicatorCodes = phyIndicators.filter((ind) => !ind.datasetColumn);

export const indicatorsFile: DemoFile = {
  name: 'indicators.csv',
  header: 'company_id,year,code,value',
  share: 35,
  rows(out, { companies, seed }) {
    const parts: string[] = [];
    for (const co of companies) {
      const ir = createRandom(`${seed}:ind:${co.id}`);
      const stable = new Map<string, number>();
      for (const y of FISCAL_YEARS) {
        parts.length = 0;
        for (const ind of indicatorCodes) {
          if (ir.next() < missingRate(ind.code) * (1.3 - co.quality * 0.6)) continue;
          const value = indicatorValue(ind, co, y, ir, stable);
          parts.push(`${co.id},${y},${ind.code},${value}`);
        }
        if (parts.length > 0) out.line(parts.join('\n'));
      }
    }
  },
};
