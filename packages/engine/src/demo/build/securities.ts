// The demo's directly held securities: one equity per company, corporate bonds of the largest issuers, one or two
// sovereign bonds per country. Funds are added after them (funds.ts).
import { num } from '../csv.ts';
import { makeIsin } from '../isin.ts';
import { type BuildContext, baseSec, type Company, regions, type Sec, tickerOf } from '../model.ts';
import { demoCountries } from '../universe-data.ts';

export interface DirectSecurities {
  secs: Sec[];
  /** indices into `secs` */
  corporateBonds: number[];
  sovereignBonds: number[];
}

const addEquities = (
  { rnd, nDays, usedTickers, nextNsin }: BuildContext,
  companies: Company[],
  secs: Sec[],
) => {
  for (const co of companies) {
    co.equity = secs.length;
    const isRecentIpo = rnd.chance(0.05);
    secs.push(
      baseSec({
        id: `E${co.id.slice(1)}`,
        isin: makeIsin(co.country.code, nextNsin('0')),
        ticker: tickerOf(co.name, usedTickers, rnd),
        name: co.name,
        type: 'equity',
        company: co,
        country: co.country.code,
        currency: co.country.currency,
        assetClass: 'equity',
        firstDay: isRecentIpo ? rnd.int(Math.floor(nDays * 0.3), Math.floor(nDays * 0.9)) : 0,
        beta:
          rnd.between(0.6, 1.4) *
          (co.sector.name === 'Utilities' || co.sector.name === 'Consumer Staples' ? 0.75 : 1),
        idioVol: rnd.between(0.006, 0.019),
        regionIndex: regions.indexOf(co.country.region),
      }),
    );
  }
};

const addCorporateBonds = ({ rnd, size, nextNsin }: BuildContext, companies: Company[], secs: Sec[]) => {
  const bondIssuers = [...companies]
    .sort((a, b) => b.evic - a.evic)
    .slice(0, Math.ceil(size.corporateBonds * 0.8));
  const corporateBonds: number[] = [];
  for (let b = 0; b < size.corporateBonds; b++) {
    const co = bondIssuers[b % bondIssuers.length]!;
    const coupon = rnd.between(0.5, 6.5);
    const maturity = 2027 + rnd.int(0, 20);
    const isGreen = rnd.chance(co.sector.taxonomyEligible > 20 ? 0.25 : 0.05);
    corporateBonds.push(secs.length);
    secs.push(
      baseSec({
        id: `B${String(b + 1).padStart(5, '0')}`,
        isin: makeIsin('XS', nextNsin('2')),
        name: `${co.name.split(' ').slice(0, 2).join(' ')} ${num(coupon, 3)}% ${maturity}${isGreen ? ' Green' : ''}`,
        type: 'corporate_bond',
        company: co,
        country: co.country.code,
        currency: co.country.currency === 'USD' ? 'USD' : rnd.chance(0.8) ? 'EUR' : co.country.currency,
        assetClass: 'fixed_income',
        euGreenBond: isGreen ? 1 : 0,
        duration: Math.min(12, Math.max(3.5, (maturity - 2026) * 0.85)),
        creditBeta: rnd.between(0.03, 0.12),
        idioVol: rnd.between(0.0008, 0.002),
      }),
    );
  }
  return corporateBonds;
};

const addSovereignBonds = ({ rnd, nextNsin }: BuildContext, secs: Sec[]) => {
  const sovereignBonds: number[] = [];
  for (const country of demoCountries) {
    const count = country.companyWeight >= 3 ? 2 : 1;
    for (let b = 0; b < count; b++) {
      const maturity = 2028 + rnd.int(0, 25);
      sovereignBonds.push(secs.length);
      secs.push(
        baseSec({
          id: `G${country.code}${b + 1}`,
          isin: makeIsin(country.code, nextNsin('5')),
          name: `${country.name} ${num(rnd.between(0.25, 5), 3)}% ${maturity}`,
          type: 'sovereign_bond',
          country: country.code,
          currency: country.currency,
          assetClass: 'fixed_income',
          euGreenBond: rnd.chance(0.08) ? 1 : 0,
          duration: Math.min(15, Math.max(5, (maturity - 2026) * 0.8)),
          creditBeta: country.isDeveloped ? 0 : rnd.between(0.02, 0.08),
          idioVol: rnd.between(0.0005, 0.0015),
          regionIndex: regions.indexOf(country.region),
        }),
      );
    }
  }
  return sovereignBonds;
};

export const buildSecurities = (ctx: BuildContext, companies: Company[]): DirectSecurities => {
  const secs: Sec[] = [];
  addEquities(ctx, companies, secs);
  const corporateBonds = addCorporateBonds(ctx, companies, secs);
  const sovereignBonds = addSovereignBonds(ctx, secs);
  return { secs, corporateBonds, sovereignBonds };
};
