import { describe, expect, it } from 'vitest';
import { isVersionMismatch } from './version.ts';

describe('isVersionMismatch', () => {
  it('flags a different server version', () => {
    expect(isVersionMismatch('3.2.1', '0.0.14')).toBe(true);
    expect(isVersionMismatch('0.0.15', '0.0.14')).toBe(true);
  });

  it('does not flag an equal version or a missing answer', () => {
    expect(isVersionMismatch('0.0.14', '0.0.14')).toBe(false);
    expect(isVersionMismatch(' v0.0.14 ', '0.0.14')).toBe(false);
    expect(isVersionMismatch(null, '0.0.14')).toBe(false);
    expect(isVersionMismatch('', '0.0.14')).toBe(false);
  });
});
