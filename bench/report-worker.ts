// A worker of bench/report.bench.ts: renders the recorded full report `count` times in plain Node (production
// React, the built packages), as the CLI and the engine run it, and posts the elapsed wall and CPU milliseconds.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';

process.env.NODE_ENV = 'production';
const { renderReport } = await import('@esgkit/report');
const { fixture, count, warmup } = workerData as { fixture: string; count: number; warmup: number };
const input = JSON.parse(readFileSync(fixture, 'utf8'));
const now = new Date('2026-11-01T09:00:00Z');
for (let i = 0; i < warmup; i++) await renderReport(input, { now });
const cpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const started = { wall: performance.now(), cpu: cpu() };
for (let i = 0; i < count; i++) await renderReport(input, { now, locale: i % 2 === 0 ? 'en-US' : 'it-IT' });
// CPU time is the whole process's (this worker, its GC threads, an idle main thread): on a shared machine it says
// what a report costs where wall time says how long it waited for a core
parentPort?.postMessage({ wallMs: performance.now() - started.wall, cpuMs: cpu() - started.cpu });
