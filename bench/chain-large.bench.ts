import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, lookupChain, paiChain, runChain } from '@esgkit/core';
import { createEngine, loadEngineConfig } from '@esgkit/engine';
import { pino } from 'pino';
import { Agent, fetch as undiciFetch } from 'undici';
import { test } from 'vitest';
import { writeLargeDataset } from './large-dataset.ts';

// A 10,000-line portfolio through the API (docs/benchmarks.md, "chain-large"; issue part 8: "a 10,000-line
// portfolio completes"): the minimal fixture plus 10,000 generated companies with one equity each, loaded as
// ESGKIT_DATASET; then save, each chain step, the PAI chain, the first and a repeated holdings page, and a CSV export
// with its download. Wall times of one run; numbers, no asserts.

const LINES = 10_000;
const writeDataset = (dir: string) => writeLargeDataset(dir, LINES);

test('chain-large', async () => {
  const root = mkdtempSync(join(tmpdir(), 'esgkit-bench-chain-'));
  const datasetDir = join(root, 'dataset');
  writeDataset(datasetDir);
  const engine = await createEngine({
    config: loadEngineConfig({
      ESGKIT_DATA_DIR: join(root, 'data'),
      ESGKIT_CACHE_DIR: join(root, 'cache'),
      ESGKIT_DATASET: datasetDir,
      ESGKIT_PORT: '0',
    }),
    logger: pino({ level: 'silent' }),
  });
  const agent = new Agent({ connections: 4 });
  const fetch = ((input: Parameters<typeof undiciFetch>[0], init?: Parameters<typeof undiciFetch>[1]) =>
    undiciFetch(input, { ...init, dispatcher: agent })) as unknown as typeof globalThis.fetch;
  const times: Record<string, number> = {};
  const time = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const result = await work();
    times[label] = Math.round(performance.now() - t0);
    return result;
  };
  try {
    const { url } = await engine.listen(0, '127.0.0.1');
    await time('dataset import (10,000 extra companies)', () => engine.ready);
    await engine.accounts.createUser({
      email: 'bench@example.com',
      password: 'Bench-Passw0rd',
      firstName: 'B',
      lastName: 'N',
      plan: 'premium',
      isConfirmed: true,
    });
    const { token } = await engine.accounts.login('bench@example.com', 'Bench-Passw0rd');
    const client = createClient({ baseUrl: url, auth: { token }, fetch });
    const lookup = {
      investmentDay: '2025-06-26',
      investmentAmount: 1_000_000,
      portfolio: {
        items: Array.from({ length: LINES }, (_, i) => ({ input: `XT${i}`, weight: 0.01 })),
        cash: 0,
      },
    };
    const stepTimes: Record<string, number> = {};
    let last = performance.now();
    const outcome = await time('lookup chain (save, provider, recalculate, taxonomy, impact 0 and 2)', () =>
      runChain(
        lookupChain,
        { client, lookup },
        {
          onProgress: (p) => {
            if (!p.step) return;
            const now = performance.now();
            stepTimes[p.step] = Math.round(now - last);
            last = now;
          },
        },
      ),
    );
    for (const [step, ms] of Object.entries(stepTimes)) times[`  step ${step}`] = ms;
    const portfolioId = outcome.portfolioId!;
    await time('PAI chain (8 steps and the PAI date)', () => runChain(paiChain, { client, portfolioId }));
    await time('holdings page 1, first', () =>
      client.call('views.holdings', { params: { portfolioId }, query: { page: '1' } }),
    );
    await time('holdings page 1, again (warm)', () =>
      client.call('views.holdings', { params: { portfolioId }, query: { page: '1' } }),
    );
    await time('holdings page 2 sorted by name (warm sides)', () =>
      client.call('views.holdings', {
        params: { portfolioId },
        query: { page: '2', orderBy: 'name', order: 'asc' },
      }),
    );
    const link = await time('holdings CSV link', () =>
      client.call('exports.csv', { params: { portfolioId, section: 'holdings' }, query: {} }),
    );
    await time('holdings CSV download (10,001 lines)', async () =>
      (await fetch(link.data.urlDownload.replace(/^https?:\/\/[^/]+/, url))).text(),
    );
    console.log(
      `[chain-large] load average ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' / ')}`,
    );
    for (const [label, ms] of Object.entries(times)) console.log(`[chain-large] ${label}: ${ms} ms`);
  } finally {
    await engine.close();
    await agent.destroy();
    rmSync(root, { recursive: true, force: true });
  }
}, 600_000);
