import { IsoDate } from '../schemas/common.ts';
import type { Issue } from './issue.ts';
import { issue } from './make-issue.ts';

const YEAR = /^\d{4}$/;

/** Dates are yyyy-mm-dd, and a year alone is valid (spec doc 1 §5). */
export const isValidDateInput = (value: string): boolean =>
  YEAR.test(value) || IsoDate.safeParse(value).success;

/** The date rule (doc 1 §5): `invalidDate` unless the value is yyyy-mm-dd (a real day) or yyyy. */
export const validateDate = (value: string, path: Issue['path'] = ['date']): Issue[] =>
  isValidDateInput(value) ? [] : [issue('invalidDate', path, { params: { value } })];

/** A valid date input as the day it stands for: a year alone is its first day (`start`) or its last (`end`). */
export const dateInputToDay = (value: string, side: 'start' | 'end'): string =>
  YEAR.test(value) ? `${value}-${side === 'start' ? '01-01' : '12-31'}` : value;

/**
 * A financial date range (doc 1 §5, doc 2 §5 "daily performance takes from and to"): both ends valid dates, from
 * not after to, and the range inside [min, max]. The bounds are the data's first and last day (the spec does not
 * give them). A missing end stands for its bound.
 */
export const validateDateRange = (
  range: { from?: string | null; to?: string | null },
  bounds: { min: string; max: string },
): Issue[] => {
  const issues: Issue[] = [];
  if (range.from) issues.push(...validateDate(range.from, ['from']));
  if (range.to) issues.push(...validateDate(range.to, ['to']));
  if (issues.length > 0) return issues;
  const from = range.from ? dateInputToDay(range.from, 'start') : bounds.min;
  const to = range.to ? dateInputToDay(range.to, 'end') : bounds.max;
  // yyyy-mm-dd strings order as the days they name.
  if (from > to || from < bounds.min || to > bounds.max) {
    issues.push(issue('invalidDateRange', [], { params: { min: bounds.min, max: bounds.max } }));
  }
  return issues;
};

/**
 * The date of first investment must be at least one day old to show impact scores (doc 1 §5): a day before
 * `today` (yyyy-mm-dd, the caller's calendar day). A warning: the portfolio is fine, its impact scores wait.
 */
export const validateInvestmentDayForImpact = (
  investmentDay: string,
  today: string,
  path: Issue['path'] = ['investmentDay'],
): Issue[] => {
  if (!IsoDate.safeParse(investmentDay).success)
    return [issue('invalidDate', path, { params: { value: investmentDay } })];
  return investmentDay < today ? [] : [issue('investmentDayTooRecent', path, { severity: 'warning' })];
};

/**
 * The date of first investment lies in the data's price history (issue 20: years 0001 and 9999 were saved): from
 * the dataset's first price day up to today (yyyy-mm-dd each), else `investmentDayOutOfRange` with both bounds.
 * An "invalid financial date range" (doc 1 §5, doc 2 §8); the spec does not give the bounds.
 */
export const validateInvestmentDayRange = (
  investmentDay: string,
  bounds: { min: string; max: string },
  path: Issue['path'] = ['investmentDay'],
): Issue[] =>
  investmentDay >= bounds.min && investmentDay <= bounds.max
    ? []
    : [issue('investmentDayOutOfRange', path, { params: { min: bounds.min, max: bounds.max } })];

/** A date and time as sent: an ISO string without the trailing Z, in UTC (doc 1 §5, doc 2 §5). */
export const toWireDateTime = (date: Date): string => date.toISOString().replace(/Z$/, '');

/** A date-time as sent (no zone, UTC) or a yyyy-mm-dd day, as a Date; NaN-dated for anything else. */
export const parseWireDateTime = (value: string): Date => {
  if (IsoDate.safeParse(value).success) return new Date(`${value}T00:00:00Z`);
  return new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}Z`);
};
