// The demo's funds: URTH (the calibrated world equity ETF, docs/demo-data.md) and IAGG first, then themed funds
// (fund-themes.ts) until the size's count, then funds of funds holding them, then one fund that under-reports, then
// seasoned peers of URTH for the fund rating.
import { makeIsin } from '../isin.ts';
import { type BuildContext, baseSec, type Company, type Fund, type Sec, tickerOf } from '../model.ts';
import { demoCountries, fundProviders } from '../universe-data.ts';
import { fundThemes } from './fund-themes.ts';
import type { DirectSecurities } from './securities.ts';

interface FundSpec {
  name: string;
  ticker?: string;
  category: string;
  globalCategory: string;
  fundType: 'etf' | 'open_end';
  members: readonly number[];
  sfdr: 6 | 8 | 9;
  provider: string;
  assetClass: string;
  embargoed?: boolean;
  noise?: number;
  cashPct?: number;
  /** Launched before the NAV history starts (size.navYears before the as-of date): a full track record to rate. */
  seasoned?: boolean;
}

/** URTH's peer group: its category and global category (the rating peers share them). */
const WORLD_EQUITY = {
  category: 'Global Large-Cap Blend Equity',
  globalCategory: 'Global Equity Large Cap',
} as const;

/** Adds a fund (its security and its holdings) and returns its security's index. */
type AddFund = (spec: FundSpec) => number;

const fundAdder = (ctx: BuildContext, secs: Sec[], funds: Fund[]): AddFund => {
  const { rnd, calendar, nDays, usedTickers, nextNsin, size } = ctx;
  const navStart = calendar[nDays - 1]! - Math.round(size.navYears * 365.25);
  const capWeights = (members: readonly number[], noise: number): { sec: number; weight: number }[] => {
    const raw = members.map((s) => {
      const sec = secs[s]!;
      const w =
        sec.type === 'equity' ? sec.company!.marketCap : sec.type === 'fund' ? 1 : rnd.logNormal(1, 0.3);
      return { sec: s, weight: w * rnd.logNormal(1, noise) };
    });
    const total = raw.reduce((s, r) => s + r.weight, 0);
    return raw.map((r) => ({ sec: r.sec, weight: r.weight / total }));
  };
  return (spec) => {
    const domicile = spec.fundType === 'etf' || rnd.chance(0.5) ? 'IE' : 'LU';
    const sec = baseSec({
      id: `F${String(funds.length + 1).padStart(4, '0')}`,
      isin: makeIsin(domicile, nextNsin('8')),
      ...(spec.ticker
        ? { ticker: spec.ticker }
        : spec.fundType === 'etf'
          ? { ticker: tickerOf(`X${spec.name}`, usedTickers, rnd) }
          : {}),
      name: spec.name,
      type: 'fund',
      country: domicile,
      currency: rnd.chance(0.8) ? 'EUR' : 'USD',
      assetClass: spec.assetClass,
    });
    const inceptionIndex = rnd.chance(0.8) ? 0 : rnd.int(Math.floor(nDays * 0.2), Math.floor(nDays * 0.7));
    const drawn = inceptionIndex === 0 ? calendar[0]! - rnd.int(200, 6000) : calendar[inceptionIndex]!;
    // A seasoned fund keeps the draws (the stream stays the same for what follows) but predates its NAV history.
    sec.firstDay = spec.seasoned ? 0 : inceptionIndex;
    const inception = spec.seasoned ? Math.min(drawn, navStart - 1) : drawn;
    const cashPct = spec.cashPct ?? rnd.between(0.2, 2.5);
    const weights = capWeights(spec.members, spec.noise ?? 0.05).map((h) => ({
      sec: h.sec,
      weight: h.weight * (100 - cashPct),
    }));
    funds.push({
      sec,
      name: spec.name,
      category: spec.category,
      globalCategory: spec.globalCategory,
      fundType: spec.fundType,
      aum: rnd.logNormal(spec.fundType === 'etf' ? 2e9 : 6e8, 1),
      inception,
      ter: spec.fundType === 'etf' ? rnd.between(0.07, 0.45) : rnd.between(0.6, 1.9),
      domicile,
      provider: spec.provider,
      ...(spec.fundType === 'open_end' && rnd.chance(0.5)
        ? { advisor: `${spec.provider} Investment Advisors` }
        : {}),
      sfdr: spec.sfdr,
      registered: [domicile, 'IT', 'DE', 'FR', 'ES', 'AT', 'NL']
        .filter((_country, k) => k === 0 || rnd.chance(0.6))
        .join(';'),
      embargoed: spec.embargoed ?? false,
      holdings: weights,
      cashPct,
    });
    return secs.push(sec) - 1;
  };
};

