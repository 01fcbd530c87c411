import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ChatVocabulary, type ParsedQuestion, parseQuestion } from '@esgkit/core';
import { test } from 'vitest';

// A chat answer on the full demo (issue 29: ≤ 50 ms p50 per answer): what chat.ask does between the request and the
// store — the user's vocabulary (snapshot + clients), the parse and answerQuestion — over the question set
// (fixtures/chat/questions.jsonl), and answerQuestion alone. Screen and portfolio questions read stored results
// through the calculation service (not timed here: no portfolio). A bare reference loop is timed in the same run.
// Results: docs/benchmarks.md, "chat answers".

const root = resolve(import.meta.dirname, '..');
const engineSrc = join(root, 'packages/engine/src');
const load = async <T>(path: string): Promise<T> =>
  (await import(pathToFileURL(join(engineSrc, path)).href)) as T;
const { loadDataset } = await load<{
  loadDataset(options: { cacheDir: string; demoSize?: 'small' | 'full' }): Promise<unknown>;
}>('provider/index.ts');
const { chatVocabulary } = await load<{ chatVocabulary(snapshot: unknown, options: object): ChatVocabulary }>(
  'services/chat/vocabulary.ts',
);
const { answerQuestion } = await load<{
  answerQuestion(parsed: ParsedQuestion, ctx: object): unknown;
}>('services/chat/answer.ts');
const context = JSON.parse(readFileSync(join(root, 'fixtures/chat/context.json'), 'utf8'));
const questions = readFileSync(join(root, 'fixtures/chat/questions.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as { q: string; locale: 'en-US' | 'it-IT' });

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

const referenceMs = () => {
  const t0 = performance.now();
  let s = 0;
  for (let i = 0; i < 1_000_000; i++) s += i * 0.5;
  if (s < 0) console.log(s);
  return performance.now() - t0;
};

const stats = (times: number[]) => {
  times.sort((a, b) => a - b);
  return `p50 ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(1)} ms`;
};

test('chat answers on the full demo: vocabulary + parse + answer per question, and the answer alone', async () => {
  const snapshot = await loadDataset({
    cacheDir: join(tmpdir(), 'esgkit-bench-screening-cache'),
    demoSize: 'full',
  });
  const options = { clients: context.clients, portfolios: context.portfolios };
  const ctx = { snapshot, starter: false, responseId: 'bench', portfolio: null };
  answerQuestion(parseQuestion('scope 1 of Enel', chatVocabulary(snapshot, options)), {
    ...ctx,
    locale: 'en-US',
  });
  const whole: number[] = [];
  const answerOnly: number[] = [];
  let slowest: { ms: number; q: string; intent: string | null } | undefined;
  for (let round = 0; round < 2; round++)
    for (const q of questions) {
      const t0 = performance.now();
      const parsed = parseQuestion(q.q, chatVocabulary(snapshot, options), {
        locale: q.locale,
        today: context.today,
      });
      const t1 = performance.now();
      answerQuestion(parsed, { ...ctx, locale: q.locale });
      const t2 = performance.now();
      whole.push(t2 - t0);
      if (t2 - t0 > (slowest?.ms ?? 0)) slowest = { ms: t2 - t0, q: q.q, intent: parsed.intent };
      answerOnly.push(t2 - t1);
    }
  const refs = [referenceMs(), referenceMs(), referenceMs()].sort((a, b) => a - b);
  console.log(
    `chat answer, full demo, ${questions.length} questions × 2: whole ${stats(whole)}; answerQuestion alone ` +
      `${stats(answerOnly)}; reference loop (10^6 additions) median ${refs[1]!.toFixed(2)} ms; slowest: ${JSON.stringify(slowest)}`,
  );
}, 600_000);
