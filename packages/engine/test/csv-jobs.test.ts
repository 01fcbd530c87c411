import { type ApiClient, ApiError } from '@esgkit/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import type { TestEngine } from './helpers/engine.ts';
import {
  followCsvJob as follow,
  runRendersExpiry,
  type SharedStore,
  seedAdvisorWithClient,
  sharedStore,
  startJobsEngine,
} from './helpers/jobs-engine.ts';
import { seedShareLink } from './helpers/seed.ts';
import { cleanTempDirs } from './provider/helpers.ts';

// Issue 32: a CSV export built as a job, keyed by its signed download link — 202 with the job, its status, and the
// file through that link only; the bytes are the link's direct download; the expiry job removes it.

const tokenOf = (url: string): string => url.slice(url.lastIndexOf('/') + 1);

const failsWith = async (promise: Promise<unknown>, status: number, code: string): Promise<void> => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect({ status: (error as ApiError).status, code: (error as ApiError).code }).toEqual({ status, code });
};

failWhenPostgresMissing('suite');

describe.each(storeTargets)('a CSV export as a job on $name', (target) => {
  let t: TestEngine;
  const startClock = new Date('2026-01-15T10:00:00Z');
  let clock = startClock;
  // every test starts at the same time, whichever ran before it (-t, it.only, a test added in between)
  afterEach(() => {
    clock = startClock;
  });
  let api: ApiClient;
  let anyone: ApiClient;
  let portfolioId = '';
  const statuses: number[] = [];

  beforeAll(async () => {
    t = await startJobsEngine({ target, now: () => clock });
    ({ api, portfolioId } = await seedAdvisorWithClient(t, 'csvjob', {
      firstname: 'Giulia',
      lastname: 'Ferraris',
    }));
    anyone = t.client({}, {}, (status) => statuses.push(status));
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
    const before = statuses.length; // the statuses of this test's calls (the others' come before, in any order)
    const { data: job } = await anyone.call('exports.csvJob', { params: { token } });
    expect(statuses.slice(before)).toEqual([202]);
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
    clock = new Date('2026-01-15T10:14:00Z'); // within the link's 15 minutes: kept
    await runRendersExpiry(t);
    expect(await rows()).toBe(1);
    clock = new Date('2026-01-15T10:15:01Z');
    await failsWith(anyone.call('exports.csvJob', { params: { token } }), 410, 'sharedLinkExpired');
    await runRendersExpiry(t);
    expect(await rows()).toBe(0);
  }, 120_000);
});

describe.each(storeTargets)('CSV jobs on an API-only engine (ESGKIT_WORKER=0) on $name', (target) => {
  let engines: SharedStore | undefined;

  afterAll(async () => {
    await engines?.close();
    cleanTempDirs();
  });

  it('builds no CSV itself (one job per link); a worker builds it, and a revoked share link’s job fails', async () => {
    engines = await sharedStore(target);
    const now = () => new Date('2026-01-15T10:00:00Z');
    const apiOnly = await engines.start({ now, env: { ESGKIT_WORKER: '0' } });
    const { advisor, api, clientId, portfolioId } = await seedAdvisorWithClient(apiOnly, 'csvapi', {
      firstname: 'Marco',
      lastname: 'Bianchi',
    });
    const viaShare = apiOnly.client({
      shareToken: await seedShareLink(apiOnly.engine, advisor, { clientId }),
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
    await api.call('shares.revoke', { params: { clientId } });

    await engines.start({ now });
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
