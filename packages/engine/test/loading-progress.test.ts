import { afterAll, describe, expect, it } from 'vitest';
import type { SnapshotInfo } from '../src/index.ts';
import { type LoadProgress, loadDataset } from '../src/provider/index.ts';
import { storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine } from './helpers/engine.ts';
import { cleanTempDirs, tempDir } from './provider/helpers.ts';

afterAll(cleanTempDirs);

// Issue 22 item 15: a first start shows what it is doing (stage and percent) instead of a silent minute.

describe('loadDataset progress on the small demo (first start: generate, then import)', () => {
  it('goes through every stage in order with a percent of the whole load that only grows to 100', async () => {
    const seen: LoadProgress[] = [];
    await loadDataset({
      cacheDir: tempDir('esgkit-cache-'),
      demoSize: 'small',
      onProgress: (p) => seen.push(p),
    });
    const stages = seen.map((p) => p.stage).filter((s, i, all) => s !== all[i - 1]);
    expect(stages).toEqual(['generate', 'hash', 'cache', 'import', 'writeCache', 'ready']);
    const percents = seen.map((p) => p.percent);
    expect(percents[0]).toBe(0);
    expect(percents.at(-1)).toBe(100);
    expect(percents.every((p, i) => i === 0 || p >= percents[i - 1]!)).toBe(true);
    // the bar moves within the long stages, not only between them
    expect(new Set(seen.filter((p) => p.stage === 'generate').map((p) => p.percent)).size).toBeGreaterThan(5);
    expect(new Set(seen.filter((p) => p.stage === 'import').map((p) => p.percent)).size).toBeGreaterThan(5);
    // generating the demo is the first 53 % of a first start (STAGE_WEIGHTS), importing ends at 98 %
    expect(Math.max(...seen.filter((p) => p.stage === 'generate').map((p) => p.percent))).toBe(53);
    expect(seen.find((p) => p.stage === 'writeCache')?.percent).toBe(98);
  });
});

describe.each(storeTargets)('system.health while the dataset loads on $name', (target) => {
  it('answers the loading stage and percent, then none once the dataset is served', async () => {
    let report: (p: LoadProgress) => void = () => {};
    let finish: (info: SnapshotInfo) => void = () => {};
    const t = await startTestEngine({
      target,
      loadSnapshot: (onProgress) =>
        new Promise<SnapshotInfo>((resolve) => {
          report = (p) => onProgress?.(p);
          finish = resolve;
        }),
    });
    try {
      const health = async () => (await t.client().call('system.health')).data;
      report({ stage: 'generate', percent: 12 });
      expect(await health()).toEqual({
        status: 'loading',
        snapshotVersion: null,
        loading: { stage: 'generate', percent: 12 },
      });
      report({ stage: 'import', file: 'prices.csv', percent: 64 });
      expect((await health()).loading).toEqual({ stage: 'import', percent: 64 });
      report({ stage: 'ready', percent: 100 });
      finish(await minimalSnapshot());
      await t.engine.ready;
      const ready = await health();
      expect(ready.status).toBe('ok');
      expect(ready.loading).toBeNull();
    } finally {
      await t.close();
    }
  });
});
