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
  set<K extends StoredKey>(key: K, value: StoredSettings[K]): void;
  delete(key: StoredKey): void;
  readonly path: string;
}

/**
 * The conf file, parsed once per read (a hand-edited file that no longer parses is a usage error naming the
 * file). conf is imported only when a command needs it, to keep `--help` fast.
 */
export const openConfStore = async (options: {
  cwd?: string | undefined;
  /** The language of its error (the terminal's: the file's own `lang` cannot be trusted yet). */
  describe?: Describe;
}): Promise<ConfStore> => {
  const { default: Conf } = await import('conf');
  const conf = new Conf<Record<string, unknown>>({
    projectName: 'esgkit',
    projectSuffix: '',
    // It may hold a session token or API key (`esgkit login`): readable by its owner only.
    configFileMode: 0o600,
    ...(options.cwd ? { cwd: options.cwd } : {}),
  });
  return {
    path: conf.path,
    read() {
      const parsed = StoredSettings.safeParse(conf.store);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
        throw new UsageError(
          options.describe
            ? options.describe('cli.usage.confFile', { path: conf.path, issues })
            : `${conf.path}: ${issues}`,
        );
      }
      return parsed.data;
    },
    set(key, value) {
      conf.set(key, value);
    },
    delete(key) {
      conf.delete(key);
    },
  };
};

/** An in-memory store, for commands that must not touch the user's config (and for unit tests). */
export const memoryConfStore = (initial: StoredSettings = {}): ConfStore => {
  let state: StoredSettings = { ...initial };
  return {
    path: ':memory:',
    read: () => ({ ...state }),
    set(key, value) {
      state = { ...state, [key]: value };
    },
    delete(key) {
      const { [key]: _, ...rest } = state;
      state = rest;
    },
  };
};
