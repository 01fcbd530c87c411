// A worker of bench/report.bench.ts: renders the recorded full report `count` times in plain Node (production
// React, the built packages), as the CLI and the engine run it, and posts the elapsed wall and CPU milliseconds.
// Every render is of another client: the fixture with its figures scaled a little and its name numbered, so no
// report reuses another's charts or table figures (a batch of 200 clients is 200 different reports), in both
// languages by turns.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';

process.env.NODE_ENV = 'production';
const { renderReport } = await import('@esgkit/report');
const { fixture, count, warmup, first } = workerData as {
  fixture: string;
  count: number;
  warmup: number;
  /** The number of this worker's first client (workers render different clients). */
  first: number;
};
const recorded = JSON.parse(readFileSync(fixture, 'utf8'));
const now = new Date('2026-11-01T09:00:00Z');

/**
 * Client n: every fractional figure scaled by its own factor in [0.95, 1) (bounded figures stay in range; 9,973
 * factors, one for each n up to 9,973).
 */
const client = (n: number) => {
  const factor = 1 - (((n + 1) * 7919) % 9973) / 200_000;
  const scale = (value: unknown): unknown => {
    if (typeof value === 'number')
      return Number.isInteger(value) ? value : Math.round(value * factor * 1e6) / 1e6;
    if (Array.isArray(value)) return value.map(scale);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scale(v)]));
    return value;
  };
  return {
    ...recorded,
    client: { ...recorded.client, name: `${recorded.client.name} ${n}` },
    results: scale(recorded.results),
  };
};
const locale = (n: number) => (n % 2 === 0 ? 'en-US' : 'it-IT');

// warm-up clients are others than the measured ones (100,000 + k is client 270 + k's factor: none of the 200)
for (let i = 0; i < warmup; i++) await renderReport(client(100_000 + first + i), { now, locale: locale(i) });
const clients = Array.from({ length: count }, (_, i) => client(first + i));
const cpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const started = { wall: performance.now(), cpu: cpu() };
for (let i = 0; i < count; i++) await renderReport(clients[i], { now, locale: locale(i) });
// CPU time is the whole process's (this worker, its GC threads, an idle main thread): on a shared machine it says
// what a report costs where wall time says how long it waited for a core
parentPort?.postMessage({ wallMs: performance.now() - started.wall, cpuMs: cpu() - started.cpu });
