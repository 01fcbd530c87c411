import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Engine } from '@esgkit/engine';

/** The embedded CLI's user (docs/cli.md, "Where the engine runs"): an Enterprise advisor, created on first use. */
export const LOCAL_OWNER_EMAIL = 'local-owner@esgkit.local';

// The owner's API key lives beside the SQLite file: the data dir holds the state and its secrets.
const KEY_FILE = 'cli-owner.key';

/**
 * The local owner's API key: the stored one while the engine still accepts it; otherwise the owner is created if
 * missing and a new key is stored (mode 0600). Two CLIs starting at once may both create a key; both keys work.
 */
export const localOwnerKey = async (engine: Engine, dataDir: string): Promise<string> => {
  const path = join(dataDir, KEY_FILE);
  const stored = (await readFile(path, 'utf8').catch(() => '')).trim();
  if (stored && (await engine.accounts.authenticateBearer(stored))) return stored;

  const { newRandomPassword } = await import('@esgkit/engine');
  let owner = await engine.accounts.findUser(LOCAL_OWNER_EMAIL);
  if (!owner) {
    try {
      owner = await engine.accounts.createUser({
        email: LOCAL_OWNER_EMAIL,
        // Nobody signs in with it: the CLI uses the key. `esgkit users reset-password` sets one for the web app.
        password: newRandomPassword(),
        firstName: 'Local',
        lastName: 'Owner',
        plan: 'enterprise',
        isConfirmed: true,
      });
    } catch (error) {
      owner = await engine.accounts.findUser(LOCAL_OWNER_EMAIL);
      if (!owner) throw error;
    }
  }
  const key = await engine.apiKeys.create(owner.id, { name: 'esgkit CLI (embedded)', scope: 'read-write' });
  await mkdir(dataDir, { recursive: true });
  await writeFile(path, `${key.secret}\n`, { mode: 0o600 });
  await chmod(path, 0o600).catch(() => undefined);
  return key.secret;
};

/** The error name of `--as` with an email the store has no user for (it crosses the engine thread by name). */
export const NO_SUCH_LOCAL_USER = 'NoSuchLocalUser';

/**
 * `--as EMAIL`: an API key of that existing user (the web's account on the same data dir), kept beside the owner's
 * key and reused while the engine accepts it. The key shows in that user's API keys, named after the CLI.
 */
export const localUserKey = async (engine: Engine, dataDir: string, email: string): Promise<string> => {
  const user = await engine.accounts.findUser(email);
  if (!user) {
    const error = new Error(`no user ${email} in ${dataDir}`);
    error.name = NO_SUCH_LOCAL_USER;
    throw error;
  }
  const path = join(dataDir, `cli-as-${user.id}.key`);
  const stored = (await readFile(path, 'utf8').catch(() => '')).trim();
  const principal = stored ? await engine.accounts.authenticateBearer(stored) : undefined;
  if (principal?.kind === 'apiKey' && principal.user.id === user.id) return stored;
  const key = await engine.apiKeys.create(user.id, {
    name: 'esgkit CLI (embedded, --as)',
    scope: 'read-write',
  });
  await writeFile(path, `${key.secret}\n`, { mode: 0o600 });
  await chmod(path, 0o600).catch(() => undefined);
  return key.secret;
};
