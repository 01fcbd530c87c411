import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ApiClient,
  clientTestChain,
  evaluateTrace,
  FigureTrace,
  figuresAgree,
  paiChain,
  runChain,
  sumOfTerms,
} from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotInfoOf } from '../src/index.ts';
import { loadDataset } from '../src/provider/index.ts';
import { findPortfolioById } from '../src/store/repositories/portfolios.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';
import { traceInputNames, unlabelled } from './helpers/trace-labels.ts';

// Part 12's property: a figure recomputed from its trace equals the figure. Over five portfolios of the small demo
// that differ in kind (a world ETF, funds of funds, sovereigns with cash, a balanced mix, direct equities and
// corporate bonds with a green one; sovereign bonds are held only through IAGG), every figure every registered explainer lists (all areas, as they land):
// the trace parses, its steps recompute its value (1e-9 relative), its value is the one the view shows, and an
// additive trace's terms add up to it.

const cacheDir = join(tmpdir(), 'esgkit-test-demo-cache');
const SEED = 20261126;

/** mulberry32: the weights of each portfolio from one seed, so a failure is replayed exactly */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};

/** The inputs of a portfolio with seeded weights summing to 100 − cash, in whole hundredths. */
const weighted = (next: () => number, inputs: readonly string[], cash: number) => {
  const raw = inputs.map(() => 1 + next());
  const total = raw.reduce((a, b) => a + b, 0);
  const items = inputs.map((input, i) => ({
    input,
    weight: Math.round((100 * (100 - cash) * raw[i]!) / total) / 100,
  }));
  items[0]!.weight = Math.round(100 * (100 - cash - items.slice(1).reduce((a, b) => a + b.weight, 0))) / 100;
  return { items, cash };
};

const portfolios = (next: () => number) => [
  { name: 'world ETF', ...weighted(next, ['URTH'], 0) },
  { name: 'funds of funds', ...weighted(next, ['IE8001004362', 'LU8001004375'], 10) },
  { name: 'sovereigns and cash', ...weighted(next, ['IAGG'], 15) },
  { name: 'balanced', ...weighted(next, ['URTH', 'IAGG', 'XST', 'US0001000001', 'DE0001000040'], 10) },
  {
    name: 'direct lines',
    ...weighted(next, ['YAR', 'MER', 'BRO', 'HAR', 'XS2001003008', 'XS2001003032', 'XS2001003016'], 5),
  },
];

failWhenPostgresMissing('explain property');

// the figures do not depend on the store; one store keeps the run well under a minute (docs/benchmarks.md)
describe.each(storeTargets.slice(0, 1))('every figure follows from its trace (seed $name)', (target) => {
  let t: TestEngine;
  let api: ApiClient;

  beforeAll(async () => {
    t = await startTestEngine({
      target,
      loadSnapshot: async () => snapshotInfoOf(await loadDataset({ cacheDir, demoSize: 'small' })),
    });
    await t.engine.ready;
    const advisor = await seedActor(t.engine, { label: 'explain-property', plan: 'premium' });
    api = t.client({ token: advisor.token });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it.each(portfolios(random(SEED)))(
    `$name (seed ${SEED})`,
    async ({ name, items, cash }) => {
      const { data } = await api.call('clients.create', {
        body: {
          firstname: 'Property',
          lastname: name,
          portfolio: { investmentDay: '2025-01-02', investmentAmount: 250_000, portfolio: { items, cash } },
        },
      });
      const portfolioId = data.portfolio!.id;
      expect((await runChain(clientTestChain, { client: api, portfolioId })).status).toBe('completed');
      expect((await runChain(paiChain, { client: api, portfolioId })).status).toBe('completed');
      const row = (await findPortfolioById(t.engine.store.db, portfolioId))!;
      const { explain } = t.engine.calculations;
      const figures = await explain.figures(row);
      expect(figures.length).toBeGreaterThan(0);
      const wrong: string[] = [];
      const inputNames = new Set<string>();
      let derived = 0;
      for (const { figure, shown } of figures) {
        const parsed = FigureTrace.safeParse(await explain.explain(row, figure));
        if (!parsed.success) {
          wrong.push(`${figure}: not a FigureTrace (${parsed.error.message.slice(0, 200)})`);
          continue;
        }
        const trace = parsed.data;
        for (const n of traceInputNames(trace)) inputNames.add(n);
        const again = evaluateTrace(trace);
        if (trace.value !== null && trace.terms.length > 0) derived++;
        const agree = (a: number | null, b: number | null) =>
          a === null ? b === null : b !== null && figuresAgree(a, b);
        if (!agree(trace.value, shown)) wrong.push(`${figure}: trace ${trace.value}, view shows ${shown}`);
        if (!agree(again, trace.value)) wrong.push(`${figure}: steps give ${again}, trace ${trace.value}`);
        if (trace.additive && trace.value !== null) {
          const sum = sumOfTerms(trace);
          if (!figuresAgree(sum, trace.value))
            wrong.push(`${figure}: terms add up to ${sum}, trace ${trace.value}`);
        }
      }
      expect(wrong).toEqual([]);
      // every input and missing column these traces name has a label in en-US and it-IT (the dialog and the tree show it)
      expect(unlabelled(inputNames)).toEqual([]);
      // not vacuous: most figures of every portfolio have data and rows (each portfolio holds companies)
      expect(derived).toBeGreaterThan(figures.length / 4);
    },
    60_000,
  );
});
