import { readCsvTable } from '../format/csv-read.ts';
import type { TranslationKey } from '../i18n/resources.ts';
import type { Issue } from '../rules/issue.ts';
import { type PortfolioRuleOptions, validatePortfolio } from '../rules/portfolio.ts';
import type { PortfolioRow } from '../schemas/portfolio.ts';
import { parseLocaleNumber } from './numbers.ts';

/** A problem of a portfolio CSV: core's Issue plus the file line it is on (null: the whole file or portfolio). */
export type PortfolioCsvIssue = Issue & { line: number | null };

/** One portfolio read from a CSV, before any server is asked whether its securities exist. */
export interface PortfolioCsv {
  /** The `portfolio` column's value; null when the file has no such column (the file is one portfolio). */
  name: string | null;
  /** The rows without problems of their own, in file order; weights in percent (or fractions, as written). */
  rows: PortfolioRow[];
  /** The file line of each row (1-based; the header is line 1 when it is the first line). */
  lines: number[];
  /** The total of the amount column, when the file gives amounts instead of weights (weights derive from it). */
  amountEur: number | null;
  /** CSV problems (`cli.csv.*` keys) and core's portfolio rules (spec doc 1 §5), sorted by line. */
  issues: PortfolioCsvIssue[];
}

// Header names as users have them, compared without case, accents, spaces or punctuation (except %).
const normaliseHeader = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9%]/g, '');

/** Accepted column names, in English and Italian (issue 10: `Codice ISIN`, `Peso`), normalised. */
export const PORTFOLIO_CSV_COLUMNS = {
  isin: ['isin', 'isincode', 'codiceisin', 'codice'],
  ticker: ['ticker', 'tickersymbol', 'symbol', 'simbolo'],
  security: [
    'security',
    'securities',
    'titolo',
    'strumento',
    'input',
    'identifier',
    'isinorticker',
    'isinoticker',
  ],
  weight: [
    'weight',
    'weight%',
    'weightpct',
    'weights',
    'peso',
    'peso%',
    'pesopct',
    'pesi',
    'percentuale',
    'allocation',
    'allocazione',
    '%',
  ],
  amount: [
    'amount',
    'amounteur',
    'amounteuro',
    'value',
    'valueeur',
    'marketvalue',
    'marketvalueeur',
    'importo',
    'importoeur',
    'controvalore',
    'controvaloreeur',
    'valore',
    'valoreeur',
  ],
  portfolio: ['portfolio', 'portfolioname', 'portafoglio', 'nomeportafoglio'],
} as const;
type ColumnRole = keyof typeof PORTFOLIO_CSV_COLUMNS;

const roleOf = (header: string): ColumnRole | undefined => {
  const name = normaliseHeader(header);
  for (const [role, aliases] of Object.entries(PORTFOLIO_CSV_COLUMNS) as [ColumnRole, readonly string[]][])
    if (aliases.includes(name)) return role;
  return undefined;
};

/** The `cli.csv.*` message keys of a CSV's own problems (the CLI and the web show the same texts). */
export type PortfolioCsvMessageKey = Extract<TranslationKey, `cli.csv.${string}`>;
type CsvCode = PortfolioCsvMessageKey extends `cli.csv.${infer Code}` ? Code : never;

const csvIssue = (
  code: CsvCode,
  line: number | null,
  params?: Record<string, string | number>,
): PortfolioCsvIssue => ({
  code,
  path: [],
  messageKey: `cli.csv.${code}`,
  severity: 'error',
  ...(params ? { params } : {}),
  line,
});

interface RawRow {
  line: number;
  input: string;
  portfolio: string | null;
  weight: number | null;
  amount: number | null;
  issues: PortfolioCsvIssue[];
}

const only = (issues: PortfolioCsvIssue[]): PortfolioCsv[] => [
  { name: null, rows: [], lines: [], amountEur: null, issues },
];

type FileProblemCode = 'emptyFile' | 'noRows' | 'noInputColumn' | 'noWeightColumn';
type RawRead =
  | { problem: PortfolioCsvIssue & { code: FileProblemCode } }
  | { raws: RawRow[]; isAmountFile: boolean };

