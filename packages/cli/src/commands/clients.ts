import { Command } from '@commander-js/extra-typings';
import { amountArg, isoDateArg } from './parse-args.ts';
import { examples, type RunWith } from './shared.ts';

/** `esgkit clients list|show|add|import|rm`: the Portfolio Hub's clients. */
export const clientsCommand = (run: RunWith) => {
  const clients = new Command('clients')
    .summary('list, show, add, import and remove clients')
    .description('The advisor’s clients (Portfolio Hub). A client is named by its id or by its full name.')
    .addHelpText(
      'after',
      examples([
        'esgkit clients list',
        'esgkit clients add --first Giulia --last Ferraris --portfolio fixtures/portfolios/balanced.csv --since 2025-01-02',
        'esgkit clients import fixtures/portfolios/many.csv',
        'esgkit clients show "Giulia Ferraris" --json',
      ]),
    );
  clients
    .command('list')
    .description('list the clients')
    .option('--json', 'print JSON')
    .action(async (opts, command) => {
      const { listClients } = await import('../services/clients.ts');
      await run(command, listClients, { json: opts.json === true });
    });
  clients
    .command('show')
    .description('show a client and its portfolio')
    .argument('<client>', 'client id or full name')
    .option('--json', 'print JSON')
    .action(async (client, opts, command) => {
      const { showClient } = await import('../services/clients.ts');
      await run(command, showClient, { client, json: opts.json === true });
    });
  clients
    .command('add')
    .description('add a client, optionally with a portfolio CSV (then computed at once)')
    .requiredOption('--first <name>', 'first name')
    .requiredOption('--last <name>', 'last name')
    .option('--email <email>', 'email address')
    .option('--portfolio <file.csv>', 'portfolio CSV (ISIN or Ticker plus Weight or Amount)')
    .option('--since <yyyy-mm-dd>', 'day of the first investment (default today)', isoDateArg)
    .option('--amount <eur>', 'amount invested in EUR (env ESGKIT_AMOUNT; default 100000)', amountArg)
    .action(async (opts, command) => {
      const { addClient } = await import('../services/clients.ts');
      await run(command, addClient, {
        firstname: opts.first,
        lastname: opts.last,
        email: opts.email,
        portfolio: opts.portfolio,
        since: opts.since,
        amount: opts.amount,
      });
    });
  clients
    .command('import')
    .description('add one client per portfolio of a CSV with a "portfolio" column ("First Last")')
    .argument('<file.csv>', 'CSV with portfolio, ISIN/Ticker and Weight/Amount columns')
    .option('--since <yyyy-mm-dd>', 'day of the first investment (default today)', isoDateArg)
    .option('--amount <eur>', 'amount invested in EUR when the file has no amount column', amountArg)
    .action(async (file, opts, command) => {
      const { importClients } = await import('../services/clients.ts');
      await run(command, importClients, { file, since: opts.since, amount: opts.amount });
    });
  clients
    .command('rm')
    .description('remove a client and its portfolio')
    .argument('<client>', 'client id or full name')
    .action(async (client, _opts, command) => {
      const { removeClient } = await import('../services/clients.ts');
      await run(command, removeClient, { client });
    });
  return clients;
};
