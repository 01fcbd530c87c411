import type { Issue, MessageKey } from '@esgkit/core';

/** An error Issue whose code is its message key, as core's rules build them (core keeps its builder internal). */
export const issue = (
  messageKey: MessageKey,
  path: Issue['path'],
  options: { params?: NonNullable<Issue['params']> } = {},
): Issue => ({
  code: messageKey,
  path,
  messageKey,
  severity: 'error',
  ...(options.params ? { params: options.params } : {}),
});
