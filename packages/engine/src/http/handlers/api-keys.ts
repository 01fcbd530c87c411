import type { ApiKeyService } from '../../services/api-keys.ts';
import type { RouteHandlers } from '../context.ts';
import { signedIn } from './access.ts';

export const apiKeyHandlers = (
  apiKeys: ApiKeyService,
): Pick<RouteHandlers, 'apiKeys.list' | 'apiKeys.create' | 'apiKeys.revoke'> => ({
  'apiKeys.list': async ({ user }) => ({ data: await apiKeys.list(signedIn(user).id) }),
  'apiKeys.create': async ({ user, body }) => ({
    data: await apiKeys.create(signedIn(user).id, body),
    status: 201,
  }),
  'apiKeys.revoke': async ({ user, params }) => {
    await apiKeys.revoke(signedIn(user).id, params.keyId);
    return { data: { ok: true as const } };
  },
});
