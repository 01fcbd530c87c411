import { type CliIssue, type PortfolioRow, validatePortfolio } from '@esgkit/core';
import Papa from 'papaparse';
import { type Describe, toCliIssue } from './messages.ts';
import { type Delimiter, detectDelimiter, parseLocaleNumber } from './numbers.ts';

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

// Header names as users have them, compared without case, accents, spaces or punctuation (except %).
const normaliseHeader = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9%]/g, '');

/** Accepted column names, in English and Italian (issue 10: `Codice ISIN`, `Peso`). */
export const COLUMN_ALIASES = {
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
type ColumnRole = keyof typeof COLUMN_ALIASES;

const roleOf = (header: string): ColumnRole | undefined => {
  const name = normaliseHeader(header);
  for (const [role, aliases] of Object.entries(COLUMN_ALIASES) as [ColumnRole, readonly string[]][])
    if (aliases.includes(name)) return role;
  return undefined;
};

interface Layout {
  delimiter: Delimiter;
  columns: Partial<Record<ColumnRole, number>>;
}

const fileIssue = (
  file: string,
  line: number | null,
  code: string,
  describe: Describe,
  params?: Record<string, string | number>,
): CliIssue =>
  toCliIssue(
    { code, messageKey: `cli.csv.${code}`, severity: 'error', ...(params ? { params } : {}) },
    { file, line },
    describe,
  );

interface RawRow {
  line: number;
  input: string;
  portfolio: string | null;
  weight: number | null;
  amount: number | null;
  issues: CliIssue[];
}

/**
 * Reads a portfolio CSV as users have them (issue 10): an ISIN or Ticker column (or both: the ISIN wins when
 * given) plus a weight column (percent or fractions, `12.5%` allowed) or an amount column; comma, semicolon or tab
 * separated; decimal commas (Italian Excel writes `;` and `12,5`); a byte-order mark; a CASH row; English or
 * Italian headers. A `portfolio` column makes one file hold many portfolios. Each portfolio is then checked with
 * core's rules (spec doc 1 §5), every issue pointing at its `file:line`.
 *
 * @example parsePortfolioCsv('Codice ISIN;Peso\nURTH;100\n', { file: 'world.csv', describe })
 */
export const parsePortfolioCsv = (
  text: string,
  options: { file: string; describe: Describe; defaultName?: string },
): PortfolioSource[] => {
  const { file, describe } = options;
  const name = options.defaultName ?? file.replace(/^.*[\\/]/, '').replace(/\.csv$/i, '');
  const empty = (issues: CliIssue[]): PortfolioSource[] => [
    { name, file, rows: [], lines: [], amountEur: null, issues },
  ];
  const body = text.replace(/^\uFEFF/, '');
  const allLines = body.split(/\r\n|\n|\r/);
  const headerIndex = allLines.findIndex((line) => line.trim() !== '');
  if (headerIndex < 0) return empty([fileIssue(file, null, 'emptyFile', describe)]);
  const delimiter = detectDelimiter(allLines[headerIndex]!);
  const parsed = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false });
  const records = parsed.data;
  const header = records[headerIndex] ?? [];

  const layout: Layout = { delimiter, columns: {} };
  header.forEach((cell, index) => {
    const role = roleOf(cell);
    if (role && layout.columns[role] === undefined) layout.columns[role] = index;
  });
  const { columns } = layout;
  const headerLine = headerIndex + 1;
  const hasInput =
    columns.isin !== undefined || columns.ticker !== undefined || columns.security !== undefined;
  if (!hasInput)
    return empty([fileIssue(file, headerLine, 'noInputColumn', describe, { columns: header.join(', ') })]);
  if (columns.weight === undefined && columns.amount === undefined)
    return empty([fileIssue(file, headerLine, 'noWeightColumn', describe, { columns: header.join(', ') })]);
  // A file with both gives the amounts as the truth: weights are derived from them (docs/cli.md).
  const isAmountFile = columns.amount !== undefined;
  const isDecimalComma = delimiter === ';';

  const raws: RawRow[] = [];
  for (let index = headerIndex + 1; index < records.length; index++) {
    const record = records[index] ?? [];
    const line = index + 1;
    const cell = (role: ColumnRole): string => {
      const at = columns[role];
      return at === undefined ? '' : (record[at] ?? '').trim();
    };
    if (record.every((c) => c.trim() === '')) continue;
    const input = cell('isin') || cell('ticker') || cell('security');
    const issues: CliIssue[] = [];
    const numberOf = (role: 'weight' | 'amount'): number | null => {
      const raw = cell(role);
      if (raw === '') {
        issues.push(
          fileIssue(file, line, role === 'weight' ? 'missingWeight' : 'missingAmount', describe, {
            item: input || '?',
          }),
        );
        return null;
      }
      const value = parseLocaleNumber(raw, { isDecimalComma });
      if (Number.isNaN(value)) {
        issues.push(fileIssue(file, line, 'notANumber', describe, { value: raw }));
        return null;
      }
      return value;
    };
    const amount = isAmountFile ? numberOf('amount') : null;
    const weight = isAmountFile ? null : numberOf('weight');
    raws.push({
      line,
      input,
      portfolio: columns.portfolio === undefined ? null : cell('portfolio'),
      weight,
      amount,
      issues,
    });
  }
  if (raws.length === 0) return empty([fileIssue(file, null, 'noRows', describe)]);

  const groups = new Map<string, RawRow[]>();
  const unnamed: CliIssue[] = [];
  for (const raw of raws) {
    if (raw.portfolio === '') {
      unnamed.push(fileIssue(file, raw.line, 'missingPortfolioName', describe));
      continue;
    }
    const key = raw.portfolio ?? name;
    groups.set(key, [...(groups.get(key) ?? []), raw]);
  }
  const sources = [...groups.entries()].map(([groupName, rows]) =>
    toSource(groupName, file, rows, isAmountFile, describe),
  );
  if (unnamed.length > 0) {
    if (sources[0]) sources[0].issues.unshift(...unnamed);
    else return empty(unnamed);
  }
  return sources;
};

