import { num, txt } from '../csv.ts';
import type { DemoFile } from './demo-file.ts';

export const companiesFile: DemoFile = {
  name: 'companies.csv',
  header: 'company_id,name,country,sector,industry,nace,nace_code,market_cap_eur',
  share: 1,
  rows(out, { companies }) {
    for (const co of companies)
      out.line(
        `${co.id},${txt(co.name)},${co.country.code},${co.sector.name},${txt(co.industry.name)},${co.industry.nace},${co.industry.naceCode},${num(co.marketCap, 0)}`,
      );
  },
};
