// Finds the vocabulary's phrases in a question: spelling correction word by word against the words the vocabulary
// knows, then the longest phrase at each position (n-grams up to the longest name), tickers exactly as typed.
import type { CompiledVocabulary, Target } from './compile.ts';
import { bitCount, editDistance, letterMask, type Token } from './text.ts';

export interface Match {
  target: Target;
  /** the words as typed */
  matched: string;
  first: number;
  last: number;
}

/** How many typing errors a word of this length may carry and still be corrected. */
const tolerance = (length: number): number => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

/** The known word closest to `word` within its tolerance (ties: the first in the vocabulary's order), or `word`. */
export const correctWord = (word: string, c: CompiledVocabulary): string => {
  if (c.known.has(word) || /\d/.test(word)) return word;
  const max = tolerance(word.length);
  if (max === 0) return word;
  let best = word;
  let bestDistance = max + 1;
  const mask = letterMask(word);
  for (let len = word.length - max; len <= word.length + max; len++) {
    for (const { word: candidate, mask: candidateMask } of c.wordsByLength.get(len) ?? []) {
      if (bitCount(mask ^ candidateMask) > 2 * (bestDistance - 1)) continue;
      const d = editDistance(word, candidate, Math.min(max, bestDistance - 1));
      if (d < bestDistance) {
        best = candidate;
        bestDistance = d;
        if (d === 1 && max === 1) return best;
      }
    }
  }
  return best;
};

/** The phrases found in the question, in order; `words[i]` is token i folded and corrected. */
export const findMatches = (
  tokens: Token[],
  c: CompiledVocabulary,
): { matches: Match[]; words: string[] } => {
  const words = tokens.map((t) => correctWord(t.norm, c));
  const matches: Match[] = [];
  let i = 0;
  while (i < tokens.length) {
    const found = matchAt(tokens, words, i, c);
    if (found) {
      matches.push(found);
      i = found.last + 1;
    } else i++;
  }
  return { matches, words };
};

const matchAt = (tokens: Token[], words: string[], i: number, c: CompiledVocabulary): Match | undefined => {
  const token = tokens[i]!;
  const ticker = c.tickers.get(token.raw);
  if (ticker !== undefined)
    return { target: { kind: 'entity', index: ticker }, matched: token.raw, first: i, last: i };
  for (let n = Math.min(c.maxWords, tokens.length - i); n >= 1; n--) {
    const phrase = words.slice(i, i + n).join(' ');
    const target =
      c.phrases.get(phrase) ?? (n === 1 && token.isCapitalised ? c.capitalOnly.get(phrase) : undefined);
    if (target) {
      const last = i + n - 1;
      return {
        target,
        matched: tokens
          .slice(i, last + 1)
          .map((t) => t.raw)
          .join(' '),
        first: i,
        last,
      };
    }
  }
  return undefined;
};
