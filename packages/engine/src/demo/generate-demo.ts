import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import {
  dayFromIso,
  exclusionTypes,
  isoFromDay,
  type PhyIndicator,
  phyIndicators,
  productCategories,
} from '@esgkit/core';
import { factNumberColumns } from '../provider/importer/columns.ts';
import { makeIsin } from './isin.ts';
import { createRandom, hashString, type Random } from './random.ts';
import {
  type DemoCountry,
  type DemoIndustry,
  type DemoSector,
  demoCountries,
  demoSectors,
  fundProviders,
  nameRoots,
  sectorWords,
} from './universe-data.ts';

/** Bumped whenever the generator writes different files for the same seed and size (it keys the demo cache). */
export const DEMO_GENERATOR_VERSION = '2';
export const DEMO_SEED = 20_260_930;
export type DemoSize = 'small' | 'full';

/** The demo's calculation date: fixed, so the files (and the snapshot version) never depend on today. */
export const DEMO_AS_OF = '2026-09-30';
/**
 * The industries' scope 1 + 2 intensities times this give a world index's weighted average carbon intensity of
 * ~100–150 t CO2e per € million of revenue (docs/demo-data.md D9); the sectors' scope 3 factors times
 * SCOPE3_CALIBRATION make scope 3 5–10 times scope 1 + 2 over the index (D10), as CDP and PCAF data show.
 */
const SCOPE12_CALIBRATION = 0.6;
/**
 * Median market cap of a sector's companies relative to the others, so a cap-weighted world fund has a world
 * index's sector weights (docs/demo-data.md D4: IT ~25 %, utilities ~2.5 %, energy ~4 %), not a utility on top.
 */
const sectorCapScale: Readonly<Record<string, number>> = {
  'Information Technology': 2.2,
  'Communication Services': 1.5,
  'Health Care': 1.1,
  'Consumer Discretionary': 1.1,
  Financials: 1,
  Industrials: 0.9,
  'Consumer Staples': 0.9,
  Energy: 1.1,
  Materials: 0.6,
  Utilities: 0.5,
  'Real Estate': 0.45,
};
const SCOPE3_CALIBRATION = 1.2;
const FISCAL_YEARS = [2021, 2022, 2023, 2024, 2025];

