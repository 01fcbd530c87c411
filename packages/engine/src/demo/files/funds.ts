import { isoFromDay } from '@esgkit/core';
import { DEMO_AS_OF } from '../calibration.ts';
import { num, txt } from '../csv.ts';
import type { DemoFile } from './demo-file.ts';

export const fundsFile: DemoFile = {
  name: 'funds.csv',
  header:
    'security_id,category,global_category,fund_type,aum_eur,inception_date,ter_pct,domicile,provider,advisor,sfdr_article,registered_countries,holdings_as_of,embargoed',
  share: 1,
  rows(out, { funds }) {
    for (const f of funds)
      out.line(
        `${f.sec.id},${txt(f.category)},${txt(f.globalCategory)},${f.fundType},${num(f.aum, 0)},${isoFromDay(f.inception)},${num(f.ter, 2)},${f.domicile},${txt(f.provider)},${txt(f.advisor)},${f.sfdr},${f.registered},${f.embargoed ? '' : DEMO_AS_OF},${f.embargoed ? 1 : 0}`,
      );
  },
};
