import { type ApiClient, type ApiError, type CallOutput, createClient, type RouteId } from '@esgkit/core';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useLocale } from '../../app/locale.tsx';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';

/**
 * Whose figures the result views show: a lookup's or a client's portfolio, and for the read-only shared variants
 * (doc 1 §2 /shareClient) the share token the engine accepts instead of a session.
 */
export interface ResultsSubject {
  portfolioId: string;
  shareToken?: string;
  /** Whether the portfolio has a benchmark (adds the benchmark side to aggregates). */
  hasBenchmark?: boolean;
}

interface ResultsContextValue {
  subject: ResultsSubject;
  client: ApiClient;
  /** Where the views' own paths hang: `${base}/performance/sustainable/summary`, etc. */
  base: string;
  /** Kept on every link between views (the lookup results carry the portfolio id in the query). */
  search: string;
}

/** The API client that asks for a subject: the signed-in session's, or one sending the share token instead. */
export const useSubjectClient = (shareToken: string | undefined): ApiClient => {
  const services = useServices();
  const { locale } = useLocale();
  return useMemo(
    () =>
      shareToken
        ? createClient({
            baseUrl: window.location.origin,
            auth: { shareToken },
            fetch: window.fetch.bind(window),
            locale,
          })
        : services.client,
    [shareToken, services.client, locale],
  );
};

const ResultsContext = createContext<ResultsContextValue | null>(null);

export const ResultsProvider = ({
  subject,
  base,
  search = '',
  children,
}: {
  subject: ResultsSubject;
  base: string;
  search?: string;
  children: ReactNode;
}) => {
  const client = useSubjectClient(subject.shareToken);
  const value = useMemo(() => ({ subject, client, base, search }), [subject, client, base, search]);
  return <ResultsContext.Provider value={value}>{children}</ResultsContext.Provider>;
};

export const useResults = (): ResultsContextValue => {
  const value = useContext(ResultsContext);
  if (!value) throw new Error('a result view outside <ResultsProvider>');
  return value;
};

/** A view's link inside the results tree, keeping the subject's query. */
export const useViewPath = () => {
  const { base, search } = useResults();
  return (path: string) => `${base}/${path}${search}`;
};

type Call = (id: RouteId, input?: object) => Promise<unknown>;

/** A view route of the subject's portfolio (params.portfolioId filled in), through react-query. */
export const useViewQuery = <Id extends RouteId>(id: Id, input: { params?: object; query?: object } = {}) => {
  const { subject, client } = useResults();
  const { locale } = useLocale();
  const call = client.call as unknown as Call;
  const full = { ...input, params: { portfolioId: subject.portfolioId, ...input.params } };
  return useQuery<CallOutput<Id>, ApiError>({
    queryKey: queryKeys.view(id, full, subject.shareToken ?? null, locale),
    queryFn: ({ signal }) => call(id, { ...full, signal }) as Promise<CallOutput<Id>>,
    staleTime: 60_000,
    // Each section shows its own failure in place (parts.tsx Section); no global alert on top.
    meta: { silent: true },
    retry: false,
  });
};
