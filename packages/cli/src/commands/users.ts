import { Command } from '@commander-js/extra-typings';
import { examples, type RunWith } from './shared.ts';

/** `esgkit users reset-password`: for the operator of a self-hosted engine (embedded store only). */
export const usersCommand = (run: RunWith) => {
  const users = new Command('users')
    .summary('operator tasks on the local store')
    .addHelpText(
      'after',
      examples([
        'esgkit users reset-password demo-advisor@esgkit.local',
        'printf %s "N3wPassword" | esgkit users reset-password demo-advisor@esgkit.local --password-stdin',
      ]),
    );
  users
    .command('reset-password')
    .description('set a new password (random, printed once, or from stdin); ends the user’s sessions')
    .argument('<email>', 'the account’s email')
    .option('--password-stdin', 'read the new password from stdin')
    .action(async (email, opts, command) => {
      const { resetPassword } = await import('../services/account.ts');
      await run(command, resetPassword, { email, passwordStdin: opts.passwordStdin === true });
    });
  return users;
};
