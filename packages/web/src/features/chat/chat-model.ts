import {
  type ChatAnswer,
  type ChatChartData,
  type ChatFlag,
  type ChatMessage,
  type ChatSource,
  type ChatTable,
  defaultCsvFormat,
  type Locale,
  toCsv,
} from '@esgkit/core';

/** One line of the page's conversation: a stored message, or a question and its answer asked in this visit. */
export interface ChatLine {
  id: string;
  sender: 'user' | 'assistant';
  content: string;
  loading: boolean;
  flag?: ChatFlag;
  chartData: ChatChartData | null;
  table: ChatTable | null;
  sources: ChatSource[];
  /** "Did you mean" for flags 2 and 3. */
  suggestions: string[];
  /** The words it did not recognise, replaced by a clicked suggestion. */
  unknown: string | null;
  /** The question this answer answers (for a suggestion to rewrite). */
  question?: string;
  failed?: boolean;
}

const line = (fields: Pick<ChatLine, 'id' | 'sender' | 'content'> & Partial<ChatLine>): ChatLine => ({
  loading: false,
  chartData: null,
  table: null,
  sources: [],
  suggestions: [],
  unknown: null,
  ...fields,
});

/** A stored message of chat.history as a line (history keeps the sentence, the chart and the flag). */
export const lineFromHistory = (message: ChatMessage): ChatLine =>
  line({
    id: message.id,
    sender: message.sender,
    content: message.content,
    chartData: message.chartData,
    ...(message.flag === undefined ? {} : { flag: message.flag }),
  });

export const questionLine = (id: string, question: string): ChatLine =>
  line({ id, sender: 'user', content: question });

export const pendingLine = (id: string, question: string): ChatLine =>
  line({ id, sender: 'assistant', content: '', loading: true, question });

/** An answer as a line; flags 2 and 3 carry their "did you mean" and the words not recognised. */
export const lineFromAnswer = (id: string, question: string, answer: ChatAnswer): ChatLine =>
  line({
    id,
    sender: 'assistant',
    content: answer.response,
    flag: answer.flag,
    chartData: answer.chartData,
    table: answer.table ?? null,
    sources: answer.sources ?? [],
    suggestions: answer.suggestions ?? [],
    unknown: answer.unrecognised ?? null,
    question,
  });

export const failedLine = (id: string, question: string): ChatLine =>
  line({ id, sender: 'assistant', content: '', failed: true, question });

/** The spec's message of a flag that is not an answer (doc 2 §8 "Chat messages"); null for 0 and 4. */
export type FlagMessageKey =
  | 'messages.chatNotInStarter'
  | 'messages.chatCompanyUnknown'
  | 'messages.chatIndicatorUnknown'
  | 'messages.chatNotUnderstood'
  | 'messages.chatTooManyIndicators';

export const flagMessageKey = (flag: ChatFlag | undefined): FlagMessageKey | null => {
  switch (flag) {
    case 1:
      return 'messages.chatNotInStarter';
    case 2:
      return 'messages.chatCompanyUnknown';
    case 3:
      return 'messages.chatIndicatorUnknown';
    case 5:
      return 'messages.chatNotUnderstood';
    case 6:
      return 'messages.chatTooManyIndicators';
    default:
      return null;
  }
};

/**
 * The question a clicked suggestion asks: the last question with the words not recognised replaced by it; null
 * when those words are unknown or not in the question (the suggestion then goes to the input to be edited).
 */
export const questionWithSuggestion = (
  question: string,
  unknown: string | null,
  suggestion: string,
): string | null => {
  if (!unknown) return null;
  const at = question.toLocaleLowerCase().indexOf(unknown.toLocaleLowerCase());
  if (at < 0) return null;
  return `${question.slice(0, at)}${suggestion}${question.slice(at + unknown.length)}`;
};

/** The answer's table as a CSV file in the locale's spreadsheet format (part 3), through core's one CSV writer. */
export const tableCsv = (table: ChatTable, locale: Locale): string =>
  toCsv(
    {
      header: table.columns.map((c) => (c.unit ? `${c.label} (${c.unit})` : c.label)),
      rows: table.rows.map((row) => table.columns.map((c) => row[c.key] ?? null)),
    },
    defaultCsvFormat(locale),
  );
