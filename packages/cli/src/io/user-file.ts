import { readFile } from 'node:fs/promises';
import { InvalidInputError } from '../errors.ts';
import type { Describe } from './messages.ts';

/**
 * A file the user named on the command line (a portfolio, a scoring profile, a logo, a list of securities), read
 * before the engine starts and before anything is created: a missing one is exit 3 `No such file: PATH` (as `lookup`
 * reports one, docs/cli.md), another failure exit 3 naming the file, never "Unexpected error: ENOENT" (exit 1).
 */
export async function readUserFile(path: string, describe: Describe): Promise<Buffer>;
export async function readUserFile(path: string, describe: Describe, encoding: 'utf8'): Promise<string>;
export async function readUserFile(
  path: string,
  describe: Describe,
  encoding?: 'utf8',
): Promise<Buffer | string> {
  try {
    return encoding ? await readFile(path, encoding) : await readFile(path);
  } catch (error) {
    throw new InvalidInputError(userFileProblem(path, error, describe));
  }
}

/** The one line that says why a file the user named cannot be read. */
export const userFileProblem = (path: string, error: unknown, describe: Describe): string =>
  (error as NodeJS.ErrnoException | null)?.code === 'ENOENT'
    ? describe('cli.csv.noSuchFile', { path })
    : describe('cli.csv.unreadable', {
        reason: `${path} (${error instanceof Error ? error.message : String(error)})`,
      });
