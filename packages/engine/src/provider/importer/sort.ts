/**
 * The row order that sorts rows by the given integer keys (lexicographically, stable), or undefined when the rows
 * are already in that order — the usual case for generated and exported files, which then cost one pass.
 */
export const sortOrder = (rows: number, keys: readonly Int32Array[]): Int32Array | undefined => {
  let isSorted = true;
  outer: for (let r = 1; r < rows; r++) {
    for (const k of keys) {
      const a = k[r - 1]!;
      const b = k[r]!;
      if (a < b) continue outer;
      if (a > b) {
        isSorted = false;
        break outer;
      }
    }
  }
  if (isSorted) return undefined;
  const order = Array.from({ length: rows }, (_, i) => i);
  order.sort((x, y) => {
    for (const k of keys) {
      const d = k[x]! - k[y]!;
      if (d !== 0) return d;
    }
    return x - y;
  });
  return Int32Array.from(order);
};

/** Applies a row order to one column; returns the column itself when there is no order to apply. */
export const reorder = <T extends Float64Array | Int32Array | (string | null)[] | string[]>(
  column: T,
  order: Int32Array | undefined,
): T => {
  if (!order) return column;
  if (Array.isArray(column)) return Array.from(order, (i) => column[i]) as T;
  const out = new (column.constructor as new (n: number) => Float64Array | Int32Array)(order.length);
  for (let i = 0; i < order.length; i++) out[i] = column[order[i]!]!;
  return out as T;
};

/** offsets[k] = first row whose (sorted) key is ≥ k, for k in 0..count; rows with key -1 come first and are skipped. */
export const offsetsOf = (key: Int32Array, count: number): Int32Array => {
  const offsets = new Int32Array(count + 1);
  let r = 0;
  for (let k = 0; k <= count; k++) {
    while (r < key.length && key[r]! < k) r++;
    offsets[k] = r;
  }
  return offsets;
};
