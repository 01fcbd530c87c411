import { Command } from '@commander-js/extra-typings';
import { examples, type RunWith } from './shared.ts';

/** `esgkit share <client>`: a read-only link under ESGKIT_PUBLIC_URL. */
export const shareCommand = (run: RunWith) =>
  new Command('share')
    .summary('create a read-only share link for a client')
    .description(
      'Create a link that opens the client’s views without a login (read-only). The link is under ' +
        'ESGKIT_PUBLIC_URL; PAI is calculated first if it was not (sharing needs it). The URL goes to stdout.',
    )
    .argument('<client>', 'client id or full name')
    .option('--days <n>', 'the link expires after N days (1–365)')
    .addHelpText(
      'after',
      examples([
        'esgkit share "Maria Rossi"',
        'ESGKIT_PUBLIC_URL=https://esg.example.com esgkit share "Luca Bianchi" --days 30',
      ]),
    )
    .action(async (client, opts, command) => {
      const { shareClient } = await import('../services/clients.ts');
      await run(command, shareClient, { client, days: opts.days });
    });
