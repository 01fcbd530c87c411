import { join } from 'node:path';
import {
  type ApiClient,
  ApiError,
  type CliLookupResult,
  formatNumber,
  isCashInput,
  type PaiBasis,
  type PaiFigure,
  type PaiQuarterValue,
  PaiStatement,
  type PaiStatementLine,
  toHoldings,
  validateSecurities,
} from '@esgkit/core';
import { resolveAmount } from '../config/settings.ts';
import { ExitCode, InvalidInputError, UsageError } from '../errors.ts';
import { formatIssueLine, toCliIssue } from '../io/messages.ts';
import type { PortfolioSource } from '../io/portfolio-sources.ts';
import { readPortfolioSources } from '../io/read-portfolios.ts';
import type { Runtime } from '../runtime.ts';
import { createProgress } from '../ui/progress.ts';
import { renderTable } from '../ui/table.ts';
import { computeLookup, PAI_VIEWS } from './compute-lookup.ts';
import { writeFileIn } from './downloads.ts';
import { mapPool } from './pool.ts';
import { dateFlag, intFlag } from './run-lookup.ts';
import { withConnection } from './session.ts';

const quarterEnds = (year: number): string[] => [
  `${year}-03-31`,
  `${year}-06-30`,
  `${year}-09-30`,
  `${year}-12-31`,
];

const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;

/**
 * The year's figure from the four quarter-end figures (RTS Art. 6(3)): the mean of the quarters with data.
 * A year with no such quarter has no value (never a mean of zeros); coverage is averaged over the same quarters,
 * the estimated share weighted by covered value, the fiscal year is the latest used.
 */
export const yearFigure = (quarters: readonly PaiFigure[]): PaiFigure => {
  const first = quarters[0];
  if (!first) throw new Error('yearFigure: no quarters');
  const ok = quarters.filter((q) => q.status === 'ok' && q.value !== null);
  if (ok.length === 0)
    return {
      value: null,
      status: quarters.every((q) => q.status === 'not_applicable') ? 'not_applicable' : 'no_data',
      coveragePct: 0,
      coveredValueEur: 0,
      estimatedPct: 0,
      fiscalYear: null,
      basis: first.basis,
      unit: first.unit,
    };
  const covered = ok.reduce((s, f) => s + f.coveredValueEur, 0);
  const years = ok.map((f) => f.fiscalYear).filter((y): y is number => y !== null);
  return {
    value: mean(ok.map((f) => f.value ?? 0)),
    status: 'ok',
    coveragePct: Math.min(100, mean(ok.map((f) => f.coveragePct))),
    coveredValueEur: covered / ok.length,
    estimatedPct:
      covered > 0
        ? Math.min(100, ok.reduce((s, f) => s + f.estimatedPct * f.coveredValueEur, 0) / covered)
        : 0,
    fiscalYear: years.length > 0 ? Math.max(...years) : null,
    basis: first.basis,
    unit: first.unit,
  };
};

/** The statement's lines from the four quarters' PAI tables 1–3, in table and indicator order. */
export const statementOf = (
  referenceYear: number,
  basis: PaiBasis,
  quarters: readonly CliLookupResult[],
): PaiStatement => {
  const dates = quarterEnds(referenceYear);
  const lines: PaiStatementLine[] = [];
  for (const set of ['pai1', 'pai2', 'pai3'] as const) {
    const tables = quarters.map((q) => q.views[set]?.data);
    const [firstTable] = tables;
    for (const indicator of firstTable?.indicators ?? []) {
      for (const metric of indicator.metrics) {
        const figures = tables.map((table) => {
          const found = table?.indicators
            .find((i) => i.code === indicator.code)
            ?.metrics.find((m) => m.code === metric.code);
          return found?.portfolio ?? { ...metric.portfolio, value: null, status: 'no_data' as const };
        });
        const quarterValues: PaiQuarterValue[] = figures.map((f, i) => ({
          ...f,
          number: i + 1,
          date: dates[i] ?? '',
        }));
        lines.push({
          table: indicator.table,
          number: indicator.number,
          code: metric.code,
          label: metric.label,
          quarters: quarterValues,
          year: yearFigure(figures),
        });
      }
    }
  }
  return PaiStatement.parse({ referenceYear, basis, lines });
};

export interface PaiStatementOptions {
  files: string[];
  year: string;
  basis: PaiBasis;
  amount?: string | undefined;
  since?: string | undefined;
  json: boolean;
  csv?: string | undefined;
}

