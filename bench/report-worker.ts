// A worker of bench/report.bench.ts: renders the recorded full report `count` times in plain Node (production
// React, the built packages), as the CLI and the engine run it, and posts the elapsed milliseconds.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';

process.env.NODE_ENV = 'production';
const { renderReport } = await import('@esgkit/report');
const { fixture, count, warmup } = workerData as { fixture: string; count: number; warmup: number };
const input = JSON.parse(readFileSync(fixture, 'utf8'));
const now = new Date('2026-11-01T09:00:00Z');
for (let i = 0; i < warmup; i++) await renderReport(input, { now });
const started = performance.now();
for (let i = 0; i < count; i++) await renderReport(input, { now, locale: i % 2 === 0 ? 'en-US' : 'it-IT' });
parentPort?.postMessage(performance.now() - started);
