import type { Session } from '@esgkit/core';

/** What is kept of a sign-in (spec doc 1 §4: "success stores the session token and the access level"). */
export interface StoredSession {
  token: string;
  accessLevel: number;
  expiresAt: string;
}

export interface SessionStore {
  get(): StoredSession | null;
  set(session: Session): void;
  /** Logout and expiry: the token and the stored access level go (spec doc 1 §4). */
  clear(): void;
  subscribe(listener: () => void): () => void;
}

const TOKEN_KEY = 'esgkit.token';
const ACCESS_LEVEL_KEY = 'esgkit.accessLevel';
const EXPIRES_KEY = 'esgkit.expiresAt';

/**
 * The session in localStorage, so a reload or a second tab stays signed in; listeners hear every change, also one
 * made in another tab (`events`: the window's storage events), so logging out in one tab logs out all of them.
 */
export const createSessionStore = (
  storage: Storage,
  events?: Pick<Window, 'addEventListener'>,
): SessionStore => {
  const listeners = new Set<() => void>();
  const read = (): StoredSession | null => {
    const token = storage.getItem(TOKEN_KEY);
    if (!token) return null;
    const level = Number(storage.getItem(ACCESS_LEVEL_KEY));
    return {
      token,
      accessLevel: Number.isInteger(level) ? level : 4,
      expiresAt: storage.getItem(EXPIRES_KEY) ?? '',
    };
  };
  let current = read();
  const emit = () => {
    current = read();
    for (const listener of listeners) listener();
  };
  events?.addEventListener('storage', (event) => {
    if (event.key === null || [TOKEN_KEY, ACCESS_LEVEL_KEY, EXPIRES_KEY].includes(event.key)) emit();
  });
  return {
    get: () => current,
    set: (session) => {
      storage.setItem(TOKEN_KEY, session.token);
      storage.setItem(ACCESS_LEVEL_KEY, String(session.accessLevel));
      storage.setItem(EXPIRES_KEY, session.expiresAt);
      emit();
    },
    clear: () => {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(ACCESS_LEVEL_KEY);
      storage.removeItem(EXPIRES_KEY);
      emit();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
