/** The languages of `--help` (core's locales, named here so that `--help` does not load core). */
export type HelpLocale = 'en-US' | 'it-IT';

const italian = (value: string): boolean => /^it([-_.@]|$)/i.test(value.trim());

/**
 * The language of `--help`, in the order of config/settings.ts — `--lang` > ESGKIT_LANG > LC_ALL / LC_MESSAGES /
 * LANG (it_* → it-IT) > en-US — but without the conf file, which only a command's run opens (cold start ≤ 300 ms).
 * An unknown `--lang` gets English help here; the run itself refuses it (exit 2).
 * @example helpLocaleOf(['lookup', '--help'], { LANG: 'it_IT.UTF-8' }) // 'it-IT'
 */
export const helpLocaleOf = (
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): HelpLocale => {
  let flag: string | undefined;
  argv.forEach((arg, i) => {
    if (arg === '--lang') flag = argv[i + 1];
    else if (arg.startsWith('--lang=')) flag = arg.slice('--lang='.length);
  });
  const explicit = [flag, env.ESGKIT_LANG].find((v) => v !== undefined && v.trim() !== '');
  if (explicit !== undefined) return italian(explicit) ? 'it-IT' : 'en-US';
  const posix = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v.trim() !== '');
  return posix !== undefined && italian(posix) ? 'it-IT' : 'en-US';
};
