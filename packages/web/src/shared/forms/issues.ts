import type { Issue, Locale } from '@esgkit/core';
import { translate, translateMessage } from '../../app/i18n.ts';

/** A form's own "this field is required" (core's rules cover content, a form knows which fields it needs). */
export const requiredIssue = (field: string): Issue => ({
  code: 'required',
  path: [field],
  messageKey: 'fieldRequired',
  severity: 'error',
});

/** An issue's text in the user's language, with its params (core rules, 422 answers, the form's own). */
export const translateIssue = (locale: Locale, issue: Issue): string =>
  issue.messageKey.startsWith('web.')
    ? translate(locale, issue.messageKey as 'web.lookup.amountPositive')
    : translateMessage(locale, issue.messageKey, issue.params);

/**
 * Field errors for a form from rule issues: the first issue per field (by the first path segment), translated.
 * A field's later issues wait until the first is fixed, so the form never shows a wall of text.
 */
export const fieldErrors = (locale: Locale, issues: readonly Issue[]): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = translateIssue(locale, issue);
  }
  return errors;
};
