import { ApiError, DomainError, type Locale, NetworkError, SessionExpiredError } from '@esgkit/core';
import { readCliEnv } from './config/env.ts';
import { resolveLocale } from './config/settings.ts';
import { CliError, ExitCode } from './errors.ts';
import { createDescribe } from './io/messages.ts';
import type { Runtime } from './runtime.ts';

// Before a runtime exists (a bad flag value), the language still follows ESGKIT_LANG and LC_ALL/LANG.
const fallbackLocale = (): Locale => {
  try {
    return resolveLocale({}, readCliEnv(), {}).locale;
  } catch {
    return 'en-US';
  }
};

/**
 * Prints an error as one line with the spec's message (docs/conventions.md §4: say whose problem it is and the next step),
 * details below it, the stack only with --verbose; answers the exit code.
 */
export const reportError = (
  error: unknown,
  options: { runtime: Runtime | undefined; isVerbose: boolean; stderr: NodeJS.WritableStream },
): number => {
  const describe = options.runtime?.describe ?? createDescribe(fallbackLocale());
  const api = options.runtime?.settings.api;
  const print = (line: string) => void options.stderr.write(`${line}\n`);
  let code: number = ExitCode.failure;
  if (error instanceof CliError) {
    print(error.message);
    for (const line of error.details) print(line);
    code = error.exitCode;
  } else if (error instanceof SessionExpiredError && api) {
    print(describe('cli.errors.notLoggedIn', { api }));
  } else if (error instanceof NetworkError) {
    print(describe('cli.errors.unreachable', { api: api ?? 'loopback', reason: error.message }));
  } else if (error instanceof DomainError) {
    // The embedded store's own refusals (users reset-password): the spec's message, then what it concerns.
    print(
      error.message && error.message !== error.code
        ? `${describe(error.code, error.params)} (${error.message})`
        : describe(error.code, error.params),
    );
    for (const issue of error.issues ?? []) print(describe(issue.messageKey, issue.params));
    if (error.code === 'invalidInput' || error.code === 'notFound') code = ExitCode.invalidInput;
  } else if (error instanceof ApiError) {
    print(describe(error.code, error.params));
    for (const issue of error.issues)
      print(
        `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${describe(issue.messageKey, issue.params)}`,
      );
    // 422: what was sent is not valid input (exit 3); any other answer is a failure.
    if (error.code === 'invalidInput') code = ExitCode.invalidInput;
  } else {
    print(
      describe('cli.errors.unexpected', { reason: error instanceof Error ? error.message : String(error) }),
    );
  }
  if (options.isVerbose && error instanceof Error && error.stack) print(error.stack);
  return code;
};
