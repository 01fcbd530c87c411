import {
  type ApiClient,
  ApiError,
  type ChainDefinition,
  type ChainOutcome,
  type CliIssue,
  type CliLookupResult,
  type CliLookupViewName,
  type CliLookupViews,
  type CliPaiBasis,
  defaultInvestmentDay,
  isCashInput,
  lookupChain,
  type PaiBasis,
  type PortfolioInput,
  type PortfolioRow,
  paiChain,
  type ResolvedSecurity,
  runChain,
  toHoldings,
  toIsoDate,
  validateInvestmentDayForImpact,
  validateSecurities,
} from '@esgkit/core';
import { type Describe, toCliIssue } from '../io/messages.ts';
import type { PortfolioSource } from '../io/portfolio-sources.ts';
import type { ProgressReporter } from '../ui/progress.ts';
import { errorIssue, errorText } from './api-errors.ts';

/**
 * The first investment day when `--since` is not given: the engine's `lookups.defaults`, core's rule on the served
 * dataset (the web editor's default too, issue 21); an engine without that route (404) gets core's rule on the
 * as-of date alone.
 */
export const defaultInvestmentDayOf = async (
  client: ApiClient,
  asOf: string | null,
  signal: AbortSignal,
): Promise<string> => {
  try {
    return (await client.call('lookups.defaults', { signal })).data.investmentDay;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    return defaultInvestmentDay({ asOf, firstPriceDay: null }, toIsoDate(new Date()));
  }
};

/** What one lookup needs besides the portfolio: where to compute, with which settings. */
export interface LookupSettings {
  client: ApiClient;
  describe: Describe;
  progress: ProgressReporter;
  signal: AbortSignal;
  /** The first investment day; undefined = the served dataset's default (core's rule, `lookups.defaults`). */
  investmentDay: string | undefined;
  /** The dataset's as-of date when known (the embedded engine's snapshot). */
  asOf?: string | null | undefined;
  amountEur: number;
  benchmark: PortfolioSource | null;
  basis: CliPaiBasis;
  hasPai: boolean;
  /** The views to read; all of them when undefined (`--json`). */
  views?: ReadonlySet<CliLookupViewName> | undefined;
  from?: string | undefined;
  to?: string | undefined;
  riskFreePct?: number | undefined;
}

export const emptyViews = (): CliLookupViews => ({
  aggregates: null,
  holdings: null,
  countryAllocation: null,
  performance: null,
  dailyPerformance: null,
  risk: null,
  esg: null,
  esgCountries: null,
  products: null,
  impactSummary: null,
  controversies: null,
  exclusionsWatchList: null,
  redCompanies: null,
  taxonomy: null,
  taxonomySummary: null,
  pai1: null,
  pai2: null,
  pai3: null,
  pai1Covered: null,
  pai2Covered: null,
  pai3Covered: null,
});

/** The result of a portfolio that never reached the engine. */
export const resultOf = (
  source: PortfolioSource,
  fields: Partial<CliLookupResult> & Pick<CliLookupResult, 'status'>,
  settings: Pick<LookupSettings, 'basis' | 'benchmark'>,
): CliLookupResult => {
  const holdings = toHoldings(source.rows.filter((r) => Number.isFinite(r.weight)));
  const { status, ...rest } = fields;
  return {
    name: source.name,
    file: source.file,
    status,
    portfolioId: null,
    investmentDay: null,
    investmentAmountEur: null,
    holdings: holdings.items.map((i) => ({ input: i.input, weight: i.weight })),
    cashPct: holdings.cash,
    benchmark: settings.benchmark?.name ?? null,
    paiBasis: settings.basis,
    issues: source.issues,
    views: emptyViews(),
    ...rest,
  };
};

const inputsOf = (rows: readonly PortfolioRow[]): string[] =>
  rows.map((r) => r.input.trim()).filter((input) => input !== '' && !isCashInput(input));

const stepLabel = (definition: ChainDefinition, stepId: string | null, describe: Describe): string => {
  const step = definition.steps.find((s) => s.id === stepId);
  return step ? describe(step.labelKey) : '';
};

const chainStatus = (outcome: ChainOutcome): CliLookupResult['status'] =>
  outcome.status === 'completed'
    ? 'ok'
    : outcome.status === 'timeout'
      ? 'timeout'
      : outcome.status === 'cancelled'
        ? 'cancelled'
        : 'failed';

/**
 * One portfolio through the engine (docs/architecture.md "One lookup, end to end"): securities-exist and core's
 * checks, the lookup chain (save 10 → provider 30 → recalculate 50 → taxonomy 90 → impact → 100), the PAI chain,
 * then every view's envelope.
 */
export const computeLookup = async (
  source: PortfolioSource,
  settings: LookupSettings,
): Promise<CliLookupResult> => {
  // Every request adds an abort listener to the signal it is given, and the run's signal lives for the whole batch:
  // each portfolio gets its own signal, tied to the run's and let go when the portfolio is done.
  const own = new AbortController();
  const forward = () => own.abort(settings.signal.reason);
  if (settings.signal.aborted) forward();
  else settings.signal.addEventListener('abort', forward, { once: true });
  try {
    return await computeOne(source, { ...settings, signal: own.signal });
  } finally {
    settings.signal.removeEventListener('abort', forward);
  }
};

