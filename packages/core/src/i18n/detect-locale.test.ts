import { describe, expect, it } from 'vitest';
import { detectLocale, langCookieValue, localeFromPosix, matchLocale } from './detect-locale.ts';

describe('matchLocale', () => {
  it.each([
    ['it', 'it-IT'],
    ['it-IT', 'it-IT'],
    ['it-CH', 'it-IT'],
    ['IT_it.UTF-8', 'it-IT'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    [' en_US ', 'en-US'],
    ['de-DE', undefined],
    ['C', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (tag, expected) => {
    expect(matchLocale(tag)).toBe(expected);
  });
});

describe('detectLocale', () => {
  it('prefers the lang cookie when it maps to a supported locale', () => {
    expect(detectLocale({ cookie: 'it', navigatorLanguages: ['en-US'] })).toBe('it-IT');
    expect(detectLocale({ cookie: 'en-US', navigatorLanguages: ['it-IT'] })).toBe('en-US');
  });

  it('skips a cookie that maps to nothing and takes the first browser language that does', () => {
    expect(detectLocale({ cookie: 'fr', navigatorLanguages: ['de-DE', 'it-CH', 'en-US'] })).toBe('it-IT');
    expect(detectLocale({ navigatorLanguages: ['es', 'en-GB', 'it'] })).toBe('en-US');
  });

  it('falls back to the POSIX environment, then to en-US', () => {
    expect(detectLocale({ navigatorLanguages: ['de'], env: { LANG: 'it_IT.UTF-8' } })).toBe('it-IT');
    expect(detectLocale({ navigatorLanguages: ['de', 'fr'] })).toBe('en-US');
    expect(detectLocale({ env: { LANG: 'de_DE.UTF-8' } })).toBe('en-US');
    expect(detectLocale()).toBe('en-US');
  });

  it('reads the environment with POSIX precedence: LC_ALL, then LC_MESSAGES, then LANG; empty counts as unset', () => {
    expect(detectLocale({ env: { LC_ALL: 'C', LANG: 'it_IT.UTF-8' } })).toBe('en-US');
    expect(detectLocale({ env: { LC_ALL: '', LC_MESSAGES: 'it_IT', LANG: 'en_US' } })).toBe('it-IT');
  });
});

describe('localeFromPosix', () => {
  it.each([
    ['it_IT.UTF-8', 'it-IT'],
    ['it_CH', 'it-IT'],
    ['it', 'it-IT'],
    ['en_US.UTF-8', 'en-US'],
    ['de_DE.UTF-8', 'en-US'],
    ['C', 'en-US'],
    ['POSIX', 'en-US'],
    [undefined, 'en-US'],
  ])('%j → %s', (value, expected) => {
    expect(localeFromPosix(value)).toBe(expected);
  });
});

describe('langCookieValue', () => {
  it('finds the lang cookie among others in a Cookie header', () => {
    expect(langCookieValue('session=abc; lang=it-IT; theme=dark')).toBe('it-IT');
    expect(langCookieValue('lang="en"')).toBe('en');
    expect(langCookieValue('xlang=it; language=it')).toBeUndefined();
    expect(langCookieValue(undefined)).toBeUndefined();
  });
});
