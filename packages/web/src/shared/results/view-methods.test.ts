import { methodById } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { viewMethodIds } from './view-methods.ts';

describe('the result views’ methodology links', () => {
  it('point at methods that exist (a renamed entry would leave a dead “How it is computed” link)', () => {
    const ids = Object.values(viewMethodIds);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(methodById(id!), id).toBeDefined();
  });
});
