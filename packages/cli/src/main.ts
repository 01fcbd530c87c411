import { readFileSync } from 'node:fs';
import { Command, CommanderError, type CommandUnknownOpts } from '@commander-js/extra-typings';
import { askCommand } from './commands/ask.ts';
import { clientsCommand } from './commands/clients.ts';
import { companyCommand } from './commands/company.ts';
import { completionCommand } from './commands/completion.ts';
import { configCommand } from './commands/config.ts';
import { dataCommand } from './commands/data.ts';
import { explainCommand } from './commands/explain.ts';
import { exportCommand } from './commands/export.ts';
import { impactDefaultsCommand } from './commands/impact-defaults.ts';
import { localizeCommanderError, localizeHelp } from './commands/localize-help.ts';
import { loginCommand, logoutCommand, whoamiCommand } from './commands/login.ts';
import { lookupCommand } from './commands/lookup.ts';
import { matchCommand, setRiskLevelsHelp } from './commands/match.ts';
import { paiStatementCommand } from './commands/pai-statement.ts';
import { useArgumentTools } from './commands/parse-args.ts';
import { reportCommand } from './commands/report.ts';
import { scoringCommand } from './commands/scoring.ts';
import { screenCommand } from './commands/screen.ts';
import { serveCommand } from './commands/serve.ts';
import { shareCommand } from './commands/share.ts';
import { flagOf, globalFlagsOf, type RunWith } from './commands/shared.ts';
import { templatesCommand } from './commands/templates.ts';
import { usersCommand } from './commands/users.ts';
import { workerCommand } from './commands/worker.ts';
import { helpLocaleOf } from './config/help-locale.ts';
import { ExitCode, OptionError, UsageError } from './errors.ts';
import type { Runtime, Streams } from './runtime.ts';

