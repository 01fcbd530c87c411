import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { UsageError } from '../errors.ts';
import type { Describe } from '../io/messages.ts';

/** What `esgkit config set` and `esgkit login` may store (the CLI's conf file, docs/cli.md Settings). */
export const StoredSettings = z.object({
  api: z.string().url().optional(),
  token: z.string().min(1).optional(),
  lang: z.string().min(2).optional(),
  amount: z.number().positive().optional(),
});
export type StoredSettings = z.infer<typeof StoredSettings>;
export type StoredKey = keyof StoredSettings;
export const STORED_KEYS = ['api', 'token', 'lang', 'amount'] as const satisfies readonly StoredKey[];

export interface ConfStore {
  read(): StoredSettings;
  set<K extends StoredKey>(key: K, value: StoredSettings[K]): Promise<void>;
  delete(key: StoredKey): Promise<void>;
  readonly path: string;
}

const PROJECT = 'esgkit';

/**
 * The folder conf keeps the file in when ESGKIT_CONFIG_DIR is not set: env-paths' config folder of the project (what
 * `new Conf({ projectName: 'esgkit', projectSuffix: '' })` uses; store.test.ts holds the two together).
 */
const defaultConfDir = (env: NodeJS.ProcessEnv = process.env): string => {
  const home = homedir();
  if (process.platform === 'darwin') return join(home, 'Library', 'Preferences', PROJECT);
  if (process.platform === 'win32')
    return join(env.APPDATA || join(home, 'AppData', 'Roaming'), PROJECT, 'Config');
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), PROJECT);
};

/**
 * The conf file, parsed at each read (a hand-edited file that no longer parses is a usage error naming the file).
 * Reading is a plain JSON read; conf (with ajv, ~90 ms) is imported only by the commands that write (`config set`,
 * `login`, `logout`), which keeps it writing the file atomically with mode 0600 (issue 24, start-up).
 */
export const openConfStore = async (options: {
  cwd?: string | undefined;
  /** The language of its error (the terminal's: the file's own `lang` cannot be trusted yet). */
  describe?: Describe;
}): Promise<ConfStore> => {
  const cwd = options.cwd || defaultConfDir();
  const path = join(cwd, 'config.json');
  const invalid = (issues: string) =>
    new UsageError(
      options.describe ? options.describe('cli.usage.confFile', { path, issues }) : `${path}: ${issues}`,
    );
  let writer: Promise<{ set(key: string, value: unknown): void; delete(key: string): void }> | null = null;
  const conf = () => {
    writer ??= import('conf').then(
      ({ default: Conf }) =>
        new Conf<Record<string, unknown>>({
          projectName: PROJECT,
          projectSuffix: '',
          // It may hold a session token or API key (`esgkit login`): readable by its owner only.
          configFileMode: 0o600,
          cwd,
        }),
    );
    return writer;
  };
  return {
    path,
    read() {
      let text: string;
      try {
        text = readFileSync(path, 'utf8');
      } catch (error) {
        // no file yet: nothing stored (conf creates it at the first write)
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
        throw error;
      }
      let stored: unknown;
      try {
        stored = JSON.parse(text);
      } catch (error) {
        throw invalid((error as Error).message);
      }
      const parsed = StoredSettings.safeParse(stored);
      if (!parsed.success)
        throw invalid(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      return parsed.data;
    },
    async set(key, value) {
      (await conf()).set(key, value);
    },
    async delete(key) {
      (await conf()).delete(key);
    },
  };
};

/** An in-memory store, for commands that must not touch the user's config (and for unit tests). */
export const memoryConfStore = (initial: StoredSettings = {}): ConfStore => {
  let state: StoredSettings = { ...initial };
  return {
    path: ':memory:',
    read: () => ({ ...state }),
    async set(key, value) {
      state = { ...state, [key]: value };
    },
    async delete(key) {
      const { [key]: _, ...rest } = state;
      state = rest;
    },
  };
};
