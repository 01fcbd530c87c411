import { DEFAULT_INVESTMENT_AMOUNT_EUR, DEMO_WORLD_PORTFOLIO, type PortfolioInput } from '@esgkit/core';
import type { Kysely } from 'kysely';
import { toFlag } from '../../store/ids.ts';
import { type ClientRow, findOwnedClient } from '../../store/repositories/clients.ts';
import {
  findOwnedPortfolio,
  insertPortfolio,
  type PortfolioRow,
} from '../../store/repositories/portfolios.ts';
import { deleteResultsOfPortfolio } from '../../store/repositories/results.ts';
import type { UserRow } from '../../store/repositories/users.ts';
import type { Database } from '../../store/schema.ts';
import { checkPortfolio } from './check.ts';
import type { PortfolioServiceOptions } from './options.ts';
import {
  type CheckedSides,
  demoIds,
  insertItems,
  itemRows,
  type PortfolioExtra,
  parseExtra,
} from './rows.ts';

/** The demo world entry's names (spec doc 1 §3 "Demo world portfolio"). */
const DEMO_CLIENT_NAME = { firstname: 'Demo', lastname: 'World' } as const;

/** Writing checked portfolios: a new one, a replacement (its results dropped), the advisor's demo entry. */
export const createPortfolioWriter = (options: PortfolioServiceOptions) => {
  const { store, now } = options;
  const db = store.db;

  const insertChecked = async (
    trx: Kysely<Database>,
    ids: { portfolioId: string; ownerId: string; clientId: string | null; isDemo?: boolean },
    input: PortfolioInput,
    checked: CheckedSides,
  ) => {
    const at = now().toISOString();
    await insertPortfolio(
      trx,
      {
        id: ids.portfolioId,
        owner_id: ids.ownerId,
        client_id: ids.clientId,
        kind: ids.clientId ? 'client' : 'lookup',
        name: input.name ?? (ids.clientId ? 'Portfolio' : 'Lookup'),
        investment_day: input.investmentDay,
        investment_amount: input.investmentAmount,
        currency: 'EUR',
        cash: checked.portfolio.cash,
        is_demo: toFlag(ids.isDemo ?? false),
        data_json: JSON.stringify({ benchmarkCash: checked.benchmark.cash } satisfies PortfolioExtra),
        pai_calculated_at: null,
        created_at: at,
        updated_at: at,
      },
      [],
    );
    await insertItems(trx, itemRows(ids.portfolioId, checked));
  };

  /** The advisor's demo world client (spec doc 1 §3), created on first use with deterministic ids. */
  const ensureDemoClient = async (ownerId: string): Promise<ClientRow> => {
    // The demo advisor's seeded "World" client (services/demo-users.ts) is its demo entry.
    const existing = await db
      .selectFrom('clients')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('is_demo', '=', 1)
      .orderBy('created_at')
      .executeTakeFirst();
    if (existing) return existing;
    const { clientId, portfolioId } = demoIds(ownerId);
    const at = now().toISOString();
    await store.transaction(async (trx) => {
      await trx
        .insertInto('clients')
        .values({
          id: clientId,
          owner_id: ownerId,
          first_name: DEMO_CLIENT_NAME.firstname,
          last_name: DEMO_CLIENT_NAME.lastname,
          data_json: '{}',
          image_id: null,
          is_demo: 1,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const hasPortfolio = await trx
        .selectFrom('portfolios')
        .select('id')
        .where('id', '=', portfolioId)
        .executeTakeFirst();
      if (!hasPortfolio)
        await insertChecked(
          trx,
          { portfolioId, ownerId, clientId, isDemo: true },
          {
            name: 'Demo world',
            investmentDay: DEMO_WORLD_PORTFOLIO.investmentDay,
            investmentAmount: DEFAULT_INVESTMENT_AMOUNT_EUR,
            portfolio: { items: DEMO_WORLD_PORTFOLIO.items.map((i) => ({ ...i })), cash: 0 },
          },
          {
            portfolio: { items: DEMO_WORLD_PORTFOLIO.items.map((i) => ({ ...i })), cash: 0 },
            benchmark: { items: [], cash: 0 },
          },
        );
    });
    return (await findOwnedClient(db, ownerId, clientId))!;
  };

  const replacePortfolio = async (
    user: UserRow,
    existing: PortfolioRow,
    input: PortfolioInput,
  ): Promise<PortfolioRow> => {
    const checked = await checkPortfolio(options, user, input, false);
    await store.transaction(async (trx) => {
      await trx.deleteFrom('portfolio_items').where('portfolio_id', '=', existing.id).execute();
      await insertItems(trx, itemRows(existing.id, checked));
      await trx
        .updateTable('portfolios')
        .set({
          name: input.name ?? existing.name,
          investment_day: input.investmentDay,
          investment_amount: input.investmentAmount,
          cash: checked.portfolio.cash,
          data_json: JSON.stringify({
            ...parseExtra(existing.data_json),
            benchmarkCash: checked.benchmark.cash,
          }),
          pai_calculated_at: null,
          updated_at: now().toISOString(),
        })
        .where('id', '=', existing.id)
        .execute();
      await deleteResultsOfPortfolio(trx, existing.id);
    });
    return (await findOwnedPortfolio(db, user.id, existing.id))!;
  };

  return { insertChecked, ensureDemoClient, replacePortfolio };
};