/** The statement's quarters looked up one by one (engines without `lookups.paiStatement`); an exit code on failure. */
const averageInTheCli = async (
  runtime: Runtime,
  input: {
    client: ApiClient;
    sources: PortfolioSource[];
    since: string;
    amount: number;
    basis: PaiBasis;
  },
): Promise<CliLookupResult[] | ExitCode> => {
  const progress = await createProgress(runtime);
  const results = await mapPool(input.sources, 2, (source) =>
    computeLookup(source, {
      client: input.client,
      describe: runtime.describe,
      progress,
      signal: runtime.signal,
      investmentDay: input.since,
      amountEur: input.amount,
      benchmark: null,
      basis: input.basis,
      hasPai: true,
      views: PAI_VIEWS,
    }),
  );
  await progress.stop();
  for (const issue of results.flatMap((r) => r.issues)) runtime.note(formatIssueLine(issue));
  const bad = results.findIndex((r) => r.status !== 'ok');
  if (bad < 0) return results;
  runtime.note(
    runtime.describe('cli.pai.quarterInvalid', { number: bad + 1, file: results[bad]?.file ?? '' }),
  );
  return results[bad]?.status === 'invalid' ? ExitCode.invalidInput : ExitCode.failure;
};

/** `esgkit pai-statement q1.csv q2.csv q3.csv q4.csv --year 2025`: the reference-year PAI statement (tables 1–3). */
export const runPaiStatement = async (runtime: Runtime, options: PaiStatementOptions): Promise<ExitCode> => {
  const year = intFlag(options.year, '--year', 2000, 2100);
  if (options.files.length !== 4)
    throw new UsageError(runtime.describe('cli.pai.needFourQuarters', { count: options.files.length }));
  const since = dateFlag(options.since, '--since') ?? `${year - 1}-12-31`;
  const sources = await readPortfolioSources(options.files, { describe: runtime.describe });
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
    const { data: resolved } = await client.call('securities.exist', {
      body: { ids },
      signal: runtime.signal,
    });
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
      // The engine computes tables 1–3 on each quarter end and averages them (RTS Art. 6(3)): one request.
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
      // An engine from before the route (a remote one with --api): each quarter through the lookup and PAI chains.
      if (!(error instanceof ApiError && error.code === 'notImplemented')) throw error;
      runtime.note(runtime.describe('cli.pai.engineWithoutStatement'));
      const averaged = await averageInTheCli(runtime, {
        client,
        sources,
        since,
        amount,
        basis: options.basis,
      });
      if (typeof averaged === 'number') return averaged;
      statement = statementOf(year, options.basis, averaged);
    }
    if (options.json) runtime.write(`${JSON.stringify(statement, null, 2)}\n`);
    else if (options.csv) {
      const header = [
        'table',
        'number',
        'code',
        'indicator',
        'unit',
        'q1',
        'q2',
        'q3',
        'q4',
        'year',
        'yearStatus',
        'coveragePct',
        'basis',
      ];
      const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
      const rows = statement.lines.map((l) =>
        [
          String(l.table),
          String(l.number),
          l.code,
          l.label,
          l.year.unit,
          ...l.quarters.map((q) => (q.value === null ? '' : String(q.value))),
          l.year.value === null ? '' : String(l.year.value),
          l.year.status,
          String(l.year.coveragePct),
          statement.basis,
        ]
          .map(cell)
          .join(','),
      );
      const file = options.csv.toLowerCase().endsWith('.csv')
        ? options.csv
        : join(options.csv, `pai-statement-${year}.csv`);
      await writeFileIn(file, `${header.join(',')}\n${rows.map((r) => `${r}\n`).join('')}`);
      runtime.note(runtime.describe('cli.notes.wroteFile', { file }));
    } else {
      const d = runtime.describe;
      const n = (v: number | null) => formatNumber(v, runtime.locale);
      runtime.write(`${d('cli.pai.title', { year, basis: statement.basis })}\n`);
      runtime.write(
        renderTable({
          columns: [
            { header: d('cli.columns.table') },
            { header: d('cli.columns.number'), align: 'right' },
            { header: d('cli.columns.indicator') },
            ...[1, 2, 3, 4].map((q) => ({
              header: d('cli.columns.quarter', { number: q }),
              align: 'right' as const,
            })),
            { header: d('cli.columns.year'), align: 'right' },
            { header: d('cli.columns.unit') },
          ],
          rows: statement.lines.map((l) => [
            String(l.table),
            String(l.number),
            l.label,
            ...l.quarters.map((q) => n(q.value)),
            n(l.year.value),
            l.year.unit,
          ]),
          hasColor: runtime.hasColor,
        }),
      );
    }
    if (statement.lines.length === 0) runtime.note(runtime.describe('cli.notes.empty'));
    return ExitCode.ok;
  });
};
