import {
  type ApiError,
  type CallInput,
  type CallOutput,
  canAccess,
  type FeatureId,
  type RouteId,
  type UserProfile,
} from '@esgkit/core';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { queryKeys } from './query-keys.ts';
import { useServices } from './services.tsx';

type Call = (id: RouteId, input?: object) => Promise<unknown>;

/** A contract route through react-query: cached by route id and input, cancelled when the screen leaves. */
export const useApiQuery = <Id extends RouteId>(
  id: Id,
  input?: Omit<CallInput<Id>, 'signal'>,
  options: Omit<UseQueryOptions<CallOutput<Id>, ApiError>, 'queryKey' | 'queryFn'> = {},
) => {
  const { client } = useServices();
  const call = client.call as unknown as Call;
  return useQuery<CallOutput<Id>, ApiError>({
    queryKey: queryKeys.call(id, input ?? null),
    queryFn: ({ signal }) => call(id, { ...input, signal }) as Promise<CallOutput<Id>>,
    ...options,
  });
};

/** Calls a route once (forms, actions). */
export const useApiCall = () => {
  const { client } = useServices();
  return client.call;
};

/** The stored session, re-rendering on sign-in and sign-out. */
export const useSession = () => {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.get, session.get);
};

/** The signed-in user's profile; undefined while it loads, when signed out, or when the read failed (`error`). */
export const useProfile = (): {
  profile: UserProfile | undefined;
  isLoading: boolean;
  error: ApiError | null;
  refetch: () => unknown;
} => {
  const session = useSession();
  const query = useApiQuery('profile.get', undefined, { enabled: session !== null, staleTime: 60_000 });
  return {
    profile: query.data?.data,
    isLoading: query.isLoading,
    error: query.error,
    refetch: query.refetch,
  };
};

/**
 * Whether the user may use a feature, by core's canAccess. Until the profile is loaded the capability is negative
 * (spec doc 1 §6: "not yet loaded, so placeholders show").
 */
export const useAccess = (feature: FeatureId) => {
  const session = useSession();
  const { profile } = useProfile();
  return canAccess(
    {
      accessLevel: profile?.accessLevel ?? session?.accessLevel ?? 4,
      userCapability: profile?.userCapability ?? -1,
    },
    feature,
  );
};
