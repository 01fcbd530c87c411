// The demo's companies: country and industry drawn by weight (each at least once), a made-up name, market cap
// scaled per sector (calibration.ts), then board and involvement from the company's own random stream.
import { sectorCapScale } from '../calibration.ts';
import type { BuildContext, Company } from '../model.ts';
import { createRandom, type Random } from '../random.ts';
import {
  type DemoCountry,
  type DemoSector,
  demoCountries,
  demoSectors,
  nameRoots,
  sectorWords,
} from '../universe-data.ts';
import { involvementRows } from './involvement.ts';

const pickWeighted = <T>(rnd: Random, items: readonly T[], weight: (t: T) => number, total: number): T => {
  let x = rnd.next() * total;
  for (const item of items) {
    x -= weight(item);
    if (x < 0) return item;
  }
  return items[items.length - 1]!;
};

/** A name not used yet, in the country's style. */
const companyName = (
  rnd: Random,
  k: number,
  country: DemoCountry,
  sector: DemoSector,
  usedNames: Set<string>,
): string => {
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
  return name;
};

export const buildCompanies = ({ rnd, size, seed }: BuildContext): Company[] => {
  const companyCountries = demoCountries.filter((c) => c.companyWeight > 0);
  const countryWeightSum = companyCountries.reduce((s, c) => s + c.companyWeight, 0);
  const sectorWeightSum = demoSectors.reduce((s, c) => s + c.weight, 0);
  const usedNames = new Set<string>();
  const companies: Company[] = [];
  const allIndustries = demoSectors.flatMap((s, si) => s.industries.map((ind) => ({ s, si, ind })));
  for (let k = 0; k < size.companies; k++) {
    // Every company country and every industry appear at least once before weights take over.
    const country =
      k < companyCountries.length
        ? companyCountries[k]!
        : pickWeighted(rnd, companyCountries, (c) => c.companyWeight, countryWeightSum);
    const forced = k < allIndustries.length ? allIndustries[k]! : undefined;
    const sector = forced?.s ?? pickWeighted(rnd, demoSectors, (s) => s.weight, sectorWeightSum);
    const sectorIndex = forced?.si ?? demoSectors.indexOf(sector);
    const industry = forced?.ind ?? rnd.pick(sector.industries);
    const name = companyName(rnd, k, country, sector, usedNames);
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
    const br = createRandom(`${seed}:board:${co.id}`);
    co.boardSize = br.int(8, 14);
    // docs/demo-data.md D8: 70–85 % independent in developed markets, fewer in emerging ones and weaker boards
    co.independentShare = Math.min(
      1,
      Math.max(0.3, (co.country.isDeveloped ? 0.62 : 0.4) + co.quality * 0.25 + br.normal() * 0.08),
    );
    co.involvement = involvementRows(co, createRandom(`${seed}:inv:${co.id}`));
  }
  return companies;
};
