import { createInterface } from 'node:readline/promises';
import type { Locale } from '@esgkit/core';
import { type CliEnv, readCliEnv } from './config/env.ts';
import { type GlobalFlags, posixDescribe, resolveSettings, type Settings } from './config/settings.ts';
import { type ConfStore, openConfStore } from './config/store.ts';
import { createDescribe, type Describe } from './io/messages.ts';

/** Where a command writes: data on stdout, notes and progress on stderr (issue 10). */
export interface Streams {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
}

/** What every command's service receives: settings, language, streams, and the run's abort signal. */
export interface Runtime {
  settings: Settings;
  env: CliEnv;
  conf: ConfStore;
  locale: Locale;
  describe: Describe;
  streams: Streams;
  /** stdout is a terminal: Ink views and tables; otherwise plain lines (issue 10: "Ink only on a TTY"). */
  isTty: boolean;
  /** Colours on: a TTY and no NO_COLOR (https://no-color.org). */
  hasColor: boolean;
  signal: AbortSignal;
  /** One line on stderr. */
  note(text: string): void;
  /** Asks a yes/no question on a TTY; false when stdin is not a terminal. */
  confirm(question: string): Promise<boolean>;
  /** Writes data to stdout. */
  write(text: string): void;
}

export const createRuntime = async (options: {
  flags: GlobalFlags;
  signal: AbortSignal;
  streams?: Streams;
  env?: CliEnv;
}): Promise<Runtime> => {
  const env = options.env ?? readCliEnv();
  const streams: Streams = options.streams ?? {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
  };
  const conf = await openConfStore({ cwd: env.ESGKIT_CONFIG_DIR, describe: posixDescribe(env) });
  const settings = resolveSettings(options.flags, env, conf);
  const isTty = Boolean(streams.stdout.isTTY);
  const hasColor =
    (env.NO_COLOR === undefined || env.NO_COLOR === '') &&
    (isTty || Boolean(env.FORCE_COLOR)) &&
    !options.flags.noColor;
  return {
    settings,
    env,
    conf,
    locale: settings.locale,
    describe: createDescribe(settings.locale),
    streams,
    isTty,
    hasColor,
    signal: options.signal,
    note: (text) => void streams.stderr.write(`${text}\n`),
    write: (text) => void streams.stdout.write(text),
    confirm: async (question) => {
      if (!streams.stdin.isTTY || !streams.stderr.isTTY) return false;
      const rl = createInterface({ input: streams.stdin, output: streams.stderr });
      try {
        const answer = await rl.question(`${question} [y/N] `, { signal: options.signal });
        return /^(y|yes|s|si|sì)$/i.test(answer.trim());
      } finally {
        rl.close();
      }
    },
  };
};
