import { Command } from '@commander-js/extra-typings';
import { examples, type RunWith } from './shared.ts';

/** `esgkit config get|set`: the conf file (api, token, lang, amount); flags and ESGKIT_* env still win. */
export const configCommand = (run: RunWith) => {
  const config = new Command('config')
    .summary('show or change stored settings (api, token, lang, amount)')
    .description(
      'Stored settings, below flags and ESGKIT_* variables: --api/ESGKIT_API, --token/ESGKIT_TOKEN,  --lang/ESGKIT_LANG, --amount/ESGKIT_AMOUNT. `get` shows each value and where it comes from.',
    )
    .addHelpText(
      'after',
      examples([
        'esgkit config get',
        'esgkit config set lang it-IT',
        'esgkit config set amount 250000',
        'esgkit config set api ""   # remove',
      ]),
    );
  config
    .command('get')
    .argument('[key]', 'api, token, lang or amount')
    .option('--json', 'print JSON')
    .action(async (key, opts, command) => {
      const { configGet } = await import('../services/account.ts');
      await run(command, configGet, { key, json: opts.json === true });
    });
  config
    .command('set')
    .argument('<key>', 'api, token, lang or amount')
    .argument('<value>', 'the value; "" removes the setting')
    .action(async (key, value, _opts, command) => {
      const { configSet } = await import('../services/account.ts');
      await run(command, configSet, { key, value });
    });
  return config;
};
