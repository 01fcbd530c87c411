import { Command } from '@commander-js/extra-typings';
import { examples, type RunWith } from './shared.ts';

/** `esgkit login`: a session on a remote engine, stored in the conf file with its URL. */
export const loginCommand = (run: RunWith) =>
  new Command('login')
    .summary('sign in to a remote engine (--api) and remember the session')
    .description(
      'Sign in to the engine at --api (or ESGKIT_API); the password is read from stdin. The session token  is stored in the config file together with the URL, and sent only to that URL.',
    )
    .requiredOption('--email <email>', 'your account’s email')
    .addHelpText(
      'after',
      examples([
        'printf %s "$PASSWORD" | esgkit login --api https://esg.example.com --email ada@example.com',
        'esgkit --api https://esg.example.com whoami',
      ]),
    )
    .action(async (opts, command) => {
      const { login } = await import('../services/account.ts');
      await run(command, login, { email: opts.email, passwordStdin: true });
    });

export const logoutCommand = (run: RunWith) =>
  new Command('logout')
    .summary('end the stored session and forget it')
    .addHelpText('after', examples(['esgkit logout']))
    .action(async (_opts, command) => {
      const { logout } = await import('../services/account.ts');
      await run(command, (runtime) => logout(runtime), {});
    });

export const whoamiCommand = (run: RunWith) =>
  new Command('whoami')
    .summary('who the CLI acts as: the local owner, or the signed-in user of --api')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      examples([
        'esgkit whoami',
        'ESGKIT_API=https://esg.example.com ESGKIT_TOKEN=esk_… esgkit whoami --json',
      ]),
    )
    .action(async (opts, command) => {
      const { whoami } = await import('../services/account.ts');
      await run(command, whoami, { json: opts.json === true });
    });
