import { describe, expect, it } from 'vitest';
import {
  validateCheckoutTerms,
  validateEmail,
  validatePassword,
  validatePasswordConfirmation,
} from './account.ts';

const keys = (issues: { messageKey: string }[]) => issues.map((i) => i.messageKey);

describe('account rules', () => {
  it('accepts a valid email and refuses malformed ones', () => {
    expect(validateEmail('anna.rossi@example.it')).toEqual([]);
    expect(validateEmail(' anna@example.com ')).toEqual([]);
    for (const bad of ['', 'anna', 'anna@', '@example.com', 'anna@example', 'anna rossi@example.com']) {
      expect(validateEmail(bad), bad).toEqual([
        { code: 'invalidEmail', path: ['email'], messageKey: 'invalidEmail', severity: 'error' },
      ]);
    }
  });

  it('accepts a strong password', () => {
    expect(validatePassword('Sustain4ble')).toEqual([]);
    expect(validatePassword('Àbcdefg1')).toEqual([]);
  });

  it('names each missing password condition', () => {
    expect(keys(validatePassword('Ab1'))).toEqual(['passwordTooShort']);
    expect(keys(validatePassword('ABCDEFG1'))).toEqual(['passwordNeedsLowercase']);
    expect(keys(validatePassword('abcdefg1'))).toEqual(['passwordNeedsUppercase']);
    expect(keys(validatePassword('Abcdefgh'))).toEqual(['passwordNeedsDigit']);
    expect(keys(validatePassword(''))).toEqual([
      'passwordTooShort',
      'passwordNeedsLowercase',
      'passwordNeedsUppercase',
      'passwordNeedsDigit',
    ]);
  });

  it('refuses a confirmation that does not match', () => {
    expect(validatePasswordConfirmation('Sustain4ble', 'Sustain4ble')).toEqual([]);
    expect(validatePasswordConfirmation('Sustain4ble', 'sustain4ble')).toEqual([
      {
        code: 'passwordsDoNotMatch',
        path: ['confirmation'],
        messageKey: 'passwordsDoNotMatch',
        severity: 'error',
      },
    ]);
  });

  it('requires the terms at checkout', () => {
    expect(validateCheckoutTerms(true)).toEqual([]);
    expect(keys(validateCheckoutTerms(false))).toEqual(['termsRequired']);
    expect(keys(validateCheckoutTerms(undefined))).toEqual(['termsRequired']);
  });
});
