import {
  ApiError,
  type CsvFormat,
  type FigureTrace,
  formatNumber,
  formulaText,
  type Locale,
  OTHER_HOLDINGS_KEY,
  PATH_SEPARATOR,
  traceInputLabel,
  traceValueText,
  unlistedTerms,
} from '@esgkit/core';
import { resolveAmount } from '../config/settings.ts';
import { CliError, ExitCode, InvalidInputError, UsageError } from '../errors.ts';
import type { Describe } from '../io/messages.ts';
import { formatIssueLine } from '../io/messages.ts';
import { readPortfolioSources } from '../io/read-portfolios.ts';
import type { Runtime } from '../runtime.ts';
import { createProgress } from '../ui/progress.ts';
import { computeLookup } from './compute-lookup.ts';
import { csvFormatOf, writeFileIn } from './downloads.ts';
import { exitCodeOf } from './run-lookup.ts';
import { withConnection } from './session.ts';

export interface ExplainOptions {
  inputs: string[];
  figure: string;
  amount?: number | undefined;
  since?: string | undefined;
  /** top contributors asked for (explain.figure's `top`: the rest fold into one row); the CSV holds every term */
  top: number;
  json: boolean;
  csv?: string | undefined;
  csvFormat?: CsvFormat | undefined;
}

/** A figure the PAI chain must have run for: the PAI explainer's names (`pai2`, `pai:t1_2`, `pai-2` …). */
const needsPai = (figure: string) => /^\s*pai/i.test(figure);

/** Numbers as the tree prints them: up to 6 decimals, fewer where they add nothing. */
const num = (value: number | null, locale: Locale) =>
  formatNumber(value, locale, { decimals: Math.abs(value ?? 0) >= 1000 ? 2 : 6 }).replace(
    /([.,]\d*?)0+$/,
    (_, kept: string) => (kept.length > 1 ? kept : ''),
  );

/** A term's inputs by their labels (the raw column names stay in `--json` and `--csv`). */
const inputText = (inputs: FigureTrace['terms'][number]['inputs'], describe: Describe, locale: Locale) =>
  Object.entries(inputs)
    .map(
      ([name, v]) =>
        `${traceInputLabel(name, describe, locale)} ${typeof v === 'number' ? num(v, locale) : (v ?? '–')}`,
    )
    .join(', ');

/** A row's name and, where it says more, its key (a company id; a day's key is its name). */
const named = (row: { key: string; name: string }) =>
  row.key === row.name || row.key === OTHER_HOLDINGS_KEY ? row.name : `${row.name} [${row.key}]`;

/** The derivation as a readable tree: method, data, formula, steps, top terms, exclusions, values, result. */
export const traceTree = (trace: FigureTrace, top: number, describe: Describe, locale: Locale): string => {
  const lines: string[] = [];
  // the figure as the views print it (a fraction as its percentage); the steps and terms keep the raw numbers
  const figure = traceValueText(trace.value, trace.unit, locale, { number: (v) => num(v, locale) });
  lines.push(`${trace.label} (${trace.figure}) = ${figure}`);
  lines.push(
    `├─ ${describe('web.explain.method')}: ${trace.method.id}, ${describe('web.explain.version', { version: trace.method.version })}`,
  );
  lines.push(
    `├─ ${describe('web.explain.snapshot', { version: trace.snapshotVersion })}, ${trace.asOf}; ${
      trace.fiscalYear === null
        ? describe('web.explain.noFiscalYear')
        : describe('web.explain.fiscalYear', { year: trace.fiscalYear })
    }`,
  );
  lines.push(`├─ ${describe('cli.explain.formula')}: ${formulaText(trace.formula)}`);
  lines.push(`├─ ${describe('web.explain.steps')}`);
  for (const [i, step] of trace.steps.entries()) {
    const branch = i === trace.steps.length - 1 ? '└─' : '├─';
    const args = step.args.map((a) => (typeof a === 'number' ? num(a, locale) : a)).join(', ');
    lines.push(
      `│  ${branch} ${step.symbol} = ${step.op}(${args}) = ${num(step.value, locale)}   ${step.label}`.trimEnd(),
    );
  }
  const shown = trace.terms.slice(0, top);
  const more = unlistedTerms(trace, shown.length);
  lines.push(`├─ ${describe('web.explain.contributors')} (${shown.length}/${shown.length + more})`);
  for (const t of shown) {
    const path = t.path.length > 0 ? t.path.join(PATH_SEPARATOR) : describe('web.explain.direct');
    const weight = t.weightPct === null ? '' : `${num(t.weightPct, locale)} %, `;
    const value = t.valueEur === null ? '' : `${num(t.valueEur, locale)} EUR, `;
    const facts = describe(t.estimated ? 'web.explain.estimated' : 'web.explain.reported');
    lines.push(`│  ├─ ${named(t)} ${describe('web.explain.term')} ${num(t.term, locale)}`);
    lines.push(`│  │  ${weight}${value}${path}; ${inputText(t.inputs, describe, locale)} (${facts})`);
  }
  if (more > 0) lines.push(`│  └─ ${describe('web.explain.moreTerms', { count: more })}`);
  if (trace.excluded.length > 0) {
    // every row of the answer: the server already folded the rest into one "Other holdings" row per reason
    const count = trace.folded ? '' : ` (${trace.excluded.length})`;
    lines.push(`├─ ${describe('web.explain.excluded')}${count}`);
    for (const e of trace.excluded) {
      const missing =
        e.missing.length > 0
          ? `, ${describe('web.explain.missingColumns', {
              columns: e.missing.map((c) => traceInputLabel(c, describe, locale)).join(', '),
            })}`
          : '';
      lines.push(
        `│  ├─ ${named(e)} ${num(e.valueEur, locale)} EUR: ${describe(`web.explain.reasons.${e.reason}`)}${missing}`,
      );
    }
  }
  if (trace.status !== 'ok') lines.push(`├─ ${describe(`web.explain.${trace.status}`)}`);
  if (trace.totalValueEur !== null)
    lines.push(
      `├─ ${describe('web.explain.covered')} ${num(trace.coveredValueEur, locale)} EUR, ${describe('web.explain.missing')} ${num(trace.missingValueEur, locale)} EUR, ${describe('web.explain.total')} ${num(trace.totalValueEur, locale)} EUR`,
    );
  lines.push(`└─ ${describe('cli.explain.result')}: ${figure}`);
  return `${lines.join('\n')}\n`;
};

