import { join } from 'node:path';
import {
  type CliLookupResult,
  type CliPaiBasis,
  type CsvFormat,
  CsvSection,
  FRACTION_WINDOW_MEASURES,
  formatNumber,
  formatPercent,
  type Locale,
  toCsv,
  WINDOW_MEASURES,
} from '@esgkit/core';
import { resolveAmount } from '../config/settings.ts';
import { type Connection, connect } from '../connect/connect.ts';
import { ExitCode, UsageError, worseExit } from '../errors.ts';
import { formatIssueLine } from '../io/messages.ts';
import { type PortfolioSource, parsePortfolioArguments } from '../io/portfolio-sources.ts';
import { readPortfolioSources } from '../io/read-portfolios.ts';
import type { Runtime } from '../runtime.ts';
import { createProgress, type ProgressReporter } from '../ui/progress.ts';
import { renderTable } from '../ui/table.ts';
import { computeLookup, emptyViews, type LookupSettings, resultOf, SUMMARY_VIEWS } from './compute-lookup.ts';
import { csvFormatOf, fetchDownload, fileSafe, writeFileIn } from './downloads.ts';
import { forEachPool } from './pool.ts';

export interface LookupOptions {
  inputs: string[];
  benchmark?: string | undefined;
  /** EUR, parsed by the command; undefined: ESGKIT_AMOUNT, the config file, then core's default. */
  amount?: number | undefined;
  /** yyyy-mm-dd days, checked by the command. */
  since?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  riskFreePct?: number | undefined;
  basis: CliPaiBasis;
  pai: boolean;
  concurrency: number;
  json: boolean;
  csv?: string | undefined;
  csvFormat?: CsvFormat | undefined;
}

const benchmarkSource = async (value: string, runtime: Runtime): Promise<PortfolioSource> => {
  const [fromFile] = await readPortfolioSources([value], { describe: runtime.describe });
  if (fromFile && fromFile.file !== '-') return fromFile;
  return parsePortfolioArguments(value.split(/[\s,;]+/).filter(Boolean), runtime.describe);
};

/**
 * `esgkit lookup`: reads the portfolios, asks or warns about weights that do not sum to 100 or 1, runs each
 * through the engine (at most `--concurrency` at a time), then prints the summary, the JSON or the CSV files.
 * A bad portfolio never stops the others; the exit code is the worst outcome (1 beats 3).
 */
