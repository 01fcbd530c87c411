import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ChatVocabulary, parseQuestion } from '@esgkit/core';
import { test } from 'vitest';

// The chat parser over the question set (fixtures/chat/questions.jsonl) on the small and the full demo vocabulary
// (issue 29: ≤ 50 ms p50 per answer on the full demo). Reports the p50/p95 parse time per question, the one-off
// vocabulary build and compile, and a bare reference loop timed in the same run. Results: docs/benchmarks.md, "chat".

const root = resolve(import.meta.dirname, '..');
const engineSrc = join(root, 'packages/engine/src');
const { loadDataset } = (await import(pathToFileURL(join(engineSrc, 'provider/index.ts')).href)) as {
  loadDataset(options: { cacheDir: string; demoSize?: 'small' | 'full' }): Promise<unknown>;
};
const { chatVocabulary } = (await import(
  pathToFileURL(join(engineSrc, 'services/chat/vocabulary.ts')).href
)) as {
  chatVocabulary(snapshot: unknown, options: object): ChatVocabulary;
};
const context = JSON.parse(readFileSync(join(root, 'fixtures/chat/context.json'), 'utf8'));
const questions = readFileSync(join(root, 'fixtures/chat/questions.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as { q: string; locale: 'en-US' | 'it-IT' });

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** A bare loop of 10⁶ float additions: the machine's speed in this run. */
const referenceMs = () => {
  const t0 = performance.now();
  let s = 0;
  for (let i = 0; i < 1_000_000; i++) s += i * 0.5;
  if (s < 0) console.log(s);
  return performance.now() - t0;
};

const measure = async (size: 'small' | 'full', cacheDir: string) => {
  const snapshot = await loadDataset({ cacheDir, demoSize: size });
  const t0 = performance.now();
  const vocabulary = chatVocabulary(snapshot, { clients: context.clients, portfolios: context.portfolios });
  const buildMs = performance.now() - t0;
  const t1 = performance.now();
  parseQuestion('scope 1', vocabulary, { today: context.today }); // compiles the vocabulary once
  const compileMs = performance.now() - t1;
  const times: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const q of questions) {
      const s = performance.now();
      parseQuestion(q.q, vocabulary, { locale: q.locale, today: context.today });
      times.push(performance.now() - s);
    }
  }
  times.sort((a, b) => a - b);
  const refs = [referenceMs(), referenceMs(), referenceMs()].sort((a, b) => a - b);
  console.log(
    `chat parse, ${size} demo (${vocabulary.entities.length} entities, ${vocabulary.indicators.length} indicators): ` +
      `p50 ${quantile(times, 0.5).toFixed(3)} ms, p95 ${quantile(times, 0.95).toFixed(3)} ms, max ${times.at(-1)!.toFixed(2)} ms ` +
      `over ${times.length} parses; vocabulary build ${buildMs.toFixed(1)} ms, compile ${compileMs.toFixed(1)} ms; ` +
      `reference loop (10^6 additions) median ${refs[1]!.toFixed(2)} ms`,
  );
};

test('chat parser: the question set on the small demo vocabulary', async () => {
  await measure('small', join(tmpdir(), 'esgkit-test-demo-cache'));
}, 300_000);

test('chat parser: the question set on the full demo vocabulary', async () => {
  await measure('full', join(tmpdir(), 'esgkit-bench-screening-cache'));
}, 600_000);
