import type { Issue, Locale } from '@esgkit/core';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { fieldErrors } from './issues.ts';

/**
 * A react-hook-form resolver over core's rules: `rules(values)` returns core issues; the first per field shows,
 * translated. The form validates with the same rules the server applies (doc 1 §5).
 */
export const rulesResolver =
  <T extends FieldValues>(locale: Locale, rules: (values: T) => Issue[]): Resolver<T> =>
  (values) => {
    const issues = rules(values).filter((issue) => issue.severity === 'error');
    if (issues.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(fieldErrors(locale, issues)))
      errors[field] = { type: 'rule', message };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
