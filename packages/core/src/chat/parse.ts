import type { ChatVocabulary, ParsedQuestion, ParseOptions } from './types.ts';

/** Reads a question into a structured query: pure and deterministic (issue 29). */
export function parseQuestion(
  text: string,
  vocabulary: ChatVocabulary,
  options: ParseOptions = {},
): ParsedQuestion {
  void vocabulary;
  void options;
  return {
    intent: null,
    entities: [],
    indicators: [],
    period: null,
    topN: null,
    sector: null,
    country: null,
    benchmark: false,
    flag: text.trim() === '' ? 5 : 5,
    suggestions: [],
    unknown: null,
  };
}
