import { type AuthMode, DomainError, SHARE_TOKEN_HEADER } from '@esgkit/core';
import type { RequestHandler } from 'express';
import type { AccountService } from '../../services/accounts.ts';
import { stateOf } from '../context.ts';

const BEARER = /^Bearer\s+(\S{1,512})$/i;

/**
 * Authentication by the route's allowed-auth set (docs/architecture.md, "Answers, errors and who may call"). `Authorization: Bearer` carries a session
 * token or an API key (esk_…); the share token comes in x-esgkit-share-token and counts only where the route allows
 * 'share'. Anything else on an authenticated route is 401 sessionExpired — a share token on a non-share route
 * included (it is no credential there). An unknown share token is 404 sharingLinkInvalid, an expired one 410.
 */
export const authenticate =
  (auth: readonly AuthMode[], accounts: AccountService): RequestHandler =>
  async (req, res, next) => {
    if (auth.includes('anyone')) {
      next();
      return;
    }
    const state = stateOf(res);
    const header = req.get('authorization');
    if (header) {
      const credential = BEARER.exec(header)?.[1];
      const principal = credential ? await accounts.authenticateBearer(credential) : undefined;
      if (!principal || !auth.includes(principal.kind)) throw new DomainError('sessionExpired');
      state.principal = principal;
      next();
      return;
    }
    const shareToken = req.get(SHARE_TOKEN_HEADER);
    if (shareToken && auth.includes('share')) {
      const share = shareToken.length <= 512 ? await accounts.authenticateShare(shareToken) : undefined;
      if (share === 'expired') throw new DomainError('sharedLinkExpired');
      if (!share) throw new DomainError('sharingLinkInvalid');
      state.principal = { kind: 'share', share };
      next();
      return;
    }
    throw new DomainError('sessionExpired');
  };
