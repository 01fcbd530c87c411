/**
 * A small seeded PRNG (xoshiro128**, seeded through splitmix32): the demo universe never uses Math.random, so the
 * same seed writes byte-identical files.
 */
export interface Random {
  /** uniform in [0, 1) */
  next(): number;
  /** integer in [min, max] */
  int(min: number, max: number): number;
  /** uniform in [min, max) */
  between(min: number, max: number): number;
  /** standard normal */
  normal(): number;
  /** true with probability p */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** log-normal with the given median and sigma of the log */
  logNormal(median: number, sigma: number): number;
}

const splitmix32 = (seed: number) => {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
};

/** FNV-1a of a string, for deriving stable per-label seeds and per-field rates. */
export const hashString = (s: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

export const createRandom = (seed: number | string): Random => {
  const init = splitmix32(typeof seed === 'string' ? hashString(seed) : seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const nextU32 = (): number => {
    const result = Math.imul(((Math.imul(b, 5) << 7) | (Math.imul(b, 5) >>> 25)) >>> 0, 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = (d << 11) | (d >>> 21);
    return result;
  };
  let spare: number | undefined;
  const r: Random = {
    next: () => nextU32() / 4294967296,
    int: (min, max) => min + Math.floor(r.next() * (max - min + 1)),
    between: (min, max) => min + r.next() * (max - min),
    normal() {
      if (spare !== undefined) {
        const s = spare;
        spare = undefined;
        return s;
      }
      let u = 0;
      while (u === 0) u = r.next();
      const v = r.next();
      const m = Math.sqrt(-2 * Math.log(u));
      spare = m * Math.sin(2 * Math.PI * v);
      return m * Math.cos(2 * Math.PI * v);
    },
    chance: (p) => r.next() < p,
    pick: (items) => items[Math.floor(r.next() * items.length)]!,
    logNormal: (median, sigma) => median * Math.exp(sigma * r.normal()),
  };
  return r;
};
