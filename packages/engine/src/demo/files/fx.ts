import { createRandom } from '../random.ts';
import { demoCountries } from '../universe-data.ts';
import type { DemoFile } from './demo-file.ts';

/** A random walk per currency (EUR per unit), ending at today's reference level. */
export const fxFile: DemoFile = {
  name: 'fx.csv',
  header: 'date,currency,eur_per_unit',
  share: 2,
  rows(out, { secs, nDays, calendarStrings, seed }) {
    const currencies = [...new Set(secs.map((s) => s.currency).concat(demoCountries.map((c) => c.currency)))]
      .filter((c) => c !== 'EUR')
      .sort();
    const xr = createRandom(`${seed}:fx`);
    for (const cur of currencies) {
      const country = demoCountries.find((c) => c.currency === cur)!;
      let rate = country.eurPerUnit;
      const vol = country.isDeveloped ? 0.005 : 0.008;
      const lines: string[] = [];
      const path = new Float64Array(nDays);
      // Walk backwards from today's level so the latest rate is the reference one.
      for (let d = nDays - 1; d >= 0; d--) {
        path[d] = rate;
        rate /= 1 + vol * xr.normal() + (country.isDeveloped ? 0 : 0.00012);
      }
      const digits = Math.max(4, 4 - Math.floor(Math.log10(country.eurPerUnit)));
      for (let d = 0; d < nDays; d++) lines.push(`${calendarStrings[d]},${cur},${path[d]!.toFixed(digits)}`);
      out.line(lines.join('\n'));
    }
  },
};
