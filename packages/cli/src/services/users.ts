import { type BillingPeriod, type CliUsersList, type PlanName, toWireDateTime } from '@esgkit/core';
import { ExitCode } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { renderTable } from '../ui/table.ts';
import { withEmbeddedEngine } from './session.ts';

/**
 * `esgkit users set-plan EMAIL PLAN [--period P] [--until DATE]`: the manual billing provider's operator sets a
 * plan; the user's access level and capability follow from the plans file at once (docs/billing.md "Providers").
 */
export const setPlan = async (
  runtime: Runtime,
  options: { email: string; plan: PlanName; period?: BillingPeriod | undefined; until?: string | undefined },
): Promise<ExitCode> =>
  withEmbeddedEngine(runtime, async ({ billing }) => {
    const { user, subscription } = await billing.setPlan(options.email, options.plan, {
      period: options.period,
      until: options.until ?? null,
    });
    const d = runtime.describe;
    const end = subscription?.endDate;
    runtime.write(
      `${d('cli.users.planSet', {
        email: user.email,
        plan: d(`plans.${user.plan as PlanName}`),
        period: subscription?.period ? d(`periods.${subscription.period}`) : '-',
        state: d(`billing.status.${subscription ? stateKey(subscription.state) : 'none'}`),
        accessLevel: user.access_level,
        capability: user.capability,
        until: end ? d('cli.users.untilDay', { date: end }) : d('cli.users.noEnd'),
      })}\n`,
    );
    return ExitCode.ok;
  });

/** core's SubscriptionState → its key under billing.status (the same words as the web's account page). */
const stateKey = (state: string): string => (state === 'payment_problem' ? 'paymentProblem' : state);

/** `esgkit users list [--json]`: every account with its plan, subscription state and end, by e-mail. */
export const listUsers = async (runtime: Runtime, options: { json: boolean }): Promise<ExitCode> =>
  withEmbeddedEngine(runtime, async ({ billing }) => {
    const users = await billing.listUsers();
    if (options.json) {
      // the store's 0/1 flag and ISO timestamp as the API says them (docs/cli-json-schema.json, CliUsersList)
      const out: CliUsersList = users.map(
        (u) =>
          ({
            ...u,
            plan: u.plan as PlanName,
            isConfirmed: u.isConfirmed === 1,
            createdAt: toWireDateTime(new Date(u.createdAt)),
          }) as CliUsersList[number],
      );
      runtime.write(`${JSON.stringify(out, null, 2)}\n`);
      return ExitCode.ok;
    }
    const d = runtime.describe;
    if (users.length === 0) {
      runtime.note(d('cli.users.none'));
      return ExitCode.ok;
    }
    const column = (key: string, align?: 'right') => ({
      header: d(`cli.users.columns.${key}`),
      ...(align ? { align } : {}),
    });
    runtime.write(
      renderTable({
        columns: [
          column('email'),
          column('name'),
          column('plan'),
          column('period'),
          column('state'),
          column('until'),
          column('access', 'right'),
          column('capability', 'right'),
        ],
        rows: users.map((u) => [
          u.email,
          `${u.firstName} ${u.lastName}`.trim(),
          d(`plans.${u.plan as PlanName}`),
          u.period ? d(`periods.${u.period}`) : '',
          u.state ? d(`billing.status.${stateKey(u.state)}`) : d('billing.status.none'),
          (u.state === 'trial' ? u.trialEndsOn : u.endsOn) ?? '',
          String(u.accessLevel),
          String(u.capability),
        ]),
        hasColor: runtime.hasColor,
      }),
    );
    return ExitCode.ok;
  });
