import type { DemoFile } from './demo-file.ts';

export const ratesFile: DemoFile = {
  name: 'rates.csv',
  header: 'date,rate_annual_pct',
  share: 1,
  rows(out, { calendar, nDays, calendarStrings }) {
    const lines: string[] = [];
    for (let d = 0; d < nDays; d++) {
      // A €STR-like path: negative until mid-2022, 4 % by late 2023, easing to 2 % in 2025–26.
      const year = 1970 + calendar[d]! / 365.25;
      const level =
        year < 2022.5
          ? -0.5
          : year < 2023.75
            ? -0.5 + (year - 2022.5) * 3.6
            : year < 2024.5
              ? 3.9
              : Math.max(1.9, 3.9 - (year - 2024.5) * 2);
      lines.push(`${calendarStrings[d]},${level.toFixed(3)}`);
    }
    out.line(lines.join('\n'));
  },
};
