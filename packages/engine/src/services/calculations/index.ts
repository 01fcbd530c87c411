import {
  type Coverage,
  type DailyPerformance,
  DomainError,
  dayFromIso,
  HOLDINGS_PAGE_SIZE,
  type Holdings,
  type ImpactCalculationType,
  isoFromDay,
  issueOf,
  type Locale,
  MAX_DEFAULT_INDICATORS,
  type PaiBasis,
  type PaiCompanyRow,
  type PaiData,
  type PaiDetailPage,
  type PaiDetailSortKey,
  type PaiQuarterly,
  type PerformanceReturns,
  type Portfolio,
  paiFigureById,
  paiItemById,
  paiItemsByTable,
  type RiskMeasures,
  type TaxonomyPage,
  type TaxonomyRow,
  type TaxonomySortKey,
  type TaxonomySummary,
  toWireDateTime,
} from '@esgkit/core';
import {
  controversySummary,
  controversyView,
  exclusionsWatchList,
  redCompanies,
} from '../analytics/controversy/controversy.ts';
import { countryEsgView, esgView } from '../analytics/esg/esg.ts';
import { impactCode, impactDetail, impactSummary } from '../analytics/impact/impact.ts';
import { companyPaiValue } from '../analytics/pai/company-value.ts';
import { type ComputePaiOptions, computePai, type PaiResult, toPaiIndicators } from '../analytics/pai/pai.ts';
import { paiQuarterEndDates } from '../analytics/pai/statement.ts';
import { dailyPerformance, performanceReturns } from '../analytics/performance/returns.ts';
import { riskFreeRateFor, riskMeasures, standardRiskWindows } from '../analytics/performance/risk.ts';
import type { PerformanceSeries } from '../analytics/performance/types.ts';
import { buildValuePath } from '../analytics/performance/value-path.ts';
import { countryAllocation, holdingsPage, portfolioAggregates } from '../analytics/portfolio/portfolio.ts';
import { productsView } from '../analytics/products/products.ts';
import {
  performancePortfolioOf,
  resolveHoldings,
  snapshotFxTable,
  snapshotPaiInputs,
  snapshotTaxonomyInputs,
} from '../analytics/snapshot-inputs/snapshot-inputs.ts';
import { computeTaxonomy } from '../analytics/taxonomy/taxonomy.ts';
import { type PagingQuery, pageRows } from '../analytics/views/paging.ts';
import { analyseSide, type PortfolioSide } from '../analytics/views/side.ts';
import type { Snapshot } from '../provider/snapshot/snapshot.ts';
import type { Store } from '../store/db.ts';
import type { PortfolioRow } from '../store/repositories/portfolios.ts';
import { findResult, saveResult } from '../store/repositories/results.ts';
import type { PortfolioService } from './portfolios.ts';
import { requireSnapshot, type SnapshotSource } from './securities.ts';

// The calculation chain (spec doc 1 §4, doc 2 §4) and the views that read its results. Every step computes from one
// version of the portfolio (its `updated_at`) on one snapshot and stores its result under (portfolio, snapshot
// version, kind) with that portfolio version inside; a view reads the stored result and treats one of another
// portfolio version as missing. So two chains on one portfolio at once cannot mix: each write is a whole result of
// one version, the last write of a kind wins, and a write computed from an older version is never read
// (docs/decisions.md "Two chains on one portfolio").

/** PAI steps per set (core's PAI_STEPS_PER_SET): set 1 computes one quarter end a step, sets 2 and 3 two. */
const QUARTERS_PER_STEP = { 1: 1, 2: 2, 3: 2 } as const;
const PAI_TOP_COMPANIES = 10;
const PAI_BASES: readonly PaiBasis[] = ['all', 'covered'];

interface Stored<T> {
  portfolioVersion: string;
  data: T;
}

type Side = PortfolioSide;

/** Analysed sides kept in memory (portfolio × version × snapshot × date × side), most recently used last. */
const MAX_CACHED_SIDES = 64;

/** A view's paging query; `benchmark` lists the benchmark's rows instead of the portfolio's. */
export type ViewQuery = PagingQuery & { benchmark?: boolean | undefined };

interface Loaded {
  row: PortfolioRow;
  portfolio: Portfolio;
  snapshot: Snapshot;
  hasBenchmark: boolean;
}

