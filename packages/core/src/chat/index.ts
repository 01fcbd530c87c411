export { chatIndicators } from './indicators.ts';
export { parseQuestion, TOO_MANY_INDICATOR_GROUPS } from './parse.ts';
export { tokenize } from './text.ts';
export {
  ChatEntityKind,
  ChatIntent,
  type ChatVocabulary,
  type ChatVocabularyEntity,
  type ChatVocabularyIndicator,
  ParsedFlag,
  ParsedQuestion,
  type ParseOptions,
} from './types.ts';
