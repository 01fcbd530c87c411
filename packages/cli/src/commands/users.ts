import { Argument, Command, Option } from '@commander-js/extra-typings';
import { BILLING_PERIODS, PLAN_NAMES } from './choices.ts';
import { isoDateArg } from './parse-args.ts';
import { examples, type RunWith } from './shared.ts';

/**
 * `esgkit users …`: for the operator of a self-hosted engine (embedded store only): passwords, and plans under the
 * manual billing provider (docs/billing.md "Providers").
 */
export const usersCommand = (run: RunWith) => {
  const users = new Command('users')
    .summary('operator tasks on the local store')
    .addHelpText(
      'after',
      examples([
        'esgkit users reset-password demo-advisor@esgkit.local',
        'printf %s "N3wPassword" | esgkit users reset-password demo-advisor@esgkit.local --password-stdin',
        'esgkit users set-plan demo-advisor@esgkit.local premium --period year',
        'esgkit users list',
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
  users
    .command('set-plan')
    .description(
      'set an account’s plan (manual billing); its access level and capability follow from the plans file at once',
    )
    .argument('<email>', 'the account’s email')
    .addArgument(new Argument('<plan>', 'the plan').choices(PLAN_NAMES))
    .addOption(
      new Option('--period <period>', 'the billing period; default: the current one, else month').choices(
        BILLING_PERIODS,
      ),
    )
    .option('--until <yyyy-mm-dd>', 'the last day of access; default: no end', isoDateArg)
    .addHelpText(
      'after',
      examples([
        'esgkit users set-plan demo-advisor@esgkit.local premium --period year',
        'esgkit users set-plan demo-advisor@esgkit.local premium --until 2030-12-31',
      ]),
    )
    .action(async (email, plan, opts, command) => {
      const { setPlan } = await import('../services/users.ts');
      await run(command, setPlan, { email, plan, period: opts.period, until: opts.until });
    });
  users
    .command('list')
    .description('every account with its plan, subscription state and end date')
    .option('--json', 'print JSON')
    .addHelpText('after', examples(['esgkit users list', 'esgkit users list --json']))
    .action(async (opts, command) => {
      const { listUsers } = await import('../services/users.ts');
      await run(command, listUsers, { json: opts.json === true });
    });
  return users;
};
