import { type CliIssue, createI18n, type Issue, type Locale } from '@esgkit/core';

/** Turns a key and its params into text: `messages.*` keys by their short name, others (`cli.*`) in full. */
export type Describe = (messageKey: string, params?: Readonly<Record<string, string | number>>) => string;

/** The describe function of a locale, over one i18n instance. */
export const createDescribe = (locale: Locale): Describe => {
  const t = createI18n(locale).getFixedT(locale) as unknown as (
    key: string,
    options?: Record<string, unknown>,
  ) => string;
  return (messageKey, params) =>
    messageKey.includes('.')
      ? t(messageKey, { ...params, defaultValue: messageKey })
      : t(`messages.${messageKey}`, { ...params, defaultValue: messageKey });
};

// Some messages are written for a form beside the field; in a terminal line, name the item and the sum.
const withDetails = (message: string, params: Issue['params']): string => {
  const item = params?.item;
  const sum = params?.sum;
  let text = message;
  if (item !== undefined && !text.includes(String(item))) text = `${item}: ${text}`;
  if (sum !== undefined && !text.includes(String(sum))) text = `${text} (Σ ${sum})`;
  return text;
};

/** A core rule's issue as the CLI reports it: with its file, its line, and its text in the run's language. */
export const toCliIssue = (
  issue: Pick<Issue, 'code' | 'messageKey' | 'severity' | 'params'>,
  where: { file: string; line: number | null },
  describe: Describe,
): CliIssue => ({
  file: where.file,
  line: where.line,
  code: issue.code,
  messageKey: issue.messageKey,
  message: withDetails(describe(issue.messageKey, issue.params), issue.params),
  severity: issue.severity,
  ...(issue.params ? { params: issue.params } : {}),
});

/** `file:line: reason` (issue 10), or `file: reason` for an issue about the whole file or portfolio. */
export const formatIssueLine = (issue: Pick<CliIssue, 'file' | 'line' | 'message'>): string =>
  issue.line === null ? `${issue.file}: ${issue.message}` : `${issue.file}:${issue.line}: ${issue.message}`;