export const runLookup = async (runtime: Runtime, options: LookupOptions): Promise<ExitCode> => {
  const { describe } = runtime;
  const { since: investmentDay, from, to, concurrency, riskFreePct } = options;
  if (from && to && from > to) throw new UsageError(describe('cli.usage.windowReversed', { from, to }));
  if (options.json && options.csv) throw new UsageError(describe('cli.usage.jsonAndCsv'));

  const sources = await readPortfolioSources(options.inputs, { describe });
  const withAmounts = sources.find((s) => s.amountEur !== null);
  if (options.amount !== undefined && withAmounts)
    throw new UsageError(describe('cli.lookup.amountConflict', { file: withAmounts.file }));
  const { amount } = resolveAmount(options.amount, runtime.env, runtime.conf);
  const benchmark = options.benchmark ? await benchmarkSource(options.benchmark, runtime) : null;
  const common = { basis: options.basis, benchmark };

  // spec doc 1 §5: weights not equal to 100 or 1 ask for confirmation; elsewhere a warning, or an error with --strict.
  const declined = new Set<PortfolioSource>();
  for (const source of sources) {
    const confirm = source.issues.find((i) => i.severity === 'confirm');
    if (!confirm) continue;
    const sum = confirm.params?.sum ?? '?';
    const isInteractive = runtime.isTty && Boolean(runtime.streams.stdin.isTTY);
    if (isInteractive && !runtime.settings.yes) {
      if (!(await runtime.confirm(describe('cli.lookup.weightsConfirm', { name: source.name, sum }))))
        declined.add(source);
      source.issues = source.issues.filter((i) => i !== confirm);
    } else if (!isInteractive || runtime.settings.yes) {
      const { strict } = runtime.settings;
      const message = describe(strict ? 'cli.lookup.weightsStrict' : 'cli.lookup.weightsWarning', { sum });
      const severity = strict ? 'error' : 'warning';
      source.issues = source.issues.map((i) => (i === confirm ? { ...i, message, severity } : i));
    }
  }
  if (benchmark?.issues.some((i) => i.severity === 'confirm'))
    benchmark.issues = benchmark.issues.map((i) =>
      i.severity === 'confirm' ? { ...i, severity: 'warning' } : i,
    );

  const results: (CliLookupResult | null)[] = sources.map((source) => {
    if (declined.has(source)) {
      runtime.note(describe('cli.lookup.notConfirmed', { name: source.name }));
      return resultOf(source, { status: 'cancelled' }, common);
    }
    const blocking = [...source.issues, ...(benchmark?.issues ?? [])].some((i) => i.severity === 'error');
    return blocking
      ? resultOf(
          source,
          { status: 'invalid', issues: [...source.issues, ...(benchmark?.issues ?? [])] },
          common,
        )
      : null;
  });

  const positions = sources.map((_, i) => i).filter((i) => results[i] === null);
  const runnable = positions.map((i) => sources[i] as PortfolioSource);
  // --json streams the array in input order as results arrive, and keeps only each result's issues afterwards:
  // a thousand portfolios with every view would not fit in one string (or in memory).
  const writer = options.json ? jsonArrayWriter(runtime) : null;
  let flushed = 0;
  const flush = () => {
    for (let r = results[flushed]; flushed < results.length && r; r = results[++flushed]) {
      if (!writer) continue;
      writer.item(r);
      results[flushed] = { ...r, views: emptyViews() };
    }
  };
  let connection: Connection | null = null;
  let progress: ProgressReporter | null = null;
  try {
    flush();
    if (runnable.length > 0) {
      connection = await connect({
        settings: runtime.settings,
        describe,
        onNote: runtime.note,
        // More than one portfolio: the engine on its own thread, so it computes while this thread reads answers.
        engineThread: runnable.length > 1,
      });
      progress = await createProgress(runtime);
      const settings: LookupSettings = {
        client: connection.client,
        describe,
        progress,
        signal: runtime.signal,
        investmentDay,
        asOf: connection.snapshot()?.asOf ?? null,
        amountEur: amount,
        benchmark,
        basis: options.basis,
        hasPai: options.pai,
        views: options.json ? undefined : SUMMARY_VIEWS,
        from,
        to,
        riskFreePct,
      };
      await forEachPool(runnable, concurrency, (source) => computeLookup(source, settings), {
        signal: runtime.signal,
        skipped: (source) => resultOf(source, { status: 'cancelled' }, common),
        onResult: (result, index) => {
          results[positions[index] as number] = result;
          flush();
        },
      });
      await progress.stop();
      progress = null;
    }
    flush();
    writer?.end();
    const done = results.filter((r): r is CliLookupResult => r !== null);
    for (const issue of done.flatMap((r) => r.issues)) runtime.note(formatIssueLine(issue));
    if (options.csv)
      await writeLookupCsv(
        runtime,
        connection,
        done,
        options.csv,
        options.pai,
        csvFormatOf(options.csvFormat, runtime.locale),
      );
    else if (!options.json) printSummary(runtime, done);
    return exitCodeOf(done, runtime.signal.aborted);
  } finally {
    await progress?.stop();
    await connection?.close();
  }
};

/** Writes a JSON array one element at a time, laid out as `JSON.stringify(array, null, 2)` would. */
const jsonArrayWriter = (runtime: Pick<Runtime, 'write'>) => {
  let count = 0;
  return {
    item(value: unknown) {
      // The element as it sits inside the array (indented by two): stringify it in a one-element array and drop
      // the brackets, cheaper than re-indenting a megabyte string line by line.
      const inArray = JSON.stringify([value], null, 2);
      runtime.write(`${count === 0 ? '[\n' : ',\n'}${inArray.slice(2, -2)}`);
      count++;
    },
    end() {
      runtime.write(count === 0 ? '[]\n' : '\n]\n');
    },
  };
};

