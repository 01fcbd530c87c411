import { DomainError } from '@esgkit/core';
import { toUserProfile } from '../../services/accounts.ts';
import type { RouteHandlers } from '../context.ts';

export const profileHandlers = (): Pick<RouteHandlers, 'profile.get'> => ({
  'profile.get': async ({ user }) => {
    if (!user) throw new DomainError('sessionExpired');
    return { data: toUserProfile(user) };
  },
});
