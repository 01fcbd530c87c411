import { describe, expect, it } from 'vitest';
import { optionalEnvText } from './env.ts';

describe('optionalEnvText', () => {
  it('reads unset, empty and blank values as unset', () => {
    expect(optionalEnvText.parse(undefined)).toBeUndefined();
    expect(optionalEnvText.parse('')).toBeUndefined();
    expect(optionalEnvText.parse('  \t')).toBeUndefined();
  });

  it('trims a set value', () => {
    expect(optionalEnvText.parse(' 0.0.0.0 ')).toBe('0.0.0.0');
    expect(optionalEnvText.parse('it-IT')).toBe('it-IT');
  });
});
