import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../src/api/index.ts';
import {
  addClientChain,
  type ChainProgress,
  clientTestChain,
  lookupChain,
  paiChain,
  runChain,
} from '../src/chain/index.ts';
import { envelope, errorReply, type Reply, startHttpServer } from './support/http-server.ts';

// Given a real local HTTP server standing in for the engine's chain routes, and the real client over undici.
const agent = new Agent({ connections: 2 });
const nodeFetch = ((url: string | URL, init?: RequestInit) =>
  undiciFetch(url, { ...(init as object), dispatcher: agent })) as unknown as typeof fetch;

const holdings = { items: [{ input: 'URTH', weight: 100 }], cash: 0 };
const portfolio = (id: string) => ({
  id,
  investmentDay: '2019-09-10',
  investmentAmount: 100_000,
  portfolio: holdings,
  benchmark: { items: [], cash: 0 },
  updatedAt: '2026-11-22T09:00:00',
  paiUpdatedAt: null,
  isOutdated: false,
});

/** Which step to break, and how. */
let failAt: { path: RegExp; reply: Reply } | null = null;
let server: Awaited<ReturnType<typeof startHttpServer>>;

beforeAll(async () => {
  server = await startHttpServer((request) => {
    if (failAt?.path.test(request.path)) return failAt.reply;
    const step = (name: string, portfolioId: string) => ({
      json: envelope({ step: name, portfolioId, computedAt: '2026-11-22T10:00:00' }),
    });
    if (request.path === '/api/v1/lookups') return { json: envelope(portfolio('lookup-1')) };
    if (request.path === '/api/v1/clients') {
      return {
        json: envelope({ id: 'client-9', firstname: 'Ada', lastname: 'Rossi', portfolio: portfolio('pf-9') }),
      };
    }
    const pai = /^\/api\/v1\/portfolios\/([^/]+)\/chain\/pai\/(\d)\/(\d+)$/.exec(request.path);
    if (pai) {
      return {
        json: envelope({
          step: 'pai',
          portfolioId: pai[1],
          computedAt: '2026-11-22T10:00:00',
          set: Number(pai[2]),
          stepNumber: Number(pai[3]),
          lastStep: 4,
        }),
      };
    }
    if (/\/chain\/pai-date$/.test(request.path))
      return { json: envelope({ ...portfolio('pf-1'), paiUpdatedAt: '2026-11-22T10:00:00' }) };
    const chain = /^\/api\/v1\/portfolios\/([^/]+)\/chain\/(\w+)$/.exec(request.path);
    if (chain) return step(chain[2] as string, chain[1] as string);
    return errorReply(404, 'notFound');
  });
});
beforeEach(() => {
  failAt = null;
  server.requests.length = 0;
});
afterAll(async () => {
  await server.close();
  await agent.close();
});

const client = () => createClient({ baseUrl: server.baseUrl, auth: { token: 'tok' }, fetch: nodeFetch });
const calls = () => server.requests.map((r) => `${r.method} ${r.path}${r.query.size ? `?${r.query}` : ''}`);
const track = () => {
  const seen: ChainProgress[] = [];
  return { seen, onProgress: (p: ChainProgress) => seen.push(p), values: () => seen.map((p) => p.progress) };
};

describe('lookup chain (spec doc 1 §4: save 10, provider 30, recalculate 50, taxonomy 90, impact 100, then 0)', () => {
  it('runs the steps in order with the exact progress sequence', async () => {
    const progress = track();
    const lookup = { investmentDay: '2019-09-10', investmentAmount: 100_000, portfolio: holdings };

    const outcome = await runChain(
      lookupChain,
      { client: client(), lookup, impactIndicators: ['PHY_SCOPE1'] },
      progress,
    );

    expect(outcome).toMatchObject({
      status: 'completed',
      isTimedOut: false,
      failedStep: null,
      portfolioId: 'lookup-1',
    });
    expect(progress.values()).toEqual([10, 30, 50, 90, 100, 0]);
    expect(calls()).toEqual([
      'POST /api/v1/lookups',
      'POST /api/v1/portfolios/lookup-1/chain/provider',
      'POST /api/v1/portfolios/lookup-1/chain/recalculate',
      'POST /api/v1/portfolios/lookup-1/chain/taxonomy',
      'POST /api/v1/portfolios/lookup-1/chain/impact?type=0',
      'POST /api/v1/portfolios/lookup-1/chain/impact?type=2',
    ]);
    expect(server.requests[4]?.body).toEqual({ indicators: ['PHY_SCOPE1'] });
  });
});

