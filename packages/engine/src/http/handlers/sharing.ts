import type { MediaService } from '../../services/media.ts';
import type { PortfolioService } from '../../services/portfolios/index.ts';
import type { ShareService } from '../../services/shares.ts';
import type { RouteHandlers } from '../context.ts';
import { scoped, signedIn } from './access.ts';

/** Share links (create, revoke, open without login) and a client's picture. */
export const sharingHandlers = (deps: {
  shares: ShareService;
  media: MediaService;
  portfolios: PortfolioService;
}): Pick<RouteHandlers, 'shares.create' | 'shares.revoke' | 'shares.get' | 'clients.setImage'> => ({
  'shares.create': async ({ user, scope, body }) => ({
    data: await deps.shares.create(signedIn(user), scoped(scope, 'client'), body?.expiresInDays),
    status: 201,
  }),
  'shares.revoke': async ({ scope }) => {
    await deps.shares.revoke(scoped(scope, 'client'));
    return { data: { ok: true as const } };
  },
  'shares.get': async ({ params }) => ({ data: await deps.shares.open(params.token) }),
  'clients.setImage': async ({ user, scope, body }) => {
    const updated = await deps.media.setClientImage(signedIn(user), scoped(scope, 'client'), body.dataUrl);
    return { data: await deps.portfolios.toClient(updated) };
  },
});
