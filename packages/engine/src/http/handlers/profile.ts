import { toUserProfile } from '../../services/accounts.ts';
import type { RouteHandlers } from '../context.ts';
import { signedIn } from './access.ts';

export const profileHandlers = (): Pick<RouteHandlers, 'profile.get'> => ({
  'profile.get': async ({ user }) => {
    return { data: toUserProfile(signedIn(user)) };
  },
});
