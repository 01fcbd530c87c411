import {
  type CliIssue,
  type PortfolioRow,
  parseLocaleNumber,
  readPortfolioCsv,
  validatePortfolio,
} from '@esgkit/core';
import { type Describe, toCliIssue } from './messages.ts';

/** One portfolio read from a CSV (or from arguments), before the engine is asked anything. */
export interface PortfolioSource {
  name: string;
  file: string;
  rows: PortfolioRow[];
  /** The line of each row in its file (1-based, the header is line 1); null for arguments. */
  lines: (number | null)[];
  /** The total of an amount column, when the file gives amounts instead of weights. */
  amountEur: number | null;
  issues: CliIssue[];
}

/**
 * The portfolios of a CSV file, read by core's reader (core/portfolio-csv: the same rules as the web's editors),
 * with every issue as `file:line: reason` in the run's language. A file without a `portfolio` column is one
 * portfolio named after the file.
 * @example sourcesFromCsv('Codice ISIN;Peso\nURTH;100\n', { file: 'world.csv', describe })
 */
export const sourcesFromCsv = (
  text: string,
  options: { file: string; describe: Describe; defaultName?: string; allowCashOnly?: boolean },
): PortfolioSource[] => {
  const { file, describe } = options;
  const fallback = options.defaultName ?? file.replace(/^.*[\\/]/, '').replace(/\.csv$/i, '');
  return readPortfolioCsv(text, { allowCashOnly: options.allowCashOnly === true }).map((portfolio) => ({
    name: portfolio.name ?? fallback,
    file,
    rows: portfolio.rows,
    lines: portfolio.lines,
    amountEur: portfolio.amountEur,
    issues: portfolio.issues.map((issue) => toCliIssue(issue, { file, line: issue.line }, describe)),
  }));
};

/**
 * An argument that names a file rather than a security: it ends in `.csv` (any case) or holds a path separator (no
 * ISIN or ticker does), so a misspelt file name is reported as a missing file, not as an unknown ticker.
 */
export const looksLikeFile = (arg: string): boolean => /\.csv$/i.test(arg.trim()) || /[\\/]/.test(arg);

/** A file that yields no portfolio: one error on it, no rows (a missing or unreadable file). */
export const failedFileSource = (
  file: string,
  error: { code: string; messageKey: 'cli.csv.noSuchFile' | 'cli.csv.unreadable'; message: string },
): PortfolioSource => ({
  name: file,
  file,
  rows: [],
  lines: [],
  amountEur: null,
  issues: [{ file, line: null, ...error, severity: 'error' }],
});

/** The source of a file argument that does not exist: one error, `No such file: <path>`. */
export const missingFileSource = (file: string, describe: Describe): PortfolioSource =>
  failedFileSource(file, {
    code: 'noSuchFile',
    messageKey: 'cli.csv.noSuchFile',
    message: describe('cli.csv.noSuchFile', { path: file }),
  });

/**
 * Portfolios typed on the command line: `URTH IAGG:40 IE00B4L5Y983=25`. Without weights, the holdings share
 * equally; `:` or `=` gives a weight in percent.
 */
export const parsePortfolioArguments = (args: readonly string[], describe: Describe): PortfolioSource => {
  const parts = args.map((arg) => {
    const match = /^(.+?)[:=]([^:=]+)$/.exec(arg.trim());
    return match
      ? { input: match[1]!, weight: parseLocaleNumber(match[2]!, { isDecimalComma: false }) }
      : { input: arg.trim(), weight: null };
  });
  const unweighted = parts.filter((p) => p.weight === null).length;
  // An unreadable weight (NaN) is its own line's error; it must not make every unweighted line's share NaN too.
  const given = parts.reduce(
    (sum, p) => sum + (p.weight !== null && Number.isFinite(p.weight) ? p.weight : 0),
    0,
  );
  const share = unweighted > 0 ? Math.max(0, 100 - given) / unweighted : 0;
  const rows = parts.map((p) => ({ input: p.input, weight: p.weight ?? share }));
  // Arguments have no line to point at: a row's issue names its argument instead ("URTH: The weight must be…").
  const issues = validatePortfolio(rows).map((found) => {
    const row = typeof found.path[0] === 'number' ? rows[found.path[0]] : undefined;
    const named =
      row && found.params?.item === undefined
        ? { ...found, params: { ...found.params, item: row.input } }
        : found;
    return toCliIssue(named, { file: '-', line: null }, describe);
  });
  return { name: 'arguments', file: '-', rows, lines: rows.map(() => null), amountEur: null, issues };
};
