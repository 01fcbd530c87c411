import type { CsvFormat } from '@esgkit/core';
import { Argument, Command } from 'commander';
import { csvFormatOption, examples, type RunWith } from './shared.ts';

const list = (value: string, previous: string[] = []): string[] => [
  ...previous,
  ...value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
];

/** The filter flags' values as the screening services take them. */
export const filtersOf = (opts: Record<string, unknown>) => {
  const text = (key: string) => opts[key] as string | undefined;
  const many = (key: string) => (opts[key] as string[] | undefined) ?? [];
  return {
    region: many('region'),
    sector: many('sector'),
    industry: many('industry'),
    category: many('category'),
    assetClass: many('assetClass'),
    fundType: many('fundType'),
    sfdr: many('sfdr'),
    exclude: many('exclude'),
    controversy: many('controversy'),
    minEsg: text('minEsg'),
    minE: text('minE'),
    minS: text('minS'),
    minG: text('minG'),
    maxTer: text('maxTer'),
  };
};

/** The filter flags shared by `screen` and `templates add|edit`. */
export const addFilterOptions = (command: Command): Command =>
  command
    .option('--region <codes>', 'regions (repeat or comma-separate)', list, [])
    .option('--sector <codes>', 'sectors', list, [])
    .option('--industry <codes>', 'industries', list, [])
    .option('--category <codes>', 'fund categories', list, [])
    .option('--asset-class <classes>', 'fund asset classes (equity, fixed_income, …)', list, [])
    .option('--fund-type <types>', 'open_end or etf', list, [])
    .option('--sfdr <articles>', 'SFDR articles: 6, 8, 9', list, [])
    .option(
      '--exclude <type[:band]>',
      'exclude involvement above a band: tobacco, tobacco:minor, weapons:serious',
      list,
      [],
    )
    .option('--controversy <codes>', 'exclude red companies of these controversies', list, [])
    .option('--min-esg <score>', 'minimum sustainability score, 0–100')
    .option('--min-e <score>', 'minimum environmental score')
    .option('--min-s <score>', 'minimum social score')
    .option('--min-g <score>', 'minimum governance score')
    .option('--max-ter <pct>', 'highest total expense ratio, percent');

/** `esgkit screen`: screening of funds, companies or countries, with filters as flags. */
export const screenCommand = (run: RunWith): Command =>
  addFilterOptions(
    new Command('screen')
      .summary('screen funds, companies or countries')
      .description(
        'Screen funds, companies or countries with filters as flags, or a saved template (--template) with flags ' +
          'on top. Prints a table (one page; --all for every page), JSON, or the CSV export (--csv FILE). ' +
          'No results prints a note on stderr and exits 0.',
      )
      .addArgument(new Argument('<kind>', 'what to screen').choices(['funds', 'companies', 'countries'])),
  )
    .option('--template <name>', 'start from a saved screening template')
    .option('--find <text>', 'search names, ISINs and tickers')
    .option('--sort <column[:asc|desc]>', 'sort by a result column')
    .option('--page <n>', 'page number', '1')
    .option('--per-page <n>', 'rows per page (default 50)')
    .option('--all', 'every page')
    .option('--json', 'print JSON')
    .option('--csv <file>', 'write the engine’s CSV export to FILE')
    .addOption(csvFormatOption())
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
    .action(
      async (kind: 'funds' | 'companies' | 'countries', opts: Record<string, unknown>, command: Command) => {
        const { runScreen } = await import('../services/screen.ts');
        const text = (key: string) => opts[key] as string | undefined;
        await run(command, runScreen, {
          kind,
          ...filtersOf(opts),
          template: text('template'),
          find: text('find'),
          sort: text('sort'),
          page: text('page') ?? '1',
          perPage: text('perPage'),
          all: opts.all === true,
          json: opts.json === true,
          csv: text('csv'),
          csvFormat: text('csvFormat') as CsvFormat | undefined,
        });
      },
    );