const toSource = (
  name: string,
  file: string,
  raws: RawRow[],
  isAmountFile: boolean,
  describe: Describe,
): PortfolioSource => {
  const issues = raws.flatMap((r) => r.issues);
  const usable = raws.filter((r) => r.issues.length === 0);
  let amountEur: number | null = null;
  let rows: PortfolioRow[];
  if (isAmountFile) {
    const total = usable.reduce((sum, r) => sum + (r.amount ?? 0), 0);
    amountEur = total > 0 ? total : null;
    if (total <= 0 && usable.length > 0) issues.push(fileIssue(file, null, 'amountsNotPositive', describe));
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
  for (const found of validatePortfolio(rows)) {
    // Rows left out for their own errors would make the sum look wrong: ask about the sum only for a clean file.
    if (hasRowErrors && (found.severity === 'confirm' || found.code === 'noHoldings')) continue;
    const index = typeof found.path[0] === 'number' ? found.path[0] : null;
    const params =
      found.code === 'duplicateSecurity' && typeof found.params?.row === 'number'
        ? { ...found.params, row: lines[found.params.row] ?? found.params.row }
        : found.params;
    issues.push(
      toCliIssue(
        { ...found, ...(params ? { params } : {}) },
        { file, line: index === null ? null : (lines[index] ?? null) },
        describe,
      ),
    );
  }
  issues.sort((a, b) => (a.line ?? Number.POSITIVE_INFINITY) - (b.line ?? Number.POSITIVE_INFINITY));
  return { name, file, rows, lines, amountEur, issues };
};

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
  const given = parts.reduce((sum, p) => sum + (p.weight ?? 0), 0);
  const share = unweighted > 0 ? Math.max(0, 100 - given) / unweighted : 0;
  const rows = parts.map((p) => ({ input: p.input, weight: p.weight ?? share }));
  const issues = validatePortfolio(rows).map((found) =>
    toCliIssue(found, { file: '-', line: null }, describe),
  );
  return { name: 'arguments', file: '-', rows, lines: rows.map(() => null), amountEur: null, issues };
};
