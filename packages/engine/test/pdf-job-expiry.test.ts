import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import type { TestEngine } from './helpers/engine.ts';
import {
  followPdfJob,
  runRendersExpiry,
  seedAdvisorWithClient,
  startJobsEngine,
} from './helpers/jobs-engine.ts';
import { oneSecurity } from './helpers/portfolios.ts';
import { cleanTempDirs } from './provider/helpers.ts';

// Issue 32: a rendered PDF is kept 24 h; a cron job of the queue removes expired renders — not only when the next
// render starts (a quiet engine would keep them for ever). The test runs the cron's job itself (the queue's tick is a
// minute of wall time) on an engine whose clock it moves past the expiry.

failWhenPostgresMissing('suite');

describe.each(storeTargets)('expired PDF renders on $name', (target) => {
  let t: TestEngine;
  let clock = new Date('2026-01-15T10:00:00Z');

  beforeAll(async () => {
    t = await startJobsEngine({ target, now: () => clock });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  const renders = async () =>
    (await t.engine.store.db.selectFrom('pdf_renders').select(['id']).execute()).map((r) => r.id);

  it('are removed by the expiry job once past their 24 hours, and not before', async () => {
    const { api, portfolioId } = await seedAdvisorWithClient(t, 'expiry', {
      firstname: 'Sara',
      lastname: 'Conti',
      portfolio: oneSecurity,
    });
    const { data: job } = await api.call('exports.reportJob', {
      params: { portfolioId },
      body: { sections: ['portfolio'], locale: 'en-US' },
    });
    await followPdfJob(api, job.jobId);

    clock = new Date('2026-01-16T09:59:00Z'); // 23 h 59 min later: still downloadable
    await runRendersExpiry(t);
    expect(await renders()).toEqual([job.jobId]);
    clock = new Date('2026-01-16T10:00:01Z');
    await runRendersExpiry(t);
    expect(await renders()).toEqual([]);
  }, 120_000);
});
