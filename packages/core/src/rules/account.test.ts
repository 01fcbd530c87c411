import { describe, expect, it } from 'vitest';
import {
  validateCheckoutTerms,
  validateEmail,
  validatePassword,
  validatePasswordConfirmation,
  validateProfileUpdate,
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

describe('profile fields (doc 1 §3)', () => {
  it('names the field of each profile problem with its message key', () => {
    // Given a profile update with one problem per field
    const issues = validateProfileUpdate({
      firstName: '  ',
      website: 'ftp://example.com',
      socialUrls: { linkedin: 'linkedin.com/in/me' },
      cellPhone: 'call me',
      dob: '1980-02-30',
      email: 'not-an-email',
      city: 'x'.repeat(81),
    });
    // Then each field carries the key a form shows beside it
    expect(issues.map((i) => [i.path.join('.'), i.messageKey])).toEqual([
      ['firstName', 'fieldRequired'],
      ['dob', 'invalidDate'],
      ['cellPhone', 'invalidPhone'],
      ['city', 'fieldTooLong'],
      ['website', 'invalidUrl'],
      ['socialUrls.linkedin', 'invalidUrl'],
      ['email', 'invalidEmail'],
    ]);
    // And values written as a person writes them pass, '' clears a field
    expect(
      validateProfileUpdate({
        firstName: 'Ada',
        website: 'https://example.com',
        socialUrls: { linkedin: '' },
        cellPhone: '+39 02 1234-5678',
        dob: '1980-02-29',
        zip: '',
      }),
    ).toEqual([]);
  });
});