describe('client test chain (spec doc 1 §4: 20, 60, 70, 80, 100, then 0)', () => {
  it('runs the five steps with the exact progress sequence', async () => {
    const progress = track();

    const outcome = await runChain(clientTestChain, { client: client(), portfolioId: 'pf-1' }, progress);

    expect(outcome.status).toBe('completed');
    expect(progress.values()).toEqual([20, 60, 70, 80, 100, 0]);
    expect(progress.seen.map((p) => p.step)).toEqual([
      'provider',
      'recalculate',
      'taxonomy',
      'impact0',
      'impact2',
      null,
    ]);
    expect(calls()).toHaveLength(5);
  });

  it('stops at the first failure and reports the step', async () => {
    failAt = { path: /\/chain\/recalculate$/, reply: errorReply(500, 'anErrorHasOccurred') };
    const progress = track();

    const outcome = await runChain(clientTestChain, { client: client(), portfolioId: 'pf-1' }, progress);

    expect(outcome).toMatchObject({ status: 'failed', failedStep: 'recalculate', isTimedOut: false });
    expect(progress.values()).toEqual([20, 0]);
    expect(calls()).toEqual([
      'POST /api/v1/portfolios/pf-1/chain/provider',
      'POST /api/v1/portfolios/pf-1/chain/recalculate',
    ]);
  });

  it('sets the timeout flag on a 504 and stops', async () => {
    failAt = { path: /\/chain\/taxonomy$/, reply: { status: 504, body: 'upstream timed out' } };
    const progress = track();

    const outcome = await runChain(clientTestChain, { client: client(), portfolioId: 'pf-1' }, progress);

    expect(outcome).toMatchObject({ status: 'timeout', isTimedOut: true, failedStep: 'taxonomy' });
    expect(progress.values()).toEqual([20, 60, 0]);
    expect(calls()).toHaveLength(3);
  });

  it('cancels when the signal is aborted mid-step, and runs nothing after', async () => {
    failAt = {
      path: /\/chain\/recalculate$/,
      reply: {
        delayMs: 2_000,
        json: envelope({ step: 'recalculate', portfolioId: 'pf-1', computedAt: 'x' }),
      },
    };
    const controller = new AbortController();
    const progress = track();
    setTimeout(() => controller.abort(), 100);

    const outcome = await runChain(
      clientTestChain,
      { client: client(), portfolioId: 'pf-1', signal: controller.signal },
      progress,
    );

    expect(outcome).toMatchObject({ status: 'cancelled', failedStep: 'recalculate', isTimedOut: false });
    expect(progress.values()).toEqual([20, 0]);
    expect(calls()).toHaveLength(2);
  });

  it('does not start when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();

    const outcome = await runChain(clientTestChain, {
      client: client(),
      portfolioId: 'pf-1',
      signal: controller.signal,
    });

    expect(outcome.status).toBe('cancelled');
    expect(calls()).toEqual([]);
  });
});

describe('add-client chain (spec doc 1 §4: starts at 10, then 30, 60, 70; then 80, 100, 0)', () => {
  it('creates the client, then computes its portfolio', async () => {
    const progress = track();
    const newClient = {
      firstname: 'Ada',
      lastname: 'Rossi',
      portfolio: { investmentDay: '2019-09-10', investmentAmount: 1000, portfolio: holdings },
    };

    const outcome = await runChain(addClientChain, { client: client(), newClient }, progress);

    expect(outcome).toMatchObject({ status: 'completed', clientId: 'client-9', portfolioId: 'pf-9' });
    expect(progress.values()).toEqual([10, 30, 60, 70, 80, 100, 0]);
    expect(calls()[0]).toBe('POST /api/v1/clients');
    expect(calls()[1]).toBe('POST /api/v1/portfolios/pf-9/chain/provider');
  });
});

describe('PAI chain (spec doc 1 §4: a fixed chain over three indicator sets, 0 to 100, then the update time)', () => {
  it('runs every step of the three sets, then records the PAI date', async () => {
    const progress = track();

    const outcome = await runChain(paiChain, { client: client(), portfolioId: 'pf-1' }, progress);

    expect(outcome.status).toBe('completed');
    expect(calls()).toEqual([
      ...[1, 2, 3, 4].map((s) => `POST /api/v1/portfolios/pf-1/chain/pai/1/${s}`),
      ...[1, 2].map((s) => `POST /api/v1/portfolios/pf-1/chain/pai/2/${s}`),
      ...[1, 2].map((s) => `POST /api/v1/portfolios/pf-1/chain/pai/3/${s}`),
      'POST /api/v1/portfolios/pf-1/chain/pai-date',
    ]);
    // 9 steps: floor(k / 9 * 100) for k = 1..8, then 100, then the reset.
    expect(progress.values()).toEqual([11, 22, 33, 44, 55, 66, 77, 88, 100, 0]);
  });

  it('stops when a PAI step fails, without recording the date', async () => {
    failAt = { path: /\/chain\/pai\/2\/1$/, reply: errorReply(500, 'anErrorHasOccurred') };

    const outcome = await runChain(paiChain, { client: client(), portfolioId: 'pf-1' });

    expect(outcome).toMatchObject({ status: 'failed', failedStep: 'pai2.1' });
    expect(calls().some((c) => c.endsWith('pai-date'))).toBe(false);
  });
});
