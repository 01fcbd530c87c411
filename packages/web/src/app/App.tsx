import { type ApiError, createClient, type Locale, SessionExpiredError } from '@esgkit/core';
import { MantineProvider } from '@mantine/core';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AlertView } from '../shared/feedback/AlertView.tsx';
import { createAlertStore } from '../shared/feedback/alert-store.ts';
import { VersionCheck } from '../shared/feedback/VersionCheck.tsx';
import { createI18n } from './i18n.ts';
import { LocaleProvider, useLocale } from './locale.tsx';
import { loginPathFor, paths } from './paths.ts';
import { createAppRouter } from './router.tsx';
import { type AppServices, ServicesContext } from './services.tsx';
import { createSessionStore } from './session-store.ts';
import { forgetTabDataOnSessionChange } from './tab-data.ts';
import { theme } from './theme.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { handlesErrors?: boolean };
  }
}

/** The app's long-lived objects: made once per page load (factories, no module state). */
type CoreServices = Omit<AppServices, 'client'> & { router: ReturnType<typeof createAppRouter> };

const createServices = (): CoreServices => {
  const session = createSessionStore(window.localStorage, window);
  const alerts = createAlertStore();
  // The tab's data (lookup portfolio, matching proposals) belongs to the session that wrote it (app/tab-data.ts).
  forgetTabDataOnSessionChange(session);
  let router: ReturnType<typeof createAppRouter> | null = null;
  // An expired session keeps the page the user was on (login brings them back); a logout does not.
  let isLeaving = false;
  const signOut = (options: { keepPage?: boolean } = {}) => {
    isLeaving = !options.keepPage;
    session.clear();
    queryClient.clear();
    void router?.navigate(options.keepPage ? loginPathFor(window.location) : paths.login, { replace: true });
  };
  // doc 2 §8: a 401 anywhere → go to Login, then show sessionExpired; any other failure → the generic toast
  // with the server's message key, unless the screen shows errors itself.
  const onError = (error: Error, silent: boolean) => {
    if (error instanceof SessionExpiredError) {
      if (session.get() === null) return;
      signOut({ keepPage: true });
      alerts.trigger({ message: 'sessionExpired', isSuccess: false });
      return;
    }
    if (!silent)
      alerts.trigger({ message: (error as ApiError).code ?? 'anErrorHasOccurred', isSuccess: false });
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta?.silent === true) }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => onError(error, mutation.meta?.handlesErrors === true),
    }),
    defaultOptions: {
      queries: {
        // A 4xx will not get better by asking again; a dropped connection might.
        retry: (count, error) => count < 2 && (error as ApiError).status === 0,
        refetchOnWindowFocus: false,
      },
    },
  });
  router = createAppRouter();
  return { session, alerts, queryClient, signOut, isLeaving: () => isLeaving, router };
};

const Root = ({ services }: { services: CoreServices }) => {
  const { locale } = useLocale();
  // The client sends the user's language with every call (Accept-Language).
  const value = useMemo<AppServices>(
    () => ({
      ...services,
      client: createClient({
        baseUrl: window.location.origin,
        auth: () => {
          const token = services.session.get()?.token;
          return token ? { token } : {};
        },
        fetch: window.fetch.bind(window),
        locale,
      }),
    }),
    [services, locale],
  );
  return (
    <ServicesContext.Provider value={value}>
      <QueryClientProvider client={services.queryClient}>
        <VersionCheck />
        <RouterProvider router={services.router} />
        <AlertView />
      </QueryClientProvider>
    </ServicesContext.Provider>
  );
};

/** The SPA: theme, language, services, the version check, the routes, the alert. `locale`'s resources must be
 * loaded (main.tsx awaits `loadLocale(initialLocale())` before the first render, so no key ever shows). */
export const App = ({ locale }: { locale: Locale }) => {
  const [services] = useState(createServices);
  const [i18n] = useState(() => {
    document.documentElement.lang = locale;
    return createI18n(locale);
  });
  return (
    <MantineProvider theme={theme}>
      <LocaleProvider i18n={i18n}>
        <Root services={services} />
      </LocaleProvider>
    </MantineProvider>
  );
};
