import { join } from 'node:path';
import {
  ApiError,
  type CsvFormat,
  csvUnitLabel,
  formatNumber,
  isCashInput,
  type Locale,
  type PaiBasis,
  type PaiStatement,
  type StatementYearFigure,
  toCsv,
  toHoldings,
  unitById,
  validateSecurities,
} from '@esgkit/core';
import { resolveAmount } from '../config/settings.ts';
import { CliError, ExitCode, InvalidInputError, UsageError } from '../errors.ts';
import { formatIssueLine, toCliIssue } from '../io/messages.ts';
import { readPortfolioSources } from '../io/read-portfolios.ts';
import type { Runtime } from '../runtime.ts';
import { renderTable } from '../ui/table.ts';
import { csvFormatOf, writeFileIn } from './downloads.ts';
import { withConnection } from './session.ts';

export interface PaiStatementOptions {
  files: string[];
  /** Checked by the command (2000–2100). */
  year: number;
  basis: PaiBasis;
  /** EUR, parsed by the command. */
  amount?: number | undefined;
  json: boolean;
  csv?: string | undefined;
  csvFormat?: CsvFormat | undefined;
}

/**
 * The statement as CSV, one row per PAI figure then per EU Taxonomy share (`table` = `taxonomy`), numbers at full
 * precision (12 significant digits, sfdr-pai-and-taxonomy.md §5.13); the unit as its label in `locale` with its
 * catalogue id beside it (`unitCode`); the year's coverage, covered value, V and fiscal years beside it.
 */
export const statementCsv = (statement: PaiStatement, format: CsvFormat, locale: Locale): string => {
  const header = [
    'table',
    'number',
    'code',
    'indicator',
    'unit',
    'unitCode',
    'q1',
    'q2',
    'q3',
    'q4',
    'year',
    'yearStatus',
    'coveragePct',
    'basis',
    'coveredValueEur',
    'estimatedPct',
    'totalValueEur',
    'eligibleValueEur',
    'fiscalYear',
    'fiscalYearFrom',
    'quartersCounted',
  ];
  const row = (
    table: string,
    number: string,
    line: { code: string; label: string; quarters: { value: number | null }[]; year: StatementYearFigure },
  ) => [
    table,
    number,
    line.code,
    line.label,
    csvUnitLabel(line.year.unit, locale),
    line.year.unit,
    ...line.quarters.map((q) => q.value),
    line.year.value,
    line.year.status,
    line.year.coverage.pct,
    line.year.basis,
    line.year.coverage.coveredValueEur,
    line.year.coverage.estimatedPct,
    line.year.totalValueEur,
    line.year.eligibleValueEur,
    line.year.fiscalYear,
    line.year.fiscalYearFrom,
    line.year.quartersCounted,
  ];
  const rows = [
    ...statement.lines.map((l) => row(String(l.table), String(l.number), l)),
    ...statement.taxonomy.map((l) => row('taxonomy', '', l)),
  ];
  return toCsv({ header, rows }, format);
};