/** `esgkit explain PORTFOLIO --figure pai2`: the portfolio through the lookup chain, then one figure's trace. */
export const runExplain = async (runtime: Runtime, options: ExplainOptions): Promise<ExitCode> => {
  const { describe } = runtime;
  if (options.json && options.csv) throw new UsageError(describe('cli.usage.jsonAndCsv'));
  const sources = await readPortfolioSources(options.inputs, { describe });
  const [source] = sources;
  if (!source || sources.length !== 1) throw new UsageError(describe('cli.explain.onePortfolio'));
  const invalid = source.issues.filter((i) => i.severity === 'error');
  if (invalid.length > 0) throw new InvalidInputError(invalid.map(formatIssueLine).join('\n'));
  const { amount } = resolveAmount(options.amount, runtime.env, runtime.conf);
  return withConnection(runtime, async (connection) => {
    const progress = await createProgress(runtime);
    const result = await computeLookup(source, {
      client: connection.client,
      describe,
      progress,
      signal: runtime.signal,
      investmentDay: options.since,
      asOf: connection.snapshot()?.asOf ?? null,
      amountEur: source.amountEur ?? amount,
      benchmark: null,
      basis: 'all',
      hasPai: needsPai(options.figure),
      views: new Set(),
    }).finally(() => progress.stop());
    for (const issue of result.issues) runtime.note(formatIssueLine(issue));
    if (result.status !== 'ok' || !result.portfolioId) return exitCodeOf([result], runtime.signal.aborted);
    let trace: FigureTrace;
    try {
      const params = { portfolioId: result.portfolioId };
      if (options.csv) {
        // every term, written by the server (core's traceTermsCsv): the answer's top terms are not all of them
        const file = await connection.client.call('explain.figureCsv', {
          params,
          query: {
            figure: options.figure,
            locale: runtime.locale,
            format: csvFormatOf(options.csvFormat, runtime.locale),
          },
          signal: runtime.signal,
        });
        await writeFileIn(options.csv, file.bytes);
        const rows =
          new TextDecoder()
            .decode(file.bytes)
            .split(/\r?\n/)
            .filter((l) => l !== '').length - 1;
        runtime.note(describe('cli.explain.csvWritten', { file: options.csv, count: rows }));
        return ExitCode.ok;
      }
      const answer = await connection.client.call('explain.figure', {
        params,
        query: { figure: options.figure, top: options.top },
        signal: runtime.signal,
      });
      trace = answer.data;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalidInput')
        throw new UsageError(
          `--figure: ${describe('cli.explain.unknownFigure', { figure: options.figure })}`,
        );
      if (error instanceof ApiError && error.code === 'noData')
        throw new CliError(ExitCode.failure, describe('cli.explain.noData', { figure: options.figure }));
      throw error;
    }
    if (options.json) runtime.write(`${JSON.stringify(trace, null, 2)}\n`);
    else runtime.write(traceTree(trace, options.top, describe, runtime.locale));
    return ExitCode.ok;
  });
};