// The file's records as rows (each with its own CSV problems), or the one problem that makes the file unusable.
const readRaw = (text: string): RawRead => {
  const fileProblem = (code: FileProblemCode, line: number | null, params?: { columns: string }) => ({
    problem: { ...csvIssue(code, line, params), code },
  });
  const { delimiter, records } = readCsvTable(text);
  const [header, ...rest] = records;
  if (!header) return fileProblem('emptyFile', null);
  const names = header.cells.map((c) => c.trim());
  const columns: Partial<Record<ColumnRole, number>> = {};
  names.forEach((cell, index) => {
    const role = roleOf(cell);
    if (role && columns[role] === undefined) columns[role] = index;
  });
  const found = { columns: names.join(', ') };
  if (columns.isin === undefined && columns.ticker === undefined && columns.security === undefined)
    return fileProblem('noInputColumn', header.line, found);
  if (columns.weight === undefined && columns.amount === undefined)
    return fileProblem('noWeightColumn', header.line, found);
  if (rest.length === 0) return fileProblem('noRows', null);
  // A file with both gives the amounts as the truth: weights are derived from them (docs/cli.md).
  const isAmountFile = columns.amount !== undefined;
  const isDecimalComma = delimiter === ';';
  const raws: RawRow[] = rest.map(({ line, cells }) => {
    const cell = (role: ColumnRole): string => {
      const at = columns[role];
      return at === undefined ? '' : (cells[at] ?? '').trim();
    };
    const input = cell('isin') || cell('ticker') || cell('security');
    const issues: PortfolioCsvIssue[] = [];
    const numberOf = (role: 'weight' | 'amount'): number | null => {
      const raw = cell(role);
      if (raw === '') {
        issues.push(
          csvIssue(role === 'weight' ? 'missingWeight' : 'missingAmount', line, { item: input || '?' }),
        );
        return null;
      }
      const value = parseLocaleNumber(raw, { isDecimalComma });
      if (Number.isNaN(value)) {
        issues.push(csvIssue('notANumber', line, { value: raw }));
        return null;
      }
      return value;
    };
    const amount = isAmountFile ? numberOf('amount') : null;
    const weight = isAmountFile ? null : numberOf('weight');
    const portfolio = columns.portfolio === undefined ? null : cell('portfolio');
    return { line, input, portfolio, weight, amount, issues };
  });
  return { raws, isAmountFile };
};

/**
 * Reads a portfolio CSV as users have them (issue 10): an ISIN or Ticker column (or both: the ISIN wins when
 * given) plus a weight column (percent or fractions, `12.5%` allowed) or an amount column; comma, semicolon or tab
 * separated; decimal commas (Italian Excel writes `;` and `12,5`); a byte-order mark; a CASH row; English or
 * Italian headers. A `portfolio` column makes one file hold many portfolios, in order of appearance. Each
 * portfolio is checked with core's rules (spec doc 1 §5, with `rules`' options), every issue carrying its line.
 * @example readPortfolioCsv('Codice ISIN;Peso\nIE00B4L5Y983;62,5\nCASH;37,5\n')[0].rows // [{ input: 'IE00B4L5Y983', weight: 62.5 }, …]
 */
export const readPortfolioCsv = (text: string, rules: PortfolioRuleOptions = {}): PortfolioCsv[] => {
  const read = readRaw(text);
  if ('problem' in read) return only([read.problem]);
  const groups = new Map<string | null, RawRow[]>();
  const unnamed: PortfolioCsvIssue[] = [];
  for (const raw of read.raws) {
    if (raw.portfolio === '') {
      unnamed.push(csvIssue('missingPortfolioName', raw.line));
      continue;
    }
    groups.set(raw.portfolio, [...(groups.get(raw.portfolio) ?? []), raw]);
  }
  const portfolios = [...groups.entries()].map(([name, rows]) =>
    toPortfolio(name, rows, read.isAmountFile, rules),
  );
  if (unnamed.length === 0) return portfolios;
  const [first] = portfolios;
  if (!first) return only(unnamed);
  first.issues = [...unnamed, ...first.issues].sort(byLine);
  return portfolios;
};

