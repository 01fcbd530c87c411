// Text helpers of the chat parser: one normalisation for names and questions (accent- and case-insensitive), a
// tokenizer that keeps positions and capitalisation, a bounded edit distance and a trigram similarity.

/** "S.p.A." → "SpA", "N.V." → "NV": dotted abbreviations read as one word in names and questions alike. */
export const collapseDots = (text: string): string =>
  text.replace(/(?<![\p{L}\p{N}])(?:\p{L}\.){2,}/gu, (m) => m.replace(/\./g, ''));

/** Lower case without accents: "Qualità" → "qualita". */
export const fold = (word: string): string => word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

export interface Token {
  /** as typed */
  raw: string;
  /** folded */
  norm: string;
  start: number;
  end: number;
  /** typed with a capital first letter */
  isCapitalised: boolean;
}

/** The words of a text (letters, digits and `_`), folded, with their positions in the text. */
export const tokenize = (text: string): Token[] => {
  const source = collapseDots(text);
  const tokens: Token[] = [];
  for (const m of source.matchAll(/[\p{L}\p{N}_]+/gu)) {
    const raw = m[0];
    const first = raw[0] ?? '';
    tokens.push({
      raw,
      norm: fold(raw),
      start: m.index,
      end: m.index + raw.length,
      isCapitalised: first !== first.toLowerCase(),
    });
  }
  return tokens;
};

/** A name as the index keys it: folded words joined by one space. */
export const normalizePhrase = (text: string): string =>
  tokenize(text)
    .map((t) => t.norm)
    .join(' ');

/**
 * Optimal-string-alignment distance (transpositions count 1), or `max + 1` as soon as it must exceed `max`.
 * @example editDistance('yarow', 'yarrow', 2) // 1
 */
export const editDistance = (a: string, b: string, max: number): number => {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prev2[j - 2]! + 1);
      row.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
};

const trigrams = (text: string): Set<string> => {
  const padded = `  ${text} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
};

/** Jaccard similarity of the padded character trigrams of two folded phrases, 0–1. */
export const trigramSimilarity = (a: string, b: string): number => {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const g of ta) if (tb.has(g)) shared++;
  return shared / (ta.size + tb.size - shared || 1);
};

/** The best similarity of `query` to a run of the label's words as long as the query (or one word longer). */
const windowSimilarity = (query: string, label: string): number => {
  const n = query.split(' ').length;
  const words = label.split(' ');
  let best = trigramSimilarity(query, label);
  for (const k of [n, n + 1]) {
    for (let i = 0; i + k <= words.length; i++)
      best = Math.max(best, trigramSimilarity(query, words.slice(i, i + k).join(' ')));
  }
  return best;
};

export interface Label {
  label: string;
  folded: string;
}

/** Labels indexed by their trigrams, so that "did you mean" scores only the labels sharing some with the text. */
export interface LabelIndex {
  labels: readonly Label[];
  byTrigram: Map<string, number[]>;
}

export const labelIndex = (labels: readonly Label[]): LabelIndex => {
  const byTrigram = new Map<string, number[]>();
  labels.forEach((l, i) => {
    for (const g of trigrams(l.folded)) {
      const list = byTrigram.get(g);
      if (list) list.push(i);
      else byTrigram.set(g, [i]);
    }
  });
  return { labels, byTrigram };
};

/** How many labels, by shared trigrams, are scored exactly. */
const SHORTLIST = 40;

/** The `limit` labels most similar to `text` (score ≥ `min`), best first, ties in label order. */
export const closest = (text: string, index: LabelIndex, limit = 3, min = 0.2): string[] => {
  const folded = normalizePhrase(text);
  const shared = new Map<number, number>();
  for (const g of trigrams(folded))
    for (const i of index.byTrigram.get(g) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
  const shortlist = [...shared.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, SHORTLIST)
    .map(([i]) => i);
  const scored = shortlist
    .map((i) => ({ c: index.labels[i]!.label, i, s: windowSimilarity(folded, index.labels[i]!.folded) }))
    .filter((x) => x.s >= min)
    .sort((x, y) => y.s - x.s || x.i - y.i);
  const out: string[] = [];
  for (const x of scored) {
    if (!out.includes(x.c)) out.push(x.c);
    if (out.length === limit) break;
  }
  return out;
};

/** The letters of a word as a bit set: one edit changes at most two bits, so it rules out far words cheaply. */
export const letterMask = (word: string): number => {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) % 31);
  return mask;
};

export const bitCount = (n: number): number => {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};
