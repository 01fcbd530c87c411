// The chat parser's shapes (issue 29, shared design). ParsedQuestion is a zod schema because it crosses boundaries:
// the optional LLM rewrite answers with one (validated), and the answer's elements are derived from it.
import { z } from 'zod';
import type { Locale } from '../schemas/common.ts';

export const ChatIntent = z.enum(['value', 'compare', 'trend', 'rank', 'screen', 'portfolio']);
export type ChatIntent = z.infer<typeof ChatIntent>;

export const ChatEntityKind = z.enum(['company', 'fund', 'country', 'client', 'portfolio']);
export type ChatEntityKind = z.infer<typeof ChatEntityKind>;

/** Parse-level flags (spec doc 1 §4): 2 company unknown, 3 indicator unknown, 5 not understood, 6 ≥ 7 groups. */
export const ParsedFlag = z.union([z.literal(0), z.literal(2), z.literal(3), z.literal(5), z.literal(6)]);
export type ParsedFlag = z.infer<typeof ParsedFlag>;

const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ParsedQuestion = z
  .object({
    intent: ChatIntent.nullable(),
    entities: z.array(
      z.object({ kind: ChatEntityKind, id: z.string(), label: z.string(), matched: z.string() }),
    ),
    indicators: z.array(
      z.object({ code: z.string(), group: z.string(), label: z.string(), matched: z.string() }),
    ),
    /** ISO dates; a year is its whole year. */
    period: z.object({ from: IsoDay, to: IsoDay }).nullable(),
    topN: z.number().int().positive().nullable(),
    sector: z.string().nullable(),
    country: z.string().nullable(),
    benchmark: z.boolean(),
    flag: ParsedFlag,
    /** "Did you mean" for flags 2 and 3. */
    suggestions: z.array(z.string()),
    /** The words not recognised (for flags 2 and 3). */
    unknown: z.string().nullable(),
  })
  .meta({ id: 'ParsedQuestion' });
export type ParsedQuestion = z.infer<typeof ParsedQuestion>;

export interface ChatVocabularyEntity {
  kind: ChatEntityKind;
  id: string;
  /** Name, ticker, ISIN, aliases. */
  names: string[];
}

export interface ChatVocabularyIndicator {
  code: string;
  group: string;
  names: Record<Locale, string[]>;
}

export interface ChatVocabulary {
  entities: ChatVocabularyEntity[];
  indicators: ChatVocabularyIndicator[];
  sectors: { id: string; names: string[] }[];
  countries: { code: string; names: string[] }[];
}

export interface ParseOptions {
  locale?: Locale;
  /** yyyy-mm-dd; "last 3 years" counts back from it. */
  today?: string;
}
