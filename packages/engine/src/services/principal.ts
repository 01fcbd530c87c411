import { ApiKeyScope } from '@esgkit/core';
import type { ApiKeyRow } from '../store/repositories/api-keys.ts';
import type { UserRow } from '../store/repositories/users.ts';

/** Who is calling, as authentication established it. Services and HTTP middleware share this shape. */
export type Principal =
  | { kind: 'session'; user: UserRow; sessionId: string; expiresAt: string }
  | { kind: 'apiKey'; user: UserRow; apiKeyId: string; scope: ApiKeyScope }
  | { kind: 'share'; share: ShareScope };

/** A share link's reach: one client and its portfolio of one advisor, read-only, capability 4 (doc 1 §4). */
export interface ShareScope {
  shareId: string;
  ownerId: string;
  clientId: string;
  portfolioId: string | null;
  /** The advisor's access level: sharing mode keeps the owner's plan locks (doc 1 §3 "Shared client: accessLevel"). */
  ownerAccessLevel: number;
}

export const principalUser = (principal: Principal | undefined): UserRow | undefined =>
  principal && principal.kind !== 'share' ? principal.user : undefined;

/** An API key authenticates until its expiry (issue 28): from `expires_at` on it answers 401 like a revoked key. */
export const apiKeyLive = (key: Pick<ApiKeyRow, 'expires_at'>, nowIso: string): boolean =>
  key.expires_at === null || nowIso < key.expires_at;

export const apiKeyPrincipal = (
  user: UserRow,
  key: Pick<ApiKeyRow, 'id' | 'scope'>,
): Extract<Principal, { kind: 'apiKey' }> => ({
  kind: 'apiKey',
  user,
  apiKeyId: key.id,
  scope: ApiKeyScope.parse(key.scope),
});
