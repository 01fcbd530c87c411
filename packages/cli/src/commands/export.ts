import { Command } from '@commander-js/extra-typings';
import { csvSectionsArg } from './parse-args.ts';
import { csvFormatOption, examples, type RunWith } from './shared.ts';

/** `esgkit export <client>`: the client's CSV exports, downloaded before the command exits. */
export const exportCommand = (run: RunWith) =>
  new Command('export')
    .summary('download a client’s CSV exports')
    .description(
      'Download a client’s CSV sections into a folder (one file per section). An outdated portfolio is ' +
        'recomputed first, and PAI is calculated when it never was.',
    )
    .argument('<client>', 'client id or full name')
    .option(
      '--sections <list>',
      // core's CsvSection, written out so --help loads no more than commander (a test keeps them equal)
      'comma-separated: summary, holdings, assets, countries, currencies, sectors, sdgs, performance, risk, esg, esg-countries, sustainability, products, exclusions, controversies, impact-summary, impact, taxonomy, pai-1, pai-2, pai-3, pai-detail-1, pai-detail-2, pai-detail-3; or all',
      csvSectionsArg,
      'all' as const,
    )
    .requiredOption('--out <dir>', 'folder to write the CSV files into')
    .addOption(csvFormatOption())
    .addHelpText(
      'after',
      examples([
        'esgkit export "Maria Rossi" --out exports/rossi',
        'esgkit export "Maria Rossi" --sections holdings,esg,pai-1 --out exports/q3',
      ]),
    )
    .action(async (client, opts, command) => {
      const { exportClient } = await import('../services/clients.ts');
      await run(command, exportClient, {
        client,
        sections: opts.sections,
        out: opts.out,
        csvFormat: opts.csvFormat,
      });
    });
