import { type ApiClient, ApiError, contract } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { holdings } from './helpers/portfolios.ts';
import { type SeededActor, seedActor } from './helpers/seed.ts';
import { cleanTempDirs } from './provider/helpers.ts';

// Issue 20, defect 4: renders go through a bounded queue (busy past it) and every caller has a budget on the
// expensive routes (tooManyRequests past it). The engine here has one report thread, one request waiting, and a
// CSV budget of two calls a minute.

failWhenPostgresMissing('suite');

describe.each(storeTargets)('expensive routes on $name', (target) => {
  let t: TestEngine;
  let first: SeededActor;
  let api: ApiClient;
  let other: ApiClient;
  let portfolioId = '';
  let otherPortfolioId = '';

  beforeAll(async () => {
    t = await startTestEngine({
      target,
      now: () => new Date('2026-01-15T10:00:00Z'),
      loadSnapshot: minimalSnapshot,
      env: { ESGKIT_REPORT_THREADS: '1', ESGKIT_REPORT_BACKLOG: '1', ESGKIT_RATE_LIMIT_CSV: '2' },
    });
    await t.engine.ready;
    first = await seedActor(t.engine, { label: 'first', plan: 'premium' });
    api = t.client({ token: first.token });
    other = t.client({ token: (await seedActor(t.engine, { label: 'other', plan: 'premium' })).token });
    portfolioId = (await api.call('lookups.create', { body: holdings })).data.id;
    otherPortfolioId = (await other.call('lookups.create', { body: holdings })).data.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  it('renders one report at a time with one waiting, and answers 503 busy with Retry-After beyond', async () => {
    const url = `${t.url}${contract['exports.report'].path.replace(':portfolioId', portfolioId)}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const response = await t.fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${first.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ sections: ['portfolio'] }),
        });
        const bytes = new Uint8Array(await response.arrayBuffer());
        return { status: response.status, retryAfter: response.headers.get('retry-after'), bytes };
      }),
    );
    const pdfs = answers.filter((a) => a.status === 200);
    const busy = answers.filter((a) => a.status !== 200);
    // all five arrive while the first renders: it and the one waiting render, the other three are turned away
    expect(pdfs.length).toBeGreaterThanOrEqual(2);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const pdf of pdfs) expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    for (const refused of busy) {
      expect(refused.status).toBe(503);
      expect(JSON.parse(new TextDecoder().decode(refused.bytes)).error.code).toBe('busy');
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    // the queue is free again once they answered
    const again = await api.call('exports.report', {
      params: { portfolioId },
      body: { sections: ['portfolio'] },
    });
    expect(new TextDecoder().decode(again.bytes.slice(0, 5))).toBe('%PDF-');
  }, 60_000);

  it("answers 429 once a caller's CSV budget is spent (its API key shares it), while another caller gets through", async () => {
    const csv = (client: ApiClient, id: string) =>
      client.call('exports.csv', { params: { portfolioId: id, section: 'holdings' }, query: {} });
    await csv(api, portfolioId);
    await csv(api, portfolioId);
    const url = `${t.url}${contract['exports.csv'].path
      .replace(':portfolioId', portfolioId)
      .replace(':section', 'holdings')}`;
    const third = await t.fetch(url, { headers: { authorization: `Bearer ${first.token}` } });
    expect(third.status).toBe(429);
    expect(((await third.json()) as { error: { code: string } }).error.code).toBe('tooManyRequests');
    // the budget's window is a minute: the caller may ask again within it
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(third.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // another key of the same account buys no more calls
    const key = await t.engine.apiKeys.create(first.userId, { name: 'batch', scope: 'read-write' });
    const byKey = await csv(t.client({ apiKey: key.secret }), portfolioId).catch((e: unknown) => e);
    expect(byKey).toBeInstanceOf(ApiError);
    expect((byKey as ApiError).code).toBe('tooManyRequests');
    // another advisor has a budget of their own
    const theirs = await csv(other, otherPortfolioId);
    expect(theirs.data.urlDownload).toContain('/api/v1/downloads/');
    // a download link (opened without login) has a CSV budget of its own: each download builds the CSV again
    const link = theirs.data.urlDownload.replace(t.config.publicUrl, t.url);
    expect((await t.fetch(link)).status).toBe(200);
    expect((await t.fetch(link)).status).toBe(200);
    const flooded = await t.fetch(link);
    expect(flooded.status).toBe(429);
    expect(Number(flooded.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // cheap routes are not counted
    expect((await api.call('views.holdings', { params: { portfolioId }, query: {} })).data.total).toBe(2);
  }, 60_000);
});
