export { parseQuestion } from './parse.ts';
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
