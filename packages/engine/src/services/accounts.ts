import {
  createTranslator,
  DomainError,
  issueOf,
  matchLocale,
  type PlanName,
  type PlansFile,
  planAccess,
  type Session,
  type SignUpInput,
  type UserProfile,
  validateEmail,
  validatePassword,
} from '@esgkit/core';
import type { Logger } from 'pino';
import type { LoginThrottleConfig } from '../config/env.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  CREDENTIAL_CACHE_MS,
  cacheCredential,
  cachedCredential,
  credentialGeneration,
  followCredentialEpoch,
} from '../store/credential-cache.ts';
import type { Store } from '../store/db.ts';
import { fromFlag, hashToken, newId, newSecret, toFlag } from '../store/ids.ts';
import { deleteApiKeysOfUser, findApiKeyByHash, touchApiKey } from '../store/repositories/api-keys.ts';
import {
  type AuthCodePurpose,
  findLiveAuthCode,
  findLiveAuthCodeByHash,
  replaceAuthCode,
  useAuthCode,
} from '../store/repositories/auth-codes.ts';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOfUser,
  findLiveSession,
  insertSession,
  touchSession,
} from '../store/repositories/sessions.ts';
import { findShareLinkByHash } from '../store/repositories/shares.ts';
import {
  deleteUserEverywhere,
  findUserByEmail,
  findUserById,
  insertUser,
  normalizeEmail,
  type UserRow,
  updateUser,
} from '../store/repositories/users.ts';
import { invalidInput, passwordUseCases } from './account-passwords.ts';
import { shareScopeOf } from './grants.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { burnPasswordCheck, hashPassword, newMailCode, verifyPassword } from './passwords.ts';
import { apiKeyLive, apiKeyPrincipal, type Principal, type ShareScope } from './principal.ts';

/** API keys start with this prefix, so a bearer credential says what it is (and secret scanners can find it). */
export const API_KEY_PREFIX = 'esk_';
/** An API key never expires by itself; `auth.session` reports this for it. */
export const NEVER_EXPIRES = '9999-12-31T23:59:59.999Z';

const DAY_MS = 86_400_000;
// A session's sliding expiry is written at most once a minute, not on every request.
const TOUCH_INTERVAL_MS = 60_000;

export interface AccountServiceOptions {
  store: Store;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
  publicUrl: string;
  sessionIdleDays: number;
  codeTtlMinutes: number;
  loginThrottle: LoginThrottleConfig;
  /** The plans in force (the operator's ESGKIT_PLANS_FILE or the repo's): a new user's access level and capability. */
  plans: PlansFile;
}

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  locale?: string;
  plan?: PlanName;
  isConfirmed?: boolean;
  isDemo?: boolean;
  /** Overrides of the plan's (accessLevel, capability), e.g. capability 7 set by an operator. */
  accessLevel?: number;
  capability?: number;
}

/** The user's profile as the contract answers it (UserProfile). */
export const toUserProfile = (user: UserRow, imageUrl: string | null = null): UserProfile => {
  const extra = JSON.parse(user.profile_json) as Partial<UserProfile>;
  return {
    ...extra,
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    userLanguage: extra.userLanguage ?? [user.locale === 'it-IT' ? 'it-IT' : 'en-US'],
    imageUrl: extra.imageUrl ?? imageUrl,
    accessLevel: user.access_level,
    userCapability: user.capability,
    plan: user.plan as PlanName,
    isConfirmed: fromFlag(user.is_confirmed),
  };
};

const profileExtra = (user: UserRow): Partial<UserProfile> & Record<string, unknown> =>
  JSON.parse(user.profile_json) as Partial<UserProfile>;

