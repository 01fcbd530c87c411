import { DomainError } from '@esgkit/core';
import type { AccountService } from '../../services/accounts.ts';
import { NEVER_EXPIRES } from '../../services/accounts.ts';
import type { RouteHandlers } from '../context.ts';
import { signedIn } from './access.ts';

type AuthRoutes =
  | 'auth.signUp'
  | 'auth.emailExists'
  | 'auth.confirmEmail'
  | 'auth.resendConfirmation'
  | 'auth.login'
  | 'auth.logout'
  | 'auth.session'
  | 'auth.forgotPassword'
  | 'auth.resetPassword'
  | 'auth.deleteAccount';

const ok = { data: { ok: true as const } };

/** Sign-up, confirmation, login and logout, password reset, account deletion: HTTP ↔ the account service. */
export const authHandlers = (accounts: AccountService): Pick<RouteHandlers, AuthRoutes> => ({
  'auth.signUp': async ({ body }) => ({ data: await accounts.signUp(body), status: 201 }),
  'auth.emailExists': async ({ body }) => ({ data: { exists: await accounts.emailExists(body.email) } }),
  'auth.confirmEmail': async ({ body }) => {
    await accounts.confirmEmail(body.email, body.code);
    return ok;
  },
  'auth.resendConfirmation': async ({ body }) => {
    await accounts.resendConfirmation(body.email);
    return ok;
  },
  'auth.login': async ({ body, clientAddress }) => ({
    data: await accounts.login(body.email, body.password, clientAddress),
  }),
  'auth.logout': async ({ principal }) => {
    if (principal?.kind !== 'session') throw new DomainError('sessionExpired');
    await accounts.logout(principal.sessionId);
    return ok;
  },
  'auth.session': async ({ principal }) => {
    if (!principal || principal.kind === 'share') throw new DomainError('sessionExpired');
    return {
      data: {
        userId: principal.user.id,
        expiresAt: principal.kind === 'session' ? principal.expiresAt : NEVER_EXPIRES,
        accessLevel: principal.user.access_level,
        userCapability: principal.user.capability,
      },
    };
  },
  'auth.forgotPassword': async ({ body }) => {
    await accounts.forgotPassword(body.email);
    return ok;
  },
  'auth.resetPassword': async ({ body }) => {
    await accounts.resetPassword(body.email, body.code, body.password);
    return ok;
  },
  'auth.deleteAccount': async ({ user }) => {
    await accounts.deleteAccount(signedIn(user).id);
    return ok;
  },
});
