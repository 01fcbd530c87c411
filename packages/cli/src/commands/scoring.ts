import { Command } from '@commander-js/extra-typings';
import { examples, type RunWith } from './shared.ts';

/** `esgkit scoring show|set|export|import`: the pillar weights of the advisor's sustainability score (issue 28). */
export const scoringCommand = (run: RunWith) => {
  const scoring = new Command('scoring')
    .summary('show or set the weights of the sustainability score')
    .description(
      'The sustainability score weighs five pillars: environmental, social, governance, impact and products. Each ' +
        'save is a new version of your scoring profile; every score states the version it used.',
    )
    .addHelpText(
      'after',
      examples([
        'esgkit scoring show',
        'esgkit scoring set --environmental 40 --social 20 --governance 20 --impact 10 --products 10',
        'esgkit scoring export weights.yaml',
        'esgkit scoring import weights.yaml',
      ]),
    );
  scoring
    .command('show')
    .description('show the weights and their version')
    .action(async (_opts, command) => {
      const { showScoring } = await import('../services/scoring.ts');
      await run(command, showScoring, {});
    });
  scoring
    .command('set')
    .description('save new weights (percent, adding up to 100); pillars not given keep their weight')
    .option('--environmental <pct>', 'weight of the environmental pillar')
    .option('--social <pct>', 'weight of the social pillar')
    .option('--governance <pct>', 'weight of the governance pillar')
    .option('--impact <pct>', 'weight of the impact pillar')
    .option('--products <pct>', 'weight of the products pillar')
    .action(async (opts, command) => {
      const { setScoring } = await import('../services/scoring.ts');
      await run(command, setScoring, opts);
    });
  scoring
    .command('export')
    .description('write the weights as YAML or JSON to FILE (by its extension), or YAML to stdout')
    .argument('[file]', 'the file to write')
    .option('--format <format>', 'yaml or json (default: by the extension, else yaml)')
    .action(async (file, opts, command) => {
      const { exportScoring } = await import('../services/scoring.ts');
      await run(command, exportScoring, { ...opts, file });
    });
  scoring
    .command('import')
    .description('save a YAML or JSON weights file as the next version')
    .argument('<file>', 'the weights file')
    .action(async (file, _opts, command) => {
      const { importScoring } = await import('../services/scoring.ts');
      await run(command, importScoring, { file });
    });
  return scoring;
};
