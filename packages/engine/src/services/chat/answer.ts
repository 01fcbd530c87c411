import {
  type ChatAnswer,
  type ChatFlag,
  type Locale,
  type ParsedQuestion,
  translate,
  translateMessage,
} from '@esgkit/core';
import type { Snapshot } from '../../provider/index.ts';
import { figureAnswer } from './answer-figures.ts';
import { type PortfolioFacts, paiAnswer, screenAnswer } from './answer-portfolio.ts';
import { scoreAndSdgAnswer } from './answer-portfolio-scores.ts';
import { rankAnswer } from './answer-rank.ts';

/** What an answer reads besides the parsed question. */
export interface AnswerContext {
  snapshot: Snapshot;
  locale: Locale;
  /** The Starter plan (doc 2 §6: the plan is sent with each question; its chat "lacks some data"). */
  starter: boolean;
  responseId: string;
  /** The stored results a screen or portfolio question reads (the chat service fetches them); null without one. */
  portfolio?: PortfolioFacts | null;
}

/** The part of an answer an intent computes; flag 0 when it states a figure, 4 when it has none (decisions.md). */
export type AnswerBody = Pick<ChatAnswer, 'response' | 'chartData' | 'table' | 'sources'> & {
  flag: 0 | 4;
};

/**
 * The intents a Starter user is not answered (flag 1 with the upgrade link, doc 2 §6): ranking is screening
 * (Data Hub), screening holdings and portfolio figures are the Portfolio Hub — the areas Starter has locked (doc 1 §6).
 */
const NOT_IN_STARTER = new Set<ParsedQuestion['intent']>(['rank', 'screen', 'portfolio']);

const elementsOf = (parsed: ParsedQuestion): ChatAnswer['elements'] => [
  ...parsed.entities.map((e) => ({ type: 'company' as const, value: e.id, label: e.label })),
  ...parsed.indicators.map((i) => ({ type: 'indicator' as const, value: i.code, label: i.label })),
  ...(parsed.period ? [{ type: 'year' as const, value: `${parsed.period.from}/${parsed.period.to}` }] : []),
];

const textOnly = (
  ctx: AnswerContext,
  parsed: ParsedQuestion,
  flag: ChatFlag,
  response: string,
): ChatAnswer => ({
  elements: elementsOf(parsed),
  response,
  responseId: ctx.responseId,
  flag,
  chartData: null,
  table: null,
  sources: [],
  // the web offers these as buttons (doc 1 §4: 2 and 3 with "did you mean")
  ...(flag === 2 || flag === 3 ? { suggestions: parsed.suggestions, unrecognised: parsed.unknown } : {}),
});

const withSuggestions = (locale: Locale, message: string, suggestions: string[]): string =>
  suggestions.length === 0
    ? message
    : `${message} ${translate(locale, 'chat.answerDidYouMean', { items: suggestions.join(', ') })}`;

/** The parse-level refusals (doc 1 §4 flags 2, 3, 5, 6) in the locale, with suggestions or the tips (doc 2 §5). */
const refusal = (parsed: ParsedQuestion, locale: Locale): { flag: ChatFlag; text: string } | null => {
  switch (parsed.flag) {
    case 6:
      return { flag: 6, text: translate(locale, 'messages.chatTooManyIndicators') };
    case 2:
      return {
        flag: 2,
        text: withSuggestions(locale, translate(locale, 'messages.chatCompanyUnknown'), parsed.suggestions),
      };
    case 3:
      return {
        flag: 3,
        text: withSuggestions(locale, translate(locale, 'messages.chatIndicatorUnknown'), parsed.suggestions),
      };
    case 5:
      break;
    default:
      if (parsed.intent !== null) return null;
  }
  const tips = [
    translate(locale, 'chat.tipTickers'),
    translate(locale, 'chat.tipList'),
    translate(locale, 'chat.tipDates'),
  ];
  return { flag: 5, text: [translate(locale, 'messages.chatNotUnderstood'), ...tips].join(' ') };
};

/**
 * Answers a parsed question from the snapshot (issue 29). Every figure comes from the snapshot through the same
 * readings as the views; a missing figure is "no data", never 0. Pure: no I/O.
 */
export const answerQuestion = (parsed: ParsedQuestion, ctx: AnswerContext): ChatAnswer => {
  const refused = refusal(parsed, ctx.locale);
  if (refused) return textOnly(ctx, parsed, refused.flag, refused.text);
  if (ctx.starter && NOT_IN_STARTER.has(parsed.intent))
    return textOnly(ctx, parsed, 1, translate(ctx.locale, 'messages.chatNotInStarter'));
  const { portfolio } = ctx;
  if ((parsed.intent === 'screen' || parsed.intent === 'portfolio') && portfolio?.unresolved)
    return textOnly(ctx, parsed, 4, portfolio.unresolved);
  if ((parsed.intent === 'screen' || parsed.intent === 'portfolio') && portfolio?.unavailable)
    return textOnly(ctx, parsed, 4, translateMessage(ctx.locale, portfolio.unavailable));
  let body: AnswerBody | null = null;
  if (parsed.intent === 'rank') body = rankAnswer(parsed, ctx);
  else if (parsed.intent === 'screen' && portfolio) body = screenAnswer(parsed, portfolio, ctx.locale);
  else if (parsed.intent === 'portfolio' && portfolio)
    body = paiAnswer(parsed, portfolio, ctx.locale) ?? scoreAndSdgAnswer(parsed, portfolio, ctx.locale);
  else if (parsed.intent === 'value' || parsed.intent === 'compare' || parsed.intent === 'trend')
    body = figureAnswer(parsed, ctx);
  if (!body) return textOnly(ctx, parsed, 4, translate(ctx.locale, 'chat.answerNotAvailable'));
  return { elements: elementsOf(parsed), responseId: ctx.responseId, ...body };
};
