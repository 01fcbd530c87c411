import { ApiError, type ScreeningQuery } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import type { TestEngine } from './helpers/engine.ts';
import { followPdfJob, startApiOnlyAndWorker, startJobsEngine } from './helpers/jobs-engine.ts';
import { seedActor } from './helpers/seed.ts';
import { cleanTempDirs } from './provider/helpers.ts';

// Issue 32: the screening PDF as a job, as the report is — 202 with the job, the same exports.job / exports.jobPdf,
// and an API-only engine (ESGKIT_WORKER=0) whose exports.screeningPdf waits for a worker instead of rendering.

failWhenPostgresMissing('suite');

const criteria = { regions: ['Europe'], sectors: ['Utilities', 'Information Technology'] } as ScreeningQuery;
const query = { orderBy: 'name', order: 'desc' } as const;

describe.each(storeTargets)('the screening PDF as a job on $name', (target) => {
  let engines: Awaited<ReturnType<typeof startApiOnlyAndWorker>> | undefined;

  beforeAll(async () => {
    // two engines on one database: one serves the API only, the other also works the jobs
    engines = await startApiOnlyAndWorker(target, () => new Date('2026-01-15T10:00:00Z'));
  }, 60_000);
  afterAll(async () => {
    await engines?.close();
    cleanTempDirs();
  });

  it('answers 202 with a job whose PDF equals a direct render; the API-only engine renders none itself', async () => {
    const { apiOnly, worker } = engines!;
    const advisor = await seedActor(apiOnly.engine, { label: 'screenjob', plan: 'premium' });
    const statuses: number[] = [];
    const viaApi = apiOnly.client({ token: advisor.token }, { 'accept-language': 'it-IT' }, (status) =>
      statuses.push(status),
    );
    const rendered: unknown[] = [];
    const renderScreening = apiOnly.engine.report.renderScreening;
    apiOnly.engine.report.renderScreening = async (...args) => {
      rendered.push(args);
      return renderScreening(...args);
    };

    const { data: job } = await viaApi.call('exports.screeningPdfJob', {
      params: { kind: 'company' },
      query,
      body: criteria,
    });
    expect(statuses).toEqual([202]);
    expect(job.state).toBe('queued');
    expect((await followPdfJob(viaApi, job.jobId)).at(-1)).toMatchObject({ state: 'ready', progress: 100 });
    const pdf = await viaApi.call('exports.jobPdf', { params: { jobId: job.jobId } });
    expect(pdf.filename).toBe('esgkit-screening-company-2026-01-15.pdf');

    // the one-request route on the API-only engine waits for a worker's job, and the bytes are the same
    const queued = await viaApi.call('exports.screeningPdf', {
      params: { kind: 'company' },
      query,
      body: criteria,
    });
    expect(rendered).toEqual([]);
    const direct = await worker
      .client({ token: advisor.token }, { 'accept-language': 'it-IT' })
      .call('exports.screeningPdf', { params: { kind: 'company' }, query, body: criteria });
    expect(Buffer.from(pdf.bytes).equals(Buffer.from(direct.bytes))).toBe(true);
    expect(Buffer.from(queued.bytes).equals(Buffer.from(direct.bytes))).toBe(true);
  }, 120_000);
});

describe.each(storeTargets)('PDF job routes in the pdf rate-limit family on $name', (target) => {
  let t: TestEngine;

  beforeAll(async () => {
    // API-only: the jobs are only queued, nothing renders; the budget is what the test counts
    t = await startJobsEngine({ target, env: { ESGKIT_WORKER: '0', ESGKIT_RATE_LIMIT_PDF: '2' } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  it('counts each started job against the caller’s PDF budget, as a one-request render is (429 beyond)', async () => {
    const advisor = await seedActor(t.engine, { label: 'pdfbudget', plan: 'premium' });
    const api = t.client({ token: advisor.token });
    const start = () =>
      api.call('exports.screeningPdfJob', { params: { kind: 'company' }, query, body: criteria });
    await start();
    await api.call('exports.reportJob', {
      params: { portfolioId: advisor.ids.portfolioId },
      body: { sections: ['portfolio'] },
    });
    const third = await start().catch((e: unknown) => e);
    expect(third).toBeInstanceOf(ApiError);
    expect((third as ApiError).code).toBe('tooManyRequests');
  }, 60_000);
});
