import { Email } from '../schemas/common.ts';
import { UserProfileUpdate } from '../schemas/user.ts';
import { MIN_PASSWORD_LENGTH } from './constants.ts';
import type { Issue } from './issue.ts';
import { issue } from './make-issue.ts';
import { issuesFromZod } from './zod-issues.ts';

/** Email must be valid (spec doc 1 §5). */
export const validateEmail = (email: string, path: Issue['path'] = ['email']): Issue[] =>
  Email.safeParse(email.trim()).success ? [] : [issue('invalidEmail', path)];

/**
 * Password strength (spec doc 1 §5): at least eight characters, a lowercase letter, an uppercase letter and a
 * digit. Every unmet condition is its own issue so a form can tick them off.
 */
export const validatePassword = (password: string, path: Issue['path'] = ['password']): Issue[] => {
  const issues: Issue[] = [];
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    issues.push(issue('passwordTooShort', path, { params: { min: MIN_PASSWORD_LENGTH } }));
  }
  if (!/\p{Ll}/u.test(password)) issues.push(issue('passwordNeedsLowercase', path));
  if (!/\p{Lu}/u.test(password)) issues.push(issue('passwordNeedsUppercase', path));
  if (!/[0-9]/.test(password)) issues.push(issue('passwordNeedsDigit', path));
  return issues;
};

/** The confirmation must match the password (spec doc 1 §5). */
export const validatePasswordConfirmation = (
  password: string,
  confirmation: string,
  path: Issue['path'] = ['confirmation'],
): Issue[] => (password === confirmation ? [] : [issue('passwordsDoNotMatch', path)]);

/** The terms must be agreed at checkout (spec doc 1 §5). */
export const validateCheckoutTerms = (
  acceptTerms: boolean | undefined,
  path: Issue['path'] = ['acceptTerms'],
): Issue[] => (acceptTerms === true ? [] : [issue('termsRequired', path)]);

/**
 * The profile fields as profile.update checks them (spec doc 1 §3): names required, a real day, an http(s) web
 * address, a phone number, lengths; each issue names its field, so Account info marks it before sending.
 */
export const validateProfileUpdate = (values: unknown): Issue[] =>
  issuesFromZod(UserProfileUpdate.safeParse(values));
