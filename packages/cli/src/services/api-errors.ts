import { ApiError, type CliIssue, NetworkError, SessionExpiredError } from '@esgkit/core';
import type { Describe } from '../io/messages.ts';

/** An engine error as one of a portfolio's issues: the server's message key, in the run's language. */
export const errorIssue = (error: unknown, file: string, describe: Describe): CliIssue[] => {
  if (error instanceof ApiError && error.issues.length > 0)
    return error.issues.map((issue) => ({
      file,
      line: null,
      code: issue.code,
      messageKey: issue.messageKey,
      message: `${describe(issue.messageKey, issue.params)}${issue.path.length > 0 ? ` (${issue.path.join('.')})` : ''}`,
      severity: 'error',
      ...(issue.params ? { params: issue.params } : {}),
    }));
  const code = error instanceof ApiError ? error.code : 'anErrorHasOccurred';
  const detail = error instanceof NetworkError || !(error instanceof ApiError) ? errorText(error) : null;
  return [
    {
      file,
      line: null,
      code,
      messageKey: code,
      message: detail && error instanceof NetworkError ? `${describe(code)} (${detail})` : describe(code),
      severity: 'error',
    },
  ];
};

export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Whether an engine error is the caller's to fix by signing in again. */
export const isSignInProblem = (error: unknown): boolean => error instanceof SessionExpiredError;
