import type { PortfolioInput } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../src/jobs/queues.ts';
import { isPgMissing, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { testJobsOptions } from './helpers/jobs-worker.ts';
import { seedActor } from './helpers/seed.ts';
import { cleanTempDirs } from './provider/helpers.ts';

// Issue 32: a rendered PDF is kept 24 h; a cron job of the queue removes expired renders — not only when the next
// render starts (a quiet engine would keep them for ever). The test runs the cron's job itself (the queue's tick is a
// minute of wall time) on an engine whose clock it moves past the expiry.

if (isPgMissing) {
  it('PostgreSQL suite', () => {
    throw new Error('ESGKIT_REQUIRE_PG=1 but ESGKIT_TEST_DATABASE_URL is not set');
  });
}

const holdings: PortfolioInput = {
  investmentDay: '2025-06-26',
  investmentAmount: 10_000,
  portfolio: { items: [{ input: 'ALPE', weight: 100 }], cash: 0 },
};

describe.each(storeTargets)('expired PDF renders on $name', (target) => {
  let t: TestEngine;
  let clock = new Date('2026-01-15T10:00:00Z');

  beforeAll(async () => {
    t = await startTestEngine({
      target,
      now: () => clock,
      loadSnapshot: minimalSnapshot,
      jobsOptions: testJobsOptions,
    });
    await Promise.all([t.engine.ready, t.engine.worker]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  const renders = async () =>
    (await t.engine.store.db.selectFrom('pdf_renders').select(['id']).execute()).map((r) => r.id);

  it('are removed by the expiry job once past their 24 hours, and not before', async () => {
    const advisor = await seedActor(t.engine, { label: 'expiry', plan: 'premium' });
    const api = t.client({ token: advisor.token });
    const client = await api.call('clients.create', {
      body: { firstname: 'Sara', lastname: 'Conti', portfolio: holdings },
    });
    const portfolioId = client.data.portfolio!.id;
    const { data: job } = await api.call('exports.reportJob', {
      params: { portfolioId },
      body: { sections: ['portfolio'], locale: 'en-US' },
    });
    for (let i = 0; i < 300; i++) {
      const { data } = await api.call('exports.job', { params: { jobId: job.jobId } });
      if (data.state === 'ready') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const runExpiry = async () => {
      const id = await t.engine.jobs.enqueue(QUEUES.pdfRendersExpiry, {});
      for (let i = 0; i < 300; i++) {
        if ((await t.engine.jobs.status(id))?.state === 'completed') return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the expiry job did not complete');
    };
    clock = new Date('2026-01-16T09:59:00Z'); // 23 h 59 min later: still downloadable
    await runExpiry();
    expect(await renders()).toEqual([job.jobId]);
    clock = new Date('2026-01-16T10:00:01Z');
    await runExpiry();
    expect(await renders()).toEqual([]);
  }, 120_000);
});
