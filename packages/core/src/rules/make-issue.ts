import type { Issue } from './issue.ts';
import type { RuleMessageKey } from './message-keys.ts';

type Path = Issue['path'];
type Params = NonNullable<Issue['params']>;

/** Builds an Issue whose code is its message key (the common case). */
export const issue = (
  messageKey: RuleMessageKey,
  path: Path,
  options: { code?: string; severity?: Issue['severity']; params?: Params } = {},
): Issue => ({
  code: options.code ?? messageKey,
  path,
  messageKey,
  severity: options.severity ?? 'error',
  ...(options.params ? { params: options.params } : {}),
});