const addIndexFunds = (
  { rnd, size }: BuildContext,
  addFund: AddFund,
  { secs, corporateBonds, sovereignBonds }: DirectSecurities,
  developedEquities: number[],
) => {
  const urth = addFund({
    name: 'Aurora World Equity UCITS ETF',
    ticker: 'URTH',
    ...WORLD_EQUITY,
    fundType: 'etf',
    members: developedEquities.slice(0, size.urthHoldings),
    sfdr: 6,
    provider: 'Aurora',
    assetClass: 'equity',
    noise: 0.01,
    cashPct: 0.3,
    seasoned: true,
  });
  const iaggMembers = [
    ...corporateBonds.slice(0, size.iaggCorporates),
    ...sovereignBonds.filter(
      (s) => demoCountries.find((c) => c.code === secs[s]!.country)!.isDeveloped || rnd.chance(0.3),
    ),
  ];
  const iagg = addFund({
    name: 'Aurora Core Global Aggregate Bond UCITS ETF',
    ticker: 'IAGG',
    category: 'Global Bond - EUR Hedged',
    globalCategory: 'Global Fixed Income',
    fundType: 'etf',
    members: iaggMembers,
    sfdr: 6,
    provider: 'Aurora',
    assetClass: 'fixed_income',
    noise: 0.2,
    cashPct: 0.8,
    seasoned: true,
  });
  return { urth, iagg };
};

const addThemeFunds = (
  { rnd, size }: BuildContext,
  addFund: AddFund,
  funds: Fund[],
  { secs, corporateBonds, sovereignBonds }: DirectSecurities,
  equitiesByCap: number[],
) => {
  const equityPool = (filter: (c: Company) => boolean) =>
    equitiesByCap.filter((s) => filter(secs[s]!.company!));
  let themeIndex = 0;
  while (funds.length < size.funds + 2) {
    const k = funds.length - 2;
    const theme = fundThemes[themeIndex++ % fundThemes.length]!;
    const provider = fundProviders[(k * 7 + 3) % fundProviders.length]!;
    const fundType = rnd.chance(0.45) ? 'etf' : 'open_end';
    const sfdr = rnd.chance(0.7) ? theme.sfdr : rnd.pick([6, 8, 9] as const);
    let pool: number[];
    if (theme.asset === 'bond') pool = theme.name.includes('Government') ? sovereignBonds : corporateBonds;
    else pool = equityPool(theme.filter);
    const [least, most] = theme.n === 'all' ? [size.maxFundHoldings, size.maxFundHoldings] : theme.n;
    const want = Math.min(pool.length, rnd.int(least, most));
    const start =
      theme.name === 'All-World Equity' ? 0 : rnd.int(0, Math.max(0, Math.floor((pool.length - want) / 3)));
    const members = pool.slice(start, start + want);
    if (members.length < 5) continue;
    const suffix =
      fundType === 'etf' ? 'UCITS ETF' : rnd.pick(['Fund', 'Fund', 'Portfolio', 'Strategy Fund']);
    const variant =
      k >= fundThemes.length
        ? ` ${['ESG', 'Enhanced', 'Select', 'Screened', 'Climate', 'Core', 'Quality', 'Value'][Math.floor(k / fundThemes.length) % 8]}`
        : '';
    addFund({
      name: `${provider} ${theme.name}${variant} ${suffix}`,
      category: theme.category,
      globalCategory: theme.global,
      fundType,
      members,
      sfdr,
      provider,
      assetClass: theme.asset === 'bond' ? 'fixed_income' : 'equity',
      embargoed: k % 31 === 7,
    });
  }
};

