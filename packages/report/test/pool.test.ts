import { readdirSync, readFileSync } from 'node:fs';
import { DomainError } from '@esgkit/core';
import { afterAll, describe, expect, it } from 'vitest';
import { ReportInput, type ReportInputData } from '../src/input.ts';
import { createReportPool, type ReportPool } from '../src/pool.ts';
import { renderReport } from '../src/render.tsx';

// The report threads of the engine and of `esgkit report --all-clients`. They run the build (`tsc -b`, as `npm test`
// does first).
const input: ReportInputData = ReportInput.parse(
  JSON.parse(readFileSync(new URL('./fixtures/report-input.json', import.meta.url), 'utf8')),
);
const now = new Date('2026-11-01T09:00:00Z');

const failure = async (promise: Promise<unknown>): Promise<DomainError> => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
};

describe('report pool', () => {
  const pools: ReportPool[] = [];
  const pool = (options: Parameters<typeof createReportPool>[0]) => {
    const created = createReportPool(options);
    pools.push(created);
    return created;
  };
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()));
  });

  it('gives the same bytes as an in-thread render, five renders over two threads', async () => {
    const threads = pool({ size: 2 });
    const options = { locale: 'it-IT' as const, now };
    const inThread = await renderReport(input, options);
    const renders = await Promise.all(Array.from({ length: 5 }, () => threads.render(input, options)));
    for (const pdf of renders) expect(Buffer.compare(pdf, inThread)).toBe(0);
    // the bytes carry `now` (creation date, cover): another `now`, other bytes
    const later = await threads.render(input, { ...options, now: new Date('2026-11-02T09:00:00Z') });
    expect(Buffer.compare(later, inThread)).not.toBe(0);
  }, 180_000);

  it('renders with production React whatever NODE_ENV the caller runs under, the caller keeping its own', async () => {
    // development React costs a full report about twice the CPU (docs/benchmarks.md, Part 5: reports); the CLI and
    // the engine run without NODE_ENV, Vitest with NODE_ENV=test
    const threads = pool({ size: 1, workerUrl: new URL('./helpers/env-thread.mjs', import.meta.url) });
    const before = process.env.NODE_ENV;
    expect(new TextDecoder().decode(await threads.render(input, { now }))).toBe('production');
    expect(process.env.NODE_ENV).toBe(before);
  }, 60_000);

  it('answers the PDF timeout (504) for a render past its time, and the next job gets a fresh thread', async () => {
    const slow = pool({ size: 1, timeoutMs: 20 });
    const started = performance.now();
    const error = await failure(slow.render(input, { now }));
    expect(error.code).toBe('pdfTimeout');
    expect(error.status).toBe(504);
    expect(performance.now() - started).toBeLessThan(5_000);
    // the thread that ran out of time was replaced: the next job does not wait for it, it times out in turn
    expect((await failure(slow.render(input, { now }))).code).toBe('pdfTimeout');
  }, 60_000);

  it('answers the PDF error (500) when a thread dies, and when the input is invalid', async () => {
    const crashing = pool({
      size: 1,
      workerUrl: new URL('./helpers/crash-thread.mjs', import.meta.url),
    });
    const crash = await failure(crashing.render(input, { now }));
    expect(crash.code).toBe('pdfError');
    expect(crash.status).toBe(500);
    expect(crash.message).toContain('exit 3');
    // a second job gets a new thread (which dies too), never a hang
    expect((await failure(crashing.render(input, { now }))).code).toBe('pdfError');

    const invalid = await failure(
      pool({ size: 1 }).render({ ...input, client: { name: 42 } } as unknown as ReportInputData, { now }),
    );
    expect(invalid.code).toBe('pdfError');
    expect(invalid.message).toMatch(/^render: /);
  }, 60_000);

  it('fails queued and running renders with the PDF error when it closes', async () => {
    const closing = createReportPool({ size: 1 });
    // one running, one queued; their failures are awaited from the start
    const jobs = [closing.render(input, { now }), closing.render(input, { now })].map(failure);
    await closing.close();
    for (const error of await Promise.all(jobs)) expect(error.code).toBe('pdfError');
    expect((await failure(closing.render(input, { now }))).code).toBe('pdfError');
  });

  it('ends a thread idle past the idle timeout, and the next render starts one again', async () => {
    const brief = pool({ size: 1, idleTimeoutMs: 100 });
    const options = { sections: ['portfolio' as const], now };
    const first = await brief.render(input, options);
    expect(brief.stats().threads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(brief.stats().threads).toBe(0);
    const again = await brief.render(input, options);
    expect(Buffer.compare(again, first)).toBe(0);
    expect(brief.stats().threads).toBe(1);
  }, 60_000);

  it.runIf(process.platform === 'linux')(
    "runs a server's threads at the niceness asked for, the caller's thread unchanged",
    async () => {
      const niceOf = () =>
        readdirSync('/proc/self/task').map(
          // field 19 of a task's stat is its nice value (after the command, which is in parentheses)
          (tid) => Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]),
        );
      expect(niceOf().filter((nice) => nice === 10)).toEqual([]);
      const polite = pool({ size: 1, niceness: 10 });
      await polite.render(input, { sections: ['portfolio'], now });
      expect(niceOf().filter((nice) => nice === 10)).toHaveLength(1);
      expect(niceOf()[0]).toBe(0);
    },
    60_000,
  );

  it('admits one request a thread and a backlog of waiting ones; past that, busy (503) with Retry-After', async () => {
    const bounded = pool({ size: 1, backlog: 1 });
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = bounded.admit(async () => {
      order.push('first');
      await held;
      return 'first';
    });
    const second = bounded.admit(async () => {
      order.push('second');
      return 'second';
    });
    const refused = await failure(bounded.admit(async () => 'third'));
    expect(refused.code).toBe('busy');
    expect(refused.status).toBe(503);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // the waiting request starts only when the first is done, and both answer
    expect(order).toEqual(['first']);
    expect(bounded.stats()).toEqual({ threads: 0, admitted: 1, waiting: 1 });
    release();
    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
    expect(order).toEqual(['first', 'second']);
    // a failed request frees its place too
    await expect(bounded.admit(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await bounded.admit(async () => 'next')).toBe('next');
    expect(bounded.stats()).toEqual({ threads: 0, admitted: 0, waiting: 0 });
  }, 5_000);
});