const computeOne = async (source: PortfolioSource, s: LookupSettings): Promise<CliLookupResult> => {
  const { client, describe, signal } = s;
  const issues: CliIssue[] = [...source.issues];
  const report = (step: string, progress: number, isDone = false) =>
    s.progress.update({ name: source.name, step, progress, isDone });

  const benchmarkRows = s.benchmark?.rows ?? [];
  let resolved: ResolvedSecurity[];
  let asOf: string | null = null;
  try {
    const ids = [...new Set([...inputsOf(source.rows), ...inputsOf(benchmarkRows)])];
    const answer = await client.call('securities.exist', { body: { ids }, signal });
    resolved = answer.data;
    asOf = answer.meta.asOf;
  } catch (error) {
    return resultOf(
      source,
      { status: 'failed', issues: [...issues, ...errorIssue(error, source.file, describe)] },
      s,
    );
  }
  for (const found of validateSecurities(source.rows, resolved)) {
    const index = typeof found.path[0] === 'number' ? found.path[0] : null;
    issues.push(
      toCliIssue(
        found,
        { file: source.file, line: index === null ? null : (source.lines[index] ?? null) },
        describe,
      ),
    );
  }
  if (s.benchmark) {
    const benchmark = s.benchmark;
    for (const found of validateSecurities(benchmark.rows, resolved)) {
      const index = typeof found.path[0] === 'number' ? found.path[0] : null;
      issues.push(
        toCliIssue(
          found,
          { file: benchmark.file, line: index === null ? null : (benchmark.lines[index] ?? null) },
          describe,
        ),
      );
    }
  }
  if (issues.some((i) => i.severity === 'error')) return resultOf(source, { status: 'invalid', issues }, s);

  let investmentDay = s.investmentDay;
  try {
    investmentDay ??= await defaultInvestmentDayOf(client, s.asOf ?? asOf, signal);
  } catch (error) {
    return resultOf(
      source,
      { status: 'failed', issues: [...issues, ...errorIssue(error, source.file, describe)] },
      s,
    );
  }
  const lookup: PortfolioInput = {
    name: source.name.slice(0, 120),
    investmentDay,
    investmentAmount: source.amountEur ?? s.amountEur,
    portfolio: toHoldings(source.rows, resolved),
    ...(s.benchmark ? { benchmark: toHoldings(s.benchmark.rows, resolved) } : {}),
  };
  // spec doc 1 §5: impact scores need a first investment at least one day old (a warning: the rest computes).
  for (const found of validateInvestmentDayForImpact(lookup.investmentDay, toIsoDate(new Date())))
    issues.push(toCliIssue(found, { file: source.file, line: null }, describe));
  const base = {
    investmentDay: lookup.investmentDay,
    investmentAmountEur: lookup.investmentAmount,
    holdings: lookup.portfolio.items.map((i) => ({ input: i.input, weight: i.weight })),
    cashPct: lookup.portfolio.cash,
  };

  const context = { client, signal, lookup };
  const lookupOutcome = await runChain(lookupChain, context, {
    onProgress: (p) => {
      if (p.step)
        report(stepLabel(lookupChain, p.step, describe), s.hasPai ? Math.round(p.progress / 2) : p.progress);
    },
  });
  const portfolioId = lookupOutcome.portfolioId;
  if (lookupOutcome.status !== 'completed' || !portfolioId) {
    report(describe(`cli.status.${chainStatus(lookupOutcome)}`), 100, true);
    return resultOf(
      source,
      {
        ...base,
        status: chainStatus(lookupOutcome),
        portfolioId,
        issues: [...issues, ...errorIssue(lookupOutcome.error, source.file, describe)],
      },
      s,
    );
  }
  if (s.hasPai) {
    const paiOutcome = await runChain(
      paiChain,
      { client, signal, portfolioId },
      {
        onProgress: (p) => {
          if (p.step) report(stepLabel(paiChain, p.step, describe), 50 + Math.round(p.progress / 2));
        },
      },
    );
    if (paiOutcome.status !== 'completed') {
      report(describe(`cli.status.${chainStatus(paiOutcome)}`), 100, true);
      return resultOf(
        source,
        {
          ...base,
          status: chainStatus(paiOutcome),
          portfolioId,
          issues: [...issues, ...errorIssue(paiOutcome.error, source.file, describe)],
        },
        s,
      );
    }
  }

  const views = emptyViews();
  let hasFailedView = false;
  const wanted = (Object.entries(viewLoaders(s, portfolioId)) as [CliLookupViewName, ViewLoader][]).filter(
    ([name]) =>
      (s.hasPai || !name.startsWith('pai')) &&
      (s.basis === 'both' || !name.endsWith('Covered')) &&
      (!s.views || s.views.has(name)),
  );
  // The views are read at once, not one after another: the engine computes the next while the client parses and
  // validates the last, so neither side waits (bench/cli: the engine thread sat idle a fifth of the run).
  const answers = await Promise.allSettled(wanted.map(([, load]) => load()));
  if (signal.aborted) return resultOf(source, { ...base, status: 'cancelled', portfolioId, issues }, s);
  const isNoData = (answer: PromiseSettledResult<unknown> | undefined) =>
    answer?.status === 'rejected' && answer.reason instanceof ApiError && answer.reason.code === 'noData';
  // Without a price for the portfolio's securities every performance view answers "no data": one note says so
  // (issue 21), not a warning per view.
  const pricedViews = wanted.flatMap(([name], k) => (PRICED_VIEWS.has(name) ? [answers[k]] : []));
  const hasNoPrices = pricedViews.length > 0 && pricedViews.every(isNoData);
  if (hasNoPrices)
    issues.push({
      file: source.file,
      line: null,
      code: 'noData',
      messageKey: 'cli.lookup.noPrices',
      message: describe('cli.lookup.noPrices'),
      severity: 'warning',
    });
  wanted.forEach(([name], k) => {
    const answer = answers[k] as PromiseSettledResult<unknown>;
    if (answer.status === 'fulfilled') {
      (views as Record<CliLookupViewName, unknown>)[name] = answer.value;
      return;
    }
    if (hasNoPrices && PRICED_VIEWS.has(name)) return;
    const error = answer.reason;
    // "No data" is an answer about the portfolio (e.g. no prices yet since --since), not a failure of the run.
    const isNoDataAnswer = isNoData(answer);
    if (!isNoDataAnswer) hasFailedView = true;
    const [first] = errorIssue(error, source.file, describe);
    issues.push({
      file: source.file,
      line: null,
      code: first?.code ?? 'anErrorHasOccurred',
      messageKey: 'cli.lookup.viewFailed',
      message: describe('cli.lookup.viewFailed', {
        view: name,
        reason: first?.message ?? errorText(error),
      }),
      severity: isNoDataAnswer ? 'warning' : 'error',
    });
  });
  report(describe(`cli.status.${hasFailedView ? 'failed' : 'ok'}`), 100, true);
  return resultOf(
    source,
    { ...base, status: hasFailedView ? 'failed' : 'ok', portfolioId, issues, views },
    s,
  );
};

