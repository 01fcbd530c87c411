// The intent of a question (issue 29): screen ("which … are red on …") before rank/top-N, then the user's portfolio,
// then compare (two entities or "vs"/"confronta"), trend (a range of years), value.
import {
  compareCues,
  comparePhrases,
  numberWords,
  ownWords,
  portfolioWords,
  rankAfterPiu,
  rankCues,
  screenCues,
  trendCues,
} from './lexicon.ts';
import type { Period } from './periods.ts';
import type { ChatIntent, ParsedQuestion } from './types.ts';

const countWord = (w: string | undefined): number | undefined =>
  w === undefined ? undefined : /^\d{1,3}$/.test(w) ? Number(w) : numberWords[w];

const listNouns = new Set([
  'companies',
  'company',
  'funds',
  'stocks',
  'issuers',
  'holdings',
  'names',
  'aziende',
  'societa',
  'imprese',
  'fondi',
  'titoli',
  'emittenti',
  'partecipazioni',
]);
const topWords = new Set([
  'top',
  'best',
  'worst',
  'bottom',
  'first',
  'primi',
  'prime',
  'migliori',
  'peggiori',
]);
const articles = new Set(['i', 'le', 'gli', 'the']);

/** "top 5", "primi 5", "i 5 … con", "5 companies": how many to list, or null. */
export const detectTopN = (words: string[]): number | null => {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const next = countWord(words[i + 1]);
    if (topWords.has(w) && next !== undefined && next > 0 && next <= 100) return next;
    const n = countWord(w);
    if (n === undefined || n <= 0 || n > 100 || /^\d{4}$/.test(w)) continue;
    const before = words[i - 1];
    const after = words.slice(i + 1, i + 3);
    if (topWords.has(words[i + 1] ?? '') || after.some((a) => listNouns.has(a))) {
      if (
        before === undefined ||
        articles.has(before) ||
        topWords.has(before) ||
        !/^\d/.test(w) ||
        listNouns.has(words[i + 1]!)
      )
        return n;
    }
  }
  return null;
};

interface IntentInput {
  words: string[];
  entities: ParsedQuestion['entities'];
  period: Period | null;
  topN: number | null;
  benchmark: boolean;
}

export const detectIntent = ({ words, entities, period, topN, benchmark }: IntentInput): ChatIntent => {
  const has = (set: Set<string>) => words.some((w) => set.has(w));
  const text = words.join(' ');
  if (has(screenCues)) return 'screen';
  const piuRank = words.some((w, i) => (w === 'piu' || w === 'meno') && rankAfterPiu.has(words[i + 1] ?? ''));
  if (topN !== null || has(rankCues) || piuRank) return 'rank';
  const mine = words.some((w, i) => ownWords.has(w) && portfolioWords.has(words[i + 1] ?? ''));
  const isPortfolio = entities.some((e) => e.kind === 'client' || e.kind === 'portfolio');
  if (mine || isPortfolio || benchmark) return 'portfolio';
  const many = entities.filter(
    (e) => e.kind === 'company' || e.kind === 'fund' || e.kind === 'country',
  ).length;
  if (many >= 2 || has(compareCues) || comparePhrases.some((p) => text.includes(p))) return 'compare';
  const severalYears = period !== null && period.from.slice(0, 4) !== period.to.slice(0, 4);
  if (severalYears || has(trendCues)) return 'trend';
  return 'value';
};
