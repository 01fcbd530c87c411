import type { UserRow } from '../store/repositories/users.ts';

/** Who is calling, as authentication established it. Services and HTTP middleware share this shape. */
export type Principal =
  | { kind: 'session'; user: UserRow; sessionId: string; expiresAt: string }
  | { kind: 'apiKey'; user: UserRow; apiKeyId: string }
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
