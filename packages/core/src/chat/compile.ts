// The vocabulary compiled for matching, once per vocabulary object: folded phrases → what they name, the word list
// for spelling correction, tickers (exact) and the labels "did you mean" picks from.
import { functionWords, fundForms, legalForms } from './lexicon.ts';
import { type LabelIndex, labelIndex, letterMask, normalizePhrase } from './text.ts';
import type { ChatVocabulary, ChatVocabularyEntity } from './types.ts';

export type Target =
  | { kind: 'entity'; index: number }
  | { kind: 'indicator'; index: number }
  | { kind: 'sector'; index: number }
  | { kind: 'country'; index: number };

export interface CompiledVocabulary {
  vocabulary: ChatVocabulary;
  phrases: Map<string, Target>;
  /** single-word entity aliases that are also ordinary words: only when typed with a capital letter */
  capitalOnly: Map<string, Target>;
  tickers: Map<string, number>;
  /** every folded word of the vocabulary's names, by length, with its letter mask (for spelling correction) */
  wordsByLength: Map<number, { word: string; mask: number }[]>;
  known: Set<string>;
  maxWords: number;
  entityLabels: { label: string; folded: string }[];
  indicatorLabels: { label: string; folded: string; locale: 'en-US' | 'it-IT' }[];
  /** built on the first "did you mean" */
  suggestionIndex?: { entities: LabelIndex; indicators: Record<'en-US' | 'it-IT', LabelIndex> };
}

const ISIN = /^[A-Z]{2}[A-Z0-9]{9}\d$/i;
const TICKER = /^[A-Z][A-Z0-9.]{0,6}$/;

/** The short forms of a name: without legal forms ("Acciai Dolomiti S.p.A." → "acciai dolomiti") and for funds without "UCITS ETF". */
const shortForms = (entity: ChatVocabularyEntity, name: string): string[] => {
  const words = normalizePhrase(name).split(' ');
  const drop = entity.kind === 'fund' ? new Set([...legalForms, ...fundForms]) : legalForms;
  let end = words.length;
  while (end > 1 && drop.has(words[end - 1]!)) end--;
  const core = words.slice(0, end);
  const out = [core.join(' ')];
  // prefixes of two words or more ("Aurora World" for "Aurora World Equity UCITS ETF"); ambiguous ones are dropped later
  for (let k = core.length - 1; k >= 2; k--) out.push(core.slice(0, k).join(' '));
  return out;
};

const cache = new WeakMap<ChatVocabulary, CompiledVocabulary>();

const addOnce = (map: Map<string, Target>, phrase: string, target: Target) => {
  if (phrase && !map.has(phrase)) map.set(phrase, target);
};

const registerIndicators = (v: ChatVocabulary, phrases: Map<string, Target>) => {
  // synonyms and codes first, so that they win over a catalogue name that reads the same (synonyms.ts)
  for (const pass of [1, 0]) {
    v.indicators.forEach((ind, index) => {
      for (const locale of ['en-US', 'it-IT'] as const) {
        const names = pass === 0 ? ind.names[locale].slice(0, 1) : ind.names[locale].slice(1);
        for (const n of names) addOnce(phrases, normalizePhrase(n), { kind: 'indicator', index });
      }
    });
  }
};

const registerEntities = (v: ChatVocabulary, c: CompiledVocabulary) => {
  const counts = new Map<string, number>();
  const aliases: { phrase: string; index: number }[] = [];
  v.entities.forEach((e, index) => {
    const seen = new Set<string>();
    for (const name of e.names) {
      if (ISIN.test(name)) {
        addOnce(c.phrases, name.toLowerCase(), { kind: 'entity', index });
        continue;
      }
      if (TICKER.test(name) && !name.includes(' ') && (e.kind === 'company' || e.kind === 'fund')) {
        if (!c.tickers.has(name)) c.tickers.set(name, index);
        continue;
      }
      for (const phrase of [normalizePhrase(name), ...shortForms(e, name)]) {
        if (seen.has(phrase)) continue;
        seen.add(phrase);
        aliases.push({ phrase, index });
        counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
      }
    }
    c.entityLabels.push({ label: e.names[0] ?? e.id, folded: normalizePhrase(e.names[0] ?? e.id) });
  });
  for (const { phrase, index } of aliases) {
    const isFull = v.entities[index]!.names.some((n) => normalizePhrase(n) === phrase);
    if (!isFull && counts.get(phrase)! > 1) continue;
    const target: Target = { kind: 'entity', index };
    if (!phrase.includes(' ') && (functionWords.has(phrase) || c.phrases.has(phrase))) {
      if (!c.capitalOnly.has(phrase)) c.capitalOnly.set(phrase, target);
    } else if (!c.phrases.has(phrase) || c.phrases.get(phrase)!.kind !== 'entity') {
      // an entity's name wins over an indicator or sector that reads the same; the first entity wins among entities
      c.phrases.set(phrase, target);
    }
  }
};

export const compileVocabulary = (v: ChatVocabulary): CompiledVocabulary => {
  const hit = cache.get(v);
  if (hit) return hit;
  const c: CompiledVocabulary = {
    vocabulary: v,
    phrases: new Map(),
    capitalOnly: new Map(),
    tickers: new Map(),
    wordsByLength: new Map(),
    known: new Set(functionWords),
    maxWords: 1,
    entityLabels: [],
    indicatorLabels: [],
  };
  registerIndicators(v, c.phrases);
  v.sectors.forEach((s, index) => {
    for (const n of s.names) addOnce(c.phrases, normalizePhrase(n), { kind: 'sector', index });
  });
  v.countries.forEach((s, index) => {
    for (const n of s.names) addOnce(c.phrases, normalizePhrase(n), { kind: 'country', index });
  });
  registerEntities(v, c);
  for (const ind of v.indicators) {
    for (const locale of ['en-US', 'it-IT'] as const) {
      const label = ind.names[locale][0];
      if (label) c.indicatorLabels.push({ label, folded: normalizePhrase(label), locale });
    }
  }
  // corrections aim at the vocabulary's words only: a typo never turns a name into a function word ("Enell" → "nell")
  const vocabularyWords = new Set<string>();
  for (const phrase of [...c.phrases.keys(), ...c.capitalOnly.keys()]) {
    const words = phrase.split(' ');
    c.maxWords = Math.max(c.maxWords, words.length);
    for (const w of words) {
      c.known.add(w);
      vocabularyWords.add(w);
    }
  }
  for (const w of vocabularyWords) {
    if (w.length < 4 || /\d/.test(w)) continue;
    const list = c.wordsByLength.get(w.length) ?? [];
    list.push({ word: w, mask: letterMask(w) });
    c.wordsByLength.set(w.length, list);
  }
  cache.set(v, c);
  return c;
};

/** The label indexes "did you mean" searches, built once per vocabulary when first needed. */
export const suggestionIndex = (c: CompiledVocabulary) => {
  c.suggestionIndex ??= {
    entities: labelIndex(c.entityLabels),
    indicators: {
      'en-US': labelIndex(c.indicatorLabels.filter((l) => l.locale === 'en-US')),
      'it-IT': labelIndex(c.indicatorLabels.filter((l) => l.locale === 'it-IT')),
    },
  };
  return c.suggestionIndex;
};
