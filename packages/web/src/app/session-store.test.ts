import { describe, expect, it } from 'vitest';
import { createSessionStore } from './session-store.ts';

const memoryStorage = (): Storage => {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
};

describe('session store (spec doc 1 §4: the token and the access level are stored)', () => {
  it('stores the token and access level, and forgets both on clear', () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage);
    let changes = 0;
    session.subscribe(() => {
      changes += 1;
    });
    session.set({ token: 'abc', accessLevel: 100, userCapability: 4, expiresAt: '2026-12-24T08:00:00.000Z' });
    expect(session.get()).toEqual({ token: 'abc', accessLevel: 100, expiresAt: '2026-12-24T08:00:00.000Z' });
    expect(createSessionStore(storage).get()?.token).toBe('abc');
    session.clear();
    expect([session.get(), storage.getItem('esgkit.token'), storage.getItem('esgkit.accessLevel')]).toEqual([
      null,
      null,
      null,
    ]);
    expect(changes).toBe(2);
  });

  it('follows a logout made in another tab', () => {
    const storage = memoryStorage();
    const listeners: Array<(event: { key: string | null }) => void> = [];
    const events = {
      addEventListener: (_type: string, listener: (event: { key: string | null }) => void) =>
        listeners.push(listener),
    } as unknown as Pick<Window, 'addEventListener'>;
    const session = createSessionStore(storage, events);
    session.set({ token: 'abc', accessLevel: 4, userCapability: 1, expiresAt: '' });
    // the other tab removes the keys from the shared storage; this tab hears a storage event
    storage.removeItem('esgkit.token');
    for (const listener of listeners) listener({ key: 'esgkit.token' });
    expect(session.get()).toBeNull();
  });
});
