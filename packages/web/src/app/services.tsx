import type { ApiClient } from '@esgkit/core';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { AlertStore } from '../shared/feedback/alert-store.ts';
import type { SessionStore } from './session-store.ts';

/** What every screen may reach: the API client, the session, the alert stack, and the query cache. */
export interface AppServices {
  client: ApiClient;
  session: SessionStore;
  alerts: AlertStore;
  queryClient: QueryClient;
  /** Sign out locally and go to /login (the server call, if any, is the caller's). */
  signOut(options?: { keepPage?: boolean }): void;
  /** Whether the session ended by a deliberate sign-out (logout, account deletion): /login then forgets the page. */
  isLeaving(): boolean;
}

export const ServicesContext = createContext<AppServices | null>(null);

export const useServices = (): AppServices => {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside <App>');
  return services;
};