type ViewLoader = () => Promise<unknown>;

/** The views computed from prices: all of them "no data" means no prices for the portfolio. */
const PRICED_VIEWS: ReadonlySet<CliLookupViewName> = new Set(['performance', 'dailyPerformance', 'risk']);

/** The views the summary table and summary.csv read; the others are read for `--json` only. */
export const SUMMARY_VIEWS: ReadonlySet<CliLookupViewName> = new Set([
  'aggregates',
  'performance',
  'risk',
  'taxonomySummary',
]);

/** The views a PAI statement reads. */
export const PAI_VIEWS: ReadonlySet<CliLookupViewName> = new Set(['pai1', 'pai2', 'pai3']);

// Every view of a lookup, in the order the web app shows them; paged views carry their first page.
const viewLoaders = (s: LookupSettings, portfolioId: string): Record<CliLookupViewName, ViewLoader> => {
  const { client, signal } = s;
  const params = { portfolioId };
  const range = { ...(s.from ? { from: s.from } : {}), ...(s.to ? { to: s.to } : {}) };
  // --basis both: the primary basis (all investments) in pai1–3, the covered one in pai1Covered–pai3Covered
  const primary: PaiBasis = s.basis === 'both' ? 'all' : s.basis;
  const pai =
    (set: 1 | 2 | 3, basis: PaiBasis = primary) =>
    () =>
      client.call('views.pai', { params: { portfolioId, set }, query: { basis }, signal });
  return {
    aggregates: () => client.call('views.aggregates', { params, signal }),
    holdings: () => client.call('views.holdings', { params, signal }),
    countryAllocation: () => client.call('views.countryAllocation', { params, signal }),
    performance: () => client.call('views.performance', { params, signal }),
    dailyPerformance: () => client.call('views.dailyPerformance', { params, query: range, signal }),
    risk: () =>
      client.call('views.risk', {
        params,
        query: { ...range, ...(s.riskFreePct === undefined ? {} : { riskFreePct: s.riskFreePct }) },
        signal,
      }),
    esg: () => client.call('views.esg', { params, signal }),
    esgCountries: () => client.call('views.esgCountries', { params, signal }),
    products: () => client.call('views.products', { params, signal }),
    impactSummary: () => client.call('views.impactSummary', { params, signal }),
    controversies: () => client.call('views.controversies', { params, signal }),
    exclusionsWatchList: () => client.call('views.exclusionsWatchList', { params, signal }),
    redCompanies: () => client.call('views.redCompanies', { params, signal }),
    taxonomy: () => client.call('views.taxonomy', { params, signal }),
    taxonomySummary: () => client.call('views.taxonomySummary', { params, signal }),
    pai1: pai(1),
    pai2: pai(2),
    pai3: pai(3),
    pai1Covered: pai(1, 'covered'),
    pai2Covered: pai(2, 'covered'),
    pai3Covered: pai(3, 'covered'),
  };
};
