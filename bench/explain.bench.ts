import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { lookupChain, paiChain, runChain } from '@esgkit/core';
import * as engineApi from '@esgkit/engine';
import { test } from 'vitest';
import { benchEngine, twentyThousandLinePortfolio } from './bench-engine.ts';

// Part 12: an explain request (GET …/explain?figure=…) through the API for a 25-fund portfolio of the full demo
// (the 25 funds of bench/screening.bench.ts, ~20,000 look-through lines), p50 per figure (target ≤ 100 ms); and the
// every-view figure of bench/screening (in-process, sides analysed in the loop) measured in the same run before and
// after the explain requests, so a cost the explain code adds to the views would show (views never build traces).
// Results: docs/benchmarks.md, "explain". Numbers, no asserts. The full demo is cached under the system temp folder
// (the screening bench's cache).

const { analyseSide } = engineApi;
const cacheDir = join(tmpdir(), 'esgkit-bench-screening-cache');

test('explain: a figure of a 25-fund portfolio through the API', async ({ bench }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'esgkit-bench-explain-'));
  const { engine, client } = await benchEngine(
    { ESGKIT_DATA_DIR: dataDir, ESGKIT_CACHE_DIR: cacheDir, ESGKIT_DEMO_SIZE: 'full' },
    'explain',
  );
  try {
    const snapshot = engine.snapshot()!.data!;
    const { data } = snapshot;
    const fundIds = [...data.funds.security]
      .filter((s, row) => data.funds.embargoed[row] !== 1 && data.securities.ticker[s] !== 'URTH')
      .slice(0, 25)
      .map((s) => data.securities.id[s]!);
    const holdings = { items: fundIds.map((input) => ({ input, weight: 4 })), cash: 0 };
    const amount = 1_000_000;
    const side = analyseSide(snapshot, holdings, { investmentAmountEur: amount });
    // a year of prices before the as-of date, so the risk figures have days
    const investmentDay = `${Number(side.date.slice(0, 4)) - 1}-01-02`;
    const outcome = await runChain(lookupChain, {
      client,
      lookup: { investmentDay, investmentAmount: amount, portfolio: holdings },
    });
    const portfolioId = outcome.portfolioId!;
    await runChain(paiChain, { client, portfolioId });

    let sink = 0;
    const everyView = () => {
      const s = analyseSide(snapshot, holdings, { investmentAmountEur: amount });
      sink += engineApi.portfolioAggregates(s, { investmentDay: s.date }).summary.holdingsCount;
      sink += engineApi.holdingsPage(s, {}, { investmentDay: s.date }).total;
      sink += engineApi.esgView(s, s, {}).paging.total;
      sink += engineApi.sustainabilityScore(s, s).overall.coverage.pct;
      sink += engineApi.impactSummary(s, s, { type: 0 }).categories.length;
      sink += engineApi.impactDetail(s, { type: 0 }).total;
      sink += engineApi.controversyView(s).columns.length;
    };
    const results: string[] = [];
    const record = (r: { name: string; latency: { p50?: number } }) =>
      results.push(`p50 ${(r.latency.p50 ?? Number.NaN).toFixed(2)} ms  ${r.name}`);

    record(await bench('reference: GET /api/v1/version', () => client.call('system.version')).run());
    await bench('views, warm-up', everyView).run();
    record(await bench('views, before any explain request (every-view subset)', everyView).run());
    for (const figure of ['pai2', 'pai:t1_2:covered', 'esg.total', 'taxonomy.turnover', 'sharpe:y1']) {
      const explain = () => client.call('explain.figure', { params: { portfolioId }, query: { figure } });
      const first = performance.now();
      const trace = (await explain()).data;
      results.push(
        `first ${(performance.now() - first).toFixed(0)} ms  explain ${figure}: ${trace.terms.length} terms, ${trace.excluded.length} excluded`,
      );
      record(await bench(`explain ${figure}`, async () => void (await explain())).run());
    }
    record(await bench('views, after the explain requests (every-view subset)', everyView).run());
    console.log(
      [
        `[explain] 25 funds: ${side.lines.length} lines after look-through, ${side.companies.length} companies`,
        `[explain] load average ${loadavg()
          .map((x) => x.toFixed(1))
          .join(' / ')}`,
        ...results.map((r) => `[explain] ${r}`),
        `(sink ${sink > 0})`,
      ].join('\n'),
    );
  } finally {
    await engine.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 900_000);

// 25 generated funds of 800 generated equities each (bench/large-dataset.ts on the minimal fixture): 20,000
// look-through lines. The generated companies report EVIC and scope 1 only, so PAI 2 has 20,000 exclusions.
test('explain: a 25-fund portfolio with 20,000 look-through lines', async ({ bench }) => {
  const root = mkdtempSync(join(tmpdir(), 'esgkit-bench-explain-large-'));
  const { engine, client, portfolioId } = await twentyThousandLinePortfolio(root, 'explain');
  try {
    const results: string[] = [];
    record20k(
      results,
      await bench('reference: GET /api/v1/version', () => client.call('system.version')).run(),
    );
    for (const figure of ['pai2', 'pai:t1_1', 'taxonomy.turnover']) {
      const explain = () => client.call('explain.figure', { params: { portfolioId }, query: { figure } });
      const first = performance.now();
      const trace = (await explain()).data;
      results.push(
        `first ${(performance.now() - first).toFixed(0)} ms  explain ${figure}: ${trace.terms.length} terms, ${trace.excluded.length} excluded`,
      );
      record20k(
        results,
        await bench(`explain ${figure} (20,000 lines)`, async () => void (await explain())).run(),
      );
      // every term as the server's CSV (explain.figureCsv): the download, not the dialog (issue 31)
      record20k(
        results,
        await bench(`  terms CSV ${figure} (every row)`, async () => {
          await client.call('explain.figureCsv', { params: { portfolioId }, query: { figure } });
        }).run(),
      );
      // the same trace in process, without HTTP, the answer's contract check and JSON: where the time goes
      // reached by file URL, as bench/screening.bench.ts reaches the provider (the entry point does not export it)
      const repo = pathToFileURL(
        resolve(import.meta.dirname, '../packages/engine/src/store/repositories/portfolios.ts'),
      );
      const { findPortfolioById } = (await import(repo.href)) as {
        findPortfolioById: (
          db: unknown,
          id: string,
        ) => Promise<Parameters<typeof engine.calculations.explain.explain>[0]>;
      };
      const row = await findPortfolioById(engine.store.db, portfolioId);
      record20k(
        results,
        await bench(`  in process: calculations.explain ${figure}`, async () => {
          await engine.calculations.explain.explain(row, figure);
        }).run(),
      );
    }
    console.log(
      [
        `[explain-20k] load average ${loadavg()
          .map((x) => x.toFixed(1))
          .join(' / ')}`,
        ...results.map((r) => `[explain-20k] ${r}`),
      ].join('\n'),
    );
  } finally {
    await engine.close();
    rmSync(root, { recursive: true, force: true });
  }
}, 900_000);

const record20k = (results: string[], r: { name: string; latency: { p50?: number } }) =>
  results.push(`p50 ${(r.latency.p50 ?? Number.NaN).toFixed(2)} ms  ${r.name}`);
