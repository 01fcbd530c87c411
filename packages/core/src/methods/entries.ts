import type { MethodEntry } from './types.ts';

// The methods, in the order docs/methodology.md presents them. Filled per area below.
export const METHODS: readonly MethodEntry[] = [];

const byId = new Map(METHODS.map((m) => [m.id, m]));

/** The method with this id, or undefined. */
export function methodById(id: string): MethodEntry | undefined {
  return byId.get(id);
}
