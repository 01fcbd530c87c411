import { randomUUID } from 'node:crypto';

/**
 * Where to write a file before renaming it to `path`: a name of its own per write, not per process (two engines
 * started side by side in one process load the same cache at once; with `<path>.<pid>.tmp` the second rename found
 * no file and its load failed).
 */
export const tempPathFor = (path: string): string => `${path}.${process.pid}-${randomUUID()}.tmp`;