interface Sizes {
  companies: number;
  corporateBonds: number;
  priceYears: number;
  /** funds besides URTH and IAGG */
  funds: number;
  urthHoldings: number;
  iaggCorporates: number;
  maxFundHoldings: number;
}
const sizes: Record<DemoSize, Sizes> = {
  full: {
    companies: 3200,
    corporateBonds: 240,
    priceYears: 10,
    funds: 108,
    urthHoldings: 1400,
    iaggCorporates: 220,
    maxFundHoldings: 3000,
  },
  small: {
    companies: 300,
    corporateBonds: 40,
    priceYears: 2,
    funds: 10,
    urthHoldings: 150,
    iaggCorporates: 30,
    maxFundHoldings: 250,
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Buffered file writing: a few large writes per file, never one per row.

interface Out {
  line(text: string): void;
  close(): void;
}
const openOut = (path: string): Out => {
  const fd = openSync(path, 'w');
  let parts: string[] = [];
  let size = 0;
  const flush = () => {
    if (parts.length) writeSync(fd, parts.join(''));
    parts = [];
    size = 0;
  };
  return {
    line(text) {
      parts.push(text, '\n');
      size += text.length + 1;
      if (size > 1 << 22) flush();
    },
    close() {
      flush();
      closeSync(fd);
    },
  };
};

/** A CSV cell: numbers with at most `digits` decimals, text quoted when it needs it, missing as empty. */
const num = (x: number | undefined, digits = 2): string => {
  if (x === undefined || Number.isNaN(x)) return '';
  const f = 10 ** digits;
  return String(Math.round(x * f) / f);
};
const txt = (s: string | undefined): string =>
  s === undefined ? '' : /[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;

/** Business days (Mon–Fri, without 25 Dec and 1 Jan) from `from` to `to`, as day numbers. */
const businessDays = (from: number, to: number): Int32Array => {
  const out: number[] = [];
  for (let d = from; d <= to; d++) {
    const date = new Date(d * 86_400_000);
    const wd = date.getUTCDay();
    if (wd === 0 || wd === 6) continue;
    const md = date.getUTCMonth() * 100 + date.getUTCDate();
    if (md === 1125 || md === 1) continue;
    out.push(d);
  }
  return Int32Array.from(out);
};

// ---------------------------------------------------------------------------------------------------------------
// The universe in memory

interface Company {
  id: string;
  name: string;
  country: DemoCountry;
  sector: DemoSector;
  sectorIndex: number;
  industry: DemoIndustry;
  marketCap: number;
  revenue: number;
  evic: number;
  employees: number;
  /** 0–1: how good its ESG practice is; drives flags, scores and missing data */
  quality: number;
  isFossil: boolean;
  equity: number;
  /** board members, and the share of them that is independent (0–1): stable over the years */
  boardSize: number;
  independentShare: number;
  /** involvement.csv rows of the company: exclusion type → revenue share % (the indicator flags agree with it) */
  involvement: Map<string, number>;
}

interface Sec {
  id: string;
  isin: string;
  ticker?: string;
  name: string;
  type: 'equity' | 'corporate_bond' | 'sovereign_bond' | 'fund';
  company?: Company;
  country: string;
  currency: string;
  assetClass: string;
  euGreenBond?: number;
  /** day index (into the calendar) of the first price */
  firstDay: number;
  // price model
  beta: number;
  idioVol: number;
  duration: number;
  creditBeta: number;
  regionIndex: number;
}

interface Fund {
  sec: Sec;
  name: string;
  category: string;
  globalCategory: string;
  fundType: 'etf' | 'open_end';
  aum: number;
  inception: number;
  ter: number;
  domicile: string;
  provider: string;
  advisor?: string;
  sfdr: 6 | 8 | 9;
  registered: string;
  embargoed: boolean;
  /** holdings at the latest date: security index → weight % */
  holdings: { sec: number; weight: number }[];
  cashPct: number;
}

const regions = ['Europe', 'North America', 'Asia Pacific', 'Latin America', 'Middle East & Africa'] as const;

const tickerOf = (name: string, used: Set<string>, rnd: Random): string => {
  const letters = name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
  for (let len = 3; len <= 5; len++) {
    const t = letters.slice(0, len);
    if (t.length === len && !used.has(t)) {
      used.add(t);
      return t;
    }
  }
  for (;;) {
    const t = `${letters.slice(0, 2)}${String.fromCharCode(65 + rnd.int(0, 25))}${String.fromCharCode(65 + rnd.int(0, 25))}`;
    if (!used.has(t)) {
      used.add(t);
      return t;
    }
  }
};

/** Missing-data rate of a field, 5–30 %, fixed per field name. */
const missingRate = (field: string): number => 0.05 + (hashString(field) % 1000) / 4000;

export interface DemoOptions {
  cacheDir: string;
  size: DemoSize;
  seed?: number;
  /** 0–100 while the demo is generated (a start's progress bar); not called when the demo is already there */
  onProgress?: (percent: number) => void;
}

/**
 * Each file's share of the generation time (the full demo: prices.csv and indicators.csv are ~95 % of the bytes);
 * the model built before the first file takes the rest. Only for progress: nothing generated depends on it.
 */
const FILE_SHARES: Record<string, number> = {
  'companies.csv': 1,
  'securities.csv': 1,
  'company_facts.csv': 3,
  'indicators.csv': 35,
  'involvement.csv': 1,
  'taxonomy.csv': 1,
  'products.csv': 1,
  'sdg.csv': 1,
  'scores.csv': 1,
  'funds.csv': 1,
  'holdings.csv': 2,
  'prices.csv': 45,
  'fx.csv': 2,
  'rates.csv': 1,
  'countries.csv': 1,
};
const MODEL_SHARE = 100 - Object.values(FILE_SHARES).reduce((sum, share) => sum + share, 0);

/** Where the demo dataset of this generator version, seed and size lives in the cache. */
export const demoDatasetDir = (options: DemoOptions): string =>
  join(options.cacheDir, 'demo', `v${DEMO_GENERATOR_VERSION}-${options.seed ?? DEMO_SEED}-${options.size}`);

/**
 * Returns the demo dataset folder, generating it first when this machine has none for this generator version,
 * seed and size. The folder is written beside its final place and renamed, so a half-written demo is never used.
 */
export const ensureDemoDataset = async (options: DemoOptions): Promise<string> => {
  const dir = demoDatasetDir(options);
  if (existsSync(join(dir, 'manifest.json'))) return dir;
  const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
  mkdirSync(tmp, { recursive: true });
  try {
    generateDemoDataset(tmp, {
      size: options.size,
      seed: options.seed ?? DEMO_SEED,
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    });
    try {
      renameSync(tmp, dir);
    } catch (error) {
      // Another process finished first: use its folder.
      if (!existsSync(join(dir, 'manifest.json'))) throw error;
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return dir;
};

/**
 * Writes the demo universe into `dir` in the dataset format (dataset-format.md). Deterministic: the same seed and
 * size give byte-identical files.
 */
export const generateDemoDataset = (
  dir: string,
  options: { size: DemoSize; seed: number; onProgress?: (percent: number) => void },
): void => {
  const size = sizes[options.size];
  const rnd = createRandom(options.seed);
  const asOfDay = dayFromIso(DEMO_AS_OF);
  const calendar = businessDays(asOfDay - Math.round(size.priceYears * 365.25) + 1, asOfDay);
  const nDays = calendar.length;
  const calendarStrings = Array.from(calendar, isoFromDay);

  // --- companies -------------------------------------------------------------------------------------------
  const companyCountries = demoCountries.filter((c) => c.companyWeight > 0);
  const countryWeightSum = companyCountries.reduce((s, c) => s + c.companyWeight, 0);
  const sectorWeightSum = demoSectors.reduce((s, c) => s + c.weight, 0);
  const pickWeighted = <T>(items: readonly T[], weight: (t: T) => number, total: number): T => {
    let x = rnd.next() * total;
    for (const item of items) {
      x -= weight(item);
      if (x < 0) return item;
    }
    return items[items.length - 1]!;
  };
  const usedNames = new Set<string>();
  const usedTickers = new Set<string>();
  const companies: Company[] = [];
  const allIndustries = demoSectors.flatMap((s, si) => s.industries.map((ind) => ({ s, si, ind })));
  for (let k = 0; k < size.companies; k++) {
    // Every company country and every industry appear at least once before weights take over.
    const country =
      k < companyCountries.length
        ? companyCountries[k]!
        : pickWeighted(companyCountries, (c) => c.companyWeight, countryWeightSum);
    const forced = k < allIndustries.length ? allIndustries[k]! : undefined;
    const sector = forced?.s ?? pickWeighted(demoSectors, (s) => s.weight, sectorWeightSum);
    const sectorIndex = forced?.si ?? demoSectors.indexOf(sector);
    const industry = forced?.ind ?? rnd.pick(sector.industries);
    const words = sectorWords[sector.name]!;
    const styleWords = words[country.style] ?? words.en;
    let name = '';
    for (let attempt = 0; ; attempt++) {
      const root = rnd.pick(nameRoots[country.style]);
      const word = rnd.pick(styleWords);
      const suffix = rnd.pick(country.suffixes);
      const middle =
        attempt > 3 ? ` ${rnd.pick(['Group', 'International', 'Holdings', 'Global', 'United'])}` : '';
      name =
        country.style === 'it' || country.style === 'es' || country.style === 'fr'
          ? `${word} ${root}${middle} ${suffix}`
          : `${root} ${word}${middle} ${suffix}`;
      if (attempt > 8) name = `${root} ${word} ${k} ${suffix}`;
      if (!usedNames.has(name)) break;
    }
    usedNames.add(name);
    const marketCap = Math.min(
      2.5e12,
      Math.max(
        1.5e8,
        rnd.logNormal((country.isDeveloped ? 5e9 : 2.5e9) * (sectorCapScale[sector.name] ?? 1), 1.35),
      ),
    );
    const revenue = marketCap * sector.salesToCap * rnd.logNormal(1, 0.45);
    const evic = marketCap * (1 + sector.debtToCap * rnd.logNormal(1, 0.5));
    const quality = Math.min(
      1,
      Math.max(0, ((country.esg - 30) / 60) * 0.6 + rnd.next() * 0.4 + (marketCap > 1e10 ? 0.05 : 0)),
    );
    companies.push({
      id: `C${String(k + 1).padStart(5, '0')}`,
      name,
      country,
      sector,
      sectorIndex,
      industry,
      marketCap,
      revenue,
      evic,
      employees: Math.max(20, Math.round((revenue / sector.revenuePerEmployee) * rnd.logNormal(1, 0.3))),
      quality,
      isFossil: rnd.chance(industry.fossil),
      equity: -1,
      boardSize: 0,
      independentShare: 0,
      involvement: new Map(),
    });
  }
  for (const co of companies) {
    const br = createRandom(`${options.seed}:board:${co.id}`);
    co.boardSize = br.int(8, 14);
    // docs/demo-data.md D8: 70–85 % independent in developed markets, fewer in emerging ones and weaker boards
    co.independentShare = Math.min(
      1,
      Math.max(0.3, (co.country.isDeveloped ? 0.62 : 0.4) + co.quality * 0.25 + br.normal() * 0.08),
    );
    co.involvement = involvementRows(co, createRandom(`${options.seed}:inv:${co.id}`));
  }

  // --- securities ------------------------------------------------------------------------------------------
  const secs: Sec[] = [];
  const baseSec = (
    over: Partial<Sec> & Pick<Sec, 'id' | 'isin' | 'name' | 'type' | 'country' | 'currency' | 'assetClass'>,
  ): Sec => ({
    firstDay: 0,
    beta: 0,
    idioVol: 0,
    duration: 0,
    creditBeta: 0,
    regionIndex: 0,
    ...over,
  });
  let nsinCounter = 100_000;
  const nextNsin = (prefix: string) => `${prefix}${String(nsinCounter++).padStart(9 - prefix.length, '0')}`;
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

  // --- funds -----------------------------------------------------------------------------------------------
  const equitiesByCap = companies
    .map((c) => c.equity)
    .sort((a, b) => secs[b]!.company!.marketCap - secs[a]!.company!.marketCap);
  const developedEquities = equitiesByCap.filter((s) => secs[s]!.company!.country.isDeveloped);
  const funds: Fund[] = [];
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
  const addFund = (spec: {
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
  }) => {
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
    sec.firstDay = inceptionIndex;
    const inception = inceptionIndex === 0 ? calendar[0]! - rnd.int(200, 6000) : calendar[inceptionIndex]!;
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
  const urth = addFund({
    name: 'Aurora World Equity UCITS ETF',
    ticker: 'URTH',
    category: 'Global Large-Cap Blend Equity',
    globalCategory: 'Global Equity Large Cap',
    fundType: 'etf',
    members: developedEquities.slice(0, size.urthHoldings),
    sfdr: 6,
    provider: 'Aurora',
    assetClass: 'equity',
    noise: 0.01,
    cashPct: 0.3,
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
  });
  const themes: {
    name: string;
    category: string;
    global: string;
    filter: (c: Company) => boolean;
    asset: 'equity' | 'bond';
    sfdr: 6 | 8 | 9;
    n: [number, number];
  }[] = [
    {
      name: 'Europe Equity',
      category: 'Europe Large-Cap Blend Equity',
      global: 'Europe Equity Large Cap',
      filter: (c) => c.country.region === 'Europe',
      asset: 'equity',
      sfdr: 8,
      n: [40, 400],
    },
    {
      name: 'US Equity',
      category: 'US Large-Cap Blend Equity',
      global: 'US Equity Large Cap',
      filter: (c) => c.country.code === 'US',
      asset: 'equity',
      sfdr: 6,
      n: [50, 600],
    },
    {
      name: 'Emerging Markets Equity',
      category: 'Global Emerging Markets Equity',
      global: 'Emerging Markets Equity',
      filter: (c) => !c.country.isDeveloped,
      asset: 'equity',
      sfdr: 8,
      n: [60, 800],
    },
    {
      name: 'Japan Equity',
      category: 'Japan Large-Cap Equity',
      global: 'Japan Equity',
      filter: (c) => c.country.code === 'JP',
      asset: 'equity',
      sfdr: 6,
      n: [30, 300],
    },
    {
      name: 'Asia Pacific ex-Japan Equity',
      category: 'Asia-Pacific ex-Japan Equity',
      global: 'Asia Equity',
      filter: (c) => c.country.region === 'Asia Pacific' && c.country.code !== 'JP',
      asset: 'equity',
      sfdr: 6,
      n: [40, 400],
    },
    {
      name: 'Global Clean Energy',
      category: 'Sector Equity Alternative Energy',
      global: 'Energy Sector Equity',
      filter: (c) =>
        c.industry.name === 'Renewable Electricity' ||
        c.industry.name === 'Electrical Components & Equipment' ||
        c.industry.name === 'Semiconductors',
      asset: 'equity',
      sfdr: 9,
      n: [25, 120],
    },
    {
      name: 'Global Healthcare',
      category: 'Sector Equity Healthcare',
      global: 'Healthcare Sector Equity',
      filter: (c) => c.sector.name === 'Health Care',
      asset: 'equity',
      sfdr: 8,
      n: [30, 250],
    },
    {
      name: 'Global Technology',
      category: 'Sector Equity Technology',
      global: 'Technology Sector Equity',
      filter: (c) => c.sector.name === 'Information Technology' || c.sector.name === 'Communication Services',
      asset: 'equity',
      sfdr: 6,
      n: [30, 300],
    },
    {
      name: 'Global Financials',
      category: 'Sector Equity Financial Services',
      global: 'Financials Sector Equity',
      filter: (c) => c.sector.name === 'Financials',
      asset: 'equity',
      sfdr: 6,
      n: [30, 250],
    },
    {
      name: 'Global Sustainable Leaders',
      category: 'Global Large-Cap Blend Equity',
      global: 'Global Equity Large Cap',
      filter: (c) => c.quality > 0.6 && !c.isFossil,
      asset: 'equity',
      sfdr: 9,
      n: [40, 300],
    },
    {
      name: 'Global Dividend',
      category: 'Global Equity Income',
      global: 'Global Equity Large Cap',
      filter: (c) =>
        ['Utilities', 'Consumer Staples', 'Financials', 'Energy', 'Real Estate'].includes(c.sector.name),
      asset: 'equity',
      sfdr: 8,
      n: [40, 200],
    },
    {
      name: 'Global Property',
      category: 'Property - Indirect Global',
      global: 'Real Estate Sector Equity',
      filter: (c) => c.sector.name === 'Real Estate',
      asset: 'equity',
      sfdr: 8,
      n: [25, 150],
    },
    {
      name: 'All-World Equity',
      category: 'Global Large-Cap Blend Equity',
      global: 'Global Equity Large Cap',
      filter: () => true,
      asset: 'equity',
      sfdr: 6,
      n: [size.maxFundHoldings, size.maxFundHoldings],
    },
    {
      name: 'Euro Corporate Bond',
      category: 'EUR Corporate Bond',
      global: 'Corporate Fixed Income',
      filter: () => true,
      asset: 'bond',
      sfdr: 8,
      n: [25, 150],
    },
    {
      name: 'Global Government Bond',
      category: 'Global Government Bond',
      global: 'Government Fixed Income',
      filter: () => true,
      asset: 'bond',
      sfdr: 6,
      n: [25, 60],
    },
  ];
  const equityPool = (filter: (c: Company) => boolean) =>
    equitiesByCap.filter((s) => filter(secs[s]!.company!));
  let themeIndex = 0;
  while (funds.length < size.funds + 2) {
    const k = funds.length - 2;
    const theme = themes[themeIndex++ % themes.length]!;
    const provider = fundProviders[(k * 7 + 3) % fundProviders.length]!;
    const fundType = rnd.chance(0.45) ? 'etf' : 'open_end';
    const sfdr = rnd.chance(0.7) ? theme.sfdr : rnd.pick([6, 8, 9] as const);
    let pool: number[];
    if (theme.asset === 'bond') pool = theme.name.includes('Government') ? sovereignBonds : corporateBonds;
    else pool = equityPool(theme.filter);
    const want = Math.min(pool.length, rnd.int(theme.n[0], theme.n[1]));
    const start =
      theme.name === 'All-World Equity' ? 0 : rnd.int(0, Math.max(0, Math.floor((pool.length - want) / 3)));
    const members = pool.slice(start, start + want);
    if (members.length < 5) continue;
    const suffix =
      fundType === 'etf' ? 'UCITS ETF' : rnd.pick(['Fund', 'Fund', 'Portfolio', 'Strategy Fund']);
    const variant =
      k >= themes.length
        ? ` ${['ESG', 'Enhanced', 'Select', 'Screened', 'Climate', 'Core', 'Quality', 'Value'][Math.floor(k / themes.length) % 8]}`
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
  // Funds of funds: multi-asset portfolios holding the plain funds (which hold no funds themselves).
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
  // One fund that under-reports: weights sum to ~97 % ("other" remainder, a warning on import).
  const partial = funds[funds.length - fundOfFundsCount - 1]!;
  partial.cashPct = 0;
  partial.holdings = partial.holdings.map((h) => ({ sec: h.sec, weight: h.weight * 0.97 }));

  let done = MODEL_SHARE;
  options.onProgress?.(done);
  const write = (name: string, header: string, rows: (out: Out) => void) => {
    const out = openOut(join(dir, name));
    out.line(header);
    rows(out);
    out.close();
    done += FILE_SHARES[name] ?? 0;
    options.onProgress?.(Math.min(100, done));
  };

  // --- manifest ----------------------------------------------------------------------------------------------
  writeFileSync(
    join(dir, 'manifest.json'),
    `${JSON.stringify({ name: `esgkit demo universe (${options.size})`, version: `${DEMO_GENERATOR_VERSION}.${options.seed}`, asOf: DEMO_AS_OF, baseCurrency: 'EUR', source: 'esgkit demo generator (synthetic data, not investment advice)', demo: true }, null, 2)}\n`,
  );

  // --- companies.csv, securities.csv -------------------------------------------------------------------------
  write('companies.csv', 'company_id,name,country,sector,industry,nace,nace_code,market_cap_eur', (out) => {
    for (const co of companies)
      out.line(
        `${co.id},${txt(co.name)},${co.country.code},${co.sector.name},${txt(co.industry.name)},${co.industry.nace},${co.industry.naceCode},${num(co.marketCap, 0)}`,
      );
  });
  write(
    'securities.csv',
    'security_id,isin,ticker,name,type,company_id,country,currency,asset_class,eu_green_bond',
    (out) => {
      for (const s of secs)
        out.line(
          `${s.id},${s.isin},${s.ticker ?? ''},${txt(s.name)},${s.type},${s.company?.id ?? ''},${s.country},${s.currency},${s.assetClass},${s.euGreenBond ?? ''}`,
        );
    },
  );

  // --- company_facts.csv ---------------------------------------------------------------------------------------
  const factColumns = factNumberColumns.filter((c) => c !== 'ghg_estimated');
  const estimatedColumns = ['scope1_t', 'scope2_t', 'scope3_t'];
  const header = [
    'company_id',
    'year',
    ...factColumns,
    'ghg_estimated',
    ...estimatedColumns.map((c) => `${c}_estimated`),
    'scope2_method',
    'evic_date',
  ];
  const flagColumns = new Set(
    phyIndicators
      .filter((i) => i.kind === 'flag' && i.datasetColumn)
      .map((i) => i.datasetColumn!.column)
      .concat([
        'fossil_fuel_sector',
        'biodiversity_sensitive_areas',
        'ungc_oecd_violations',
        'ungc_oecd_no_compliance_process',
        'controversial_weapons',
      ]),
  );
  write('company_facts.csv', header.join(','), (out) => {
    for (const co of companies) {
      const fr = createRandom(`${options.seed}:facts:${co.id}`);
      const reportsScope3 = fr.chance(0.35 + co.quality * 0.5);
      const boardSize = co.boardSize;
      const flagBase = new Map<string, number>();
      for (const y of FISCAL_YEARS) {
        const t = y - 2025;
        const growth = (1 + fr.between(-0.02, 0.09)) ** t;
        const revenue = co.revenue * growth;
        const evic = co.evic * growth * fr.logNormal(1, 0.08);
        const s12 =
          (revenue / 1e6) *
          co.industry.intensity *
          SCOPE12_CALIBRATION *
          fr.logNormal(1, 0.35) *
          0.97 ** (y - 2021);
        const scope1 =
          s12 *
          (co.sector.name === 'Utilities' || co.sector.name === 'Energy' || co.sector.name === 'Materials'
            ? 0.85
            : 0.45);
        const energy = (revenue / 1e6) * (co.industry.intensity / 250) * fr.logNormal(1, 0.3);
        const v: Record<string, number | undefined> = {
          evic_eur: evic,
          revenue_eur: y === 2021 && fr.chance(0.002) ? -1 : revenue,
          scope1_t: scope1,
          scope2_t: s12 - scope1,
          scope3_t:
            reportsScope3 || fr.chance(0.5)
              ? s12 * co.sector.scope3Factor * SCOPE3_CALIBRATION * fr.logNormal(1, 0.4)
              : undefined,
          fossil_fuel_sector: co.isFossil ? 1 : 0,
          fossil_fuel_revenue_pct: co.isFossil ? fr.between(30, 100) : 0,
          nonrenewable_energy_consumption_pct: Math.min(
            100,
            Math.max(0, 85 - co.quality * 50 + fr.normal() * 10 - (y - 2021) * 2),
          ),
          nonrenewable_energy_production_pct:
            co.sector.name === 'Utilities' || co.sector.name === 'Energy'
              ? Math.min(100, Math.max(0, 70 - (y - 2021) * 3 + fr.normal() * 15))
              : undefined,
          energy_consumption_gwh: energy,
          energy_production_gwh: co.sector.name === 'Utilities' ? energy * fr.between(2, 8) : undefined,
          water_emissions_t:
            (revenue / 1e6) *
            (co.industry.nace === 'C' || co.industry.nace === 'A' ? 0.05 : 0.002) *
            fr.logNormal(1, 0.6),
          // docs/demo-data.md D11: ~0.1–3 t per € million invested for a world index
          hazardous_waste_t: (revenue / 1e6) * (co.industry.intensity / 400) * fr.logNormal(1, 0.8),
          // tens of tonnes of non-recycled waste per € million of revenue, heavier in industry
          non_recycled_waste_t: (revenue / 1e6) * (5 + co.industry.intensity / 20) * fr.logNormal(1, 0.7),
          radioactive_waste_t:
            co.sector.name === 'Utilities' && fr.chance(0.3)
              ? fr.between(1, 200)
              : co.sector.name === 'Utilities'
                ? 0
                : undefined,
          // docs/demo-data.md D7: an unadjusted gap of ~10–20 % (Eurostat EU average 12 %, OECD ~11 %)
          gender_pay_gap_pct: Math.max(-10, Math.min(40, 18 - co.quality * 8 + fr.normal() * 5)),
          board_member_count: boardSize,
          employees: Math.round(co.employees * growth),
          ghg_data_quality: reportsScope3 ? fr.int(1, 2) : fr.int(2, 4),
        };
        const female = Math.round(
          boardSize *
            // docs/demo-data.md D6: ~30–35 % women on developed-market boards, ~20 % in emerging ones
            Math.min(
              0.6,
              Math.max(
                0.05,
                (co.country.isDeveloped ? 0.16 : 0.08) +
                  co.quality * 0.2 +
                  (y - 2021) * 0.01 +
                  fr.normal() * 0.06,
              ),
            ),
        );
        v.board_female_count = female;
        v.board_female_pct = (100 * female) / boardSize;
        for (const col of factColumns) {
          if (col in v) continue;
          if (flagColumns.has(col)) {
            // Flags of the adverse condition: rarer for well-run companies, sticky over the years.
            let base = flagBase.get(col);
            if (base === undefined) {
              const pAdverse = col.startsWith('no_')
                ? 0.45 - co.quality * 0.4
                : col === 'controversial_weapons'
                  ? Number(co.involvement.has('controversial_weapons'))
                  : col === 'ungc_oecd_violations'
                    ? // docs/demo-data.md D5: ~1–3 % of a world index breaches the UNGC principles
                      0.03 - co.quality * 0.025
                    : col === 'chemicals_nace_20_2'
                      ? co.industry.naceCode === '20.20'
                        ? 1
                        : 0
                      : 0.12 - co.quality * 0.08;
              base = fr.chance(pAdverse) ? 1 : 0;
              flagBase.set(col, base);
            }
            // Policies come and go a little from year to year; involvement and breaches do not flip at random.
            v[col] = col.startsWith('no_') && fr.chance(0.05) ? 1 - base : base;
          } else if (col.endsWith('_pct')) v[col] = fr.between(10, 80);
          else if (col.includes('nonrenewable_consumption_')) v[col] = energy * fr.between(0, 0.3);
          else if (col === 'water_consumption_m3') v[col] = (revenue / 1e6) * fr.logNormal(400, 1);
          else if (col === 'accident_rate') v[col] = fr.logNormal(1.5, 0.6);
          else if (col === 'ceo_pay_ratio') v[col] = fr.logNormal(60, 0.7);
          else if (col === 'anti_corruption_fines_eur') v[col] = fr.chance(0.05) ? fr.logNormal(2e6, 1.5) : 0;
          else if (col.endsWith('_t')) v[col] = (revenue / 1e6) * fr.logNormal(0.02, 1);
          else v[col] = fr.chance(0.15) ? fr.int(1, Math.max(2, Math.round(co.employees / 5000))) : 0;
        }
        const cells = [co.id, String(y)];
        const estimated: Record<string, number> = {};
        for (const col of factColumns) {
          let value = v[col];
          // Realistic gaps: 5–30 % missing per field, more for weaker reporters; the key financials rarely miss.
          const rate =
            col === 'evic_eur' || col === 'revenue_eur' ? 0.02 : missingRate(col) * (1.3 - co.quality * 0.6);
          if (fr.chance(rate)) value = undefined;
          cells.push(
            flagColumns.has(col) ||
              col === 'ghg_data_quality' ||
              col.endsWith('_count') ||
              col === 'employees'
              ? num(value, 0)
              : num(value, col.endsWith('_eur') ? 0 : 2),
          );
        }
        for (const col of estimatedColumns)
          estimated[col] =
            v[col] === undefined
              ? Number.NaN
              : fr.chance(col === 'scope3_t' ? 0.6 : 0.15 + (1 - co.quality) * 0.2)
                ? 1
                : 0;
        const isAnyEstimated = estimatedColumns.some((c) => estimated[c] === 1);
        cells.push(
          isAnyEstimated ? '1' : '0',
          ...estimatedColumns.map((c) => num(estimated[c], 0)),
          fr.chance(0.6) ? 'market' : 'location',
          `${y}-12-31`,
        );
        out.line(cells.join(','));
      }
    }
  });

  // --- indicators.csv: every PHY_ code that has no company_facts column, for each fiscal year ----------------
  const indicatorCodes = phyIndicators.filter((ind) => !ind.datasetColumn);
  write('indicators.csv', 'company_id,year,code,value', (out) => {
    const parts: string[] = [];
    for (const co of companies) {
      const ir = createRandom(`${options.seed}:ind:${co.id}`);
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
  });

  // --- involvement.csv ---------------------------------------------------------------------------------------
  write('involvement.csv', 'company_id,type,revenue_share_pct,ownership_pct', (out) => {
    for (const co of companies) {
      const vr = createRandom(`${options.seed}:controversy:${co.id}`);
      const rows = co.involvement;
      for (const [type, share] of rows) out.line(`${co.id},${type},${num(share, 1)},`);
      // A reported controversy is red: ~2–5 % of a world index per pillar (docs/demo-data.md D3).
      for (const pillar of ['environmental', 'social', 'governance'])
        if (vr.chance(0.05 - co.quality * 0.04)) out.line(`${co.id},${pillar}_controversy,,`);
      if (vr.chance(0.004))
        out.line(`${co.id},${vr.pick(['alcohol', 'gambling', 'tobacco'])},,${num(vr.between(10, 60), 1)}`);
    }
  });

  // --- taxonomy.csv ------------------------------------------------------------------------------------------
  write(
    'taxonomy.csv',
    'company_id,year,objective,kpi,eligible_pct,aligned_pct,aligned_enabling_pct,aligned_transitional_pct,aligned_fossil_gas_pct,aligned_nuclear_pct',
    (out) => {
      for (const co of companies) {
        const tr = createRandom(`${options.seed}:tax:${co.id}`);
        if (co.sector.taxonomyEligible === 0 || tr.chance(0.25)) continue;
        const base = Math.min(85, co.sector.taxonomyEligible * tr.logNormal(1, 0.4));
        const alignRatio = tr.between(0.05, 0.4) + co.quality * 0.4;
        for (const y of FISCAL_YEARS.slice(1)) {
          for (const kpi of ['turnover', 'capex', 'opex'] as const) {
            const eligible = Math.min(
              85,
              base * (kpi === 'capex' ? 1.25 : kpi === 'opex' ? 0.9 : 1) * (1 + (y - 2022) * 0.03),
            );
            const aligned = eligible * Math.min(1, alignRatio * (1 + (y - 2022) * 0.05));
            const isUtility = co.sector.name === 'Utilities';
            out.line(
              `${co.id},${y},CCM,${kpi},${num(eligible)},${num(aligned)},${num(aligned * tr.between(0, 0.3))},${num(aligned * tr.between(0, 0.2))},${isUtility ? num(aligned * tr.between(0, 0.1)) : ''},${isUtility && tr.chance(0.3) ? num(aligned * tr.between(0, 0.1)) : ''}`,
            );
            if (tr.chance(0.5)) {
              const e = tr.between(0, 5);
              out.line(`${co.id},${y},CCA,${kpi},${num(e)},${num(e * tr.between(0, 0.5))},,,,`);
            }
            for (const objective of ['WTR', 'CE', 'PPC', 'BIO'])
              if (tr.chance(0.08)) {
                const e = tr.between(0, 2);
                out.line(
                  `${co.id},${y},${objective},${kpi},${num(e)},${tr.chance(0.5) ? num(e * tr.between(0, 0.6)) : ''},,,,`,
                );
              }
          }
        }
      }
    },
  );

  // --- products.csv, sdg.csv ---------------------------------------------------------------------------------
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
  write('products.csv', 'company_id,category,revenue_share_pct,sustainable_score', (out) => {
    for (const co of companies) {
      const pr = createRandom(`${options.seed}:prod:${co.id}`);
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
  });
  write('sdg.csv', 'company_id,sdg,score', (out) => {
    for (const co of companies) {
      const sr = createRandom(`${options.seed}:sdg:${co.id}`);
      if (sr.chance(0.15)) continue;
      const goals = new Set<number>();
      const n = sr.int(2, 6);
      while (goals.size < n) goals.add(sr.int(1, 17));
      for (const g of [...goals].sort((a, b) => a - b)) {
        const lean = co.isFossil && (g === 7 || g === 13) ? -60 : (co.quality - 0.5) * 80;
        out.line(`${co.id},${g},${num(Math.max(-100, Math.min(100, lean + sr.normal() * 30)), 0)}`);
      }
    }
  });

  // --- scores.csv --------------------------------------------------------------------------------------------
  const companyScore = new Map<string, number>();
  write(
    'scores.csv',
    'entity_type,entity_id,year,environmental,social,governance,impact,product,sustainability',
    (out) => {
      for (const co of companies) {
        const sr = createRandom(`${options.seed}:score:${co.id}`);
        const base = 30 + co.quality * 55;
        for (const y of FISCAL_YEARS) {
          const clamp = (x: number) => Math.max(0, Math.min(100, x));
          const e = clamp(base - (co.industry.intensity > 500 ? 15 : 0) + sr.normal() * 8 + (y - 2021));
          const s = clamp(base + sr.normal() * 8);
          const g = clamp(base + 5 + sr.normal() * 7);
          const sustainability = (e + s + g) / 3;
          if (y === 2025) companyScore.set(co.id, sustainability);
          const miss = (x: number, field: string) =>
            sr.chance(missingRate(`score_${field}`) * 0.6) ? '' : num(x, 1);
          out.line(
            `company,${co.id},${y},${miss(e, 'e')},${miss(s, 's')},${miss(g, 'g')},${miss(clamp(base + sr.normal() * 12), 'impact')},${miss(clamp(base + sr.normal() * 12), 'product')},${num(sustainability, 1)}`,
          );
        }
      }
      for (const f of funds) {
        let sum = 0;
        let weight = 0;
        for (const h of f.holdings) {
          const co = secs[h.sec]!.company;
          const score = co ? companyScore.get(co.id) : undefined;
          if (score !== undefined) {
            sum += score * h.weight;
            weight += h.weight;
          }
        }
        if (weight > 0) {
          const s = sum / weight + (f.sfdr === 9 ? 6 : f.sfdr === 8 ? 3 : 0);
          out.line(
            `fund,${f.sec.id},2025,${num(s + 1, 1)},${num(s - 1, 1)},${num(s + 2, 1)},${num(s - 3, 1)},${num(s, 1)},${num(s, 1)}`,
          );
        }
      }
    },
  );

  // --- funds.csv, holdings.csv -------------------------------------------------------------------------------
  const quarterEnds = ['2025-12-31', '2026-03-31', '2026-06-30', '2026-09-30'];
  write(
    'funds.csv',
    'security_id,category,global_category,fund_type,aum_eur,inception_date,ter_pct,domicile,provider,advisor,sfdr_article,registered_countries,holdings_as_of,embargoed',
    (out) => {
      for (const f of funds)
        out.line(
          `${f.sec.id},${txt(f.category)},${txt(f.globalCategory)},${f.fundType},${num(f.aum, 0)},${isoFromDay(f.inception)},${num(f.ter, 2)},${f.domicile},${txt(f.provider)},${txt(f.advisor)},${f.sfdr},${f.registered},${f.embargoed ? '' : DEMO_AS_OF},${f.embargoed ? 1 : 0}`,
        );
    },
  );
  write('holdings.csv', 'fund_id,holding_id,weight_pct,as_of', (out) => {
    for (const f of funds) {
      if (f.embargoed) continue;
      const hr = createRandom(`${options.seed}:hold:${f.sec.id}`);
      for (const [q, asOf] of quarterEnds.entries()) {
        // Earlier quarters drift a little from the latest composition.
        const drift = (quarterEnds.length - 1 - q) * 0.03;
        let weights = f.holdings.map((h) => h.weight * (drift ? hr.logNormal(1, drift) : 1));
        const target = f.holdings.reduce((s, h) => s + h.weight, 0);
        const total = weights.reduce((s, w) => s + w, 0);
        weights = weights.map((w) => (w * target) / total);
        const lines: string[] = [];
        let written = 0;
        f.holdings.forEach((h, k) => {
          const w = Math.round(weights[k]! * 1e6) / 1e6;
          written += w;
          lines.push(`${f.sec.id},${secs[h.sec]!.id},${w},${asOf}`);
        });
        if (f.cashPct > 0) lines.push(`${f.sec.id},CASH,${num(Math.max(0, 100 - written), 6)},${asOf}`);
        out.line(lines.join('\n'));
      }
    }
  });

  // --- prices.csv: a factor model (market, sector, region, rates, idiosyncratic) -------------------------------
  const nSec = secs.length;
  const levels = new Float64Array(nSec * nDays);
  const fr = createRandom(`${options.seed}:factors`);
  const market = new Float64Array(nDays);
  const rates = new Float64Array(nDays);
  const sectorF = demoSectors.map(() => new Float64Array(nDays));
  const regionF = regions.map(() => new Float64Array(nDays));
  for (let d = 0; d < nDays; d++) {
    const z = fr.normal();
    // Calm and stressed regimes: volatility clusters a little.
    const regime = Math.sin(d / 180) > 0.85 ? 1.8 : 1;
    market[d] = 0.00028 + 0.0095 * regime * z;
    // Yields rise a little with equity rallies, so bonds and equities are mildly negatively correlated.
    rates[d] = 0.0006 * (0.25 * z + Math.sqrt(1 - 0.0625) * fr.normal());
    demoSectors.forEach((s, k) => {
      sectorF[k]![d] = s.sectorVol * 0.7 * fr.normal();
    });
    for (const f of regionF) f[d] = 0.004 * fr.normal();
  }
  const pr = createRandom(`${options.seed}:prices`);
  for (let s = 0; s < nSec; s++) {
    const sec = secs[s]!;
    if (sec.type === 'fund') continue;
    const base = s * nDays;
    let level = sec.type === 'equity' ? pr.logNormal(40, 1) : pr.between(90, 110);
    const sectorSeries = sec.company ? sectorF[sec.company.sectorIndex]! : undefined;
    const regionSeries = regionF[sec.regionIndex]!;
    for (let d = 0; d < nDays; d++) {
      let r: number;
      if (sec.type === 'equity')
        r = sec.beta * market[d]! + sectorSeries![d]! + regionSeries[d]! + sec.idioVol * pr.normal();
      else r = 0.00008 - sec.duration * rates[d]! + sec.creditBeta * market[d]! + sec.idioVol * pr.normal();
      level *= 1 + r;
      levels[base + d] = level;
    }
  }
  // Fund NAVs follow their holdings (latest weights), net of the TER; funds of funds after the funds they hold.
  const ordered = [...funds].sort(
    (a, b) => Number(a.sec.assetClass === 'mixed') - Number(b.sec.assetClass === 'mixed'),
  );
  for (const f of ordered) {
    const s = secs.indexOf(f.sec);
    const base = s * nDays;
    let level = 100;
    const ter = f.ter / 100 / 260;
    for (let d = 0; d < nDays; d++) {
      if (d > 0) {
        let r = 0;
        for (const h of f.holdings) {
          const hb = h.sec * nDays;
          r += (h.weight / 100) * (levels[hb + d]! / levels[hb + d - 1]! - 1);
        }
        level *= 1 + r - ter + 0.0002 * pr.normal();
      }
      levels[base + d] = level;
    }
  }
  write('prices.csv', 'security_id,date,value', (out) => {
    for (let s = 0; s < nSec; s++) {
      const sec = secs[s]!;
      const base = s * nDays;
      const lines: string[] = [];
      // Rescale so the first quoted price is a round-looking level.
      const first = levels[base + sec.firstDay]!;
      const scale = sec.type === 'fund' ? 100 / first : 1;
      for (let d = sec.firstDay; d < nDays; d++)
        lines.push(`${sec.id},${calendarStrings[d]},${(levels[base + d]! * scale).toFixed(4)}`);
      out.line(lines.join('\n'));
    }
  });

  // --- fx.csv, rates.csv, countries.csv ----------------------------------------------------------------------
  const currencies = [...new Set(secs.map((s) => s.currency).concat(demoCountries.map((c) => c.currency)))]
    .filter((c) => c !== 'EUR')
    .sort();
  write('fx.csv', 'date,currency,eur_per_unit', (out) => {
    const xr = createRandom(`${options.seed}:fx`);
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
  });
  write('rates.csv', 'date,rate_annual_pct', (out) => {
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
  });
  write(
    'countries.csv',
    'country,name,region,environmental,social,governance,ghg_intensity_t_per_meur_gdp,social_violations,income_inequality_score,freedom_of_expression_score,human_rights_score,corruption_score,eu_non_cooperative_tax,political_stability_score,rule_of_law_score',
    (out) => {
      const cr = createRandom(`${options.seed}:countries`);
      const eu = new Set(['PA', 'TT']);
      for (const c of demoCountries) {
        const j = (x: number, sd: number) => num(Math.max(0, Math.min(100, x + cr.normal() * sd)), 1);
        const opt = (x: string) => (cr.chance(0.07) ? '' : x);
        out.line(
          [
            c.code,
            txt(c.name),
            c.region,
            j(c.esg, 6),
            j(c.esg, 6),
            j(c.esg, 6),
            num(c.ghgIntensity * cr.logNormal(1, 0.1), 1),
            c.esg < 50 ? '1' : '0',
            opt(num(25 + (80 - c.esg) * 0.4 + cr.normal() * 4, 1)),
            opt(j(c.esg + 5, 10)),
            opt(j(c.esg, 8)),
            opt(j(c.esg, 8)),
            eu.has(c.code) ? '1' : '0',
            opt(num((c.esg - 55) / 15 + cr.normal() * 0.3, 2)),
            opt(num((c.esg - 55) / 15 + cr.normal() * 0.3, 2)),
          ].join(','),
        );
      }
    },
  );
};

const validTypes = new Set<string>(exclusionTypes.map((e) => e.id));

/**
 * A company's involvement in the exclusion types (involvement.csv), from its industry: a world index has ~0–1 %
 * in controversial weapons, 1–2 % in tobacco, a few % in alcohol, defence or coal (docs/demo-data.md D1–D3). The
 * indicator flags and revenue shares of the exclusions pillar are read from it, so the two files agree.
 */
const involvementRows = (co: Company, vr: Random): Map<string, number> => {
  const rows = new Map<string, number>();
  const add = (type: string, share: number) => {
    if (validTypes.has(type) && !rows.has(type)) rows.set(type, Math.round(share * 10) / 10);
  };
  const ind = co.industry.name;
  if (co.isFossil && co.sector.name === 'Energy')
    add(ind === 'Coal & Consumable Fuels' ? 'thermal_coal' : 'oil_and_gas', vr.between(50, 100));
  if (co.isFossil && co.sector.name === 'Energy' && ind !== 'Coal & Consumable Fuels' && vr.chance(0.2))
    add(vr.pick(['oil_sands', 'shale_energy', 'arctic_oil_and_gas']), vr.between(2, 30));
  if (co.isFossil && (ind === 'Electric Utilities' || ind === 'Multi-Utilities') && vr.chance(0.3))
    add('thermal_coal', vr.between(2, 30));
  if (co.sector.name === 'Utilities' && vr.chance(0.25)) add('nuclear_energy', vr.between(5, 45));
  if (ind === 'Aerospace & Defense') add('military_weapons', vr.between(10, 90));
  if (ind === 'Aerospace & Defense' && vr.chance(0.2)) add('nuclear_weapons', vr.between(1, 10));
  // after the usual exclusions a world index keeps a few defence names with some controversial-weapons revenue
  if (ind === 'Aerospace & Defense' && vr.chance(0.1)) add('controversial_weapons', vr.between(0.5, 8));
  if (ind === 'Brewers' || ind === 'Distillers & Vintners') add('alcohol', vr.between(60, 100));
  if (ind === 'Food Retail' && vr.chance(0.6)) add('alcohol', vr.between(3, 12));
  if (ind === 'Tobacco') add('tobacco', vr.between(80, 100));
  if (ind === 'Casinos & Gaming') add('gambling', vr.between(50, 100));
  if (ind === 'Pharmaceuticals' && vr.chance(0.3)) add('contraceptives', vr.between(1, 8));
  if (ind === 'Pharmaceuticals' && vr.chance(0.4)) add('animal_testing', vr.between(0.5, 4));
  if (ind === 'Biotechnology' && vr.chance(0.1)) add('stem_cells', vr.between(1, 20));
  if ((ind === 'Movies & Entertainment' || ind === 'Broadcasting') && vr.chance(0.08))
    add('adult_entertainment', vr.between(0.5, 5));
  if (ind === 'Fertilizers & Agricultural Chemicals') add('pesticides', vr.between(20, 70));
  if (ind === 'Fertilizers & Agricultural Chemicals' && vr.chance(0.3))
    add('genetic_engineering', vr.between(5, 30));
  if (ind === 'Packaged Foods & Meats' && vr.chance(0.3)) add('palm_oil', vr.between(1, 10));
  if (ind === 'Consumer Finance' && vr.chance(0.2)) add('predatory_lending', vr.between(5, 40));
  return rows;
};

/** Per-code centres of percentage indicators a reader checks first (docs/demo-data.md); others are spread. */
const percentCentres: Readonly<Record<string, number>> = {
  PHY_WOMEN_WORKFORCE_SHARE: 38,
  PHY_WOMEN_MANAGEMENT_SHARE: 30,
  PHY_WOMEN_SENIOR_MANAGEMENT_SHARE: 24,
  PHY_WOMEN_EXECUTIVE_COMMITTEE_SHARE: 20,
  PHY_WOMEN_STEM_SHARE: 25,
  PHY_WOMEN_NEW_HIRES_SHARE: 40,
  PHY_BOARD_ATTENDANCE: 92,
  PHY_SAY_ON_PAY_SUPPORT: 88,
  PHY_FREE_FLOAT: 80,
  PHY_STATE_OWNERSHIP: 3,
  PHY_LARGEST_SHAREHOLDER_STAKE: 12,
  PHY_EFFECTIVE_TAX_RATE: 21,
  PHY_EMPLOYEE_TURNOVER: 13,
  PHY_VOLUNTARY_TURNOVER: 8,
  PHY_NEW_HIRE_RATE: 14,
  PHY_BOARD_LONG_TENURE_SHARE: 15,
  PHY_NON_AUDIT_FEES_SHARE: 10,
};

/** Board and committee counts: bounded by the board, never by the workforce. */
const boardCount = (code: string, co: Company, r: Random): number | undefined => {
  const independent = Math.round(co.boardSize * co.independentShare);
  switch (code) {
    case 'PHY_BOARD_INDEPENDENT_DIRECTORS':
      return independent;
    case 'PHY_BOARD_MEETINGS':
      return r.int(5, 14);
    case 'PHY_OVERBOARDED_DIRECTORS':
      return r.chance(0.25) ? r.int(1, 2) : 0;
    case 'PHY_AUDIT_COMMITTEE_MEMBERS':
    case 'PHY_REMUNERATION_COMMITTEE_MEMBERS':
    case 'PHY_NOMINATION_COMMITTEE_MEMBERS':
      return r.int(3, 5);
    case 'PHY_AUDIT_COMMITTEE_INDEPENDENT_MEMBERS':
    case 'PHY_REMUNERATION_COMMITTEE_INDEPENDENT_MEMBERS':
    case 'PHY_NOMINATION_COMMITTEE_INDEPENDENT_MEMBERS':
      return Math.min(independent, r.int(2, 5));
    case 'PHY_MINORITY_SLATE_DIRECTORS':
      // Italy's voto di lista (TUF art. 147-ter): only Italian boards have slate directors
      return co.country.code === 'IT' ? r.int(1, 3) : 0;
    default:
      return undefined;
  }
};

/** Headcounts scale with the workforce; incidents are rare events, mostly none (docs/demo-data.md D12). */
const headcounts: Readonly<Record<string, [number, number]>> = {
  PHY_NON_EMPLOYEE_WORKERS: [0.05, 0.3],
  PHY_NEW_HIRES: [0.08, 0.2],
};

/** One indicator value for a company and year, shaped by the indicator's kind and unit. */
const indicatorValue = (
  ind: PhyIndicator,
  co: Company,
  year: number,
  r: Random,
  stable: Map<string, number>,
): string => {
  const scale = co.revenue / 1e6;
  if (ind.pillar === 'exclusions' && ind.exclusionType) {
    // Read from the company's involvement: a company outside the activity reports none of it.
    const share = co.involvement.get(ind.exclusionType);
    if (ind.kind === 'flag') {
      let base = stable.get(ind.code);
      if (base === undefined) {
        base = share !== undefined && r.chance(0.7) ? 1 : 0;
        stable.set(ind.code, base);
      }
      return String(base);
    }
    if (share === undefined) return '0';
    if (ind.kind === 'percent') return num(share, 1);
  }
  switch (ind.kind) {
    case 'flag': {
      let base = stable.get(ind.code);
      if (base === undefined) {
        const good = ind.polarity === 'higher_is_better';
        const p =
          ind.pillar === 'exclusions'
            ? 0.03
            : ind.pillar === 'controversies'
              ? 0.06 - co.quality * 0.045
              : good
                ? 0.3 + co.quality * 0.6
                : 0.3 - co.quality * 0.25;
        base = r.chance(p) ? 1 : 0;
        stable.set(ind.code, base);
      }
      return String(r.chance(0.03) ? 1 - base : base);
    }
    case 'percent': {
      if (ind.code === 'PHY_BOARD_INDEPENDENCE') return num(100 * co.independentShare, 1);
      if (ind.code === 'PHY_GHG_CHANGE_YOY')
        // year-on-year change: a few % down on average, either sign
        return num(-3 - co.quality * 3 + r.normal() * 8, 1);
      const centre = percentCentres[ind.code];
      const level =
        centre !== undefined
          ? centre * (0.85 + co.quality * 0.3) + r.normal() * Math.max(2, centre * 0.15)
          : (hashString(ind.code) % 70) +
            10 +
            (ind.polarity === 'higher_is_better' ? co.quality * 20 : -co.quality * 10) +
            r.normal() * 8;
      return num(Math.max(0, Math.min(100, level)), 1);
    }
    case 'count': {
      const board = boardCount(ind.code, co, r);
      if (board !== undefined) return String(board);
      const heads = headcounts[ind.code];
      if (heads) return String(Math.round(co.employees * r.between(heads[0], heads[1])));
      // incidents: none for most companies, a few for some, more for large and weakly run ones
      if (!r.chance(0.08 + (1 - co.quality) * 0.15)) return '0';
      return String(1 + Math.floor(r.logNormal(0.6, 0.9) * Math.sqrt(co.employees / 10_000)));
    }
    default: {
      const trend = 0.98 ** (year - 2021);
      const s12 = scale * co.industry.intensity * SCOPE12_CALIBRATION;
      switch (ind.code) {
        case 'PHY_WOMEN_TO_MEN_PAY_RATIO':
          // a ratio, not a percentage: 1 − the gender pay gap (docs/demo-data.md D7)
          return num(Math.min(1.05, Math.max(0.6, 0.8 + co.quality * 0.1 + r.normal() * 0.04)), 2);
        case 'PHY_ENTRY_WAGE_TO_MINIMUM_RATIO':
          return num(r.between(1, 1.8), 2);
        case 'PHY_BOARD_AVERAGE_AGE':
          return num(r.between(56, 65), 1);
        case 'PHY_BOARD_AVERAGE_TENURE':
          return num(r.between(3, 11), 1);
        case 'PHY_AUDITOR_TENURE':
          return num(r.int(1, 20), 0);
        case 'PHY_GHG_SCOPE12':
          return num(s12 * r.logNormal(1, 0.3) * trend, 1);
        case 'PHY_GHG_TOTAL':
          return num(
            s12 * (1 + co.sector.scope3Factor * SCOPE3_CALIBRATION) * r.logNormal(1, 0.3) * trend,
            1,
          );
        case 'PHY_GHG_INTENSITY':
          return num(co.industry.intensity * SCOPE12_CALIBRATION * r.logNormal(1, 0.3) * trend, 1);
        case 'PHY_GHG_SCOPE2_MARKET':
          return num(s12 * 0.3 * r.logNormal(1, 0.4) * trend, 1);
      }
      if (ind.code.startsWith('PHY_GHG_SCOPE3_C'))
        // the 15 categories share the company's scope 3 (purchased goods and use of sold products lead)
        return num(
          (s12 * co.sector.scope3Factor * SCOPE3_CALIBRATION * r.logNormal(1, 0.8) * trend) /
            (ind.code.includes('C01') || ind.code.includes('C11') ? 3 : 20),
          1,
        );
      if (ind.code.startsWith('PHY_WASTE_') && ind.unit === 't')
        // tonnes of waste: ~5–100 t per € million of revenue, heavier in industry (Eurostat waste statistics)
        return num(scale * (5 + co.industry.intensity / 20) * r.logNormal(0.5, 0.7), 0);
      switch (ind.unit) {
        case 't_co2e':
          return num(s12 * 0.05 * r.logNormal(1, 0.8) * trend, 1);
        case 't':
        case 't_cfc11e':
          return num(scale * 0.01 * r.logNormal(1, 1), 3);
        case 'gwh':
        case 'mw':
          return num(scale * (co.industry.intensity / 400) * r.logNormal(1, 0.6), 2);
        case 'm3':
          return num(scale * r.logNormal(200, 1), 0);
        case 'eur':
        case 'usd':
          return num(scale * 1e6 * 0.002 * r.logNormal(1, 1), 0);
        case 'calendar_year':
          return String(r.int(2030, 2050));
        case 'years':
          return num(r.between(1, 15), 1);
        case 'severity_1_5':
          return String(r.int(1, 5));
        case 'hours':
          return num(co.employees * r.between(8, 40), 0);
        case 'ha':
          return num(scale * r.logNormal(0.5, 1.2), 1);
        case 'eur_per_t_co2e':
          return num(r.between(20, 150), 0);
        case 'kwh_per_m2':
          return num(r.between(60, 250), 0);
        default:
          return num(r.logNormal(1, 0.6) * ((hashString(ind.code) % 50) + 1), 2);
      }
    }
  }
};
