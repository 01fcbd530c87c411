import { Command } from '@commander-js/extra-typings';
import { examples, type RunWith } from './shared.ts';

/** `esgkit ask "…"`: the AI chat from the terminal (issue 29), answered from the engine's data only. */
export const askCommand = (run: RunWith) =>
  new Command('ask')
    .summary('ask the AI chat about a fund, a company or an indicator')
    .description(
      'Asks the chat a question in English or Italian and prints the answer, its table and the source of each ' +
        'figure (indicator, fiscal year, coverage); every number comes from the data, never from a model. Exit ' +
        'codes: 0 answered; 11 not in the Starter plan, 12 company unknown, 13 indicator unknown, 15 not ' +
        'understood, 16 too many indicators (the message says what to try).',
    )
    .argument('<question>', 'the question, in quotes')
    .option('--json', 'print the answer as JSON (docs/cli-json-schema.json)')
    .option('--chart <file>', 'write the answer’s chart to this SVG or PNG file')
    .addHelpText(
      'after',
      examples([
        'esgkit ask "scope 1 emissions of Acciai Dolomiti 2021-2024" --chart chart.svg',
        'esgkit ask "top 5 companies by scope 1 emissions in Italy"',
        'esgkit --lang it-IT ask "emissioni scope 1 di Acciai Dolomiti nel 2024" --json',
        'esgkit ask "scope 1 emissions of Dolomiti Steelworks in 2024" # exit 12',
      ]),
    )
    .action(async (question, opts, command) => {
      const { ask } = await import('../services/ask.ts');
      await run(command, ask, { question, ...opts });
    });
