import { type ApiClient, ApiError, type PdfJob, type PortfolioInput } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../src/jobs/queues.ts';
import { isPgMissing, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { testJobsOptions } from './helpers/jobs-worker.ts';
import { seedActor, seedShareLink } from './helpers/seed.ts';
import { cleanTempDirs } from './provider/helpers.ts';

// Issue 32: a CSV export built as a job, keyed by its signed download link — 202 with the job, its status, and the
// file through that link only; the bytes are the link's direct download; the expiry job removes it.

const holdings: PortfolioInput = {
  investmentDay: '2025-06-26',
  investmentAmount: 10_000,
  portfolio: {
    items: [
      { input: 'ALPE', weight: 60 },
      { input: 'BRSW', weight: 40 },
    ],
    cash: 0,
  },
};

const tokenOf = (url: string): string => url.slice(url.lastIndexOf('/') + 1);

const failsWith = async (promise: Promise<unknown>, status: number, code: string): Promise<void> => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect({ status: (error as ApiError).status, code: (error as ApiError).code }).toEqual({ status, code });
};

/** Polls the job through its link until it is ready or failed. */
const follow = async (api: ApiClient, token: string, jobId: string): Promise<PdfJob> => {
  for (let i = 0; i < 300; i++) {
    const { data } = await api.call('exports.csvJobStatus', { params: { token, jobId } });
    if (data.state === 'ready' || data.state === 'failed') return data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${jobId} did not finish`);
};

if (isPgMissing) {
  it('PostgreSQL suite', () => {
    throw new Error('ESGKIT_REQUIRE_PG=1 but ESGKIT_TEST_DATABASE_URL is not set');
  });
}

describe.each(storeTargets)('a CSV export as a job on $name', (target) => {
  let t: TestEngine;
  let clock = new Date('2026-01-15T10:00:00Z');
  let api: ApiClient;
  let anyone: ApiClient;
  let portfolioId = '';
  const statuses: number[] = [];

  beforeAll(async () => {
    t = await startTestEngine({
      target,
      now: () => clock,
      loadSnapshot: minimalSnapshot,
      jobsOptions: testJobsOptions,
    });
    await Promise.all([t.engine.ready, t.engine.worker]);
    const advisor = await seedActor(t.engine, { label: 'csvjob', plan: 'premium' });
    api = t.client({ token: advisor.token });
    anyone = t.client({}, {}, (status) => statuses.push(status));
    const client = await api.call('clients.create', {
      body: { firstname: 'Giulia', lastname: 'Ferraris', portfolio: holdings },
    });
    portfolioId = client.data.portfolio!.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  const linkTo = async (section: 'holdings' | 'countries') =>
    tokenOf(
      (await api.call('exports.csv', { params: { portfolioId, section }, query: { locale: 'it-IT' } })).data
        .urlDownload,
    );

  it('answers 202, ends ready, and its file is the link’s download byte for byte; only through its link', async () => {
    const token = await linkTo('holdings');
    const { data: job } = await anyone.call('exports.csvJob', { params: { token } });
    expect(statuses).toEqual([202]);
    expect(await follow(anyone, token, job.jobId)).toMatchObject({ state: 'ready', progress: 100 });

    const file = await anyone.call('exports.csvJobFile', { params: { token, jobId: job.jobId } });
    const direct = await anyone.call('exports.download', { params: { token } });
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.filename).toBe('esgkit-holdings-2026-01-15.csv');
    expect(new TextDecoder().decode(file.bytes)).toContain('Alpina Energia');
    expect(Buffer.from(file.bytes).equals(Buffer.from(direct.bytes))).toBe(true);

    // another link of the same advisor (another export) does not read it, nor does a made-up or unsigned token
    const other = await linkTo('countries');
    await failsWith(
      anyone.call('exports.csvJobStatus', { params: { token: other, jobId: job.jobId } }),
      404,
      'notFound',
    );
    await failsWith(
      anyone.call('exports.csvJobFile', { params: { token: other, jobId: job.jobId } }),
      404,
      'notFound',
    );
    const unsigned = `${token.split('.')[0]}.AAAAAAAAAAAAAAAA`;
    await failsWith(anyone.call('exports.csvJob', { params: { token: unsigned } }), 404, 'notFound');
    await failsWith(
      anyone.call('exports.csvJobStatus', { params: { token: unsigned, jobId: job.jobId } }),
      404,
      'notFound',
    );
  }, 120_000);

  it('is removed by the renders’ expiry job once its link has expired', async () => {
    const token = await linkTo('countries');
    const { data: job } = await anyone.call('exports.csvJob', { params: { token } });
    expect((await follow(anyone, token, job.jobId)).state).toBe('ready');
    const rows = async () =>
      (await t.engine.store.db.selectFrom('pdf_renders').select('id').where('id', '=', job.jobId).execute())
        .length;
    const runExpiry = async () => {
      const id = await t.engine.jobs.enqueue(QUEUES.pdfRendersExpiry, {});
      for (let i = 0; i < 300; i++) {
        if ((await t.engine.jobs.status(id))?.state === 'completed') return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the expiry job did not complete');
    };
    clock = new Date('2026-01-15T10:14:00Z'); // within the link's 15 minutes: kept
    await runExpiry();
    expect(await rows()).toBe(1);
    clock = new Date('2026-01-15T10:15:01Z');
    await failsWith(anyone.call('exports.csvJob', { params: { token } }), 410, 'sharedLinkExpired');
    await runExpiry();
    expect(await rows()).toBe(0);
    clock = new Date('2026-01-15T10:00:00Z');
  }, 120_000);
});

describe.each(storeTargets)('CSV jobs on an API-only engine (ESGKIT_WORKER=0) on $name', (target) => {
  let apiOnly: TestEngine;
  let worker: TestEngine | undefined;
  let drop: () => Promise<void> = async () => undefined;

  afterAll(async () => {
    await apiOnly?.close();
    await worker?.close();
    await drop();
    cleanTempDirs();
  });

  it('builds no CSV itself (one job per link); a worker builds it, and a revoked share link’s job fails', async () => {
    const place = await target.create();
    drop = place.drop;
    const shared = { name: target.name, create: async () => ({ ...place, drop: async () => undefined }) };
    const common = {
      target: shared,
      loadSnapshot: minimalSnapshot,
      now: () => new Date('2026-01-15T10:00:00Z'),
      jobsOptions: testJobsOptions,
    };
    apiOnly = await startTestEngine({ ...common, env: { ESGKIT_WORKER: '0' } });
    await apiOnly.engine.ready;
    const advisor = await seedActor(apiOnly.engine, { label: 'csvapi', plan: 'premium' });
    const api = apiOnly.client({ token: advisor.token });
    const client = await api.call('clients.create', {
      body: { firstname: 'Marco', lastname: 'Bianchi', portfolio: holdings },
    });
    const portfolioId = client.data.portfolio!.id;
    const viaShare = apiOnly.client({
      shareToken: await seedShareLink(apiOnly.engine, advisor, { clientId: client.data.id }),
    });
    const link = async (caller: ApiClient) =>
      tokenOf(
        (
          await caller.call('exports.csv', {
            params: { portfolioId, section: 'holdings' },
            query: { locale: 'en-US' },
          })
        ).data.urlDownload,
      );
    const advisorToken = await link(api);
    const shareToken = await link(viaShare);
    const anyone = apiOnly.client({});
    // starts made at the same time through one link (a double click, two tabs) answer one job, and one render
    const starts = await Promise.all(
      Array.from({ length: 4 }, () => anyone.call('exports.csvJob', { params: { token: advisorToken } })),
    );
    expect(new Set(starts.map((s) => s.data.jobId)).size).toBe(1);
    const job = starts[0]!.data;
    const { data: shareJob } = await anyone.call('exports.csvJob', { params: { token: shareToken } });
    // a later start while it is queued answers the same job
    expect((await anyone.call('exports.csvJob', { params: { token: advisorToken } })).data.jobId).toBe(
      job.jobId,
    );
    const renders = await apiOnly.engine.store.db
      .selectFrom('pdf_renders')
      .select('id')
      .where('content_type', '=', 'text/csv; charset=utf-8')
      .execute();
    expect(renders).toHaveLength(2); // the advisor's link's and the share link's
    await new Promise((resolve) => setTimeout(resolve, 1500)); // three polls of a queue nobody here works
    expect(
      (await anyone.call('exports.csvJobStatus', { params: { token: advisorToken, jobId: job.jobId } })).data
        .state,
    ).toBe('queued');
    await api.call('shares.revoke', { params: { clientId: client.data.id } });

    worker = await startTestEngine(common);
    await worker.engine.worker;
    expect((await follow(anyone, advisorToken, job.jobId)).state).toBe('ready');
    const file = await anyone.call('exports.csvJobFile', {
      params: { token: advisorToken, jobId: job.jobId },
    });
    const direct = await anyone.call('exports.download', { params: { token: advisorToken } });
    expect(Buffer.from(file.bytes).equals(Buffer.from(direct.bytes))).toBe(true);
    // the share link was revoked after its job was queued: the worker's build answers what the link answers now
    const failed = await follow(anyone, shareToken, shareJob.jobId);
    expect(failed).toMatchObject({ state: 'failed', error: { key: 'sharedLinkExpired' } });
    await failsWith(
      anyone.call('exports.csvJobFile', { params: { token: shareToken, jobId: shareJob.jobId } }),
      410,
      'sharedLinkExpired',
    );
  }, 120_000);
});
