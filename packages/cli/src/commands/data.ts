import { Command } from '@commander-js/extra-typings';
import { examples, type RunWith } from './shared.ts';

/** `esgkit data demo|import DIR|info`: the provider dataset of the embedded engine. */
export const dataCommand = (run: RunWith) => {
  const data = new Command('data')
    .summary('prepare and inspect the provider dataset')
    .description(
      'The embedded engine’s dataset: the demo universe (generated once into ESGKIT_CACHE_DIR;  ESGKIT_DEMO_SIZE=small for a small one) or your own folder (docs/dataset-format.md). A folder that does not  import exits 3 with a file:line:column list.',
    )
    .addHelpText(
      'after',
      examples([
        'esgkit data demo',
        'esgkit data import ./my-dataset',
        'esgkit --data ./my-dataset data info --json',
      ]),
    );
  data
    .command('demo')
    .description('generate (once) and load the demo universe')
    .option('--json', 'print JSON')
    .action(async (opts, command) => {
      const { loadData } = await import('../services/data.ts');
      await run(
        command,
        (runtime, o) => loadData({ ...runtime, settings: { ...runtime.settings, dataset: undefined } }, o),
        { json: opts.json === true },
      );
    });
  data
    .command('import')
    .description('check and import a dataset folder into the snapshot cache')
    .argument('<dir>', 'the dataset folder')
    .option('--json', 'print JSON')
    .action(async (dir, opts, command) => {
      const { loadData } = await import('../services/data.ts');
      await run(command, loadData, { dir, json: opts.json === true });
    });
  data
    .command('info')
    .description('the dataset in use (--data or ESGKIT_DATASET, else the demo): snapshot version and date')
    .option('--json', 'print JSON')
    .action(async (opts, command) => {
      const { loadData } = await import('../services/data.ts');
      await run(command, loadData, { json: opts.json === true });
    });
  return data;
};