/** Funds of funds: multi-asset portfolios holding the plain funds (which hold no funds themselves). */
const addFundsOfFunds = (
  { rnd, size }: BuildContext,
  addFund: AddFund,
  funds: Fund[],
  secs: Sec[],
  { urth, iagg }: { urth: number; iagg: number },
  equitiesByCap: number[],
): number => {
  const plainFunds = funds
    .map((f) => secs.indexOf(f.sec))
    .filter((s) => !funds.find((f) => f.sec === secs[s])!.embargoed);
  const fundOfFundsCount = Math.max(2, Math.round(size.funds / 12));
  for (let k = 0; k < fundOfFundsCount; k++) {
    const provider = fundProviders[(k * 3 + 1) % fundProviders.length]!;
    const profile = ['Conservative', 'Balanced', 'Growth', 'Dynamic'][k % 4]!;
    const others = plainFunds.filter((s) => s !== urth && s !== iagg);
    const members = [urth, iagg, ...Array.from({ length: rnd.int(2, 6) }, () => rnd.pick(others))].filter(
      (s, j, a) => a.indexOf(s) === j,
    );
    const direct = equitiesByCap.slice(0, rnd.int(25, 60));
    const fundIndex = addFund({
      name: `${provider} ${profile} Multi-Asset Fund of Funds`,
      category: `EUR ${profile === 'Conservative' ? 'Cautious' : profile === 'Balanced' ? 'Moderate' : 'Aggressive'} Allocation - Global`,
      globalCategory: 'Moderate Allocation',
      fundType: 'open_end',
      members: [...members, ...direct],
      sfdr: k % 2 === 0 ? 8 : 6,
      provider,
      assetClass: 'mixed',
    });
    // The funds take most of the weight; direct lines are a satellite.
    const fund = funds.find((f) => f.sec === secs[fundIndex])!;
    const fundShare = 100 - fund.cashPct - 20;
    const fundCount = members.length;
    const directTotal = fund.holdings.reduce((s, h) => s + (secs[h.sec]!.type === 'fund' ? 0 : h.weight), 0);
    fund.holdings = fund.holdings.map((h) =>
      secs[h.sec]!.type === 'fund'
        ? { sec: h.sec, weight: fundShare / fundCount }
        : { sec: h.sec, weight: (h.weight / directTotal) * 20 },
    );
    const total = fund.holdings.reduce((s, h) => s + h.weight, 0);
    fund.holdings = fund.holdings.map((h) => ({
      sec: h.sec,
      weight: (h.weight / total) * (100 - fund.cashPct),
    }));
  }
  return fundOfFundsCount;
};

/**
 * World equity funds with a long track record in URTH's category, so that the small demo has a peer group the fund
 * rating ranks (at least 5 funds with 3 years of NAVs, docs/methodology.md part B); added last, so the funds before
 * them are drawn as without them.
 */
const addRatingPeers = ({ rnd, size }: BuildContext, addFund: AddFund, developedEquities: number[]) => {
  for (let k = 0; k < size.ratingPeers; k++) {
    const provider = fundProviders[(k * 5 + 2) % fundProviders.length]!;
    const fundType = k % 2 === 0 ? 'etf' : 'open_end';
    const style = ['Screened', 'Quality', 'Value', 'Momentum', 'Minimum Volatility'][k % 5]!;
    addFund({
      name: `${provider} World ${style} Equity ${fundType === 'etf' ? 'UCITS ETF' : 'Fund'}`,
      ...WORLD_EQUITY,
      fundType,
      members: developedEquities.slice(0, rnd.int(60, size.urthHoldings)),
      sfdr: k % 3 === 0 ? 8 : 6,
      provider,
      assetClass: 'equity',
      noise: rnd.between(0.2, 0.8),
      seasoned: true,
    });
  }
};

/** Adds the funds to `direct.secs` (after the direct securities) and returns them. */
export const buildFunds = (ctx: BuildContext, direct: DirectSecurities, companies: Company[]): Fund[] => {
  const { secs } = direct;
  const equitiesByCap = companies
    .map((c) => c.equity)
    .sort((a, b) => secs[b]!.company!.marketCap - secs[a]!.company!.marketCap);
  const developedEquities = equitiesByCap.filter((s) => secs[s]!.company!.country.isDeveloped);
  const funds: Fund[] = [];
  const addFund = fundAdder(ctx, secs, funds);
  const indexFunds = addIndexFunds(ctx, addFund, direct, developedEquities);
  addThemeFunds(ctx, addFund, funds, direct, equitiesByCap);
  const fundOfFundsCount = addFundsOfFunds(ctx, addFund, funds, secs, indexFunds, equitiesByCap);
  // One fund that under-reports: weights sum to ~97 % ("other" remainder, a warning on import).
  const partial = funds[funds.length - fundOfFundsCount - 1]!;
  partial.cashPct = 0;
  partial.holdings = partial.holdings.map((h) => ({ sec: h.sec, weight: h.weight * 0.97 }));
  addRatingPeers(ctx, addFund, developedEquities);
  return funds;
};
