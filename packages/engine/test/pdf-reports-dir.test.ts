import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import type { TestEngine } from './helpers/engine.ts';
import {
  followCsvJob,
  followPdfJob,
  runRendersExpiry,
  seedAdvisorWithClient,
  startJobsEngine,
} from './helpers/jobs-engine.ts';
import { oneSecurity } from './helpers/portfolios.ts';
import { cleanTempDirs, tempDir } from './provider/helpers.ts';

// Issue 32: with ESGKIT_REPORTS_DIR set, a rendered PDF is a file there (shared storage for many engines and workers)
// instead of the table's column; the row keeps its path and expiry, and the expiry job removes the file with the row.

failWhenPostgresMissing('suite');

describe.each(storeTargets)('PDF renders in ESGKIT_REPORTS_DIR on $name', (target) => {
  let t: TestEngine;
  let dir = '';
  let clock = new Date('2026-01-15T10:00:00Z');

  beforeAll(async () => {
    dir = tempDir('esgkit-reports-');
    t = await startJobsEngine({ target, now: () => clock, env: { ESGKIT_REPORTS_DIR: dir } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  it('writes the PDF as a file there, serves it from the file, and the expiry job removes file and row', async () => {
    const { api, portfolioId } = await seedAdvisorWithClient(t, 'reportsdir', {
      firstname: 'Luca',
      lastname: 'Riva',
      portfolio: oneSecurity,
    });
    const { data: job } = await api.call('exports.reportJob', {
      params: { portfolioId },
      body: { sections: ['portfolio'], locale: 'en-US' },
    });
    await followPdfJob(api, job.jobId);
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
    await runRendersExpiry(t);
    expect(existsSync(file)).toBe(false);
    expect(await t.engine.store.db.selectFrom('pdf_renders').select('id').execute()).toEqual([]);
    clock = new Date('2026-01-15T10:00:00Z');
  }, 120_000);

  it('writes a CSV job’s file there as <job id>.csv and serves it through its link (issue 32)', async () => {
    const { api, portfolioId } = await seedAdvisorWithClient(t, 'reportsdircsv', {
      firstname: 'Anna',
      lastname: 'Riva',
      portfolio: oneSecurity,
    });
    const { data: link } = await api.call('exports.csv', { params: { portfolioId, section: 'holdings' } });
    const token = link.urlDownload.slice(link.urlDownload.lastIndexOf('/') + 1);
    const { data: job } = await api.call('exports.csvJob', { params: { token } });
    await followCsvJob(api, token, job.jobId);
    expect(readdirSync(dir)).toEqual([`${job.jobId}.csv`]);
    const csv = await api.call('exports.csvJobFile', { params: { token, jobId: job.jobId } });
    expect(Buffer.from(csv.bytes).equals(readFileSync(join(dir, `${job.jobId}.csv`)))).toBe(true);
    const direct = await api.call('exports.download', { params: { token } });
    expect(Buffer.from(csv.bytes).equals(Buffer.from(direct.bytes))).toBe(true);
  }, 120_000);
});
