import { DomainError } from '@esgkit/core';
import type { ApiKeyService } from '../../services/api-keys.ts';
import type { RouteHandlers } from '../context.ts';

const signedIn = <T extends { id: string } | undefined>(user: T): NonNullable<T> => {
  if (!user) throw new DomainError('sessionExpired');
  return user as NonNullable<T>;
};

export const apiKeyHandlers = (
  apiKeys: ApiKeyService,
): Pick<RouteHandlers, 'apiKeys.list' | 'apiKeys.create' | 'apiKeys.revoke'> => ({
  'apiKeys.list': async ({ user }) => ({ data: await apiKeys.list(signedIn(user).id) }),
  'apiKeys.create': async ({ user, body }) => ({
    data: await apiKeys.create(signedIn(user).id, body.name),
    status: 201,
  }),
  'apiKeys.revoke': async ({ user, params }) => {
    await apiKeys.revoke(signedIn(user).id, params.keyId);
    return { data: { ok: true as const } };
  },
});
