import type { MessageKey } from '../i18n/resources.ts';
import type { Issue } from './issue.ts';
import type { RuleMessageKey } from './message-keys.ts';

type Path = Issue['path'];
type Params = NonNullable<Issue['params']>;
type IssueOptions = { code?: string; severity?: Issue['severity']; params?: Params };

/**
 * Builds an Issue whose code is its message key (the common case), with any message key of the catalogue: the
 * engine's services use it for the issues they find beyond core's rules.
 * @example issueOf('invalidInput', ['indicators', 3], { params: { item: 'XYZ' } })
 */
export const issueOf = (messageKey: MessageKey, path: Path, options: IssueOptions = {}): Issue => ({
  code: options.code ?? messageKey,
  path,
  messageKey,
  severity: options.severity ?? 'error',
  ...(options.params ? { params: options.params } : {}),
});

/** The builder of core's rules: only the keys of `ruleMessageKeys`, so each has its text in both languages. */
export const issue = (messageKey: RuleMessageKey, path: Path, options: IssueOptions = {}): Issue =>
  issueOf(messageKey, path, options);