/** What the account use cases share: users, mailed codes, sessions and the end of a user's credentials. */
const createAccountBasics = (options: AccountServiceOptions) => {
  const { store, mailer, now } = options;
  const throttle = createLoginThrottle({ store, now, config: options.loginThrottle });
  const nowIso = () => now().toISOString();
  const sessionExpiry = (from: Date) =>
    new Date(from.getTime() + options.sessionIdleDays * DAY_MS).toISOString();

  const createUser = async (input: NewUser): Promise<UserRow> => {
    const plan = input.plan ?? 'starter';
    const access = planAccess(plan, { plans: options.plans });
    const { hash, salt } = await hashPassword(input.password);
    const at = nowIso();
    const row: UserRow = {
      id: newId(),
      email: normalizeEmail(input.email),
      password_hash: hash,
      password_salt: salt,
      first_name: input.firstName.trim(),
      last_name: input.lastName.trim(),
      locale: input.locale ?? 'en-US',
      plan,
      access_level: input.accessLevel ?? access.accessLevel,
      capability: input.capability ?? access.capability,
      is_confirmed: toFlag(input.isConfirmed ?? false),
      is_demo: toFlag(input.isDemo ?? false),
      profile_json: '{}',
      created_at: at,
      updated_at: at,
    };
    try {
      await insertUser(store.db, row);
    } catch (error) {
      if (await findUserByEmail(store.db, row.email))
        throw new DomainError('accountExists', { cause: error });
      throw error;
    }
    return row;
  };

  /** The user's own language for mails (their stored locale), en-US when it is not one we support. */
  const mailTranslator = (user: UserRow) => createTranslator(matchLocale(user.locale) ?? 'en-US');

  const mailCode = async (user: UserRow, purpose: AuthCodePurpose): Promise<void> => {
    const code = newMailCode();
    const at = now();
    await store.transaction((trx) =>
      replaceAuthCode(trx, {
        id: newId(),
        user_id: user.id,
        purpose,
        code_hash: hashToken(code),
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + options.codeTtlMinutes * 60_000).toISOString(),
        used_at: null,
      }),
    );
    const query = `email=${encodeURIComponent(user.email)}&code=${code}`;
    const isReset = purpose === 'resetPassword';
    const link = `${options.publicUrl}/${isReset ? 'reset_password' : 'confirm_email'}?${query}`;
    const t = mailTranslator(user);
    const params = { code, link, minutes: options.codeTtlMinutes };
    await mailer.send({
      to: user.email,
      subject: t(isReset ? 'mail.resetPassword.subject' : 'mail.confirmEmail.subject'),
      text: t(isReset ? 'mail.resetPassword.body' : 'mail.confirmEmail.body', params),
      link,
      userId: user.id,
    });
  };

  /**
   * A new password ends every credential the old one let its holder make: sessions and API keys (issue 20: a key
   * stolen with the password must not outlive the reset).
   */
  const endCredentials = async (trx: Store['db'], userId: string): Promise<void> => {
    await deleteSessionsOfUser(trx, userId);
    await deleteApiKeysOfUser(trx, userId);
  };

  const startSession = async (user: UserRow): Promise<Session> => {
    const token = newSecret(32);
    const at = now();
    const expiresAt = sessionExpiry(at);
    await insertSession(store.db, {
      id: newId(),
      user_id: user.id,
      token_hash: hashToken(token),
      created_at: at.toISOString(),
      last_seen_at: at.toISOString(),
      expires_at: expiresAt,
    });
    return { token, expiresAt, accessLevel: user.access_level, userCapability: user.capability };
  };

  /** Sets a password without a code (the operator's `esgkit users reset-password`); ends sessions and API keys. */
  const setPassword = async (email: string, password: string): Promise<void> => {
    const issues = validatePassword(password);
    if (issues.length > 0) throw invalidInput(issues);
    const user = await findUserByEmail(store.db, email);
    if (!user) throw new DomainError('notFound', { message: `no account uses ${normalizeEmail(email)}` });
    const { hash, salt } = await hashPassword(password);
    await store.transaction(async (trx) => {
      await updateUser(trx, user.id, { password_hash: hash, password_salt: salt, updated_at: nowIso() });
      await endCredentials(trx, user.id);
    });
  };

  return {
    throttle,
    nowIso,
    sessionExpiry,
    createUser,
    mailTranslator,
    mailCode,
    endCredentials,
    startSession,
    setPassword,
  };
};

export type AccountBasics = ReturnType<typeof createAccountBasics>;