const byLine = (a: PortfolioCsvIssue, b: PortfolioCsvIssue): number =>
  (a.line ?? Number.POSITIVE_INFINITY) - (b.line ?? Number.POSITIVE_INFINITY);

const toPortfolio = (
  name: string | null,
  raws: RawRow[],
  isAmountFile: boolean,
  rules: PortfolioRuleOptions,
): PortfolioCsv => {
  const issues = raws.flatMap((r) => r.issues);
  const usable = raws.filter((r) => r.issues.length === 0);
  let amountEur: number | null = null;
  let rows: PortfolioRow[];
  if (isAmountFile) {
    const total = usable.reduce((sum, r) => sum + (r.amount ?? 0), 0);
    amountEur = total > 0 ? total : null;
    if (total <= 0 && usable.length > 0) issues.push(csvIssue('amountsNotPositive', null));
    // Weights from amounts: each row's share of the total, in percent.
    rows = usable.map((r) => ({
      input: r.input,
      weight: total > 0 ? ((r.amount ?? 0) / total) * 100 : Number.NaN,
    }));
  } else {
    rows = usable.map((r) => ({ input: r.input, weight: r.weight ?? Number.NaN }));
  }
  const lines = usable.map((r) => r.line);
  const hasRowErrors = issues.length > 0;
  for (const found of validatePortfolio(rows, rules)) {
    // Rows left out for their own errors would make the sum look wrong: ask about the sum only for a clean file.
    if (hasRowErrors && (found.severity === 'confirm' || found.code === 'noHoldings')) continue;
    const index = typeof found.path[0] === 'number' ? found.path[0] : null;
    // The row a duplicate repeats, as a file line too.
    const params =
      found.code === 'duplicateSecurity' && typeof found.params?.row === 'number'
        ? { ...found.params, row: lines[found.params.row] ?? found.params.row }
        : found.params;
    issues.push({
      ...found,
      ...(params ? { params } : {}),
      line: index === null ? null : (lines[index] ?? null),
    });
  }
  return { name, rows, lines, amountEur, issues: issues.sort(byLine) };
};

/** A CSV problem that leaves an editor nothing to show: its `cli.csv.*` message key and parameters. */
export interface PortfolioCsvProblem {
  key: `cli.csv.${FileProblemCode}`;
  params?: { columns: string };
}

/**
 * The rows of a portfolio CSV for an editor (the web's portfolio and holdings editors), or the problem that makes
 * the file unusable (empty, no rows, no ISIN/Ticker or weight column). Every row is kept for the user to fix, and
 * core's rules are left to the editor, which shows them beside the rows: a missing weight is 0, a weight that is
 * not a number is NaN. A file with a `portfolio` column gives its first portfolio.
 * @example parsePortfolioCsv('ISIN,Ticker,Weight\n,URTH,60\nCASH,,40') // { rows: [{ input: 'URTH', weight: 60 }, { input: 'CASH', weight: 40 }] }
 */
export const parsePortfolioCsv = (
  text: string,
): { rows: PortfolioRow[] } | { problem: PortfolioCsvProblem } => {
  const read = readRaw(text);
  if ('problem' in read) {
    const { code, params } = read.problem;
    return {
      problem: { key: `cli.csv.${code}`, ...(params ? { params: { columns: String(params.columns) } } : {}) },
    };
  }
  const first = read.raws[0]?.portfolio ?? null;
  const raws = read.raws.filter((r) => r.portfolio === first);
  const missingIsZero = (r: RawRow, value: number | null) =>
    value ??
    (r.issues.some((i) => i.code === 'missingWeight' || i.code === 'missingAmount') ? 0 : Number.NaN);
  if (!read.isAmountFile)
    return { rows: raws.map((r) => ({ input: r.input, weight: missingIsZero(r, r.weight) })) };
  const amounts = raws.map((r) => missingIsZero(r, r.amount));
  const total = amounts.reduce((sum, a) => sum + (Number.isFinite(a) ? a : 0), 0);
  return {
    rows: raws.map((r, k) => ({
      input: r.input,
      weight: total > 0 ? ((amounts[k] ?? 0) / total) * 100 : Number.NaN,
    })),
  };
};
