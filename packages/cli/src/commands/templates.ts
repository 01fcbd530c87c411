import { Command, Option } from '@commander-js/extra-typings';
import { addFilterOptions, filtersOf } from './screen.ts';
import { examples, type RunWith } from './shared.ts';

/** `esgkit templates list|add|edit|rm|upload`: saved screening templates. */
export const templatesCommand = (run: RunWith) => {
  const templates = new Command('templates')
    .summary('list, add, edit, remove and upload screening templates')
    .description(
      'Saved screening templates: filters, or a list of securities uploaded as CSV (ISIN or Ticker column).',
    )
    .addHelpText(
      'after',
      examples([
        'esgkit templates add "Dark green" --kind fund --sfdr 9 --min-esg 60',
        'esgkit templates edit "Dark green" --exclude tobacco',
        '# funds.csv: one column, ISIN or Ticker',
        'esgkit templates upload "Dark green" funds.csv',
        'esgkit templates list --json',
        'esgkit templates rm "Dark green"',
      ]),
    );
  templates
    .command('list')
    .description('list the templates')
    .option('--json', 'print JSON')
    .action(async (opts, command) => {
      const { listTemplates } = await import('../services/templates.ts');
      await run(command, listTemplates, { json: opts.json === true });
    });
  addFilterOptions(
    templates
      .command('add')
      .description('add a template (a name and at least one filter, or --csv)')
      .argument('<name>', 'template name')
      .addOption(
        new Option('--kind <kind>', 'what the template screens')
          .choices(['fund', 'company', 'country'] as const)
          .default('company' as const),
      ),
  )
    .option('--csv <file>', 'securities to screen (ISIN or Ticker column)')
    .action(async (name, opts, command) => {
      const { addTemplate } = await import('../services/templates.ts');
      await run(command, addTemplate, { ...filtersOf(opts), name, kind: opts.kind, csv: opts.csv });
    });
  addFilterOptions(
    templates
      .command('edit')
      .description('add filters to a template, or rename it')
      .argument('<name>', 'template name or id')
      .option('--rename <name>', 'new name'),
  ).action(async (name, opts, command) => {
    const { editTemplate } = await import('../services/templates.ts');
    await run(command, editTemplate, { ...filtersOf(opts), name, rename: opts.rename });
  });
  templates
    .command('rm')
    .description('remove a template')
    .argument('<name>', 'template name or id')
    .action(async (name, _opts, command) => {
      const { removeTemplate } = await import('../services/templates.ts');
      await run(command, removeTemplate, { name });
    });
  templates
    .command('upload')
    .description('save a CSV of securities (ISIN or Ticker column) to a template')
    .argument('<name>', 'template name or id')
    .argument('<file.csv>', 'the CSV file')
    .action(async (name, file, _opts, command) => {
      const { uploadTemplate } = await import('../services/templates.ts');
      await run(command, uploadTemplate, { name, file });
    });
  return templates;
};
