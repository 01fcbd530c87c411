import { txt } from '../csv.ts';
import type { DemoFile } from './demo-file.ts';

export const securitiesFile: DemoFile = {
  name: 'securities.csv',
  header: 'security_id,isin,ticker,name,type,company_id,country,currency,asset_class,eu_green_bond',
  share: 1,
  rows(out, { secs }) {
    for (const s of secs)
      out.line(
        `${s.id},${s.isin},${s.ticker ?? ''},${txt(s.name)},${s.type},${s.company?.id ?? ''},${s.country},${s.currency},${s.assetClass},${s.euGreenBond ?? ''}`,
      );
  },
};
