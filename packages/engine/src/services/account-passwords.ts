import { DomainError, type Issue, validatePassword } from '@esgkit/core';
import { hashToken } from '../store/ids.ts';
import { findLiveAuthCode, useAuthCode } from '../store/repositories/auth-codes.ts';
import { findUserByEmail, updateUser } from '../store/repositories/users.ts';
import type { AccountBasics, AccountServiceOptions } from './accounts.ts';
import { hashPassword, newRandomPassword } from './passwords.ts';

export const invalidInput = (issues: Issue[]): DomainError => new DomainError('invalidInput', { issues });

/** Forgotten, reset and operator-set passwords. */
export const passwordUseCases = (options: AccountServiceOptions, basics: AccountBasics) => {
  const { store, mailer, logger } = options;
  const { mailCode, mailTranslator, endCredentials, nowIso, setPassword } = basics;
  return {
    /** Mails a reset code when the email is known; answers the same either way (no account probing here). */
    async forgotPassword(email: string): Promise<void> {
      const user = await findUserByEmail(store.db, email);
      if (user) await mailCode(user, 'resetPassword');
    },

    /**
     * Sets a new password with a mailed code. Every session and API key of the user ends, and a notice says so
     * (OWASP ASVS V2.2.3); the code proves the mailbox, so an unconfirmed account becomes confirmed.
     */
    async resetPassword(email: string, code: string, password: string): Promise<void> {
      const issues = validatePassword(password);
      if (issues.length > 0) throw invalidInput(issues);
      const user = await findUserByEmail(store.db, email);
      if (!user) throw new DomainError('invalidCode');
      const live = await findLiveAuthCode(
        store.db,
        user.id,
        'resetPassword',
        hashToken(code.trim().toUpperCase()),
        nowIso(),
      );
      if (!live) throw new DomainError('invalidCode');
      const { hash, salt } = await hashPassword(password);
      await store.transaction(async (trx) => {
        if (!(await useAuthCode(trx, live.id, nowIso()))) throw new DomainError('invalidCode');
        await updateUser(trx, user.id, {
          password_hash: hash,
          password_salt: salt,
          is_confirmed: 1,
          updated_at: nowIso(),
        });
        await endCredentials(trx, user.id);
      });
      const t = mailTranslator(user);
      // The password is changed whatever happens to the notice: a mail failure is logged, not answered.
      await mailer
        .send({
          to: user.email,
          subject: t('mail.passwordChanged.subject'),
          text: t('mail.passwordChanged.body', { link: `${options.publicUrl}/forgot_password` }),
          userId: user.id,
        })
        .catch((error: unknown) => logger.error({ err: error, userId: user.id }, 'password notice not sent'));
    },

    setPassword,

    /** Sets a fresh random password and answers it (for `esgkit users reset-password` without --password). */
    async setRandomPassword(email: string): Promise<string> {
      const password = newRandomPassword();
      await setPassword(email, password);
      return password;
    },
  };
};
