/**
 * Runs `task` over `items` with at most `concurrency` at a time; results keep the input order. Once `signal` is
 * aborted no new item starts, and the items never started are answered by `skipped`.
 */
export const mapPool = async <T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
  options: {
    signal?: AbortSignal;
    skipped?: (item: T) => R;
    onResult?: (result: R, index: number) => void;
  } = {},
): Promise<R[]> => {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      if (options.signal?.aborted && options.skipped) {
        const index = next++;
        results[index] = options.skipped(items[index] as T);
        options.onResult?.(results[index] as R, index);
        continue;
      }
      const index = next++;
      results[index] = await task(items[index] as T, index);
      options.onResult?.(results[index] as R, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, concurrency), items.length) }, worker));
  return results;
};
