import { Command } from '@commander-js/extra-typings';
import { examples, type RunWith } from './shared.ts';

/** `esgkit impact-defaults show|set`: the default impact indicators the engine computes in every chain (issue 28). */
export const impactDefaultsCommand = (run: RunWith) => {
  const defaults = new Command('impact-defaults')
    .summary('show or set your default impact indicators')
    .description(
      'The impact indicators every new lookup and client calculation computes when it names none, at most 30 ' +
        '(the web’s Customization → Impact). Without any, the engine chooses.',
    )
    .addHelpText(
      'after',
      examples([
        'esgkit impact-defaults set PHY_GHG_SCOPE1,PHY_GHG_SCOPE2,PHY_WATER_WITHDRAWAL',
        'esgkit impact-defaults show',
      ]),
    );
  defaults
    .command('show')
    .description('list the default impact indicators by category')
    .action(async (_opts, command) => {
      const { showImpactDefaults } = await import('../services/impact-defaults.ts');
      await run(command, showImpactDefaults, {});
    });
  defaults
    .command('set')
    .description('replace the default impact indicators')
    .argument(
      '[codes]',
      'comma-separated indicator codes (PHY_…, or an older code such as SCOPE1); none clears them',
    )
    .action(async (codes, _opts, command) => {
      const { setImpactDefaults } = await import('../services/impact-defaults.ts');
      await run(command, setImpactDefaults, { codes: codes ?? '' });
    });
  return defaults;
};
