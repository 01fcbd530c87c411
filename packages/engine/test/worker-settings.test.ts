import { describe, expect, it } from 'vitest';
import { loadEngineConfig } from '../src/config/env.ts';

// Issue 32: how many jobs a worker runs at once (ESGKIT_WORKER_CONCURRENCY) and its report threads must agree: the
// worker's PDF jobs render through the process's own report pool (threads + backlog, 2 a thread by default).
describe('ESGKIT_WORKER_CONCURRENCY', () => {
  const base = { ESGKIT_DATA_DIR: '/tmp/esgkit-worker-settings', ESGKIT_REPORT_THREADS: '1' };

  it('is 2 jobs at once unless set, and what it is set to', () => {
    expect(loadEngineConfig(base).workerConcurrency).toBe(2);
    expect(loadEngineConfig({ ...base, ESGKIT_WORKER_CONCURRENCY: '3' }).workerConcurrency).toBe(3);
  });

  it('refuses a value that is not a whole number of at least 1', () => {
    for (const value of ['0', 'two', '1.5']) {
      expect(() => loadEngineConfig({ ...base, ESGKIT_WORKER_CONCURRENCY: value })).toThrow(
        /ESGKIT_WORKER_CONCURRENCY/,
      );
    }
  });

  it('refuses more jobs at once than the report threads and their backlog admit, unless the process is no worker', () => {
    // 1 thread + a backlog of 2 admit 3 renders: a fourth job at once would be answered busy by its own worker
    expect(loadEngineConfig({ ...base, ESGKIT_WORKER_CONCURRENCY: '3' }).workerConcurrency).toBe(3);
    expect(() => loadEngineConfig({ ...base, ESGKIT_WORKER_CONCURRENCY: '4' })).toThrow(
      /ESGKIT_WORKER_CONCURRENCY: 4 jobs at once, but the report threads admit 3 renders/,
    );
    expect(() =>
      loadEngineConfig({ ...base, ESGKIT_WORKER_CONCURRENCY: '3', ESGKIT_REPORT_BACKLOG: '1' }),
    ).toThrow(/admit 2 renders/);
    const threads = { ...base, ESGKIT_WORKER_CONCURRENCY: '8', ESGKIT_REPORT_THREADS: '4' };
    expect(loadEngineConfig(threads).workerConcurrency).toBe(8);
    expect(loadEngineConfig({ ...base, ESGKIT_WORKER_CONCURRENCY: '8', ESGKIT_WORKER: '0' }).worker).toBe(
      false,
    );
  });
});
