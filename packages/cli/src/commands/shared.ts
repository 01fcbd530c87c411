import { type CommandUnknownOpts, Option } from '@commander-js/extra-typings';
import type { GlobalFlags } from '../config/settings.ts';
import type { ExitCode } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { CSV_FORMATS } from './choices.ts';
import { amountArg, isoDateArg } from './parse-args.ts';

/** How a command's action reaches its service: a runtime for this run, and the exit code back. */
export type RunWith = <T>(
  command: CommandUnknownOpts,
  service: (runtime: Runtime, options: T) => Promise<ExitCode>,
  options: T,
) => Promise<void>;

/** The flag that sets option `name` on `command` (`perPage` → `--per-page`); the name itself if none does. */
export const flagOf = (command: CommandUnknownOpts, name: string): string =>
  command.options.find((o) => o.attributeName() === name)?.long ?? name;

/** The global flags as commander parsed them (`--no-color` arrives as `color: false`). */
export const globalFlagsOf = (command: CommandUnknownOpts): GlobalFlags => {
  const o = command.optsWithGlobals() as Record<string, unknown>;
  const text = (key: string) => (typeof o[key] === 'string' ? (o[key] as string) : undefined);
  return {
    api: text('api'),
    token: text('token'),
    as: text('as'),
    lang: text('lang'),
    data: text('data'),
    verbose: o.verbose === true,
    yes: o.yes === true,
    strict: o.strict === true,
    noColor: o.color === false,
  };
};

/** `--csv-format`: the spreadsheet every CSV the command writes is for (core's CSV writer, docs/cli.md). */
export const csvFormatOption = () =>
  new Option(
    '--csv-format <format>',
    'CSV for Excel in Italian (; and decimal comma), Excel in English (, and point) or RFC 4180 (no BOM); default: the language’s Excel',
  ).choices(CSV_FORMATS);

/** `--amount` of a portfolio given as a file or tickers (lookup, explain). */
export const portfolioAmountOption = () =>
  new Option(
    '--amount <eur>',
    'total invested in EUR (env ESGKIT_AMOUNT; default 100000); an amount column wins',
  ).argParser(amountArg);

/** `--since` of a portfolio given as a file or tickers (lookup, explain). */
export const portfolioSinceOption = () =>
  new Option(
    '--since <yyyy-mm-dd>',
    'day of the first investment (default: 1 January of the year before the data’s as-of date, not before its first price)',
  ).argParser(isoDateArg);

/** `--help` text after the options: examples that run as written (issue 10: "each `--help` with real examples"). */
export const examples = (lines: readonly string[]): string =>
  `\nExamples:\n${lines.map((line) => (line.startsWith('#') ? `  ${line}` : `  $ ${line}`)).join('\n')}\n`;
