export { METHODS, methodAnchor, methodById } from './entries.ts';
export { formulaText } from './formula-text.ts';
export { renderMethodsMarkdown, withMethodsReference } from './markdown.ts';
export {
  Localized,
  MethodArea,
  MethodEntry,
  MethodExample,
  MethodExampleResult,
  MethodInput,
  MethodSource,
} from './types.ts';
