import { paiItems, taxonomyKpis, taxonomyObjectives } from '@esgkit/core';
import * as analytics from '@esgkit/engine';
import { test } from 'vitest';

const {
  buildCompanyFactsInputs,
  buildCountryFactsInputs,
  buildTaxonomyInputs,
  buildUniverseInputs,
  computeExposure,
  computePai,
  computeTaxonomy,
} = analytics;
type CompanyFactsRecord = analytics.CompanyFactsRecord;
type Exposure = analytics.Exposure;
type ExposurePortfolio = analytics.ExposurePortfolio;
type TaxonomyRecord = analytics.TaxonomyRecord;
type UniverseHoldingRecord = analytics.UniverseHoldingRecord;
type UniverseSecurityRecord = analytics.UniverseSecurityRecord;

// Exposure, PAI (Tables 1–3) and EU Taxonomy over synthetic inputs built with the analytics builders
// (docs/benchmarks.md, "exposure"). Seeded, so every run sees the same universe.

const random = (() => {
  let a = 20261122;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;

const COMPANIES = 12_000;
const FUNDS = 25;
const HOLDINGS_PER_FUND = 850; // 25 × 850 = 21,250 look-through lines
const companyIds = Array.from({ length: COMPANIES }, (_, i) => `C${i}`);
const countries = ['IT', 'DE', 'FR', 'ES', 'NL', 'BE', 'AT', 'PT', 'IE', 'FI', 'US', 'JP', 'GB', 'CH', 'SE'];

const securities: UniverseSecurityRecord[] = [];
for (let i = 0; i < COMPANIES; i++) {
  securities.push({ id: `EQ${i}`, type: 'equity', companyId: `C${i}` });
  if (i % 2 === 0) {
    securities.push({
      id: `BD${i}`,
      type: 'corporate_bond',
      companyId: `C${i}`,
      euGreenBond: random() < 0.05,
    });
  }
}
for (const c of countries) {
  securities.push({ id: `GOV-${c}`, type: 'sovereign_bond', country: c, euGreenBond: random() < 0.2 });
}
const leafIds = securities.map((s) => s.id);
const holdings: UniverseHoldingRecord[] = [];
for (let f = 0; f < FUNDS; f++) {
  securities.push({ id: `FUND${f}`, type: 'fund' });
  const chosen = new Set<string>();
  while (chosen.size < HOLDINGS_PER_FUND - 1) chosen.add(pick(leafIds));
  const w = 97 / chosen.size; // 97 % invested, 2 % cash, 1 % "other"
  for (const id of chosen) holdings.push({ fundId: `FUND${f}`, holdingId: id, weightPct: w });
  holdings.push({ fundId: `FUND${f}`, holdingId: 'CASH', weightPct: 2 });
}
const universe = buildUniverseInputs({ companyIds, countries, securities, holdings, date: '2026-09-30' });

// every company_facts column the PAI catalogue reads; flags for class D, magnitudes otherwise; ~10 % missing
const flagColumns = new Set<string>();
const numberColumns = new Set<string>();
for (const item of paiItems) {
  for (const f of item.figures) {
    for (const input of f.inputs) {
      if (input.file !== 'company_facts') continue;
      (item.calculationClass === 'D' ? flagColumns : numberColumns).add(input.column);
    }
  }
}
const facts: CompanyFactsRecord[] = companyIds.map((id) => {
  const row: CompanyFactsRecord = { company_id: id, year: 2025 };
  for (const c of flagColumns) row[c] = random() < 0.1 ? null : random() < 0.2 ? 1 : 0;
  for (const c of numberColumns) row[c] = random() < 0.1 ? null : random() * 1000;
  row.evic_eur = random() < 0.05 ? null : 1e8 + random() * 1e10;
  row.revenue_eur = 1e7 + random() * 1e9;
  if (random() < 0.3) row.scope3_t_estimated = 1;
  return row;
});
const companies = companyIds.map((id) => ({
  id,
  nace: pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L', 'K']),
}));
const factsInputs = buildCompanyFactsInputs({ companyIds, companies, facts, year: 2026 });
const countryInputs = buildCountryFactsInputs({
  countries,
  rows: countries.map((country) => ({
    country,
    ghg_intensity_t_per_meur_gdp: 100 + random() * 300,
    social_violations: random() < 0.2 ? 1 : 0,
    income_inequality_score: random() * 100,
    rule_of_law_score: random() * 100,
    eu_non_cooperative_tax: 0,
  })),
});
const taxonomyRows: TaxonomyRecord[] = [];
for (const id of companyIds) {
  if (random() < 0.4) continue;
  for (const kpi of taxonomyKpis) {
    const objective = pick(taxonomyObjectives);
    const eligible = random() * 60;
    taxonomyRows.push({
      company_id: id,
      year: 2025,
      objective,
      kpi,
      eligible_pct: eligible,
      aligned_pct: eligible / 2,
    });
  }
}
const taxonomyInputs = buildTaxonomyInputs({ companyIds, rows: taxonomyRows, year: 2026 });

const inputs = { facts: factsInputs, countries: countryInputs };
const fundExposures: Exposure[] = Array.from({ length: FUNDS }, (_, f) =>
  computeExposure(universe, { investmentAmountEur: 1e8, items: [{ id: `FUND${f}`, weightPct: 100 }] }),
);
const lookThroughLines = holdings.length;
const portfolioOfFunds: ExposurePortfolio = {
  investmentAmountEur: 1e8,
  items: Array.from({ length: FUNDS }, (_, f) => ({ id: `FUND${f}`, weightPct: 100 / FUNDS })),
};
const fofExposure = computeExposure(universe, portfolioOfFunds);

// a 10,000-line client portfolio: 9,980 distinct equities and bonds plus 20 of the funds
const lines = new Set<string>();
while (lines.size < 9_980) lines.add(pick(leafIds));
const bigPortfolio: ExposurePortfolio = {
  investmentAmountEur: 5e8,
  items: [
    ...[...lines].map((id) => ({ id, weightPct: 90 / 9_980 })),
    ...Array.from({ length: 20 }, (_, f) => ({ id: `FUND${f}`, weightPct: 0.5 })),
  ],
};

// The bare loop: the multiply-adds the engine cannot avoid, without coverage, estimates, years or statuses. PAI: one
// pass of Σ v_i · x[c_i] and Σ v_i per company figure of the catalogue (over its first input column); taxonomy:
// per KPI, v · x over the six company-total columns and the twelve per-objective columns.
const loopColumns = paiItems
  .filter((item) => item.assetType === 'investee_company')
  .flatMap((item) => item.figures)
  .map((f) => f.inputs.find((i) => i.file === 'company_facts' && i.column !== 'evic_eur')?.column)
  .map((c) => (c === undefined ? undefined : factsInputs.columns[c]))
  .filter((x): x is Float64Array => x !== undefined);
const taxonomyTotals = [
  taxonomyInputs.alignedPct,
  taxonomyInputs.eligiblePct,
  taxonomyInputs.enablingPct,
  taxonomyInputs.transitionalPct,
  taxonomyInputs.fossilGasPct,
  taxonomyInputs.nuclearPct,
];
const bareLoop = (e: Exposure): number => {
  const { index, valueEur } = e.companies;
  let out = 0;
  for (const col of loopColumns) {
    let s = 0;
    let cov = 0;
    for (let i = 0; i < index.length; i++) {
      const x = col[index[i]!]!;
      if (!Number.isNaN(x)) {
        s += valueEur[i]! * x;
        cov += valueEur[i]!;
      }
    }
    out += s + cov;
  }
  const objE = taxonomyInputs.objectiveEligiblePct;
  const objA = taxonomyInputs.objectiveAlignedPct;
  for (let k = 0; k < 3; k++) {
    let s = 0;
    for (let i = 0; i < index.length; i++) {
      const v = valueEur[i]!;
      const ck = index[i]! * 3 + k;
      for (let t = 0; t < taxonomyTotals.length; t++) {
        const x = taxonomyTotals[t]![ck]!;
        if (!Number.isNaN(x)) s += v * x;
      }
      for (let o = ck * 6; o < ck * 6 + 6; o++) {
        const a = objA[o]!;
        const b = objE[o]!;
        if (!Number.isNaN(a)) s += v * a;
        if (!Number.isNaN(b)) s += v * b;
      }
    }
    out += s;
  }
  return out;
};

let sink = 0;
const issuers = fundExposures.reduce((s, e) => s + e.companies.index.length, 0);
console.log(
  `exposure bench: ${FUNDS} funds, ${lookThroughLines} look-through lines, ${issuers} issuer rows over the 25 funds, ` +
    `${fofExposure.companies.index.length} distinct issuers in the portfolio of funds; ${loopColumns.length} bare-loop columns`,
);

const p50 = new Map<string, number>();
const record = (r: { name: string; latency: { p50?: number } }) => {
  p50.set(r.name, r.latency.p50 ?? Number.NaN);
};

test('exposure: PAI (tables 1–3) + taxonomy for 25 funds, one calculation each', async ({ bench }) => {
  record(
    await bench('pai+taxonomy, 25 funds (exposures precomputed)', () => {
      for (const e of fundExposures) {
        const pai = computePai(e, inputs);
        const tax = computeTaxonomy(e, taxonomyInputs);
        sink += pai.figures.length + (tax.side.turnover.coverage.pct > 0 ? 1 : 0);
      }
    }).run(),
  );
  record(
    await bench('bare typed-array loop, same issuers and columns', () => {
      for (const e of fundExposures) sink += bareLoop(e);
    }).run(),
  );
  record(
    await bench('look-through + pai + taxonomy, 25 funds', () => {
      for (let f = 0; f < FUNDS; f++) {
        const e = computeExposure(universe, {
          investmentAmountEur: 1e8,
          items: [{ id: `FUND${f}`, weightPct: 100 }],
        });
        sink +=
          computePai(e, inputs).figures.length + computeTaxonomy(e, taxonomyInputs).details.capex.reportedPct;
      }
    }).run(),
  );
});

test('exposure: one portfolio of the 25 funds', async ({ bench }) => {
  record(
    await bench('look-through + pai + taxonomy, portfolio of 25 funds', () => {
      const e = computeExposure(universe, portfolioOfFunds);
      sink +=
        computePai(e, inputs).figures.length + computeTaxonomy(e, taxonomyInputs).details.opex.reportedPct;
    }).run(),
  );
  record(
    await bench('pai + taxonomy only, portfolio of 25 funds', () => {
      sink += computePai(fofExposure, inputs).figures.length;
      sink += computeTaxonomy(fofExposure, taxonomyInputs).details.opex.reportedPct;
    }).run(),
  );
  record(
    await bench('bare typed-array loop, portfolio of 25 funds', () => {
      sink += bareLoop(fofExposure);
    }).run(),
  );
});

test('exposure: a 10,000-line portfolio', async ({ bench }) => {
  record(
    await bench('look-through + pai + taxonomy, 10,000 lines', () => {
      const e = computeExposure(universe, bigPortfolio);
      sink +=
        computePai(e, inputs).figures.length +
        computeTaxonomy(e, taxonomyInputs).details.turnover.reportedPct;
    }).run(),
  );
  const ratio = (a: string, b: string) =>
    ((p50.get(a) ?? Number.NaN) / (p50.get(b) ?? Number.NaN)).toFixed(2);
  console.log(
    [
      ...[...p50].map(([name, ms]) => `p50 ${ms.toFixed(2)} ms  ${name}`),
      `ratio 25 funds: ${ratio('pai+taxonomy, 25 funds (exposures precomputed)', 'bare typed-array loop, same issuers and columns')}`,
      `ratio portfolio of funds: ${ratio('pai + taxonomy only, portfolio of 25 funds', 'bare typed-array loop, portfolio of 25 funds')}`,
      `(sink ${sink > 0})`,
    ].join('\n'),
  );
});