/** Sign-up, confirmation, lookup, profile and deletion of accounts. */
const registrationUseCases = (options: AccountServiceOptions, basics: AccountBasics) => {
  const { store, logger } = options;
  const { createUser, mailCode, nowIso } = basics;
  return {
    /** spec doc 1 §5: a valid email; a password of 8+ characters with lower, upper and digit. */
    async signUp(input: SignUpInput): Promise<{ email: string; isConfirmed: boolean }> {
      const issues = [...validateEmail(input.email), ...validatePassword(input.password)];
      if (issues.length > 0) throw invalidInput(issues);
      if (await findUserByEmail(store.db, input.email)) throw new DomainError('accountExists');
      // A new account is Starter (4, 1); the 14-day free trial starts with a paid plan at checkout (docs/decisions.md).
      const user = await createUser({ ...input, plan: 'starter' });
      await mailCode(user, 'confirmEmail');
      return { email: user.email, isConfirmed: false };
    },

    /**
     * The account using `email` (any case), or undefined: how the embedded CLI finds its local owner or an `--as`
     * user without reaching into the store (docs/architecture.md, Packages).
     */
    findUser(email: string): Promise<UserRow | undefined> {
      return findUserByEmail(store.db, email);
    },

    async emailExists(email: string): Promise<boolean> {
      return (await findUserByEmail(store.db, email)) !== undefined;
    },

    /**
     * Confirms an address with its mailed code: a new account's own address, or the new address a signed-in user
     * asked for (requestEmailChange), which then replaces the old one.
     */
    async confirmEmail(email: string, code: string): Promise<void> {
      const codeHash = hashToken(code.trim().toUpperCase());
      const user = await findUserByEmail(store.db, email);
      const live = user && (await findLiveAuthCode(store.db, user.id, 'confirmEmail', codeHash, nowIso()));
      if (user && live) {
        await store.transaction(async (trx) => {
          if (!(await useAuthCode(trx, live.id, nowIso()))) throw new DomainError('invalidCode');
          await updateUser(trx, user.id, { is_confirmed: 1, updated_at: nowIso() });
        });
        return;
      }
      const change = await findLiveAuthCodeByHash(store.db, 'changeEmail', codeHash, nowIso());
      const mover = change && (await findUserById(store.db, change.user_id));
      const { pendingEmail, ...extra } = mover ? profileExtra(mover) : {};
      if (!change || !mover || pendingEmail !== normalizeEmail(email)) throw new DomainError('invalidCode');
      await store.transaction(async (trx) => {
        if (!(await useAuthCode(trx, change.id, nowIso()))) throw new DomainError('invalidCode');
        // another account may have signed up with the address since the request
        if (await findUserByEmail(trx, pendingEmail)) throw new DomainError('accountExists');
        await updateUser(trx, mover.id, {
          email: pendingEmail,
          is_confirmed: 1,
          profile_json: JSON.stringify(extra),
          updated_at: nowIso(),
        });
      });
    },

    /**
     * A new e-mail for a signed-in user (doc 1 §3: the account stays on its confirmed address): the address waits
     * in the profile as `pendingEmail` and gets a confirmation code; confirmEmail makes it the account's. The
     * current address clears a pending one; an address another account uses is accountExists on the field.
     */
    async requestEmailChange(userId: string, email: string): Promise<void> {
      const user = await findUserById(store.db, userId);
      if (!user) throw new DomainError('sessionExpired');
      const next = normalizeEmail(email);
      const { pendingEmail: _, ...extra } = profileExtra(user);
      if (next === user.email) {
        await updateUser(store.db, user.id, { profile_json: JSON.stringify(extra), updated_at: nowIso() });
        return;
      }
      if (await findUserByEmail(store.db, next))
        throw new DomainError('accountExists', { issues: [issueOf('accountExists', ['body', 'email'])] });
      await updateUser(store.db, user.id, {
        profile_json: JSON.stringify({ ...extra, pendingEmail: next }),
        updated_at: nowIso(),
      });
      await mailCode({ ...user, email: next }, 'changeEmail');
    },

    /** Mails a fresh code to an unconfirmed account; answers the same whether or not the email is known. */
    async resendConfirmation(email: string): Promise<void> {
      const user = await findUserByEmail(store.db, email);
      if (user && !fromFlag(user.is_confirmed)) await mailCode(user, 'confirmEmail');
    },

    /** Removes the user and everything they own, in one transaction. */
    async deleteAccount(userId: string): Promise<void> {
      await store.transaction((trx) => deleteUserEverywhere(trx, userId));
      logger.info({ userId }, 'account deleted');
    },

    async profile(userId: string): Promise<UserProfile> {
      const user = await findUserById(store.db, userId);
      if (!user) throw new DomainError('notFound');
      return toUserProfile(user);
    },
  };
};

