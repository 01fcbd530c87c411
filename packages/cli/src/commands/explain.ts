import { Command } from '@commander-js/extra-typings';
import { EXPLAIN_TOP_LIMIT } from './choices.ts';
import { wholeNumberArg } from './parse-args.ts';
import {
  csvFormatOption,
  examples,
  portfolioAmountOption,
  portfolioSinceOption,
  type RunWith,
} from './shared.ts';

/** `esgkit explain`: how one figure of a portfolio's views is computed (part 12). */
export const explainCommand = (run: RunWith) =>
  new Command('explain')
    .summary('show how a figure is computed: method, inputs per holding, exclusions and the arithmetic')
    .description(
      'Computes one portfolio (a CSV file, or ISINs and tickers as in lookup) and prints the derivation of one ' +
        'figure of its views: the method and its version, the data snapshot and fiscal year, the formula, the steps ' +
        'with their values, the largest terms with their inputs, the excluded holdings and why, the covered and ' +
        'missing value and the result. Exit 0 ok, 1 the portfolio or the figure has no data, 2 bad flags or an ' +
        'unknown figure, 3 invalid input.',
    )
    .argument('<portfolio...>', 'a CSV file, or ISINs/tickers (TICKER:WEIGHT)')
    .requiredOption(
      '--figure <name>',
      'the figure: pai2, pai:t1_2:covered, taxonomy.turnover, esg.total, impact:…, sharpe:y3, return:y1 …',
    )
    .option(
      '--top <n>',
      'largest terms asked for and printed; the rest fold into one row (the CSV holds all)',
      wholeNumberArg(1, EXPLAIN_TOP_LIMIT),
      10,
    )
    .addOption(portfolioAmountOption())
    .addOption(portfolioSinceOption())
    .option(
      '--json',
      'print the trace as JSON (FigureTrace: the --top largest terms, the rest in one folded row)',
    )
    .option('--csv <file>', 'write one row per term and per excluded holding to FILE')
    .addOption(csvFormatOption())
    .addHelpText(
      'after',
      examples([
        'esgkit explain fixtures/portfolios/balanced.csv --figure pai2',
        'esgkit explain URTH:60 IAGG:40 --figure "sharpe:y1" --top 5',
        'esgkit explain fixtures/portfolios/balanced.csv --figure esg.total --csv out/esg-terms.csv',
        'esgkit explain URTH --figure pai2 --json',
      ]),
    )
    .action(async (inputs, opts, command) => {
      const { runExplain } = await import('../services/explain.ts');
      await run(command, runExplain, {
        inputs,
        figure: opts.figure,
        top: opts.top,
        amount: opts.amount,
        since: opts.since,
        json: opts.json === true,
        csv: opts.csv,
        csvFormat: opts.csvFormat,
      });
    });
