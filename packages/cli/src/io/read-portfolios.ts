import { readdir, readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import type { Describe } from './messages.ts';
import {
  failedFileSource,
  looksLikeFile,
  missingFileSource,
  type PortfolioSource,
  parsePortfolioArguments,
  sourcesFromCsv,
} from './portfolio-sources.ts';

const isCsv = (name: string): boolean => name.toLowerCase().endsWith('.csv');

const kindOf = async (path: string): Promise<'file' | 'dir' | null> => {
  try {
    const s = await stat(path);
    return s.isDirectory() ? 'dir' : 'file';
  } catch {
    return null;
  }
};

// Paths are shown as the user gave them (relative to the working directory), so `file:line` can be clicked.
const shown = (path: string, cwd: string): string => {
  const rel = relative(cwd, path);
  return rel.startsWith('..') || rel === '' ? path : rel;
};

/**
 * The portfolios of `esgkit lookup`'s arguments, in order: a CSV file (one portfolio, or many with a `portfolio`
 * column), a folder (each `.csv` in it, by name), or ISINs and tickers (together one portfolio).
 */
export const readPortfolioSources = async (
  args: readonly string[],
  options: { describe: Describe; cwd?: string; allowCashOnly?: boolean },
): Promise<PortfolioSource[]> => {
  const cwd = options.cwd ?? process.cwd();
  const { describe } = options;
  const sources: PortfolioSource[] = [];
  const loose: string[] = [];
  const readCsv = async (path: string) => {
    const file = shown(path, cwd);
    try {
      sources.push(
        ...sourcesFromCsv(await readFile(path, 'utf8'), {
          file,
          describe,
          allowCashOnly: options.allowCashOnly === true,
        }),
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      sources.push(
        failedFileSource(file, {
          code: 'unreadable',
          messageKey: 'cli.csv.unreadable',
          message: describe('cli.csv.unreadable', { reason }),
        }),
      );
    }
  };
  for (const arg of args) {
    const path = isAbsolute(arg) ? arg : join(cwd, arg);
    const kind = await kindOf(path);
    if (kind === 'dir') {
      const names = (await readdir(path)).filter(isCsv).sort((a, b) => a.localeCompare(b));
      if (names.length === 0) {
        const file = shown(path, cwd);
        sources.push({
          name: file,
          file,
          rows: [],
          lines: [],
          amountEur: null,
          issues: [
            {
              file,
              line: null,
              code: 'noCsvFiles',
              messageKey: 'cli.csv.noCsvFiles',
              message: describe('cli.csv.noCsvFiles'),
              severity: 'error',
            },
          ],
        });
      }
      for (const name of names) await readCsv(join(path, name));
    } else if (kind === 'file') {
      await readCsv(path);
    } else if (looksLikeFile(arg)) {
      sources.push(missingFileSource(arg, describe));
    } else {
      loose.push(arg);
    }
  }
  if (loose.length > 0) sources.push(parsePortfolioArguments(loose, describe));
  return sources;
};
