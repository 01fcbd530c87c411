import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { mapPool } from './pool.ts';

const repo = resolve(import.meta.dirname, '../../../..');

test('mapPool answers in input order, at most `concurrency` at a time, and skips what an abort left unstarted', async () => {
  const controller = new AbortController();
  let running = 0;
  let most = 0;
  const seen: number[] = [];
  const results = await mapPool(
    [30, 10, 20, 5, 1],
    2,
    async (ms, index) => {
      running++;
      most = Math.max(most, running);
      await new Promise((done) => setTimeout(done, ms));
      running--;
      if (index === 1) controller.abort();
      return `done ${ms}`;
    },
    { signal: controller.signal, skipped: (ms) => `skipped ${ms}`, onResult: (_, index) => seen.push(index) },
  );
  expect(most).toBe(2);
  // 30 and 10 start; 10 ends and aborts, so its worker skips 20, 5 and 1 while 30 runs to its end
  expect(results).toEqual(['done 30', 'done 10', 'skipped 20', 'skipped 5', 'skipped 1']);
  expect(seen.sort()).toEqual([0, 1, 2, 3, 4]);
});

// A batch hands each lookup's result (with every view, ~1 MB) to onResult and must not keep it: a thousand of them
// was most of `esgkit lookup DIR --json`'s memory (docs/benchmarks.md, "Part 5: batches").
test('forEachPool keeps no result once onResult has had it, while the batch still runs', () => {
  const script = `
    const { forEachPool } = await import(${JSON.stringify(join(repo, 'packages/cli/src/services/pool.ts'))});
    const refs = [];
    let alive = -1;
    await forEachPool(Array.from({ length: 20 }, (_, i) => i), 1, async (i) => {
      if (i === 19) {
        // a WeakRef holds its target until the current job ends: collect after a turn of the event loop
        await new Promise((done) => setTimeout(done, 0));
        globalThis.gc();
        alive = refs.filter((r) => r.deref() !== undefined).length;
      }
      return { i, views: new Array(10000).fill(i) };
    }, { onResult: (result) => refs.push(new WeakRef(result)) });
    console.log(alive);
  `;
  const run = spawnSync(
    join(repo, 'node_modules/.bin/node'),
    ['--expose-gc', '--input-type=module', '-e', script],
    { encoding: 'utf8' },
  );
  expect(run.stderr).toBe('');
  // of the 19 results handed on, at most the last may still sit in the worker's frame (mapPool keeps all 19)
  expect(Number(run.stdout.trim())).toBeLessThanOrEqual(1);
});
