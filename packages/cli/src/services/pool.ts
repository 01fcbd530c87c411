interface PoolOptions<T, R> {
  signal?: AbortSignal;
  skipped?: (item: T) => R;
  onResult?: (result: R, index: number) => void;
}

/**
 * Runs `task` over `items` with at most `concurrency` at a time and hands each result to `onResult` as it comes,
 * keeping none: a batch of a thousand lookups with every view holds only the ones running (~1 MB each; keeping them
 * all was most of a `lookup --json` batch's memory). Once `signal` is aborted no new item starts, and the items
 * never started are answered by `skipped`.
 */
export const forEachPool = async <T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
  options: PoolOptions<T, R> = {},
): Promise<void> => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const result =
        options.signal?.aborted && options.skipped
          ? options.skipped(items[index] as T)
          : await task(items[index] as T, index);
      options.onResult?.(result, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, concurrency), items.length) }, worker));
};

/** forEachPool that also answers every result, in the input order. */
export const mapPool = async <T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
  options: PoolOptions<T, R> = {},
): Promise<R[]> => {
  const results = new Array<R>(items.length);
  await forEachPool(items, concurrency, task, {
    ...options,
    onResult: (result, index) => {
      results[index] = result;
      options.onResult?.(result, index);
    },
  });
  return results;
};
