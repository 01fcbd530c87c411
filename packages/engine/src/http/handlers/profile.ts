import type { AccountService } from '../../services/accounts.ts';
import { toUserProfile } from '../../services/accounts.ts';
import type { MediaService } from '../../services/media.ts';
import type { RouteHandlers } from '../context.ts';
import { signedIn } from './access.ts';

/** The caller's profile: read, and update (a new e-mail goes through its confirmation first, doc 1 §3). */
export const profileHandlers = (deps: {
  accounts: AccountService;
  media: MediaService;
}): Pick<RouteHandlers, 'profile.get' | 'profile.update'> => ({
  'profile.get': async ({ user }) => {
    return { data: toUserProfile(signedIn(user)) };
  },
  'profile.update': async ({ user, body }) => {
    const { email, ...fields } = body;
    const me = signedIn(user);
    // the e-mail first: an address another account uses refuses the whole update, nothing half-saved
    if (email !== undefined) await deps.accounts.requestEmailChange(me.id, email);
    return { data: await deps.media.updateProfile(me, fields) };
  },
});
