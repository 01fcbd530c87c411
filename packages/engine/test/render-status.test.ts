import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobStatus } from '../src/jobs/types.ts';
import { insertRender, ownRenderOf, renderJobNow } from '../src/services/pdf-jobs.ts';
import { createStore, type Store } from '../src/store/index.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';

// Issue 32: a PDF or CSV job's status reads its render row, then its job. A worker that stores the bytes between the
// two reads leaves a row read unfinished and a job read completed: the caller must see "ready", not "failed".

failWhenPostgresMissing('suite');

describe.each(storeTargets)('a render’s status on $name', (target) => {
  let place: Awaited<ReturnType<typeof target.create>>;
  let store: Store;
  const at = new Date('2026-01-15T10:00:00Z');
  beforeAll(async () => {
    place = await target.create();
    store = await createStore({ dataDir: place.dataDir, databaseUrl: place.databaseUrl });
  });
  afterAll(async () => {
    await store?.close();
    await place?.drop();
  });

  const filed = async (id: string) => {
    await insertRender(store.db, {
      id,
      key: 'user:u1',
      filename: 'esgkit-report.pdf',
      contentType: 'application/pdf',
      created: at,
      expiresAt: new Date('2026-01-16T10:00:00Z'),
    });
    await store.db
      .updateTable('pdf_renders')
      .set({ job_id: `job-${id}` })
      .where('id', '=', id)
      .execute();
    return ownRenderOf(store.db, at, id, 'user:u1');
  };
  const job = (id: string, state: JobStatus['state']): JobStatus => ({
    id,
    queue: 'report.pdf',
    state,
    progress: state === 'completed' ? 100 : 40,
    attempts: 1,
    data: {},
  });

  it('is ready when the worker stored the bytes between the row’s read and the job’s', async () => {
    const row = await filed('r1');
    const status = await renderJobNow(store.db, row, async (jobId) => {
      // the worker finishes now: bytes stored, job completed
      await store.db
        .updateTable('pdf_renders')
        .set({ pdf_base64: 'JVBERg==' })
        .where('id', '=', 'r1')
        .execute();
      return job(jobId, 'completed');
    });
    expect(status).toMatchObject({ jobId: 'r1', state: 'ready', progress: 100 });
  });

  it('is rendering while the job runs, and failed when the job ended with nothing stored', async () => {
    const row = await filed('r2');
    expect(await renderJobNow(store.db, row, async (id) => job(id, 'running'))).toMatchObject({
      state: 'rendering',
      progress: 40,
    });
    expect(await renderJobNow(store.db, row, async (id) => job(id, 'dead'))).toMatchObject({
      state: 'failed',
    });
  });
});
