export { METHODS, methodById } from './entries.ts';
export type {
  Localized,
  MethodArea,
  MethodEntry,
  MethodExample,
  MethodInput,
  MethodSource,
} from './types.ts';
