import { fundsColumns } from '../columns.ts';
import { type DatasetFile, duplicates, fundTypeIndex, resolverOf } from './shared.ts';

const emptyText = (): (string | null)[] => [];

/** funds.csv: one row per fund security (of type fund), its SFDR article 6, 8 or 9 when given. */
export const fundsFile: DatasetFile<'funds'> = {
  part: 'funds',
  columns: (lookups) => fundsColumns(resolverOf(lookups.securityIndex)),
  build(fu, { log, file: f, lookups }) {
    if (!fu)
      return {
        security: new Int32Array(0),
        category: emptyText(),
        globalCategory: emptyText(),
        fundType: new Int32Array(0),
        aumEur: new Float64Array(0),
        inceptionDay: new Int32Array(0),
        terPct: new Float64Array(0),
        domicile: emptyText(),
        provider: emptyText(),
        advisor: emptyText(),
        sfdrArticle: new Float64Array(0),
        registeredCountries: emptyText(),
        holdingsAsOfDay: new Int32Array(0),
        embargoed: new Float64Array(0),
      };
    const { securityIds: ids, securityType } = lookups;
    const security = fu.int('security_id');
    duplicates(
      f,
      fu,
      Array.from(security, (s) => (s >= 0 ? ids[s]! : null)),
      'security_id',
      log,
    );
    const sfdr = fu.num('sfdr_article');
    for (let r = 0; r < fu.rows; r++) {
      if (security[r]! >= 0 && securityType[security[r]!] !== fundTypeIndex)
        log.error(
          f,
          fu.line[r]!,
          fu.position.get('security_id')!,
          `security ${ids[security[r]!]} is not of type fund`,
        );
      if (!Number.isNaN(sfdr[r]!) && sfdr[r] !== 6 && sfdr[r] !== 8 && sfdr[r] !== 9)
        log.error(
          f,
          fu.line[r]!,
          fu.position.get('sfdr_article')!,
          `sfdr_article: ${sfdr[r]} is not 6, 8 or 9`,
        );
    }
    return {
      security,
      category: fu.str('category'),
      globalCategory: fu.str('global_category'),
      fundType: fu.int('fund_type'),
      aumEur: fu.num('aum_eur'),
      inceptionDay: fu.int('inception_date'),
      terPct: fu.num('ter_pct'),
      domicile: fu.str('domicile'),
      provider: fu.str('provider'),
      advisor: fu.str('advisor'),
      sfdrArticle: sfdr,
      registeredCountries: fu.str('registered_countries'),
      holdingsAsOfDay: fu.int('holdings_as_of'),
      embargoed: fu.num('embargoed'),
    };
  },
};
