import { DomainError, type RouteDef, SHARE_TOKEN_HEADER } from '@esgkit/core';
import type { RequestHandler } from 'express';
import type { AccountService } from '../../services/accounts.ts';
import type { Principal } from '../../services/principal.ts';
import { stateOf } from '../context.ts';

const BEARER = /^Bearer\s+(\S{1,512})$/i;

/** What a caller presented: a bearer credential (null when the Authorization header is malformed) or a share token. */
export interface PresentedCredentials {
  bearer?: string | null;
  shareToken?: string;
}

/**
 * Authentication by the route's allowed-auth set (docs/architecture.md, "Answers, errors and who may call"). A
 * bearer credential is a session token or an API key (esk_…); the share token counts only where the route allows
 * 'share'. Anything else on an authenticated route is 401 sessionExpired — a share token on a non-share route
 * included (it is no credential there). An unknown share token is 404 sharingLinkInvalid, an expired one 410.
 * A read-only API key calls only the contract's `idempotent` routes (reads that change nothing): 403 readOnlyApiKey
 * elsewhere (docs/decisions.md "API key scope").
 * Both transports use it: the HTTP middleware below and the in-process caller (http/route-runner.ts).
 */
export const authenticatePrincipal = async (
  def: Pick<RouteDef, 'auth' | 'idempotent'>,
  accounts: AccountService,
  presented: PresentedCredentials,
): Promise<Principal | undefined> => {
  const auth = def.auth;
  if (auth.includes('anyone')) return undefined;
  if (presented.bearer !== undefined) {
    const principal = presented.bearer ? await accounts.authenticateBearer(presented.bearer) : undefined;
    if (!principal || !auth.includes(principal.kind)) throw new DomainError('sessionExpired');
    if (principal.kind === 'apiKey' && principal.scope === 'read-only' && !def.idempotent)
      throw new DomainError('readOnlyApiKey');
    return principal;
  }
  const shareToken = presented.shareToken;
  if (shareToken && auth.includes('share')) {
    const share = shareToken.length <= 512 ? await accounts.authenticateShare(shareToken) : undefined;
    if (share === 'expired') throw new DomainError('sharedLinkExpired');
    if (!share) throw new DomainError('sharingLinkInvalid');
    return { kind: 'share', share };
  }
  throw new DomainError('sessionExpired');
};

/** `Authorization: Bearer` and x-esgkit-share-token, read into authenticatePrincipal. */
export const authenticate =
  (def: Pick<RouteDef, 'auth' | 'idempotent'>, accounts: AccountService): RequestHandler =>
  async (req, res, next) => {
    const header = req.get('authorization');
    const shareToken = req.get(SHARE_TOKEN_HEADER);
    const principal = await authenticatePrincipal(def, accounts, {
      ...(header ? { bearer: BEARER.exec(header)?.[1] ?? null } : {}),
      ...(shareToken ? { shareToken } : {}),
    });
    if (principal) stateOf(res).principal = principal;
    next();
  };
