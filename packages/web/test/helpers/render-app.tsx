// The SPA's ambient types (CSS imports, import.meta.env, the built-in version), as tsconfig.app.json has them.
/// <reference types="vite/client" />
/// <reference path="../../src/env.d.ts" />
import '@mantine/core/styles.css';
import '../../src/app/app.css';
import type { ApiClient, Locale, RouteId, UserProfile } from '@esgkit/core';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from 'vitest-browser-react';
import { createI18n, loadLocale } from '../../src/app/i18n.ts';
import { LocaleProvider } from '../../src/app/locale.tsx';
import { type AppServices, ServicesContext } from '../../src/app/services.tsx';
import { createSessionStore } from '../../src/app/session-store.ts';
import { theme } from '../../src/app/theme.ts';
import { createAlertStore } from '../../src/shared/feedback/alert-store.ts';

/**
 * What the fake API answers, by route id: a function of the call's input. A route not listed never answers (the
 * screen stays in its loading state), so a test names every call it expects.
 */
export type FakeRoutes = Partial<Record<RouteId, (input: unknown) => unknown>>;

/** A signed-in user as `profile.get` returns it: full access (level 100) unless the test says otherwise. */
export const profileOf = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Ada',
  lastName: 'Rossi',
  email: 'ada@example.com',
  userLanguage: ['en-US'],
  accessLevel: 100,
  userCapability: 5,
  plan: 'professional',
  isConfirmed: true,
  ...overrides,
});

/** Starter (doc 1 §6): access level 4, so the Data Hub and the client pages are locked. */
export const starterProfile = (): UserProfile =>
  profileOf({ accessLevel: 4, userCapability: 1, plan: 'starter' });

const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};

/**
 * Renders `ui` at `path` inside the providers App.tsx composes (Mantine theme, i18n in `locale`, the services,
 * react-query, a router), signed in as `profile` (`null`: signed out; a promise that never settles: still
 * loading). The API is a fake client at the service boundary: `routes` answers calls, nothing reaches a network.
 * `extraRoutes` are further pages of the memory router (where a redirect lands).
 */
export const renderWithApp = async (
  ui: ReactNode,
  options: {
    locale?: Locale;
    profile?: UserProfile | null | 'loading';
    routes?: FakeRoutes;
    path?: string;
    /** The address opened, when `path` is a pattern with parameters (default: `path`). */
    entry?: string;
    extraRoutes?: { path: string; element: ReactNode }[];
  } = {},
) => {
  const profile = options.profile === undefined ? profileOf() : options.profile;
  const session = createSessionStore(memoryStorage());
  if (profile !== null)
    session.set({
      token: 'test-token',
      accessLevel: profile === 'loading' ? 4 : profile.accessLevel,
      userCapability: profile === 'loading' ? -1 : profile.userCapability,
      expiresAt: '2099-01-01T00:00:00Z',
    });
  const routes: FakeRoutes = {
    ...(profile !== null && profile !== 'loading' ? { 'profile.get': () => ({ data: profile }) } : {}),
    ...options.routes,
  };
  const client: ApiClient = {
    baseUrl: 'http://127.0.0.1',
    call: ((id: RouteId, input?: unknown) => {
      const answer = routes[id];
      return answer ? Promise.resolve(answer(input)) : new Promise(() => {});
    }) as ApiClient['call'],
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const services: AppServices = {
    client,
    session,
    alerts: createAlertStore(),
    queryClient,
    signOut: () => session.clear(),
    isLeaving: () => false,
  };
  const path = options.path ?? '/';
  const router = createMemoryRouter([{ path, element: ui }, ...(options.extraRoutes ?? [])], {
    initialEntries: [options.entry ?? path],
  });
  // as main.tsx: the language is loaded before the first render
  const locale = options.locale ?? 'en-US';
  await loadLocale(locale);
  const i18n = createI18n(locale);
  return render(
    <MantineProvider theme={theme}>
      <LocaleProvider i18n={i18n}>
        <ServicesContext.Provider value={services}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ServicesContext.Provider>
      </LocaleProvider>
    </MantineProvider>,
  );
};