/** The exit code of a batch: 130 after Ctrl-C, else 1 if any failed (wins over 3), else 3 if any was invalid. */
export const exitCodeOf = (results: readonly CliLookupResult[], isAborted = false): ExitCode => {
  if (isAborted) return ExitCode.interrupted;
  return results.reduce<ExitCode>((worst, r) => {
    const code =
      r.status === 'ok'
        ? ExitCode.ok
        : r.status === 'invalid' || r.status === 'cancelled'
          ? ExitCode.invalidInput
          : ExitCode.failure;
    return worseExit(worst, code);
  }, ExitCode.ok);
};

const summaryColumns = (runtime: Runtime) => [
  { header: runtime.describe('cli.columns.portfolio') },
  { header: runtime.describe('cli.columns.status') },
  { header: runtime.describe('cli.columns.holdings'), align: 'right' as const },
  { header: runtime.describe('cli.columns.amount'), align: 'right' as const },
  { header: runtime.describe('cli.columns.return1y'), align: 'right' as const },
  { header: runtime.describe('cli.columns.volatility'), align: 'right' as const },
  { header: runtime.describe('cli.columns.taxonomyAligned'), align: 'right' as const },
];

/** One summary row: headline figures of a result; missing figures print as n/a (never 0). */
export const summaryRow = (r: CliLookupResult, locale: Locale, describe: Runtime['describe']): string[] => {
  const y1 = r.views.performance?.data.trailing.portfolio.y1.value;
  const risk = r.views.risk?.data.windows.find((w) => w.window === 'y1') ?? r.views.risk?.data.windows[0];
  const aligned = r.views.taxonomySummary?.data.portfolio.turnover.includingSovereigns.alignedPct;
  const holdings = r.views.aggregates?.data.summary.holdingsCount;
  return [
    r.name,
    describe(`cli.status.${r.status}`),
    holdings === undefined ? String(r.holdings.length) : formatNumber(holdings, locale, { decimals: 0 }),
    formatNumber(r.investmentAmountEur, locale, { decimals: 2 }),
    formatPercent(y1 === null || y1 === undefined ? null : y1 * 100, locale),
    formatPercent(
      risk?.portfolio.standardDeviation.value === null || risk === undefined
        ? null
        : risk.portfolio.standardDeviation.value * 100,
      locale,
    ),
    formatPercent(aligned ?? null, locale),
  ];
};

const printSummary = (runtime: Runtime, results: readonly CliLookupResult[]): void => {
  if (results.length === 0) {
    runtime.note(runtime.describe('cli.notes.empty'));
    return;
  }
  runtime.write(
    renderTable({
      columns: summaryColumns(runtime),
      rows: results.map((r) => summaryRow(r, runtime.locale, runtime.describe)),
      hasColor: runtime.hasColor,
    }),
  );
  const meta = results.map((r) => r.views.aggregates?.meta).find(Boolean);
  if (meta?.asOf && meta.snapshotVersion)
    runtime.note(
      `${runtime.describe('cli.notes.snapshot', { date: meta.asOf, version: meta.snapshotVersion.slice(0, 12) })}${meta.demo ? ` · ${runtime.describe('common.demoData')}` : ''}`,
    );
  printWindow(runtime, results);
  const ok = results.filter((r) => r.status === 'ok').length;
  runtime.note(runtime.describe('cli.lookup.summary', { ok, total: results.length }));
};

/**
 * The whole chosen window's returns and risk (issue 21, views.risk `window`): one column per portfolio that has
 * one, one row per measure (fractions as percentages, ratios as numbers, n/a as the locale's marker), the window's
 * dates first. Null when no portfolio has a window.
 */
