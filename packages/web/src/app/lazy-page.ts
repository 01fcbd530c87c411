import { CHUNK_LOAD_TIMEOUT_MS } from '@esgkit/core';
import { type ComponentType, lazy } from 'react';

/** A page's code could not be loaded (a failed request, or none within 120 s): the error page offers a reload. */
export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    // spec doc 2 §7: the chunk loader raises "Loading chunk failed".
    super('Loading chunk failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof ChunkLoadError ||
  (error instanceof Error &&
    /Loading chunk failed|Failed to fetch dynamically imported module|Importing a module script failed/.test(
      error.message,
    ));

/** Loads a module, failing with ChunkLoadError if the request fails or takes longer than `timeoutMs`. */
export const importWithTimeout = <M>(
  load: () => Promise<M>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<M> =>
  new Promise<M>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** React.lazy over a named export, with the spec's chunk timeout (doc 1 §9: 120 s). */
export const lazyPage = <M, K extends keyof M>(load: () => Promise<M>, name: K) =>
  lazy<ComponentType<PropsOf<M[K]>>>(async () => {
    const module = await importWithTimeout(load);
    return { default: module[name] as ComponentType<PropsOf<M[K]>> };
  });
