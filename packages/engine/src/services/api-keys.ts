import {
  type ApiKey,
  type ApiKeyCreate,
  ApiKeyScope,
  DomainError,
  issueOf,
  type NewApiKey,
} from '@esgkit/core';
import type { Store } from '../store/db.ts';
import { hashToken, newId, newSecret } from '../store/ids.ts';
import {
  type ApiKeyRow,
  deleteOwnedApiKey,
  insertApiKey,
  listApiKeys,
} from '../store/repositories/api-keys.ts';
import { API_KEY_PREFIX } from './accounts.ts';

// The list shows the prefix plus this many characters of the key, enough to tell keys apart.
const SHOWN_CHARACTERS = 8;

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scope: ApiKeyScope.parse(row.scope),
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  expiresAt: row.expires_at,
});

const DAY_MS = 86_400_000;

/** A key valid through `day` (UTC) stops working at the next midnight UTC; a day already past is invalidInput. */
const expiryOf = (day: string | undefined, now: Date): string | null => {
  if (day === undefined) return null;
  const end = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);
  if (end.getTime() <= now.getTime())
    throw new DomainError('invalidInput', { issues: [issueOf('apiKeyExpiryInPast', ['expiresOn'])] });
  return end.toISOString();
};

/** API keys for scripts and CI: created with a secret shown once, listed without it, revoked by id. */
export const createApiKeyService = (options: { store: Store; now: () => Date }) => ({
  async create(userId: string, input: ApiKeyCreate): Promise<NewApiKey> {
    const at = options.now();
    const secret = `${API_KEY_PREFIX}${newSecret(32)}`;
    const row: ApiKeyRow = {
      id: newId(),
      user_id: userId,
      name: input.name.trim(),
      prefix: secret.slice(0, API_KEY_PREFIX.length + SHOWN_CHARACTERS),
      key_hash: hashToken(secret),
      created_at: at.toISOString(),
      last_used_at: null,
      scope: input.scope,
      expires_at: expiryOf(input.expiresOn, at),
    };
    await insertApiKey(options.store.db, row);
    return { ...toApiKey(row), secret };
  },

  async list(userId: string): Promise<ApiKey[]> {
    return (await listApiKeys(options.store.db, userId)).map(toApiKey);
  },

  /** Another user's key is "not found", like any other tenant's row. */
  async revoke(userId: string, keyId: string): Promise<void> {
    if (!(await deleteOwnedApiKey(options.store.db, userId, keyId))) throw new DomainError('notFound');
  },
});

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
