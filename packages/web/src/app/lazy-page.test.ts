import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, importWithTimeout, isChunkLoadError } from './lazy-page.ts';

describe('page chunks (spec doc 2 §7: "Loading chunk failed" after 120 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fails with ChunkLoadError when the chunk takes longer than 120 s', async () => {
    const pending = importWithTimeout(() => new Promise(() => {}));
    const outcome = expect(pending).rejects.toThrow('Loading chunk failed');
    await vi.advanceTimersByTimeAsync(120_000);
    await outcome;
  });

  it('fails with ChunkLoadError when the request fails, and passes a loaded module through', async () => {
    const failed = await importWithTimeout(() => Promise.reject(new TypeError('Failed to fetch'))).catch(
      (e: unknown) => e,
    );
    expect(failed).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(failed)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('something else'))).toBe(false);
    await expect(importWithTimeout(() => Promise.resolve({ page: 1 }))).resolves.toEqual({ page: 1 });
  });
});
