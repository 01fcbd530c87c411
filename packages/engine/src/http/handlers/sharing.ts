import { DomainError } from '@esgkit/core';
import type { MediaService } from '../../services/media.ts';
import type { PortfolioService } from '../../services/portfolios/index.ts';
import type { ShareService } from '../../services/shares.ts';
import type { UserRow } from '../../store/repositories/users.ts';
import type { ResolvedScope, RouteHandlers } from '../context.ts';

const signedIn = (user: UserRow | undefined): UserRow => {
  if (!user) throw new DomainError('sessionExpired');
  return user;
};
// The tenant-scope middleware resolved the client (404 otherwise); a missing one here is a mounting mistake.
const clientOf = (scope: ResolvedScope) => {
  if (!scope.client) throw new DomainError('notFound');
  return scope.client;
};

/** Share links (create, revoke, open without login) and a client's picture. */
export const sharingHandlers = (deps: {
  shares: ShareService;
  media: MediaService;
  portfolios: PortfolioService;
}): Pick<RouteHandlers, 'shares.create' | 'shares.revoke' | 'shares.get' | 'clients.setImage'> => ({
  'shares.create': async ({ user, scope, body }) => ({
    data: await deps.shares.create(signedIn(user), clientOf(scope), body?.expiresInDays),
    status: 201,
  }),
  'shares.revoke': async ({ scope }) => {
    await deps.shares.revoke(clientOf(scope));
    return { data: { ok: true as const } };
  },
  'shares.get': async ({ params }) => ({ data: await deps.shares.open(params.token) }),
  'clients.setImage': async ({ user, scope, body }) => {
    const updated = await deps.media.setClientImage(signedIn(user), clientOf(scope), body.dataUrl);
    return { data: await deps.portfolios.toClient(updated) };
  },
});
