// The chat's deterministic parser (issue 29 "How it understands"): pure, no I/O, the same answer for the same input.
import { type CompiledVocabulary, compileVocabulary, suggestionIndex } from './compile.ts';
import { detectIntent, detectTopN } from './intent.ts';
import { benchmarkPhrases, benchmarkWords, functionWords } from './lexicon.ts';
import { findMatches, type Match } from './match.ts';
import { parsePeriod } from './periods.ts';
import { closest, collapseDots, type Token, tokenize } from './text.ts';
import type { ChatVocabulary, ParsedQuestion, ParseOptions } from './types.ts';

/** Spec doc 2 §4: a reply with 7 or more indicator groups is too many. */
export const TOO_MANY_INDICATOR_GROUPS = 7;

const today = (options: ParseOptions): string => options.today ?? new Date().toISOString().slice(0, 10);

/** Reads a question into a structured query: entities, indicators, period, intent and the parse-level flag. */
export function parseQuestion(
  text: string,
  vocabulary: ChatVocabulary,
  options: ParseOptions = {},
): ParsedQuestion {
  const c = compileVocabulary(vocabulary);
  const locale = options.locale ?? 'en-US';
  const tokens = tokenize(text);
  const { matches, words } = findMatches(tokens, c);
  const parsed = collect(matches, c, locale);
  const period = parsePeriod(text, today(options));
  // cues are read outside the names found: "Rossi" the client is not "rossi" (red)
  const free = words.map((w, i) => (matches.some((m) => i >= m.first && i <= m.last) ? '' : w));
  const folded = free.join(' ');
  const benchmark =
    free.some((w) => benchmarkWords.has(w)) || benchmarkPhrases.some((p) => folded.includes(p));
  const topN = detectTopN(free);
  const intent = detectIntent({ words: free, entities: parsed.entities, period, topN, benchmark });
  const isRankOrScreen = intent === 'rank' || intent === 'screen';
  // a country names the place of a ranking or a screen ("in Italy"); otherwise it is what the question is about
  const entities = isRankOrScreen ? parsed.entities.filter((e) => e.kind !== 'country') : parsed.entities;
  const country = isRankOrScreen ? (parsed.countries[0] ?? null) : null;
  const base: ParsedQuestion = {
    intent,
    entities,
    indicators: parsed.indicators,
    period,
    topN,
    sector: parsed.sectors[0] ?? null,
    country,
    benchmark,
    flag: 0,
    suggestions: [],
    unknown: null,
  };
  return withFlag(base, leftovers(tokens, matches, text), c, locale);
}

const collect = (matches: Match[], c: CompiledVocabulary, locale: 'en-US' | 'it-IT') => {
  const v = c.vocabulary;
  const entities: ParsedQuestion['entities'] = [];
  const indicators: ParsedQuestion['indicators'] = [];
  const sectors: string[] = [];
  const countries: string[] = [];
  for (const m of matches) {
    const t = m.target;
    if (t.kind === 'entity') {
      const e = v.entities[t.index]!;
      if (!entities.some((x) => x.id === e.id && x.kind === e.kind))
        entities.push({ kind: e.kind, id: e.id, label: e.names[0] ?? e.id, matched: m.matched });
    } else if (t.kind === 'indicator') {
      const ind = v.indicators[t.index]!;
      if (!indicators.some((x) => x.code === ind.code))
        indicators.push({
          code: ind.code,
          group: ind.group,
          label: ind.names[locale][0] ?? ind.code,
          matched: m.matched,
        });
    } else if (t.kind === 'sector') sectors.push(v.sectors[t.index]!.id);
    else {
      const country = v.countries[t.index]!;
      countries.push(country.code);
      if (!entities.some((x) => x.kind === 'country' && x.id === country.code))
        entities.push({
          kind: 'country',
          id: country.code,
          label: country.names[0] ?? country.code,
          matched: m.matched,
        });
    }
  }
  return { entities, indicators, sectors, countries };
};

interface Leftovers {
  /** capitalised words or quoted names nothing matched: a company we do not know */
  names: string[];
  /** other words nothing matched: an indicator we do not know */
  words: string[];
}

const leftovers = (tokens: Token[], matches: Match[], text: string): Leftovers => {
  const used = new Set<number>();
  for (const m of matches) for (let i = m.first; i <= m.last; i++) used.add(i);
  const quoted = [...collapseDots(text).matchAll(/["“«]([^"”»]+)["”»]/g)].map((m) => ({
    from: m.index + 1,
    to: m.index + m[0].length - 1,
  }));
  const names: string[] = [];
  const loose: string[] = [];
  let span: string[] = [];
  const flush = () => {
    if (span.length > 0) names.push(span.join(' '));
    span = [];
  };
  for (const [i, t] of tokens.entries()) {
    const isQuoted = quoted.some((q) => t.start >= q.from && t.end <= q.to);
    const ignorable = used.has(i) || /^(?:\d|fy\d{4}$)/.test(t.norm) || functionWords.has(t.norm);
    if (ignorable && !(isQuoted && !used.has(i))) {
      flush();
      continue;
    }
    if (t.isCapitalised || isQuoted) span.push(t.raw);
    else {
      flush();
      if (t.norm.length > 2) loose.push(t.raw);
    }
  }
  flush();
  return { names, words: loose };
};

/** How similar a "did you mean" must be to be offered. */
const SUGGESTION_MIN = 0.2;

const withFlag = (
  q: ParsedQuestion,
  left: Leftovers,
  c: CompiledVocabulary,
  locale: 'en-US' | 'it-IT',
): ParsedQuestion => {
  const groups = new Set(q.indicators.map((i) => i.group));
  if (groups.size >= TOO_MANY_INDICATOR_GROUPS) return { ...q, flag: 6 };
  const recognised =
    q.entities.length > 0 || q.indicators.length > 0 || q.sector !== null || q.country !== null;
  if (left.names.length > 0) {
    const unknown = left.names.join(', ');
    const suggestions = closest(unknown, suggestionIndex(c).entities, 3, SUGGESTION_MIN);
    if (recognised || q.period !== null || suggestions.length > 0)
      return { ...q, flag: 2, unknown, suggestions };
  }
  if (q.indicators.length === 0 && left.words.length > 0 && (recognised || q.period !== null)) {
    const unknown = left.words.join(' ');
    const labels = suggestionIndex(c).indicators[locale];
    return { ...q, flag: 3, unknown, suggestions: closest(unknown, labels, 3, SUGGESTION_MIN) };
  }
  if (!recognised && !q.benchmark && q.intent !== 'portfolio') {
    return { ...q, intent: null, flag: 5, unknown: [...left.names, ...left.words].join(' ') || null };
  }
  return q;
};
