import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PortfolioInput } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../src/jobs/queues.ts';
import { isPgMissing, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { testJobsOptions } from './helpers/jobs-worker.ts';
import { seedActor } from './helpers/seed.ts';
import { cleanTempDirs, tempDir } from './provider/helpers.ts';

// Issue 32: with ESGKIT_REPORTS_DIR set, a rendered PDF is a file there (shared storage for many engines and workers)
// instead of the table's column; the row keeps its path and expiry, and the expiry job removes the file with the row.

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

describe.each(storeTargets)('PDF renders in ESGKIT_REPORTS_DIR on $name', (target) => {
  let t: TestEngine;
  let dir = '';
  let clock = new Date('2026-01-15T10:00:00Z');

  beforeAll(async () => {
    dir = tempDir('esgkit-reports-');
    t = await startTestEngine({
      target,
      now: () => clock,
      loadSnapshot: minimalSnapshot,
      jobsOptions: testJobsOptions,
      env: { ESGKIT_REPORTS_DIR: dir },
    });
    await Promise.all([t.engine.ready, t.engine.worker]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  it('writes the PDF as a file there, serves it from the file, and the expiry job removes file and row', async () => {
    const advisor = await seedActor(t.engine, { label: 'reportsdir', plan: 'premium' });
    const api = t.client({ token: advisor.token });
    const client = await api.call('clients.create', {
      body: { firstname: 'Luca', lastname: 'Riva', portfolio: holdings },
    });
    const portfolioId = client.data.portfolio!.id;
    const { data: job } = await api.call('exports.reportJob', {
      params: { portfolioId },
      body: { sections: ['portfolio'], locale: 'en-US' },
    });
    for (let i = 0; i < 300; i++) {
      const { data } = await api.call('exports.job', { params: { jobId: job.jobId } });
      if (data.state === 'ready' || data.state === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await api.call('exports.job', { params: { jobId: job.jobId } })).data.state).toBe('ready');

    // one finished file (no temporary one left), the row keeps its path and no bytes
    const file = join(dir, `${job.jobId}.pdf`);
    expect(readdirSync(dir)).toEqual([`${job.jobId}.pdf`]);
    const row = await t.engine.store.db
      .selectFrom('pdf_renders')
      .select(['pdf_base64', 'pdf_path'])
      .where('id', '=', job.jobId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ pdf_base64: null, pdf_path: file });
    const pdf = await api.call('exports.jobPdf', { params: { jobId: job.jobId } });
    expect(Buffer.from(pdf.bytes).equals(readFileSync(file))).toBe(true);
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');

    clock = new Date('2026-01-16T10:00:01Z');
    const id = await t.engine.jobs.enqueue(QUEUES.pdfRendersExpiry, {});
    for (let i = 0; i < 300 && (await t.engine.jobs.status(id))?.state !== 'completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(existsSync(file)).toBe(false);
    expect(await t.engine.store.db.selectFrom('pdf_renders').select('id').execute()).toEqual([]);
    clock = new Date('2026-01-15T10:00:00Z');
  }, 120_000);

  it('writes a CSV job’s file there as <job id>.csv and serves it through its link (issue 32)', async () => {
    const advisor = await seedActor(t.engine, { label: 'reportsdircsv', plan: 'premium' });
    const api = t.client({ token: advisor.token });
    const client = await api.call('clients.create', {
      body: { firstname: 'Anna', lastname: 'Riva', portfolio: holdings },
    });
    const { data: link } = await api.call('exports.csv', {
      params: { portfolioId: client.data.portfolio!.id, section: 'holdings' },
    });
    const token = link.urlDownload.slice(link.urlDownload.lastIndexOf('/') + 1);
    const { data: job } = await api.call('exports.csvJob', { params: { token } });
    for (let i = 0; i < 300; i++) {
      const { data } = await api.call('exports.csvJobStatus', { params: { token, jobId: job.jobId } });
      if (data.state === 'ready' || data.state === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(readdirSync(dir)).toEqual([`${job.jobId}.csv`]);
    const csv = await api.call('exports.csvJobFile', { params: { token, jobId: job.jobId } });
    expect(Buffer.from(csv.bytes).equals(readFileSync(join(dir, `${job.jobId}.csv`)))).toBe(true);
    const direct = await api.call('exports.download', { params: { token } });
    expect(Buffer.from(csv.bytes).equals(Buffer.from(direct.bytes))).toBe(true);
  }, 120_000);
});