/** Login, logout and the bearer and share credentials. */
const sessionUseCases = (options: AccountServiceOptions, basics: AccountBasics) => {
  const { store, now } = options;
  const { throttle, nowIso, sessionExpiry, startSession } = basics;
  return {
    /**
     * A wrong email or password is incorrectCredentials (401); a right password on an unconfirmed account is
     * userNotConfirmed (403, doc 2 §8 "user not confirmed"), so only the password's owner learns the state.
     * From a client address (HTTP), the attempt goes through the login throttle (429 tooManyRequests while its
     * delay runs); in-process callers (the CLI's embedded engine, seeding) give none.
     */
    async login(email: string, password: string, clientAddress?: string): Promise<Session> {
      const signIn = async (): Promise<UserRow | undefined> => {
        const found = await findUserByEmail(store.db, email);
        if (!found) {
          await burnPasswordCheck(password);
          return undefined;
        }
        const isRight = await verifyPassword(password, {
          hash: found.password_hash,
          salt: found.password_salt,
        });
        return isRight ? found : undefined;
      };
      const user =
        clientAddress === undefined ? await signIn() : await throttle.attempt(email, clientAddress, signIn);
      if (!user) throw new DomainError('incorrectCredentials');
      if (!fromFlag(user.is_confirmed)) throw new DomainError('userNotConfirmed');
      await deleteExpiredSessions(store.db, nowIso());
      return startSession(user);
    },

    async logout(sessionId: string): Promise<void> {
      await deleteSession(store.db, sessionId);
    },

    /**
     * Resolves `Authorization: Bearer …`: an API key (prefix esk_) or a session token; undefined when neither. What
     * it finds is kept for CREDENTIAL_CACHE_MS (store/credential-cache.ts; the repositories forget it on logout,
     * reset, revocation, user changes), so a session's sliding expiry and a key's last use are written on a miss.
     */
    async authenticateBearer(credential: string): Promise<Principal | undefined> {
      const hash = hashToken(credential);
      const at = now();
      await followCredentialEpoch(store.db);
      const cached = cachedCredential<Principal>(hash, at.getTime());
      if (cached) return cached;
      const startedAt = credentialGeneration();
      const remember = (
        principal: Principal & { kind: 'session' | 'apiKey' },
        credentialId: string,
        endsAt: string | null,
      ) => {
        const end = endsAt === null ? Number.POSITIVE_INFINITY : Date.parse(endsAt);
        const until = Math.min(at.getTime() + CREDENTIAL_CACHE_MS, end);
        cacheCredential(
          hash,
          { userId: principal.user.id, credentialId, until, value: principal },
          startedAt,
        );
        return principal;
      };
      if (credential.startsWith(API_KEY_PREFIX)) {
        const key = await findApiKeyByHash(store.db, hash);
        if (!key || !apiKeyLive(key, at.toISOString())) return undefined;
        const user = await findUserById(store.db, key.user_id);
        if (!user) return undefined;
        if (!key.last_used_at || at.getTime() - Date.parse(key.last_used_at) > TOUCH_INTERVAL_MS)
          await touchApiKey(store.db, key.id, at.toISOString());
        return remember(apiKeyPrincipal(user, key), key.id, key.expires_at);
      }
      const session = await findLiveSession(store.db, hash, at.toISOString());
      if (!session) return undefined;
      const user = await findUserById(store.db, session.user_id);
      if (!user) return undefined;
      let expiresAt = session.expires_at;
      if (at.getTime() - Date.parse(session.last_seen_at) > TOUCH_INTERVAL_MS) {
        expiresAt = sessionExpiry(at);
        await touchSession(store.db, session.id, at.toISOString(), expiresAt);
      }
      return remember({ kind: 'session', user, sessionId: session.id, expiresAt }, session.id, expiresAt);
    },

    /** Resolves a share token to its one client; undefined when unknown, 'expired' when past its end. */
    async authenticateShare(token: string): Promise<ShareScope | 'expired' | undefined> {
      const link = await findShareLinkByHash(store.db, hashToken(token));
      return link ? shareScopeOf(store.db, link, nowIso()) : undefined;
    },
  };
};

/**
 * Accounts: sign-up with the spec's validation (doc 1 §5), email confirmation, login, sessions, password reset,
 * account deletion. Session tokens, API keys and share tokens are stored only as SHA-256 hashes; mailed codes
 * likewise, single use and expiring.
 */
export const createAccountService = (options: AccountServiceOptions) => {
  const basics = createAccountBasics(options);
  return {
    createUser: basics.createUser,
    ...registrationUseCases(options, basics),
    ...sessionUseCases(options, basics),
    ...passwordUseCases(options, basics),
  };
};

export type AccountService = ReturnType<typeof createAccountService>;
