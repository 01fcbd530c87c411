import { DomainError } from '@esgkit/core';
import type { Kysely } from 'kysely';
import { findOwnedApiKey } from '../store/repositories/api-keys.ts';
import { findClientPortfolio } from '../store/repositories/portfolios.ts';
import { findShareLinkById, type ShareLinkRow } from '../store/repositories/shares.ts';
import { findUserById } from '../store/repositories/users.ts';
import type { Database } from '../store/schema.ts';
import { apiKeyLive, apiKeyPrincipal, type Principal, type ShareScope } from './principal.ts';

/**
 * The credential a piece of work was authorised under, kept by id so it can be checked again later (a download link
 * is opened without login, up to its TTL after it was made): the user of a session, an API key, or a share link.
 */
export type Grant =
  | { kind: 'session'; userId: string }
  | { kind: 'apiKey'; userId: string; apiKeyId: string }
  | { kind: 'share'; shareId: string };

export const grantOf = (principal: Principal): Grant => {
  if (principal.kind === 'share') return { kind: 'share', shareId: principal.share.shareId };
  if (principal.kind === 'apiKey')
    return { kind: 'apiKey', userId: principal.user.id, apiKeyId: principal.apiKeyId };
  return { kind: 'session', userId: principal.user.id };
};

/**
 * A live share link's reach, with the advisor's CURRENT access level; undefined when its advisor is gone, 'expired'
 * past its end (a revoked link is ended at its revocation). Token authentication and grant checks both read it.
 */
export const shareScopeOf = async (
  db: Kysely<Database>,
  link: ShareLinkRow,
  nowIso: string,
): Promise<ShareScope | 'expired' | undefined> => {
  if (link.expires_at && link.expires_at <= nowIso) return 'expired';
  const owner = await findUserById(db, link.owner_id);
  if (!owner) return undefined;
  const portfolio = await findClientPortfolio(db, link.client_id);
  return {
    shareId: link.id,
    ownerId: link.owner_id,
    clientId: link.client_id,
    portfolioId: portfolio?.id ?? null,
    ownerAccessLevel: owner.access_level,
  };
};

/**
 * The grant as it stands now, as the principal its credential would authenticate to today (the user's current plan
 * and capability, the advisor's current access level), else the error that credential answers now: a share link
 * revoked or expired sharedLinkExpired, replaced or its advisor gone sharingLinkInvalid; an API key revoked, expired or a
 * user deleted sessionExpired (docs/decisions.md "Download links answer as their grant would now").
 */
export const principalOfGrant = async (
  db: Kysely<Database>,
  grant: Grant,
  nowIso: string,
): Promise<Principal> => {
  if (grant.kind === 'share') {
    const link = await findShareLinkById(db, grant.shareId);
    const share = link ? await shareScopeOf(db, link, nowIso) : undefined;
    if (share === 'expired') throw new DomainError('sharedLinkExpired');
    if (!share) throw new DomainError('sharingLinkInvalid');
    return { kind: 'share', share };
  }
  const user = await findUserById(db, grant.userId);
  if (!user) throw new DomainError('sessionExpired');
  // a session grant is bound to its user, not to the session (docs/decisions.md): no session to name here
  if (grant.kind === 'session') return { kind: 'session', user, sessionId: '', expiresAt: '' };
  const key = await findOwnedApiKey(db, user.id, grant.apiKeyId);
  if (!key || !apiKeyLive(key, nowIso)) throw new DomainError('sessionExpired');
  return apiKeyPrincipal(user, key);
};
