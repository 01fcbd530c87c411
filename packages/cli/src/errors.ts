/** The CLI's exit codes (issue 10): 1 failure wins over 3 invalid input; 130 after Ctrl-C; 11–16 `esgkit ask`. */
export const ExitCode = {
  ok: 0,
  failure: 1,
  usage: 2,
  invalidInput: 3,
  // `esgkit ask`: a chat refusal exits 10 + its flag (spec doc 1 §4; services/ask.ts exitOfFlag)
  chatNotInStarter: 11,
  chatCompanyUnknown: 12,
  chatIndicatorUnknown: 13,
  chatNotUnderstood: 15,
  chatTooManyIndicators: 16,
  interrupted: 130,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** An error the user can fix, with its exit code; the message is one line, ready to print. */
export class CliError extends Error {
  readonly exitCode: ExitCode;
  /** Extra lines (e.g. a dataset's `file:line:column` list), printed after the message. */
  readonly details: readonly string[];

  constructor(
    exitCode: ExitCode,
    message: string,
    options: { details?: readonly string[]; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'CliError';
    this.exitCode = exitCode;
    this.details = options.details ?? [];
  }
}

/** A bad flag value or a wrong combination of flags: exit 2. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(ExitCode.usage, message);
    this.name = 'UsageError';
  }
}

/**
 * A bad value of one option, found by a service, which knows the option by its name (`perPage`), not its flag: the
 * command's run turns it into a UsageError that starts with the flag (`--per-page: …`, commands/shared.ts flagOf).
 */
export class OptionError extends UsageError {
  readonly option: string;

  constructor(option: string, message: string) {
    super(message);
    this.name = 'OptionError';
    this.option = option;
  }
}

/** Input that cannot be used (a portfolio CSV, a dataset folder): exit 3. */
export class InvalidInputError extends CliError {
  constructor(message: string, details: readonly string[] = []) {
    super(ExitCode.invalidInput, message, { details });
    this.name = 'InvalidInputError';
  }
}

/** The worse of two exit codes: failure (1) wins over invalid input (3), which wins over ok (issue 10). */
export const worseExit = (a: ExitCode, b: ExitCode): ExitCode => {
  const rank = (code: ExitCode): number =>
    code === ExitCode.ok ? 0 : code === ExitCode.invalidInput ? 1 : code === ExitCode.usage ? 2 : 3;
  return rank(a) >= rank(b) ? a : b;
};
