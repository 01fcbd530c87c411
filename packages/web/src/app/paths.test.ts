import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './paths.ts';

describe('safeNextPath: where login may send the user back to', () => {
  it('keeps a path under /platform with its query and hash', () => {
    expect(safeNextPath('/platform')).toBe('/platform');
    expect(safeNextPath('/platform/client/c1/share?x=1#top')).toBe('/platform/client/c1/share?x=1#top');
  });
  it('refuses other sites, other areas and tricks that leave /platform', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/platform',
      '//evil.example/platform',
      '/\\evil.example/platform',
      '/\t/evil.example/platform',
      'javascript:alert(1)',
      '/login',
      '/platformx',
      '/platform/../login',
      'platform/lookup',
    ])
      expect(safeNextPath(next), String(next)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('carries the asked page in ?next=, and nothing for a page outside /platform', () => {
    expect(loginPathFor({ pathname: '/platform/profile/account_info', search: '?tab=1' })).toBe(
      '/login?next=%2Fplatform%2Fprofile%2Faccount_info%3Ftab%3D1',
    );
    expect(loginPathFor({ pathname: '/legal', search: '' })).toBe('/login');
  });
});