type PaiSetNumber = 1 | 2 | 3;

interface PaiQuarterResult {
  date: string;
  results: Record<PaiBasis, PaiResult>;
}

interface ValuePaths {
  portfolio: { days: number[]; values: number[] };
  benchmark: { days: number[]; values: number[] } | null;
  warnings: string[];
}

const toSeries = (p: { days: number[]; values: number[] }): PerformanceSeries => ({
  days: Int32Array.from(p.days),
  values: Float64Array.from(p.values),
});

const hasContent = (h: Holdings) => h.items.length > 0 || h.cash > 0;

/**
 * A page through analytics' pageRows, the orderable columns given as a table of sort keys: one per value of the
 * route's enum in core (`Key`), looked up as own keys only.
 */
const pageBy = <Row, Key extends string>(
  rows: readonly Row[],
  query: PagingQuery,
  spec: {
    perPage: number;
    orderBy: NoInfer<Key>;
    keys: Record<Key, (row: Row) => string | number | null | undefined>;
    find: (row: Row) => readonly (string | null | undefined)[];
  },
) =>
  pageRows(rows, query, {
    perPage: spec.perPage,
    orderBy: spec.orderBy,
    order: 'desc',
    sortKey: (row, orderBy) => (Object.hasOwn(spec.keys, orderBy) ? spec.keys[orderBy as Key](row) : null),
    findText: spec.find,
    orderable: (orderBy) => Object.hasOwn(spec.keys, orderBy),
  });

export type CalculationService = ReturnType<typeof createCalculationService>;