const version = (): string =>
  (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
    .version;

/**
 * The `esgkit` program: global flags (each with its ESGKIT_* twin) and one subcommand per file in commands/.
 * Declaring it loads only commander; each action imports its service (and Ink, the engine) when it runs.
 */
export const createProgram = (run: RunWith) =>
  new Command('esgkit')
    .description(
      'esgkit: sustainable-investing analytics from the terminal. Without --api, an engine starts in this\n' +
        'process (the demo universe, or --data DIR) and you act as its local owner.',
    )
    .version(version(), '-V, --version')
    .option('--api <url>', 'use a remote engine (env ESGKIT_API)')
    .option('--token <token>', 'session token or API key for --api (env ESGKIT_TOKEN, or esgkit login)')
    .option(
      '--as <email>',
      'act as this user of the local data (e.g. your web account) instead of the local owner',
    )
    .option('--lang <locale>', 'en-US or it-IT (env ESGKIT_LANG, then LC_ALL/LANG)')
    .option('--data <dir>', 'provider dataset folder instead of the demo universe (env ESGKIT_DATASET)')
    .option('-y, --yes', 'answer yes to confirmations (weights not summing to 100 or 1)')
    .option('--strict', 'treat warnings about input (such as weight sums) as errors')
    .option('--no-color', 'no colours (also NO_COLOR)')
    .option('--verbose', 'more detail on errors, and the engine log on stderr')
    .addCommand(lookupCommand(run))
    .addCommand(paiStatementCommand(run))
    .addCommand(explainCommand(run))
    .addCommand(screenCommand(run))
    .addCommand(matchCommand(run))
    .addCommand(askCommand(run))
    .addCommand(templatesCommand(run))
    .addCommand(clientsCommand(run))
    .addCommand(exportCommand(run))
    .addCommand(reportCommand(run))
    .addCommand(shareCommand(run))
    .addCommand(companyCommand(run))
    .addCommand(scoringCommand(run))
    .addCommand(impactDefaultsCommand(run))
    .addCommand(serveCommand(run))
    .addCommand(workerCommand(run))
    .addCommand(loginCommand(run))
    .addCommand(logoutCommand(run))
    .addCommand(whoamiCommand(run))
    .addCommand(configCommand(run))
    .addCommand(dataCommand(run))
    .addCommand(usersCommand(run))
    .addCommand(completionCommand());

/**
 * `esgkit`, `esgkit help …`, a line with -h/--help/-V/--version (commander prints and nothing runs), or
 * `esgkit completion` (shell start-up files run it: it parses no values and stays as fast as --help).
 */
const isHelpRequest = (argv: readonly string[]): boolean =>
  argv.length === 0 ||
  argv[0] === 'help' ||
  argv[0] === 'completion' ||
  argv.some((arg) => arg === '-h' || arg === '--help' || arg === '-V' || arg === '--version');

export interface MainOptions {
  argv: readonly string[];
  signal: AbortSignal;
  streams?: Streams;
  /** The environment `--help` reads its language from (default: the process's). */
  env?: Readonly<Record<string, string | undefined>>;
}

/** Runs one command line and answers its exit code; every error becomes one line on stderr (issue 10). */
export const main = async (options: MainOptions): Promise<number> => {
  const stderr = options.streams?.stderr ?? process.stderr;
  let exitCode: number = ExitCode.ok;
  let runtime: Runtime | undefined;
  let isVerbose = options.argv.includes('--verbose');
  // `serve` and `worker` run until stopped: SIGTERM (systemd, compose, Kubernetes) is their normal end, exit 0
  let endsOnTerminate = false;
  const run: RunWith = async (command, service, serviceOptions) => {
    endsOnTerminate = command.name() === 'serve' || command.name() === 'worker';
    const { createRuntime } = await import('./runtime.ts');
    const flags = globalFlagsOf(command);
    isVerbose = flags.verbose ?? false;
    runtime = await createRuntime({
      flags,
      signal: options.signal,
      ...(options.streams ? { streams: options.streams } : {}),
    });
    try {
      exitCode = await service(runtime, serviceOptions);
    } catch (error) {
      // services know options by name; the command line the user typed knows them by flag
      if (error instanceof OptionError)
        throw new UsageError(`${flagOf(command, error.option)}: ${error.message}`);
      throw error;
    }
  };
  const helpLocale = helpLocaleOf(options.argv, options.env);
  // `esgkit match --help` teaches the risk levels, whose caps and sentences are core's: only that line loads it
  if (options.argv.includes('match'))
    setRiskLevelsHelp((await import('./services/match.ts')).riskLevelsHelpText(helpLocale));
  const program = createProgram(run);
  localizeHelp(program, helpLocale);
  // Commands added with addCommand() do not inherit these: every command answers usage errors with exit 2 here.
  const configure = (command: CommandUnknownOpts) => {
    command.exitOverride();
    command.configureOutput({
      writeOut: (text) => void (options.streams?.stdout ?? process.stdout).write(text),
      writeErr: (text) => void stderr.write(text),
      outputError: (text, write) => write(localizeCommanderError(text, helpLocale)),
    });
    command.showHelpAfterError(
      helpLocale === 'it-IT'
        ? '(esegui con --help per uso ed esempi)'
        : '(run with --help for usage and examples)',
    );
    for (const sub of command.commands) configure(sub);
  };
  configure(program);
  // Flag values are checked as commander parses them (commands/parse-args.ts), with core's rules and texts in the
  // language of --help (--lang, ESGKIT_LANG, LC_ALL/LANG); a help or version request does not load core.
  useArgumentTools(
    isHelpRequest(options.argv)
      ? undefined
      : await Promise.all([import('./io/messages.ts'), import('@esgkit/core')]).then(([messages, core]) => ({
          describe: messages.createDescribe(helpLocale),
          core,
        })),
  );
  try {
    await program.parseAsync([...options.argv], { from: 'user' });
    const terminated =
      options.signal.reason instanceof Error && options.signal.reason.message === 'terminated';
    if (options.signal.aborted && !(endsOnTerminate && terminated)) return ExitCode.interrupted;
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError)
      return error.exitCode === 0 ||
        error.code === 'commander.helpDisplayed' ||
        error.code === 'commander.version'
        ? ExitCode.ok
        : ExitCode.usage;
    if (options.signal.aborted) return ExitCode.interrupted;
    const { reportError } = await import('./report-error.ts');
    return reportError(error, { runtime, isVerbose, stderr });
  }
};
