import { Command, Option } from '@commander-js/extra-typings';
import { CLI_PAI_BASES } from './choices.ts';
import { isoDateArg, riskFreeArg, wholeNumberArg } from './parse-args.ts';
import {
  csvFormatOption,
  examples,
  portfolioAmountOption,
  portfolioSinceOption,
  type RunWith,
} from './shared.ts';

/** `esgkit lookup`: portfolios through the lookup and PAI chains; a summary, JSON or CSV files. */
export const lookupCommand = (run: RunWith) =>
  new Command('lookup')
    .summary('look up portfolios: ESG, impact, taxonomy, PAI, performance and risk')
    .description(
      'Look up one portfolio or many: a CSV file (one portfolio, or many with a "portfolio" column), a folder of ' +
        'CSVs, or ISINs and tickers typed as arguments (TICKER:WEIGHT, equal weights when none are given). ' +
        'Each runs through the lookup chain and the PAI chain; a portfolio with bad rows prints file:line: reason ' +
        'and the others still run. Exit 0 ok, 1 a portfolio failed, 2 bad flags, 3 invalid input.',
    )
    .argument('<inputs...>', 'CSV files, folders of CSV files, or ISINs/tickers')
    .option('--benchmark <portfolio>', 'benchmark: a CSV file or tickers, e.g. "URTH:60,IAGG:40"')
    .addOption(portfolioAmountOption())
    .addOption(portfolioSinceOption())
    .option('--from <yyyy-mm-dd>', 'start of the daily performance and risk window', isoDateArg)
    .option('--to <yyyy-mm-dd>', 'end of the daily performance and risk window', isoDateArg)
    .option(
      '--risk-free <pct>',
      'annual risk-free rate in percent for Sharpe and Sortino (default: the dataset rates)',
      riskFreeArg,
    )
    .addOption(
      new Option(
        '--basis <basis>',
        'PAI denominator: all investments, covered ones, or both (all in pai1–3, covered in pai1Covered–pai3Covered)',
      )
        .choices(CLI_PAI_BASES)
        .default('all'),
    )
    .option('--no-pai', 'skip the PAI chain and the PAI views')
    .option('--concurrency <n>', 'portfolios computed at the same time', wholeNumberArg(1, 64), 2)
    .option('--json', 'print an array of portfolio results as JSON (schema in docs/cli.md)')
    .option('--csv <dir>', 'write summary.csv and one CSV per section and portfolio into DIR')
    .addOption(csvFormatOption())
    .addHelpText(
      'after',
      examples([
        'esgkit lookup fixtures/portfolios/balanced.csv',
        'esgkit lookup URTH:60 IAGG:40 --since 2025-01-02 --amount 250000',
        'esgkit lookup fixtures/portfolios --concurrency 4 --json | jq ".[] | {name, status}"',
        'esgkit lookup clients.csv --benchmark URTH --basis covered --csv out/',
      ]),
    )
    .action(async (inputs, opts, command) => {
      const { runLookup } = await import('../services/run-lookup.ts');
      await run(command, runLookup, {
        inputs,
        benchmark: opts.benchmark,
        amount: opts.amount,
        since: opts.since,
        from: opts.from,
        to: opts.to,
        riskFreePct: opts.riskFree,
        basis: opts.basis,
        pai: opts.pai,
        concurrency: opts.concurrency,
        json: opts.json === true,
        csv: opts.csv,
        csvFormat: opts.csvFormat,
      });
    });