export const createCalculationService = (options: {
  store: Store;
  source: SnapshotSource;
  portfolios: () => PortfolioService;
  now: () => Date;
  /** The engine's annual risk-free rate, percent, without rates.csv (EngineConfig.riskFreePct; default 0). */
  riskFreePct?: number;
}) => {
  const { store, source, now } = options;
  const db = store.db;

  // A view reads the portfolio's holdings on every request; one version of a portfolio never changes, so its
  // holdings are kept by (id, version, snapshot). Only holdings and amounts are read from it here, never isOutdated.
  const loaded = new Map<string, Loaded>();
  const load = async (row: PortfolioRow): Promise<Loaded> => {
    const snapshot = requireSnapshot(source);
    const key = `${row.id}|${row.updated_at}|${snapshot.version}`;
    const hit = loaded.get(key);
    if (hit) return { ...hit, row };
    const portfolio = await options.portfolios().toPortfolio(row);
    const l = { row, portfolio, snapshot, hasBenchmark: hasContent(portfolio.benchmark) };
    loaded.set(key, l);
    if (loaded.size > MAX_CACHED_SIDES * 4) loaded.delete(loaded.keys().next().value as string);
    return l;
  };

  /** The calculation date: the dataset's asOf (the latest data), never before the investment day. */
  const dateOf = (l: Loaded): string =>
    l.portfolio.investmentDay > l.snapshot.manifest.asOf
      ? l.portfolio.investmentDay
      : l.snapshot.manifest.asOf;

  // Look-through of a 10,000-line portfolio takes a while; the chain builds the sides once and every view, page
  // and export reads them from here (a restart rebuilds them on first use).
  const sides = new Map<string, Side>();
  const sideOf = (l: Loaded, holdings: Holdings, date: string): Side => {
    const isBenchmark = holdings === l.portfolio.benchmark;
    const key = `${l.row.id}|${l.row.updated_at}|${l.snapshot.version}|${date}|${isBenchmark ? 'b' : 'p'}`;
    const hit = sides.get(key);
    if (hit) {
      sides.delete(key);
      sides.set(key, hit);
      return hit;
    }
    const side = analyseSide(l.snapshot, holdings, {
      investmentAmountEur: l.portfolio.investmentAmount,
      date,
      isBenchmark,
    });
    sides.set(key, side);
    if (sides.size > MAX_CACHED_SIDES) sides.delete(sides.keys().next().value as string);
    return side;
  };

  const read = async <T>(l: Loaded, kind: string): Promise<T | undefined> => {
    const found = await findResult(db, l.row.id, l.snapshot.version, kind);
    if (!found) return undefined;
    const stored = JSON.parse(found.data_json) as Stored<T>;
    return stored.portfolioVersion === l.row.updated_at ? stored.data : undefined;
  };

  const write = async <T>(l: Loaded, kind: string, data: T): Promise<string> => {
    const computedAt = now().toISOString();
    await saveResult(db, {
      portfolio_id: l.row.id,
      snapshot_version: l.snapshot.version,
      kind,
      data_json: JSON.stringify({ portfolioVersion: l.row.updated_at, data } satisfies Stored<T>),
      computed_at: computedAt,
    });
    return toWireDateTime(new Date(computedAt));
  };

  /** A stored result, computed and stored first when missing (a view never shows another version's figures). */
  const readOrCompute = async <T>(l: Loaded, kind: string, compute: () => T): Promise<T> => {
    const found = await read<T>(l, kind);
    if (found !== undefined) return found;
    const data = compute();
    await write(l, kind, data);
    return data;
  };

  // ── chain steps ────────────────────────────────────────────────────────────────────────────────────────────

  const computeProvider = (l: Loaded) => {
    const p = resolveHoldings(l.snapshot, l.portfolio.portfolio);
    const b = l.hasBenchmark ? resolveHoldings(l.snapshot, l.portfolio.benchmark) : null;
    return {
      date: dateOf(l),
      unknownInputs: [...p.unknownInputs, ...(b?.unknownInputs ?? [])],
      resolvedItems: p.items.length - p.unknownInputs.length,
    };
  };

  const computeValuePaths = (l: Loaded): ValuePaths => {
    const fx = snapshotFxTable(l.snapshot);
    const path = (holdings: Holdings) =>
      buildValuePath(
        performancePortfolioOf(l.snapshot, resolveHoldings(l.snapshot, holdings), {
          investmentDay: l.portfolio.investmentDay,
          investmentAmountEur: l.portfolio.investmentAmount,
        }),
        fx,
      );
    const p = path(l.portfolio.portfolio);
    const b = l.hasBenchmark ? path(l.portfolio.benchmark) : null;
    return {
      portfolio: { days: [...p.days], values: [...p.values] },
      benchmark: b ? { days: [...b.days], values: [...b.values] } : null,
      warnings: [...p.warnings, ...(b?.warnings ?? [])].map((w) => w.kind),
    };
  };

  const computeTaxonomySummary = (l: Loaded): TaxonomySummary => {
    const date = dateOf(l);
    const inputs = snapshotTaxonomyInputs(l.snapshot, date);
    const p = computeTaxonomy(sideOf(l, l.portfolio.portfolio, date).exposure, inputs);
    const b = l.hasBenchmark
      ? computeTaxonomy(sideOf(l, l.portfolio.benchmark, date).exposure, inputs)
      : null;
    return { portfolio: p.side, benchmark: b?.side ?? null };
  };

  const referenceYearOf = (l: Loaded): number => {
    // The latest complete calendar year on the dataset (RTS Art. 6(3): the statement covers 1 Jan – 31 Dec).
    const asOf = l.snapshot.manifest.asOf;
    const year = Number(asOf.slice(0, 4));
    return asOf.endsWith('-12-31') ? year : year - 1;
  };

  const paiOn = (
    l: Loaded,
    holdings: Holdings,
    date: string,
    set: PaiSetNumber,
    basis: PaiBasis,
  ): PaiResult => {
    const side = sideOf(l, holdings, date);
    const opts: ComputePaiOptions = { table: set, basis, asOf: date };
    return computePai(side.exposure, snapshotPaiInputs(l.snapshot, date), opts);
  };

  const computeQuarter = (l: Loaded, set: PaiSetNumber, quarter: number): PaiQuarterResult => {
    const date = paiQuarterEndDates(referenceYearOf(l))[quarter - 1]!;
    return {
      date,
      results: {
        all: paiOn(l, l.portfolio.portfolio, date, set, 'all'),
        covered: paiOn(l, l.portfolio.portfolio, date, set, 'covered'),
      },
    };
  };

  /** The company rows of a PAI set: each investee company's figure of every metric, in the metric's unit. */
  const paiCompanyRows = (
    l: Loaded,
    side: Side,
    set: PaiSetNumber,
    limit = Number.POSITIVE_INFINITY,
  ): PaiCompanyRow[] => {
    const { snapshot } = l;
    const year = side.year;
    const figures = paiItemsByTable(set).flatMap((item) => item.figures.map((figure) => ({ item, figure })));
    const total = side.exposure.totalValueEur;
    const { index, valueEur } = side.exposure.companies;
    const ids = snapshot.data.companies.id;
    // The order first (value, then id), the figures only for the rows kept.
    const order = Array.from(index.keys())
      .sort((a, b) => valueEur[b]! - valueEur[a]! || ids[index[a]!]!.localeCompare(ids[index[b]!]!))
      .slice(0, limit);
    const rows: PaiCompanyRow[] = [];
    for (const k of order) {
      const c = index[k]!;
      const facts = snapshot.latestCompanyFacts(c, year);
      const values: Record<string, number | null> = {};
      let isEstimated = false;
      const company = {
        facts: (column: string) => facts?.value(column) ?? Number.NaN,
        holdingValueEur: valueEur[k]!,
        naceSection: snapshot.data.companies.nace[c] ?? null,
      };
      for (const { item, figure } of figures) {
        const v = companyPaiValue(item, figure, company);
        values[figure.id] = Number.isNaN(v) ? null : v;
        if (facts && figure.inputs.some((i) => i.file === 'company_facts' && facts.isEstimated(i.column)))
          isEstimated = true;
      }
      rows.push({
        companyId: snapshot.data.companies.id[c]!,
        name: snapshot.data.companies.name[c]!,
        weightPct: total > 0 ? (100 * valueEur[k]!) / total : 0,
        valueEur: valueEur[k]!,
        values,
        fiscalYear: facts?.year ?? null,
        isEstimated,
      });
    }
    return rows.sort((a, b) => b.valueEur - a.valueEur || a.companyId.localeCompare(b.companyId));
  };

  const assemblePai = (
    l: Loaded,
    set: PaiSetNumber,
    quarters: PaiQuarterResult[],
    basis: PaiBasis,
    locale: Locale,
  ): PaiData => {
    const date = dateOf(l);
    const p = paiOn(l, l.portfolio.portfolio, date, set, basis);
    const b = l.hasBenchmark ? paiOn(l, l.portfolio.benchmark, date, set, basis) : null;
    const quarterly: PaiQuarterly[] = p.figures.map((f) => ({
      number: f.number,
      code: f.id,
      values: quarters.map((q, i) => {
        const found = q.results[basis].figures.find((g) => g.id === f.id);
        return { number: i + 1, date: q.date, ...(found?.figure ?? f.figure) };
      }),
    }));
    const side = sideOf(l, l.portfolio.portfolio, date);
    return {
      set,
      basis,
      referenceYear: referenceYearOf(l),
      minimumYear: Number(l.portfolio.investmentDay.slice(0, 4)),
      indicators: toPaiIndicators(p, b, locale),
      quarterly,
      companies: paiCompanyRows(l, side, set, PAI_TOP_COMPANIES),
    };
  };

  /** The stored value paths; 404 noData when the portfolio has no price history (metrics.md §0 `no_prices`). */
  const pathsOf = async (l: Loaded): Promise<ValuePaths> => {
    const paths = await readOrCompute(l, 'valuePaths', () => computeValuePaths(l));
    if (paths.portfolio.days.length === 0) throw new DomainError('noData');
    return paths;
  };

  /** The portfolio's (or with `benchmark`, the benchmark's) analysed side and the other one, for the views. */
  const sidesFor = async (row: PortfolioRow, options: { benchmark?: boolean | undefined } = {}) => {
    const l = await load(row);
    const date = dateOf(l);
    const portfolio = sideOf(l, l.portfolio.portfolio, date);
    const benchmark = l.hasBenchmark ? sideOf(l, l.portfolio.benchmark, date) : null;
    if (options.benchmark) {
      if (!benchmark) throw new DomainError('noData');
      return { l, main: benchmark, other: null };
    }
    return { l, main: portfolio, other: benchmark };
  };

  // Warm reads: a view's answer depends only on the portfolio version, the snapshot and its arguments, so repeated
  // requests (paging back, another tab, the PDF) are answered from here.
  const answers = new Map<string, unknown>();
  const MAX_CACHED_ANSWERS = 256;
  const memoized =
    <A extends unknown[], R>(name: string, view: (row: PortfolioRow, ...args: A) => Promise<R>) =>
    async (row: PortfolioRow, ...args: A): Promise<R> => {
      const snapshot = requireSnapshot(source);
      const key = `${row.id}|${row.updated_at}|${snapshot.version}|${name}|${JSON.stringify(args)}`;
      if (answers.has(key)) return answers.get(key) as R;
      const answer = await view(row, ...args);
      answers.set(key, answer);
      if (answers.size > MAX_CACHED_ANSWERS) answers.delete(answers.keys().next().value as string);
      return answer;
    };

  const lastStepOf = (set: PaiSetNumber) => 4 / QUARTERS_PER_STEP[set];

  return {
    load,

    /** True when the recalculate step has run on this version of the portfolio and the served snapshot. */
    async isComputed(row: PortfolioRow): Promise<boolean> {
      const snapshot = source();
      if (!snapshot) return false;
      const found = await findResult(db, row.id, snapshot.version, 'recalculate');
      if (!found) return false;
      return (JSON.parse(found.data_json) as Stored<unknown>).portfolioVersion === row.updated_at;
    },

    /** Step 1: resolve every item against the dataset (which inputs are unknown). */
    async providerRetrieve(row: PortfolioRow) {
      const l = await load(row);
      const computedAt = await write(l, 'provider', computeProvider(l));
      return { step: 'provider', portfolioId: row.id, computedAt };
    },

    /** Step 2: look-through and the value paths of portfolio and benchmark. */
    async recalculate(row: PortfolioRow) {
      const l = await load(row);
      await write(l, 'valuePaths', computeValuePaths(l));
      const side = sideOf(l, l.portfolio.portfolio, dateOf(l));
      if (l.hasBenchmark) sideOf(l, l.portfolio.benchmark, dateOf(l));
      const computedAt = await write(l, 'recalculate', {
        date: side.date,
        totalValueEur: side.exposure.totalValueEur,
        lookThroughCoveragePct: side.exposure.lookThroughCoveragePct,
      });
      return { step: 'recalculate', portfolioId: row.id, computedAt };
    },

    async taxonomy(row: PortfolioRow) {
      const l = await load(row);
      const computedAt = await write(l, 'taxonomy', computeTaxonomySummary(l));
      return { step: 'taxonomy', portfolioId: row.id, computedAt };
    },

    /** Impact of a type with the advisor's indicators: at most 30 (MAX_DEFAULT_INDICATORS), each one the catalogue knows. */
    async impact(row: PortfolioRow, type: 0 | 2, indicators: string[] | undefined) {
      const issues = (indicators ?? []).flatMap((code, k) =>
        impactCode(code) ? [] : [issueOf('invalidInput', ['indicators', k], { params: { item: code } })],
      );
      if (indicators && indicators.length > MAX_DEFAULT_INDICATORS)
        issues.push(issueOf('invalidInput', ['indicators'], { params: { max: MAX_DEFAULT_INDICATORS } }));
      if (issues.length > 0) throw new DomainError('invalidInput', { issues });
      const l = await load(row);
      const computedAt = await write(l, `impact-${type}`, { type, indicators: indicators ?? null });
      return { step: `impact${type}`, portfolioId: row.id, computedAt };
    },

    /**
     * One step of a PAI set: its quarter ends of the reference year (set 1: one a step, sets 2 and 3: two), and on
     * the last step the set's figures on both bases. A step past the set's last is 422 invalidInput.
     */
    async paiStep(row: PortfolioRow, set: PaiSetNumber, step: number, locale: Locale = 'en-US') {
      const lastStep = lastStepOf(set);
      if (step > lastStep)
        throw new DomainError('invalidInput', {
          issues: [issueOf('invalidInput', ['step'], { params: { max: lastStep } })],
        });
      const l = await load(row);
      const per = QUARTERS_PER_STEP[set];
      for (let q = (step - 1) * per + 1; q <= step * per; q++)
        await write(l, `pai-${set}-q${q}`, computeQuarter(l, set, q));
      let computedAt = toWireDateTime(now());
      if (step === lastStep) {
        const quarters: PaiQuarterResult[] = [];
        for (let q = 1; q <= 4; q++)
          quarters.push(await readOrCompute(l, `pai-${set}-q${q}`, () => computeQuarter(l, set, q)));
        const data = Object.fromEntries(
          PAI_BASES.map((basis) => [basis, assemblePai(l, set, quarters, basis, locale)]),
        );
        computedAt = await write(l, `pai-${set}`, data);
      }
      return { step: `pai${set}.${step}`, portfolioId: row.id, computedAt, set, stepNumber: step, lastStep };
    },

    /** Records the PAI time once every set is computed on this version (else 409 unavailableWhilePaiCalculates). */
    async setPaiDate(row: PortfolioRow): Promise<PortfolioRow> {
      const l = await load(row);
      for (const set of [1, 2, 3] as const)
        if ((await read(l, `pai-${set}`)) === undefined)
          throw new DomainError('unavailableWhilePaiCalculates');
      // Keep updated_at: the PAI time is not a change of the portfolio (its results stay valid).
      const at = now().toISOString();
      await db.updateTable('portfolios').set({ pai_calculated_at: at }).where('id', '=', row.id).execute();
      return { ...row, pai_calculated_at: at };
    },

    // ── views ────────────────────────────────────────────────────────────────────────────────────────────────

    /** A PAI table as stored by the chain, its labels in the reader's language (the chain ran in its caller's). */
    async pai(
      row: PortfolioRow,
      set: PaiSetNumber,
      basis: PaiBasis,
      locale: Locale = 'en-US',
    ): Promise<PaiData> {
      const l = await load(row);
      const data = await read<Record<PaiBasis, PaiData>>(l, `pai-${set}`);
      if (!data) throw new DomainError('unavailableWhilePaiCalculates');
      const table = data[basis];
      return {
        ...table,
        indicators: table.indicators.map((indicator) => ({
          ...indicator,
          label: paiItemById(indicator.code)?.name[locale] ?? indicator.label,
          metrics: indicator.metrics.map((m) => ({
            ...m,
            label: paiFigureById(m.code)?.name[locale] ?? m.label,
          })),
        })),
      };
    },

    // every company's row of every metric is built for a page; paging back and the PDF read it from the memo
    paiDetail: memoized(
      'paiDetail',
      async (
        row: PortfolioRow,
        set: PaiSetNumber,
        query: ViewQuery,
        locale: Locale,
      ): Promise<PaiDetailPage> => {
        const l = await load(row);
        if ((await read(l, `pai-${set}`)) === undefined)
          throw new DomainError('unavailableWhilePaiCalculates');
        const side = sideOf(l, query.benchmark ? l.portfolio.benchmark : l.portfolio.portfolio, dateOf(l));
        const rows = paiCompanyRows(l, side, set);
        const columns = paiItemsByTable(set)
          .flatMap((item) => item.figures)
          .map((f) => ({ code: f.id, label: paiFigureById(f.id)?.name[locale] ?? f.id, unit: f.unit }));
        const page = pageBy<PaiCompanyRow, PaiDetailSortKey>(rows, query, {
          perPage: HOLDINGS_PAGE_SIZE,
          orderBy: 'value',
          keys: { value: (r) => r.valueEur, weight: (r) => r.weightPct, name: (r) => r.name },
          find: (r) => [r.name, r.companyId],
        });
        return { ...page, set, columns };
      },
    ),

    async taxonomySummary(row: PortfolioRow): Promise<TaxonomySummary> {
      const l = await load(row);
      return readOrCompute(l, 'taxonomy', () => computeTaxonomySummary(l));
    },

    /**
     * EU Taxonomy by company: each company's KPIs as the calculation uses them (the taxonomy port: latest fiscal
     * year ≤ the date's year, the company rules of sfdr-pai-and-taxonomy.md §7), with its weight in the side.
     */
    async taxonomyPage(row: PortfolioRow, query: ViewQuery): Promise<TaxonomyPage> {
      const l = await load(row);
      await readOrCompute(l, 'taxonomy', () => computeTaxonomySummary(l));
      const date = dateOf(l);
      const side = sideOf(l, query.benchmark ? l.portfolio.benchmark : l.portfolio.portfolio, date);
      const { snapshot } = l;
      const port = snapshotTaxonomyInputs(snapshot, date);
      const total = side.exposure.totalValueEur;
      const { index, valueEur } = side.exposure.companies;
      const figure = (x: number) => (Number.isNaN(x) ? null : x);
      const rows: TaxonomyRow[] = [];
      for (let k = 0; k < index.length; k++) {
        const c = index[k]!;
        const share = (kpi: number) => ({
          eligiblePct: figure(port.eligiblePct[c * 3 + kpi]!),
          alignedPct: figure(port.alignedPct[c * 3 + kpi]!),
        });
        const fiscalYear = port.fiscalYear[c]!;
        rows.push({
          companyId: snapshot.data.companies.id[c]!,
          name: snapshot.data.companies.name[c]!,
          country: snapshot.data.companies.country[c] ?? null,
          sector: snapshot.data.companies.sector[c] ?? null,
          weightPct: total > 0 ? (100 * valueEur[k]!) / total : 0,
          turnover: share(0),
          capex: share(1),
          opex: share(2),
          fiscalYear: fiscalYear > 0 ? fiscalYear : null,
          isEstimated: [0, 1, 2].some((kpi) => port.estimated[c * 3 + kpi] === 1),
        });
      }
      return pageBy<TaxonomyRow, TaxonomySortKey>(rows, query, {
        perPage: HOLDINGS_PAGE_SIZE,
        orderBy: 'weight',
        keys: {
          weight: (r) => r.weightPct,
          name: (r) => r.name,
          turnover: (r) => r.turnover.alignedPct,
          capex: (r) => r.capex.alignedPct,
          opex: (r) => r.opex.alignedPct,
        },
        find: (r) => [r.name, r.companyId, r.country, r.sector],
      });
    },

    async performance(row: PortfolioRow): Promise<PerformanceReturns> {
      const l = await load(row);
      const paths = await pathsOf(l);
      const result = performanceReturns(
        toSeries(paths.portfolio),
        paths.benchmark ? toSeries(paths.benchmark) : null,
      );
      if (!result) throw new DomainError('noData');
      return result;
    },

    async dailyPerformance(row: PortfolioRow, from?: string, to?: string): Promise<DailyPerformance> {
      const l = await load(row);
      const paths = await pathsOf(l);
      const days = paths.portfolio.days;
      const result = dailyPerformance(
        toSeries(paths.portfolio),
        paths.benchmark ? toSeries(paths.benchmark) : null,
        from ? dayFromIso(from) : days[0]!,
        to ? dayFromIso(to) : days[days.length - 1]!,
      );
      if ('error' in result)
        throw new DomainError(result.error === 'no_data' ? 'noData' : 'invalidDateRange', {
          ...(result.minDay === undefined
            ? {}
            : { params: { min: isoFromDay(result.minDay), max: isoFromDay(result.maxDay!) } }),
        });
      return result;
    },

    async risk(
      row: PortfolioRow,
      query: { from?: string | undefined; to?: string | undefined; riskFreePct?: number | undefined },
    ): Promise<RiskMeasures> {
      const l = await load(row);
      const paths = await pathsOf(l);
      const p = toSeries(paths.portfolio);
      const last = p.days[p.days.length - 1];
      const custom =
        query.from || query.to
          ? {
              window: 'custom' as const,
              fromDay: query.from ? dayFromIso(query.from) : (p.days[0] ?? 0),
              toDay: query.to ? dayFromIso(query.to) : (last ?? 0),
            }
          : null;
      const windows = custom ? [custom] : last === undefined ? [] : standardRiskWindows(last);
      // The asked rate, else rates.csv, else the engine's setting (default 0 %: metrics.md §0, dataset-format.md).
      const rates = l.snapshot.rates();
      return riskMeasures(p, paths.benchmark ? toSeries(paths.benchmark) : null, {
        windows,
        // the whole chosen window: from/to, else the first-investment day (the path's first value) to the latest
        ...(custom ? { window: custom } : {}),
        riskFree: riskFreeRateFor(
          query.riskFreePct,
          { days: rates.day, annualPct: rates.value },
          options.riskFreePct ?? 0,
        ),
      });
    },

    /** Share of the side's value whose holdings are known after look-through (the portfolio views' coverage). */
    async lookThroughCoverage(row: PortfolioRow, benchmark?: boolean): Promise<Coverage | null> {
      const { main } = await sidesFor(row, { benchmark });
      const pct = main.exposure.lookThroughCoveragePct;
      return pct === null ? null : { pct: Math.min(100, Math.max(0, pct)) };
    },

    // ── part 6 views: analytics' pure functions over the analysed sides ─────────────────────────────────────

    aggregates: memoized(
      'aggregates',
      async (row: PortfolioRow, benchmark: boolean | undefined, locale: Locale) => {
        const { l, main } = await sidesFor(row, { benchmark });
        return portfolioAggregates(main, { investmentDay: l.portfolio.investmentDay, locale });
      },
    ),

    holdings: memoized(
      'holdings',
      async (row: PortfolioRow, query: ViewQuery & { limited?: boolean | undefined }, locale: Locale) => {
        const { l, main } = await sidesFor(row, { benchmark: query.benchmark });
        return holdingsPage(
          main,
          { ...query, limited: query.limited === true },
          { investmentDay: l.portfolio.investmentDay, locale },
        );
      },
    ),

    countryAllocation: memoized('countryAllocation', async (row: PortfolioRow, locale: Locale) => {
      const { main, other } = await sidesFor(row);
      return countryAllocation(main, other, { locale });
    }),

    esg: memoized(
      'esg',
      async (row: PortfolioRow, query: ViewQuery & { limited?: boolean | undefined }, locale: Locale) => {
        const { main, other } = await sidesFor(row, { benchmark: query.benchmark });
        return esgView(main, other, { ...query, limited: query.limited === true }, { locale });
      },
    ),

    esgCountries: memoized(
      'esgCountries',
      async (row: PortfolioRow, query: ViewQuery & { limited?: boolean | undefined }, locale: Locale) => {
        const { main, other } = await sidesFor(row, { benchmark: query.benchmark });
        return countryEsgView(main, other, { ...query, limited: query.limited === true }, { locale });
      },
    ),

    products: memoized(
      'products',
      async (row: PortfolioRow, category: string | undefined, locale: Locale) => {
        const { main } = await sidesFor(row);
        return productsView(main, { category: category ?? null, locale });
      },
    ),

    /** The indicators chosen when the chain computed impact of this type (the advisor's defaults otherwise). */
    async impactCodes(row: PortfolioRow, type: ImpactCalculationType): Promise<string[] | undefined> {
      const l = await load(row);
      const stored = await read<{ indicators: string[] | null }>(l, `impact-${type}`);
      return stored?.indicators ?? undefined;
    },

    async impactSummary(row: PortfolioRow, type: ImpactCalculationType, limited: boolean, locale: Locale) {
      const codes = await this.impactCodes(row, type);
      const { main, other } = await sidesFor(row);
      return impactSummary(main, other, { type, limited, locale, ...(codes ? { codes } : {}) });
    },

    async impactDetail(
      row: PortfolioRow,
      query: ViewQuery & { type: ImpactCalculationType; category?: string | undefined },
      locale: Locale,
    ) {
      const codes = await this.impactCodes(row, query.type);
      const { main } = await sidesFor(row, { benchmark: query.benchmark });
      return impactDetail(
        main,
        { ...query, category: query.category ?? null, ...(codes ? { codes } : {}) },
        { locale },
      );
    },

    controversySummary: memoized(
      'controversySummary',
      async (row: PortfolioRow, benchmark: boolean | undefined, locale: Locale) => {
        const { main } = await sidesFor(row, { benchmark });
        return controversySummary(main, { locale });
      },
    ),

    controversies: memoized('controversies', async (row: PortfolioRow, query: ViewQuery, locale: Locale) => {
      const { main } = await sidesFor(row, { benchmark: query.benchmark });
      return controversyView(main, query, { locale });
    }),

    exclusionsWatchList: memoized('exclusionsWatchList', async (row: PortfolioRow, locale: Locale) => {
      const { main } = await sidesFor(row);
      return exclusionsWatchList(main, { locale });
    }),

    redCompanies: memoized('redCompanies', async (row: PortfolioRow, locale: Locale) => {
      const { main } = await sidesFor(row);
      return redCompanies(main, { locale });
    }),
  };
};
