import { DEFAULT_INVESTMENT_AMOUNT_EUR, type Holdings } from '@esgkit/core';
import type { Store } from '../store/db.ts';
import { newId } from '../store/ids.ts';
import { claimAppState } from '../store/repositories/app-state.ts';
import { insertClient } from '../store/repositories/clients.ts';
import { insertPortfolio } from '../store/repositories/portfolios.ts';
import type { AccountService } from './accounts.ts';
import { newRandomPassword } from './passwords.ts';

const SEEDED_KEY = 'demoUsersSeeded';

export const DEMO_ADVISOR_EMAIL = 'demo-advisor@esgkit.local';
export const DEMO_STARTER_EMAIL = 'demo-starter@esgkit.local';

// spec doc 1 §3: the demo "World" portfolio — investmentDay 2019-09-10, one item URTH at weight 100.
const DEMO_INVESTMENT_DAY = '2019-09-10';
const DEMO_SECURITY = 'URTH';

/** The demo "World" portfolio's holdings: also the sample the scoring page previews its weights on. */
export const DEMO_PORTFOLIO: Holdings = { items: [{ input: DEMO_SECURITY, weight: 100 }], cash: 0 };

/**
 * Seeds the demo users once per store: an advisor with full access (Premium: 100, 100) who has the demo client
 * "World", and a Starter user. Their random passwords go to `print` once; a later start finds the marker and
 * prints nothing. Call only when the loaded dataset is the demo universe.
 */
export const seedDemoUsers = async (options: {
  store: Store;
  accounts: AccountService;
  now: () => Date;
  print: (line: string) => void;
}): Promise<boolean> => {
  const { store, now } = options;
  if (!(await claimAppState(store.db, SEEDED_KEY, now().toISOString(), now().toISOString()))) return false;
  try {
    await createDemoRows(options);
  } catch (error) {
    // Let the next start try again rather than leave a marker without users.
    await store.db.deleteFrom('app_state').where('key', '=', SEEDED_KEY).execute();
    throw error;
  }
  return true;
};

const createDemoRows = async (options: {
  store: Store;
  accounts: AccountService;
  now: () => Date;
  print: (line: string) => void;
}): Promise<void> => {
  const { store, accounts, now } = options;
  const advisorPassword = newRandomPassword();
  const starterPassword = newRandomPassword();
  const common = { isConfirmed: true, isDemo: true, locale: 'en-US' };
  const advisor = await accounts.createUser({
    ...common,
    email: DEMO_ADVISOR_EMAIL,
    password: advisorPassword,
    firstName: 'Demo',
    lastName: 'Advisor',
    plan: 'premium',
  });
  await accounts.createUser({
    ...common,
    email: DEMO_STARTER_EMAIL,
    password: starterPassword,
    firstName: 'Demo',
    lastName: 'Starter',
    plan: 'starter',
  });
  const at = now().toISOString();
  const clientId = newId();
  const portfolioId = newId();
  await store.transaction(async (trx) => {
    await insertClient(trx, {
      id: clientId,
      owner_id: advisor.id,
      first_name: 'World',
      last_name: '',
      data_json: '{}',
      image_id: null,
      is_demo: 1,
      created_at: at,
      updated_at: at,
    });
    await insertPortfolio(
      trx,
      {
        id: portfolioId,
        owner_id: advisor.id,
        client_id: clientId,
        kind: 'client',
        name: 'World',
        investment_day: DEMO_INVESTMENT_DAY,
        investment_amount: DEFAULT_INVESTMENT_AMOUNT_EUR,
        currency: 'EUR',
        cash: 0,
        is_demo: 1,
        data_json: '{}',
        pai_calculated_at: null,
        created_at: at,
        updated_at: at,
      },
      [
        {
          id: newId(),
          portfolio_id: portfolioId,
          is_benchmark: 0,
          position: 0,
          security: DEMO_SECURITY,
          weight: 100,
        },
      ],
    );
  });
  options.print(
    [
      'Demo users (these passwords are shown once; change them with `esgkit users reset-password`):',
      `  ${DEMO_ADVISOR_EMAIL}  ${advisorPassword}  (advisor, full access)`,
      `  ${DEMO_STARTER_EMAIL}  ${starterPassword}  (Starter)`,
    ].join('\n'),
  );
};
