import { Command } from '@commander-js/extra-typings';
import { amountArg, exclusionListArg, scoreArg, sdgListArg, wholeNumberArg } from './parse-args.ts';
import { csvFormatOption, examples, type RunWith } from './shared.ts';

/**
 * The risk levels' lines for `esgkit match --help` (core's RISK_LEVELS: cap and plain sentence, in the help's
 * language). Core is not loaded for other `--help` lines (cold start): main hands the text over for `match` only.
 */
let riskLevelsHelp = '';
export const setRiskLevelsHelp = (text: string): void => {
  riskLevelsHelp = text;
};

/** `esgkit match`: the matching questionnaire as flags; the proposed portfolio, why, near misses and the trade-off. */
export const matchCommand = (run: RunWith) =>
  new Command('match')
    .summary('match funds to SDG goals, a risk level and goals (capability 100)')
    .description(
      'Propose a portfolio of funds for a client: at least 3 of the 17 SDGs (--sdg), one risk level (--risk) and ' +
        'the goals (--purpose, --horizon, --amount, --monthly). Exclusions and a minimum SFDR article are hard ' +
        'filters. Prints each fund with its weight and why, the near misses, the trade-off one risk level lower ' +
        'and higher, and the MiFID II preference checks; --json prints the answer, --save-as makes it a client. ' +
        'The method: docs/methodology.md §D.8.',
    )
    .option('--sdg <numbers>', 'SDGs the client cares about, 1–17 (at least 3)', sdgListArg)
    .option('--risk <level>', 'risk level 1–5 (see below)', wholeNumberArg(1, 5))
    .option(
      '--purpose <purpose>',
      'investing purpose: house, car, business, education, traveling, retirement, wealth_growth, other',
    )
    .option('--horizon <years>', 'investment horizon in years (1–50)', wholeNumberArg(1, 50))
    .option('--amount <eur>', 'initial amount in EUR', amountArg)
    .option('--monthly <eur>', 'monthly amount in EUR (default 0)', amountArg)
    .option(
      '--exclude <type[:band]>',
      'exclude involvement above a band: tobacco, tobacco:minor, weapons:serious',
      exclusionListArg,
      [] as string[],
    )
    .option('--min-sfdr <article>', 'minimum SFDR article: 6, 8 or 9', wholeNumberArg(6, 9))
    .option('--min-taxonomy <pct>', 'MiFID II: minimum taxonomy-aligned share, percent', scoreArg)
    .option(
      '--min-sustainable <pct>',
      'MiFID II: minimum share of sustainable investments, percent',
      scoreArg,
    )
    .option('--considers-pai', 'MiFID II: principal adverse impacts considered')
    .option('--json', 'print the answer as JSON (MatchingResult, docs/cli.md)')
    .option('--save-as <name>', 'save the proposed portfolio as a new client "First Last"')
    .option(
      '--csv <file>',
      'also write the engine’s CSV of the answer (funds with weight and why, near misses) to FILE',
    )
    .addOption(csvFormatOption())
    .addHelpText('after', () => riskLevelsHelp)
    .addHelpText(
      'after',
      examples([
        'esgkit match --sdg 6,7,13 --risk 2 --purpose retirement --horizon 10 --amount 50000',
        'esgkit match --sdg 3,6,7,13 --risk 4 --purpose wealth_growth --horizon 15 --amount 20000 --monthly 200 --exclude tobacco,military_weapons:minor --min-sfdr 8',
        'esgkit match --sdg 6,7,13 --risk 2 --purpose retirement --horizon 10 --amount 50000 --json | jq ".funds[] | {name, weightPct}"',
        'esgkit match --sdg 6,7,13 --risk 2 --purpose retirement --horizon 10 --amount 50000 --save-as "Anna Verdi"',
        'esgkit match --sdg 6,7,13 --risk 3 --purpose education --horizon 5 --amount 10000 --csv match.csv',
      ]),
    )
    .action(async (opts, command) => {
      const { runMatch } = await import('../services/match.ts');
      await run(command, runMatch, {
        sdgs: opts.sdg ?? [],
        riskLevel: opts.risk,
        purpose: opts.purpose,
        horizonYears: opts.horizon,
        initialAmountEur: opts.amount,
        monthlyAmountEur: opts.monthly,
        exclude: opts.exclude,
        minSfdrArticle: opts.minSfdr,
        minTaxonomyAlignedPct: opts.minTaxonomy,
        minSustainableInvestmentPct: opts.minSustainable,
        considersPai: opts.considersPai === true,
        json: opts.json === true,
        saveAs: opts.saveAs,
        csv: opts.csv,
        csvFormat: opts.csvFormat,
      });
    });
