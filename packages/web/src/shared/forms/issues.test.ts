import { validateEmail, validatePassword } from '@esgkit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../../app/i18n.ts';
import { fieldErrors, requiredIssue } from './issues.ts';

describe('form field errors from core rules', () => {
  // the web loads one language at a time (app/i18n.ts); the page does this before its first render
  beforeAll(async () => {
    await loadLocale('en-US');
    await loadLocale('it-IT');
  });

  it('shows the first issue of each field, translated, with the form’s own required message', () => {
    const issues = [...validateEmail('not-an-email'), ...validatePassword('short'), requiredIssue('code')];
    expect(fieldErrors('en-US', issues)).toEqual({
      email: 'Please enter a valid email address.',
      password: 'The password must be at least 8 characters long.',
      code: 'This field is required.',
    });
    expect(fieldErrors('it-IT', issues)).toEqual({
      email: 'Inserisci un indirizzo email valido.',
      password: 'La password deve contenere almeno 8 caratteri.',
      code: 'Questo campo è obbligatorio.',
    });
  });
});
