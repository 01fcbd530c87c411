import { Argument, Command, type OptionValues } from '@commander-js/extra-typings';
import type { ScreenFilterFlags } from '../services/screen.ts';
import { exclusionListArg, listArg, scoreArg, wholeNumberArg } from './parse-args.ts';
import { csvFormatOption, examples, type RunWith } from './shared.ts';

/**
 * The filter flags' values as commander parses them (parse-args.ts): what the screening services take, as a mapped
 * type (an interface has no index signature, so commander's OptionValues would refuse it).
 */
type FilterOptionValues = { [K in keyof ScreenFilterFlags]: ScreenFilterFlags[K] };

/** Only the filter flags of a command's options. */
export const filtersOf = (opts: FilterOptionValues): FilterOptionValues => ({
  region: opts.region,
  sector: opts.sector,
  industry: opts.industry,
  category: opts.category,
  assetClass: opts.assetClass,
  fundType: opts.fundType,
  sfdr: opts.sfdr,
  exclude: opts.exclude,
  controversy: opts.controversy,
  minEsg: opts.minEsg,
  minE: opts.minE,
  minS: opts.minS,
  minG: opts.minG,
  maxTer: opts.maxTer,
  domicile: opts.domicile,
  provider: opts.provider,
  minAum: opts.minAum,
  maxAum: opts.maxAum,
  inceptionFrom: opts.inceptionFrom,
  inceptionTo: opts.inceptionTo,
  minRating: opts.minRating,
  minTaxonomy: opts.minTaxonomy,
  minMarketCap: opts.minMarketCap,
  maxMarketCap: opts.maxMarketCap,
});

/** A flag that may repeat, each value whole (a provider's name may hold a comma). */
const eachArg = (value: string, previous: string[]): string[] => [...previous, value];

/** The filter flags shared by `screen` and `templates add|edit`. */
export const addFilterOptions = <
  Args extends unknown[],
  Opts extends OptionValues,
  Globals extends OptionValues,
>(
  command: Command<Args, Opts, Globals>,
): Command<Args, Opts & FilterOptionValues, Globals> =>
  // the chain's own type is too deep to emit in a declaration file; it is exactly this one
  command
    .option('--region <codes>', 'regions (repeat or comma-separate)', listArg, [] as string[])
    .option('--sector <codes>', 'sectors', listArg, [] as string[])
    .option('--industry <codes>', 'industries', listArg, [] as string[])
    .option('--category <codes>', 'fund categories', listArg, [] as string[])
    .option(
      '--asset-class <classes>',
      'fund asset classes (equity, fixed_income, …)',
      listArg,
      [] as string[],
    )
    .option('--fund-type <types>', 'open_end or etf', listArg, [] as string[])
    .option('--sfdr <articles>', 'SFDR articles: 6, 8, 9', listArg, [] as string[])
    .option(
      '--exclude <type[:band]>',
      'exclude involvement above a band: tobacco, tobacco:minor, weapons:serious',
      exclusionListArg,
      [] as string[],
    )
    .option('--controversy <codes>', 'exclude red companies of these controversies', listArg, [] as string[])
    .option('--min-esg <score>', 'minimum sustainability score, 0–100', scoreArg)
    .option('--min-e <score>', 'minimum environmental score', scoreArg)
    .option('--min-s <score>', 'minimum social score', scoreArg)
    .option('--min-g <score>', 'minimum governance score', scoreArg)
    .option('--max-ter <pct>', 'highest total expense ratio, percent')
    .option('--domicile <codes>', 'fund domiciles (country codes)', listArg, [] as string[])
    .option('--provider <name>', 'fund provider (repeat for more)', eachArg, [] as string[])
    .option('--min-aum <eur>', 'lowest fund AUM, EUR')
    .option('--max-aum <eur>', 'highest fund AUM, EUR')
    .option('--inception-from <date>', 'funds incepted on or after (YYYY-MM-DD)')
    .option('--inception-to <date>', 'funds incepted on or before (YYYY-MM-DD)')
    .option('--min-rating <stars>', 'lowest fund rating, 1–5 stars')
    .option('--min-taxonomy <pct>', 'lowest taxonomy alignment, percent')
    .option('--min-market-cap <eur>', 'lowest company market cap, EUR')
    .option('--max-market-cap <eur>', 'highest company market cap, EUR') as unknown as Command<
    Args,
    Opts & FilterOptionValues,
    Globals
  >;

/** `esgkit screen`: screening of funds, companies or countries, with filters as flags. */
export const screenCommand = (run: RunWith) =>
  addFilterOptions(
    new Command('screen')
      .summary('screen funds, companies or countries')
      .description(
        'Screen funds, companies or countries with filters as flags, or a saved template (--template) with flags ' +
          'on top. Prints a table (one page; --all for every page), JSON, or the CSV export (--csv FILE). ' +
          'No results prints a note on stderr and exits 0.',
      )
      .addArgument(
        new Argument('<kind>', 'what to screen').choices(['funds', 'companies', 'countries'] as const),
      ),
  )
    .option('--template <name>', 'start from a saved screening template')
    .option('--find <text>', 'search names, ISINs and tickers')
    .option('--sort <column[:asc|desc]>', 'sort by a result column')
    .option('--page <n>', 'page number', wholeNumberArg(1, 1_000_000), 1)
    .option('--per-page <n>', 'rows per page (default 50)', wholeNumberArg(1, 500))
    .option('--all', 'every page')
    .option('--json', 'print JSON')
    .option('--csv <file>', 'write the engine’s CSV export to FILE')
    .addOption(csvFormatOption())
    .option('--pdf <file>', 'write a one-page PDF of the screen (its criteria and first rows) to FILE')
    .addHelpText(
      'after',
      examples([
        'esgkit screen funds --sfdr 9 --min-esg 60',
        'esgkit screen companies --region europe --exclude tobacco:minor --exclude thermal_coal --all --csv companies.csv',
        'esgkit screen countries --min-g 70 --json',
        '# a saved template, then the funds it lets through:',
        'esgkit templates add "Dark green" --kind fund --sfdr 9 --min-esg 60',
        'esgkit screen funds --template "Dark green" --sort sustainability:desc',
      ]),
    )
    .action(async (kind, opts, command) => {
      const { runScreen } = await import('../services/screen.ts');
      await run(command, runScreen, {
        kind,
        ...filtersOf(opts),
        template: opts.template,
        find: opts.find,
        sort: opts.sort,
        page: opts.page,
        perPage: opts.perPage,
        all: opts.all === true,
        json: opts.json === true,
        csv: opts.csv,
        csvFormat: opts.csvFormat,
        pdf: opts.pdf,
      });
    });
