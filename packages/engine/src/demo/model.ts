// The demo universe in memory: built once (build/), then written file by file (files/).
import type { Sizes } from './calibration.ts';
import type { Random } from './random.ts';
import type { DemoCountry, DemoIndustry, DemoSector } from './universe-data.ts';

export interface Company {
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

export interface Sec {
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

export interface Fund {
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

/** What the model builders share while they draw: the main random stream, the calendar, ids handed out so far. */
export interface BuildContext {
  seed: number;
  size: Sizes;
  rnd: Random;
  calendar: Int32Array;
  nDays: number;
  usedTickers: Set<string>;
  nextNsin: (prefix: string) => string;
}

/** The whole universe, as the file writers read it. */
export interface DemoModel {
  seed: number;
  size: Sizes;
  calendar: Int32Array;
  calendarStrings: string[];
  nDays: number;
  companies: Company[];
  secs: Sec[];
  funds: Fund[];
}

export const regions = [
  'Europe',
  'North America',
  'Asia Pacific',
  'Latin America',
  'Middle East & Africa',
] as const;

/** Business days (Mon–Fri, without 25 Dec and 1 Jan) from `from` to `to`, as day numbers. */
export const businessDays = (from: number, to: number): Int32Array => {
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

export const tickerOf = (name: string, used: Set<string>, rnd: Random): string => {
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

/** A security with no price-model parameters beyond those given. */
export const baseSec = (
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
