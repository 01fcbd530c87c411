// The optional LLM rewrite (issue 29): off unless ESGKIT_LLM_URL is set. An OpenAI-compatible chat endpoint (a local
// llama.cpp or Ollama server) is asked ONLY to turn a question the parser could not understand into the parser's
// structured query; the answer is then computed from our data as for any parsed question, so no number can come from
// the model. Every id it names is checked against the user's vocabulary; anything wrong, late or malformed = null,
// and the caller keeps the parser's flag 5.
import {
  ChatEntityKind,
  ChatIntent,
  type ChatVocabulary,
  type Locale,
  type ParsedQuestion,
  TOO_MANY_INDICATOR_GROUPS,
  tokenizeChatText,
} from '@esgkit/core';
import { z } from 'zod';

/** ESGKIT_LLM_URL, ESGKIT_LLM_MODEL, ESGKIT_LLM_TIMEOUT_MS (engine config/env.ts). */
export interface LlmConfig {
  /** Base URL of the server; /v1/chat/completions is appended. */
  url: string;
  model: string;
  timeoutMs: number;
}

/** At most this many entities are offered to the model: those sharing a word with the question. */
const MAX_ENTITY_HINTS = 50;

const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** What the model must answer: the parser's query by ids only (labels come from our vocabulary). */
export const LlmQuery = z.object({
  intent: ChatIntent,
  entities: z.array(z.object({ kind: ChatEntityKind, id: z.string() })).default([]),
  indicators: z.array(z.string()).default([]),
  period: z
    .object({ from: IsoDay, to: IsoDay })
    .refine((p) => p.from <= p.to)
    .nullable()
    .default(null),
  topN: z.number().int().positive().max(100).nullable().default(null),
  sector: z.string().nullable().default(null),
  country: z.string().nullable().default(null),
  benchmark: z.boolean().default(false),
});
export type LlmQuery = z.infer<typeof LlmQuery>;

/** The words of a text as the parser folds them (no case, no accents), three letters or more. */
const wordsOf = (text: string): Set<string> =>
  new Set(
    tokenizeChatText(text)
      .map((t) => t.norm)
      .filter((w) => w.length >= 3),
  );

/**
 * What the model may choose from: every indicator, sector and country (small lists), and the entities that share a
 * word with the question (the full demo has thousands), so the prompt stays small for a local model.
 */
export const llmHints = (question: string, vocabulary: ChatVocabulary) => {
  const asked = wordsOf(question);
  const entities = vocabulary.entities
    .filter((e) => e.names.some((name) => [...wordsOf(name)].some((w) => asked.has(w))))
    .slice(0, MAX_ENTITY_HINTS)
    .map((e) => ({ kind: e.kind, id: e.id, names: e.names }));
  return {
    entities,
    indicators: vocabulary.indicators.map((i) => ({ code: i.code, name: i.names['en-US'][0] ?? i.code })),
    sectors: vocabulary.sectors.map((s) => s.id),
    countries: vocabulary.countries.map((c) => c.code),
  };
};

const SYSTEM_PROMPT = [
  'You turn a question about sustainable investing into a JSON query. Answer with one JSON object and nothing else:',
  '{"intent": "value"|"compare"|"trend"|"rank"|"screen"|"portfolio", "entities": [{"kind": …, "id": …}],',
  ' "indicators": [code, …], "period": {"from": "yyyy-mm-dd", "to": "yyyy-mm-dd"} | null, "topN": number | null,',
  ' "sector": id | null, "country": code | null, "benchmark": boolean}.',
  'Use ONLY the ids, codes, sectors and countries listed in the vocabulary; never invent one. A year is its whole',
  'year. Never answer the question and never write a number that is not in the question.',
].join('\n');

/** The query's ids all exist in the vocabulary; the ParsedQuestion the answer layer takes, or null if any does not. */
export const checkedQuery = (
  query: LlmQuery,
  vocabulary: ChatVocabulary,
  locale: Locale,
): ParsedQuestion | null => {
  const entities: ParsedQuestion['entities'] = [];
  for (const asked of query.entities) {
    const found = vocabulary.entities.find((e) => e.kind === asked.kind && e.id === asked.id);
    if (!found) return null;
    const label = found.names[0] ?? found.id;
    entities.push({ kind: found.kind, id: found.id, label, matched: label });
  }
  const indicators: ParsedQuestion['indicators'] = [];
  for (const code of query.indicators) {
    const found = vocabulary.indicators.find((i) => i.code === code);
    if (!found) return null;
    const label = found.names[locale][0] ?? found.code;
    indicators.push({ code: found.code, group: found.group, label, matched: label });
  }
  if (query.sector !== null && !vocabulary.sectors.some((s) => s.id === query.sector)) return null;
  if (query.country !== null && !vocabulary.countries.some((c) => c.code === query.country)) return null;
  const groups = new Set(indicators.map((i) => i.group));
  return {
    intent: query.intent,
    entities,
    indicators,
    period: query.period,
    topN: query.topN,
    sector: query.sector,
    country: query.country,
    benchmark: query.benchmark,
    // spec doc 2 §5: ≥ 7 indicator groups is too many, whoever read the question
    flag: groups.size >= TOO_MANY_INDICATOR_GROUPS ? 6 : 0,
    suggestions: [],
    unknown: null,
  };
};

const Completion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** The JSON object in a reply, without the ``` fences some models put around it. */
const jsonOf = (content: string): unknown =>
  JSON.parse(
    content
      .trim()
      .replace(/^```(?:json)?\s*/i, '')
      .replace(/\s*```$/, ''),
  );

/**
 * Asks the model to rewrite a question the parser did not understand (flag 5) into the parser's query. Answers null
 * on any failure (unreachable, timeout, HTTP error, not JSON, not the schema, an id outside the vocabulary).
 */
export const rewriteWithLlm = async (
  question: string,
  vocabulary: ChatVocabulary,
  config: LlmConfig,
  locale: Locale,
): Promise<ParsedQuestion | null> => {
  try {
    const response = await fetch(`${config.url.replace(/\/+$/, '')}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      signal: AbortSignal.timeout(config.timeoutMs),
      body: JSON.stringify({
        model: config.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          {
            role: 'user',
            content: `Vocabulary: ${JSON.stringify(llmHints(question, vocabulary))}\nQuestion: ${question}`,
          },
        ],
      }),
    });
    if (!response.ok) return null;
    const completion = Completion.safeParse(await response.json());
    if (!completion.success) return null;
    const query = LlmQuery.safeParse(jsonOf(completion.data.choices[0]!.message.content));
    return query.success ? checkedQuery(query.data, vocabulary, locale) : null;
  } catch {
    return null;
  }
};

/** The parse the answer layer would refuse with flag 5 (not understood): the only one the model is asked about. */
export const isNotUnderstood = (parsed: ParsedQuestion): boolean =>
  parsed.flag === 5 || (parsed.flag === 0 && parsed.intent === null);
