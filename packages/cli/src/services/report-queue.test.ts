import type { ApiClient, PdfJob } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { pdfJobStates } from './report-queue.ts';

// Slice p1 (issue 32): a queued batch reads its jobs' states through exports.jobs, 500 ids a request.

const job = (jobId: string): PdfJob => ({
  jobId,
  state: 'queued',
  progress: 0,
  expiresAt: '2026-01-16T10:00:00Z',
});

describe('pdfJobStates', () => {
  it('asks 1,001 jobs in three requests of 500, 500 and 1, and maps the jobs answered', async () => {
    const asked: string[][] = [];
    const api = {
      call: async (id: string, input: { body: { jobIds: string[] } }) => {
        expect(id).toBe('exports.jobs');
        asked.push(input.body.jobIds);
        // the engine leaves out the jobs it does not disclose: here every odd one
        return { data: input.body.jobIds.filter((j) => Number(j.slice(4)) % 2 === 0).map(job) };
      },
    } as unknown as ApiClient;
    const ids = Array.from({ length: 1001 }, (_, k) => `job-${k}`);
    const states = await pdfJobStates(api, ids, new AbortController().signal);
    expect(asked.map((chunk) => chunk.length).sort((a, b) => b - a)).toEqual([500, 500, 1]);
    expect(asked.flat().sort()).toEqual([...ids].sort());
    expect(states.size).toBe(501);
    expect(states.get('job-1000')).toEqual(job('job-1000'));
    expect(states.has('job-999')).toBe(false);
  });

  it('makes no request when no job is followed', async () => {
    const api = { call: async () => expect.unreachable() } as unknown as ApiClient;
    expect((await pdfJobStates(api, [], new AbortController().signal)).size).toBe(0);
  });
});
