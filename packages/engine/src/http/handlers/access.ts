import { DomainError } from '@esgkit/core';
import type { Principal } from '../../services/principal.ts';
import type { UserRow } from '../../store/repositories/users.ts';
import type { ResolvedScope } from '../context.ts';

/**
 * The caller a handler needs, or 401 `sessionExpired`. The authenticate middleware already turned away callers a
 * route does not admit; these narrow the types, and answer like it if a route is mounted with the wrong `auth`.
 */
export const signedIn = (user: UserRow | undefined): UserRow => {
  if (!user) throw new DomainError('sessionExpired');
  return user;
};
export const callerOf = (principal: Principal | undefined): Principal => {
  if (!principal) throw new DomainError('sessionExpired');
  return principal;
};

/** A row the path named: the tenant-scope middleware resolved it (404 otherwise); a missing one is a mounting mistake. */
export const scoped = <K extends 'client' | 'portfolio' | 'template' | 'image'>(
  scope: ResolvedScope,
  key: K,
): NonNullable<ResolvedScope[K]> => {
  const row = scope[key];
  if (!row) throw new DomainError('notFound');
  return row as NonNullable<ResolvedScope[K]>;
};
