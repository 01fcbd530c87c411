import { Command, Option } from '@commander-js/extra-typings';
import { amountArg, wholeNumberArg } from './parse-args.ts';
import { csvFormatOption, examples, type RunWith } from './shared.ts';

/** `esgkit pai-statement`: the entity-level PAI statement and taxonomy shares of a reference year from quarter ends. */
export const paiStatementCommand = (run: RunWith) =>
  new Command('pai-statement')
    .summary(
      'the reference-year PAI statement (tables 1–3) and EU Taxonomy shares from four quarter-end portfolios',
    )
    .description(
      'The engine computes SFDR principal adverse impact tables 1–3 and the EU Taxonomy shares on each quarter-end ' +
        'portfolio (31 Mar, 30 Jun, 30 Sep, 31 Dec, in that order; a quarter may be all cash) and the year as their ' +
        'mean (RTS Art. 6(3)): a quarter without holdings of an indicator’s asset type counts as 0 for shares and ' +
        'ratios, a quarter without data is left out, and a year without any data has no figure (never 0).',
    )
    .argument('<portfolios...>', 'the four quarter-end portfolio CSVs, Q1 to Q4')
    .requiredOption('--year <yyyy>', 'the reference year', wholeNumberArg(2000, 2100))
    .addOption(
      new Option('--basis <basis>', 'PAI denominator')
        .choices(['all', 'covered'] as const)
        .default('all' as const),
    )
    .option(
      '--amount <eur>',
      'amount invested in EUR when the files give weights (env ESGKIT_AMOUNT)',
      amountArg,
    )
    .option('--json', 'print the statement as JSON')
    .option('--csv <file|dir>', 'write the statement as CSV')
    .addOption(csvFormatOption())
    .addHelpText(
      'after',
      examples([
        'esgkit pai-statement q1.csv q2.csv q3.csv q4.csv --year 2025',
        'esgkit pai-statement q*.csv --year 2025 --basis covered --json > pai-2025.json',
      ]),
    )
    .action(async (files, opts, command) => {
      const { runPaiStatement } = await import('../services/pai-statement.ts');
      await run(command, runPaiStatement, {
        files,
        year: opts.year,
        basis: opts.basis,
        amount: opts.amount,
        json: opts.json === true,
        csv: opts.csv,
        csvFormat: opts.csvFormat,
      });
    });