export const windowTable = (
  results: readonly CliLookupResult[],
  locale: Locale,
  describe: Runtime['describe'],
): { header: string[]; rows: string[][] } | null => {
  const measured = results.flatMap((r) => {
    const window = r.views.risk?.data.window;
    return window ? [{ name: r.name, window }] : [];
  });
  if (measured.length === 0) return null;
  return {
    header: [describe('report.columns.measure'), ...measured.map((m) => m.name)],
    rows: [
      [describe('report.risk.window'), ...measured.map((m) => `${m.window.from} – ${m.window.to}`)],
      ...WINDOW_MEASURES.map((measure) => [
        describe(`report.risk.${measure}`),
        ...measured.map(({ window }) => {
          const value = window.portfolio[measure].value;
          return FRACTION_WINDOW_MEASURES.has(measure)
            ? formatPercent(value === null ? null : value * 100, locale)
            : formatNumber(value, locale, { decimals: 2 });
        }),
      ]),
    ],
  };
};

const printWindow = (runtime: Runtime, results: readonly CliLookupResult[]): void => {
  const table = windowTable(results, runtime.locale, runtime.describe);
  if (!table) return;
  runtime.write(`\n${runtime.describe('cli.lookup.windowTitle')}\n`);
  runtime.write(
    renderTable({
      columns: table.header.map((header, i) => ({ header, ...(i > 0 ? { align: 'right' as const } : {}) })),
      rows: table.rows,
      hasColor: runtime.hasColor,
    }),
  );
  // one dataset and one --risk-free per run: the first answer's rate is every portfolio's
  const risk = results.map((r) => r.views.risk?.data).find((d) => d?.window);
  if (!risk) return;
  // on stdout beside the table: Sharpe, Sortino and alpha mean nothing without their rate
  const rate =
    risk.riskFreePct === null
      ? runtime.describe('cli.lookup.riskFree.missing')
      : runtime.describe(`cli.lookup.riskFree.${risk.riskFreeSource ?? 'setting'}`, {
          rate: formatPercent(risk.riskFreePct, runtime.locale),
        });
  runtime.write(`${rate}\n`);
};

/** The CSV sections of a looked-up portfolio, as the engine exports them (one file per section). */
export const LOOKUP_CSV_SECTIONS: readonly CsvSection[] = CsvSection.options;

const writeLookupCsv = async (
  runtime: Runtime,
  connection: Connection | null,
  results: readonly CliLookupResult[],
  dir: string,
  hasPai: boolean,
  format: CsvFormat,
): Promise<void> => {
  const header = [
    'portfolio',
    'file',
    'status',
    'portfolioId',
    'holdings',
    'amountEur',
    'return1y',
    'volatility1y',
    'taxonomyAlignedPct',
  ];
  const rows = results.map((r) => {
    const risk = r.views.risk?.data.windows.find((w) => w.window === 'y1');
    return [
      r.name,
      r.file,
      r.status,
      r.portfolioId,
      r.views.aggregates?.data.summary.holdingsCount ?? r.holdings.length,
      r.investmentAmountEur,
      r.views.performance?.data.trailing.portfolio.y1.value,
      risk?.portfolio.standardDeviation.value,
      r.views.taxonomySummary?.data.portfolio.turnover.includingSovereigns.alignedPct,
    ];
  });
  let count = 1;
  await writeFileIn(join(dir, 'summary.csv'), toCsv({ header, rows }, format));
  const client = connection?.client;
  if (client) {
    const sections = LOOKUP_CSV_SECTIONS.filter((s) => hasPai || !s.startsWith('pai'));
    for (const r of results) {
      if (r.status !== 'ok' || !r.portfolioId) continue;
      for (const section of sections) {
        const { data } = await client.call('exports.csv', {
          params: { portfolioId: r.portfolioId, section },
          query: { locale: runtime.locale, format },
          signal: runtime.signal,
        });
        await writeFileIn(
          join(dir, fileSafe(r.name), `${section}.csv`),
          await fetchDownload(client, data, runtime.signal),
        );
        count++;
      }
    }
  }
  runtime.note(runtime.describe('cli.notes.wroteFiles', { count, dir }));
};
