import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ApiClient, ApiError } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../src/jobs/queues.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import type { TestEngine } from './helpers/engine.ts';
import {
  followPdfJob as follow,
  type SharedStore,
  seedAdvisorWithClient,
  sharedStore,
  startApiOnlyAndWorker,
  startJobsEngine,
} from './helpers/jobs-engine.ts';
import { killablePolicy } from './helpers/jobs-worker.ts';
import { seedActor, seedShareLink } from './helpers/seed.ts';
import { cleanTempDirs } from './provider/helpers.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

// Issue 32: the PDF report as a job — 202 with the job, its status until ready, the PDF for its caller only.

const notFound = async (promise: Promise<unknown>): Promise<void> => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(404);
  expect((error as ApiError).code).toBe('notFound');
};

failWhenPostgresMissing('suite');

describe.each(storeTargets)('PDF report as a job on $name', (target) => {
  let t: TestEngine;
  let api: ApiClient;
  const statuses: number[] = [];
  let watched: ApiClient;
  let other: ApiClient;
  let shared: ApiClient;
  let portfolioId = '';
  let unpricedPortfolioId = '';

  beforeAll(async () => {
    t = await startJobsEngine({ target, now: () => new Date('2026-01-15T10:00:00Z') });
    const seeded = await seedAdvisorWithClient(t, 'pdfjob', { firstname: 'Giulia', lastname: 'Ferraris' });
    const { advisor } = seeded;
    ({ api, portfolioId } = seeded);
    watched = t.client({ token: advisor.token }, {}, (status) => statuses.push(status));
    unpricedPortfolioId = advisor.ids.portfolioId;
    other = t.client({
      token: (await seedActor(t.engine, { label: 'pdfjob-other', plan: 'premium' })).token,
    });
    shared = t.client({ shareToken: await seedShareLink(t.engine, advisor, { clientId: seeded.clientId }) });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  it('answers 202 with a queued job, which ends ready; its PDF equals a direct render byte for byte', async () => {
    const body = { sections: ['portfolio', 'esg'], locale: 'it-IT' } as const;
    const { data: job } = await watched.call('exports.reportJob', {
      params: { portfolioId },
      body: { sections: [...body.sections], locale: body.locale },
    });
    expect(statuses).toEqual([202]);
    // the engine's own worker picks the job up as soon as it is enqueued: it may already be rendering
    expect(['queued', 'rendering']).toContain(job.state);
    expect(job.progress).toBeLessThan(100);

    const seen = await follow(api, job.jobId);
    expect(seen.at(-1)).toMatchObject({ jobId: job.jobId, state: 'ready', progress: 100 });
    // progress only goes up
    const progress = seen.map((s) => s.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const pdf = await api.call('exports.jobPdf', { params: { jobId: job.jobId } });
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toBe('esgkit-report-2026-01-15.pdf');
    const direct = await api.call('exports.report', {
      params: { portfolioId },
      body: { sections: [...body.sections], locale: body.locale },
    });
    expect(Buffer.from(pdf.bytes).equals(Buffer.from(direct.bytes))).toBe(true);

    // another advisor and a share link of the same client did not start it: 404, as for a made-up id
    await notFound(other.call('exports.job', { params: { jobId: job.jobId } }));
    await notFound(other.call('exports.jobPdf', { params: { jobId: job.jobId } }));
    await notFound(shared.call('exports.job', { params: { jobId: job.jobId } }));
    await notFound(shared.call('exports.jobPdf', { params: { jobId: job.jobId } }));
    await notFound(api.call('exports.job', { params: { jobId: 'made-up-job-id' } }));
  }, 120_000);

  it('a share link reads its own job; the advisor who shared it does not', async () => {
    const { data: job } = await shared.call('exports.reportJob', {
      params: { portfolioId },
      body: { sections: ['portfolio'] },
    });
    expect((await follow(shared, job.jobId)).at(-1)?.state).toBe('ready');
    const pdf = await shared.call('exports.jobPdf', { params: { jobId: job.jobId } });
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    await notFound(api.call('exports.job', { params: { jobId: job.jobId } }));
  }, 120_000);

  it('a render that fails ends failed with the spec’s message key, and has no PDF', async () => {
    // the seeded portfolio's security has no prices: loading its performance fails (spec doc 1 §4: pdfError)
    const { data: job } = await api.call('exports.reportJob', {
      params: { portfolioId: unpricedPortfolioId },
      body: { sections: ['performance'] },
    });
    const last = (await follow(api, job.jobId)).at(-1)!;
    expect(last.state).toBe('failed');
    expect(last.error?.key).toBe('pdfError');
    await notFound(api.call('exports.jobPdf', { params: { jobId: job.jobId } }));
  }, 120_000);

  it('exports.jobs reads many of the caller’s jobs at once, in the order asked; others’ and made-up ids are left out', async () => {
    const body = { sections: ['portfolio' as const] };
    const first = (await api.call('exports.reportJob', { params: { portfolioId }, body })).data.jobId;
    const second = (await api.call('exports.reportJob', { params: { portfolioId }, body })).data.jobId;
    const theirs = (await shared.call('exports.reportJob', { params: { portfolioId }, body })).data.jobId;
    for (const [who, id] of [
      [api, first],
      [api, second],
      [shared, theirs],
    ] as const)
      await follow(who, id);

    const { data } = await api.call('exports.jobs', {
      body: { jobIds: [second, theirs, 'made-up-job-id', first] },
    });
    expect(data.map((j) => [j.jobId, j.state, j.progress])).toEqual([
      [second, 'ready', 100],
      [first, 'ready', 100],
    ]);
    // another advisor asking for them learns nothing; the share link sees its own job only
    expect((await other.call('exports.jobs', { body: { jobIds: [first, second] } })).data).toEqual([]);
    expect((await shared.call('exports.jobs', { body: { jobIds: [first, theirs] } })).data).toMatchObject([
      { jobId: theirs, state: 'ready' },
    ]);

    // 1 to 500 ids a request (a CLI batch asks in chunks of 500)
    for (const jobIds of [[], Array.from({ length: 501 }, (_, k) => `job-${k}`)]) {
      const error = await api.call('exports.jobs', { body: { jobIds } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(422);
      expect((error as ApiError).code).toBe('invalidInput');
    }
  }, 120_000);
});

describe.each(storeTargets)('an API-only engine (ESGKIT_WORKER=0) on $name', (target) => {
  let engines: Awaited<ReturnType<typeof startApiOnlyAndWorker>> | undefined;

  beforeAll(async () => {
    // two engines on one database, as behind a load balancer: one serves the API only, the other also works the jobs
    engines = await startApiOnlyAndWorker(target, () => new Date('2026-01-15T10:00:00Z'));
  }, 60_000);
  afterAll(async () => {
    await engines?.close();
    cleanTempDirs();
  });

  it('renders no PDF itself: exports.report waits for a worker’s job and answers the same bytes', async () => {
    const { apiOnly, worker } = engines!;
    const {
      advisor,
      api: viaApi,
      portfolioId,
    } = await seedAdvisorWithClient(apiOnly, 'apionly', { firstname: 'Marco', lastname: 'Bianchi' });
    const rendered: unknown[] = [];
    const render = apiOnly.engine.report.render;
    apiOnly.engine.report.render = async (...args) => {
      rendered.push(args);
      return render(...args);
    };
    const body = { sections: ['portfolio' as const], locale: 'en-US' as const };
    const queued = await viaApi.call('exports.report', { params: { portfolioId }, body });
    expect(rendered).toEqual([]);
    // the same session works on the other engine (the database holds it), which renders in its own process
    const direct = await worker
      .client({ token: advisor.token })
      .call('exports.report', { params: { portfolioId }, body });
    expect(Buffer.from(queued.bytes).equals(Buffer.from(direct.bytes))).toBe(true);
  }, 120_000);
});

describe.each(storeTargets)('a PDF job whose worker is killed on $name', (target) => {
  let child: ChildProcess | undefined;
  let engines: SharedStore | undefined;

  afterAll(async () => {
    if (child?.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await engines?.close();
    cleanTempDirs();
  });

  it('completes on another worker, and its PDF is the one a single worker renders', async () => {
    engines = await sharedStore(target);
    const { place } = engines;
    const common = {
      now: () => new Date('2026-01-15T10:00:00Z'),
      // the dead worker's attempt lapses soon, yet a live worker's render (seconds on a busy machine) does not
      pdfJobPolicy: { ...killablePolicy, expireInSeconds: 10 },
    };
    const apiOnly = await engines.start({ ...common, env: { ESGKIT_WORKER: '0' } });
    const { advisor, api, portfolioId } = await seedAdvisorWithClient(apiOnly, 'killed', {
      firstname: 'Marco',
      lastname: 'Bianchi',
    });
    const body = { sections: ['portfolio' as const, 'esg' as const], locale: 'en-US' as const };
    const { data: job } = await api.call('exports.reportJob', { params: { portfolioId }, body });

    // a worker takes the job and dies mid-render (SIGKILL: no clean-up)
    child = spawn(
      join(repo, 'node_modules/.bin/node'),
      ['--conditions=@esgkit/source', join(repo, 'packages/engine/test/helpers/jobs-worker.ts')],
      {
        env: {
          ...process.env,
          JOBS_QUEUE: QUEUES.reportPdf,
          JOBS_DATA_DIR: place.dataDir,
          JOBS_DATABASE_URL: place.databaseUrl ?? '',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += String(chunk);
    });
    for (let i = 0; i < 200 && !out.includes('running '); i++) await new Promise((r) => setTimeout(r, 100));
    expect(out).toContain('running ');
    expect((await api.call('exports.job', { params: { jobId: job.jobId } })).data.state).toBe('rendering');
    const exited = new Promise((done) => child!.once('exit', done));
    child.kill('SIGKILL');
    await exited;

    // another worker takes the job over once the dead one's attempt lapses
    const worker = await engines.start(common);
    expect((await follow(api, job.jobId)).at(-1)?.state).toBe('ready');
    const pdf = await api.call('exports.jobPdf', { params: { jobId: job.jobId } });
    const single = await worker.client({ token: advisor.token }).call('exports.report', {
      params: { portfolioId },
      body,
    });
    expect(Buffer.from(pdf.bytes).equals(Buffer.from(single.bytes))).toBe(true);
  }, 120_000);
});
