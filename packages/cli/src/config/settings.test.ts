import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors.ts';
import { parseAmountFlag, resolveAmount, resolveLocale, resolveSettings } from './settings.ts';
import { memoryConfStore } from './store.ts';

describe('resolveLocale: --lang > ESGKIT_LANG > conf > LC_ALL/LANG > en-US', () => {
  it('takes each source in turn', () => {
    expect(resolveLocale({ lang: 'it' }, { ESGKIT_LANG: 'en-US' }, { lang: 'en-US' }).locale).toBe('it-IT');
    expect(resolveLocale({}, { ESGKIT_LANG: 'it-IT', LANG: 'en_US.UTF-8' }, { lang: 'en-US' }).locale).toBe(
      'it-IT',
    );
    expect(resolveLocale({}, { LANG: 'en_US.UTF-8' }, { lang: 'it-IT' }).locale).toBe('it-IT');
    expect(resolveLocale({}, { LC_ALL: 'it_IT.UTF-8', LANG: 'en_US.UTF-8' }, {}).locale).toBe('it-IT');
    expect(resolveLocale({}, { LANG: 'C' }, {})).toEqual({ locale: 'en-US', source: 'env' });
    expect(resolveLocale({}, {}, {})).toEqual({ locale: 'en-US', source: 'default' });
  });

  it('refuses an unknown --lang', () => {
    expect(() => resolveLocale({ lang: 'de-DE' }, {}, {})).toThrow(UsageError);
  });
});

describe('resolveSettings', () => {
  it('prefers the flag to the env and the env to the conf file', () => {
    const conf = memoryConfStore({ api: 'http://conf.example', token: 'conf-token' });
    expect(
      resolveSettings({ api: 'http://flag.example' }, { ESGKIT_API: 'http://env.example' }, conf).api,
    ).toBe('http://flag.example');
    expect(resolveSettings({}, { ESGKIT_API: 'http://env.example' }, conf).api).toBe('http://env.example');
    expect(resolveSettings({}, {}, conf)).toMatchObject({ api: 'http://conf.example', token: 'conf-token' });
  });

  it('never sends a stored token to another engine than the one it came from', () => {
    const conf = memoryConfStore({ api: 'http://conf.example', token: 'conf-token' });
    expect(resolveSettings({ api: 'http://other.example' }, {}, conf).token).toBeUndefined();
  });
});

describe('amounts', () => {
  it('reads amounts as users type them', () => {
    expect(parseAmountFlag('250000', '--amount')).toBe(250_000);
    expect(parseAmountFlag('250,000', '--amount')).toBe(250_000);
    expect(parseAmountFlag('250.000', '--amount')).toBe(250_000);
    expect(parseAmountFlag('1e6', '--amount')).toBe(1_000_000);
    expect(() => parseAmountFlag('-5', '--amount')).toThrow(UsageError);
  });

  it('defaults to 100,000 EUR (docs/cli.md, Settings)', () => {
    expect(resolveAmount(undefined, {}, memoryConfStore())).toEqual({ amount: 100_000, source: 'default' });
    expect(resolveAmount(undefined, { ESGKIT_AMOUNT: '5000' }, memoryConfStore({ amount: 7 })).amount).toBe(
      5000,
    );
  });
});