/** `esgkit pai-statement q1.csv q2.csv q3.csv q4.csv --year 2025`: the reference-year PAI statement (tables 1–3). */
export const runPaiStatement = async (runtime: Runtime, options: PaiStatementOptions): Promise<ExitCode> => {
  const { year } = options;
  if (options.files.length !== 4)
    throw new UsageError(runtime.describe('cli.pai.needFourQuarters', { count: options.files.length }));
  // A quarter end may be all cash (a CASH row alone): it counts as 0 or is skipped (sfdr-pai-and-taxonomy.md §5.12).
  const sources = await readPortfolioSources(options.files, {
    describe: runtime.describe,
    allowCashOnly: true,
  });
  if (sources.length !== 4)
    throw new UsageError(runtime.describe('cli.pai.needFourQuarters', { count: sources.length }));
  const invalid = sources.flatMap((s) => s.issues.filter((i) => i.severity === 'error'));
  if (invalid.length > 0) throw new InvalidInputError(invalid.map(formatIssueLine).join('\n'));
  const { amount } = resolveAmount(options.amount, runtime.env, runtime.conf);
  return withConnection(runtime, async ({ client }) => {
    // Unknown securities are reported as file:line before the engine computes anything (spec doc 1 §5).
    const ids = [...new Set(sources.flatMap((s) => s.rows.map((r) => r.input.trim())))].filter(
      (input) => input !== '' && !isCashInput(input),
    );
    const resolved =
      ids.length === 0
        ? []
        : (await client.call('securities.exist', { body: { ids }, signal: runtime.signal })).data;
    const unknown = sources.flatMap((source) =>
      validateSecurities(source.rows, resolved).map((found) => {
        const index = typeof found.path[0] === 'number' ? found.path[0] : null;
        return toCliIssue(
          found,
          { file: source.file, line: index === null ? null : (source.lines[index] ?? null) },
          runtime.describe,
        );
      }),
    );
    if (unknown.some((i) => i.severity === 'error'))
      throw new InvalidInputError(unknown.map(formatIssueLine).join('\n'));
    let statement: PaiStatement;
    try {
      // The engine computes tables 1–3 and the taxonomy shares on each quarter end and averages them (RTS Art.
      // 6(3)): one request, one formula (engine analytics/pai/statement.ts).
      const { data } = await client.call('lookups.paiStatement', {
        body: {
          referenceYear: year,
          basis: options.basis,
          quarters: sources.map((source) => ({
            investmentAmount: source.amountEur ?? amount,
            portfolio: toHoldings(source.rows, resolved),
          })),
        },
        signal: runtime.signal,
      });
      statement = data;
    } catch (error) {
      // A remote engine from before the route (--api): no second formula here, the engine must be updated.
      if (error instanceof ApiError && error.code === 'notImplemented')
        throw new CliError(ExitCode.failure, runtime.describe('cli.pai.engineWithoutStatement'));
      throw error;
    }
    if (options.json) runtime.write(`${JSON.stringify(statement, null, 2)}\n`);
    else if (options.csv) {
      const file = options.csv.toLowerCase().endsWith('.csv')
        ? options.csv
        : join(options.csv, `pai-statement-${year}.csv`);
      await writeFileIn(
        file,
        statementCsv(statement, csvFormatOf(options.csvFormat, runtime.locale), runtime.locale),
      );
      runtime.note(runtime.describe('cli.notes.wroteFile', { file }));
    } else {
      const d = runtime.describe;
      const n = (v: number | null) => formatNumber(v, runtime.locale);
      const unit = (f: StatementYearFigure) => unitById(f.unit).symbol[runtime.locale];
      const columns = (first: { header: string; align?: 'right' }[]) => [
        ...first,
        ...[1, 2, 3, 4].map((q) => ({
          header: d('cli.columns.quarter', { number: q }),
          align: 'right' as const,
        })),
        { header: d('cli.columns.year'), align: 'right' as const },
        { header: d('cli.columns.unit') },
        { header: d('cli.columns.coverage'), align: 'right' as const },
      ];
      const figures = (l: { quarters: { value: number | null }[]; year: StatementYearFigure }) => [
        ...l.quarters.map((q) => n(q.value)),
        n(l.year.value),
        unit(l.year),
        `${n(l.year.coverage.pct)} %`,
      ];
      runtime.write(`${d('cli.pai.title', { year, basis: statement.basis })}\n`);
      runtime.write(
        renderTable({
          columns: columns([
            { header: d('cli.columns.table') },
            { header: d('cli.columns.number'), align: 'right' },
            { header: d('cli.columns.indicator') },
          ]),
          rows: statement.lines.map((l) => [String(l.table), String(l.number), l.label, ...figures(l)]),
          hasColor: runtime.hasColor,
        }),
      );
      runtime.write(`\n${d('cli.pai.taxonomyTitle')}\n`);
      runtime.write(
        renderTable({
          columns: columns([{ header: d('cli.columns.indicator') }]),
          rows: statement.taxonomy.map((l) => [l.label, ...figures(l)]),
          hasColor: runtime.hasColor,
        }),
      );
    }
    if (statement.lines.length === 0) runtime.note(runtime.describe('cli.notes.empty'));
    return ExitCode.ok;
  });
};
