import type { Client, ClientInput, ClientPatch, Portfolio, PortfolioInput } from '@esgkit/core';
import { newId } from '../../store/ids.ts';
import {
  type ClientRow,
  findOwnedClient,
  insertClient,
  listClients,
} from '../../store/repositories/clients.ts';
import { findClientPortfolio, findOwnedPortfolio } from '../../store/repositories/portfolios.ts';
import type { UserRow } from '../../store/repositories/users.ts';
import { checkPortfolio, holdPortfolioLimit } from './check.ts';
import { createLookupUseCases } from './lookups.ts';
import type { PortfolioServiceOptions } from './options.ts';
import { createPortfolioReader } from './read.ts';
import { newClientRow, parseExtra } from './rows.ts';
import { createPortfolioWriter } from './write.ts';

// rows.ts: the store's rows and back; read.ts: core's Client and Portfolio; check.ts: core's rules, the dataset and
// the plan; write.ts: new, replaced and demo portfolios; lookups.ts: lookup portfolios.

export type PortfolioService = ReturnType<typeof createPortfolioService>;

/**
 * Clients, their portfolios and lookup portfolios: validated with core's rules (structure, securities, plan limits)
 * and stored with their items; read back as core's `Client` and `Portfolio`.
 */
export const createPortfolioService = (options: PortfolioServiceOptions) => {
  const { store, now } = options;
  const db = store.db;
  const { toPortfolio, toClient } = createPortfolioReader(options);
  const { insertChecked, ensureDemoClient, replacePortfolio } = createPortfolioWriter(options);

  return {
    toPortfolio,
    toClient,
    ...createLookupUseCases(options, { toPortfolio, toClient, insertChecked }),

    /** The advisor's clients, the demo world entry first (spec doc 1 §3). */
    async list(user: UserRow): Promise<Client[]> {
      const demo = await ensureDemoClient(user.id);
      const rows = (await listClients(db, user.id)).filter((r) => r.id !== demo.id);
      return Promise.all([demo, ...rows].map(toClient));
    },

    async create(user: UserRow, input: ClientInput): Promise<Client> {
      const clientId = newId();
      const checked = input.portfolio ? await checkPortfolio(options, user, input.portfolio, true) : null;
      const at = now().toISOString();
      await store.transaction(async (trx) => {
        if (input.portfolio) await holdPortfolioLimit(options, trx, user);
        await insertClient(trx, newClientRow(user.id, clientId, input, at));
        if (input.portfolio && checked)
          await insertChecked(
            trx,
            { portfolioId: newId(), ownerId: user.id, clientId },
            input.portfolio,
            checked,
          );
      });
      return toClient((await findOwnedClient(db, user.id, clientId))!);
    },

    async update(user: UserRow, client: ClientRow, patch: ClientPatch): Promise<Client> {
      const data = parseExtra(client.data_json) as { email?: string; phone?: string };
      if (patch.portfolio) {
        const existing = await findClientPortfolio(db, client.id);
        if (existing) await replacePortfolio(user, existing, patch.portfolio);
        else {
          const checked = await checkPortfolio(options, user, patch.portfolio, true);
          await store.transaction(async (trx) => {
            await holdPortfolioLimit(options, trx, user);
            await insertChecked(
              trx,
              { portfolioId: newId(), ownerId: user.id, clientId: client.id },
              patch.portfolio!,
              checked,
            );
          });
        }
      }
      await db
        .updateTable('clients')
        .set({
          first_name: patch.firstname ?? client.first_name,
          last_name: patch.lastname ?? client.last_name,
          data_json: JSON.stringify({
            email: patch.email ?? data.email,
            phone: patch.phone ?? data.phone,
          }),
          updated_at: now().toISOString(),
        })
        .where('id', '=', client.id)
        .execute();
      return toClient((await findOwnedClient(db, user.id, client.id))!);
    },

    /** Deletes the client, its portfolio, results, images and share links (foreign keys cascade). */
    async remove(client: ClientRow): Promise<void> {
      await db.deleteFrom('clients').where('id', '=', client.id).execute();
    },

    async savePortfolio(user: UserRow, client: ClientRow, input: PortfolioInput): Promise<Portfolio> {
      const existing = await findClientPortfolio(db, client.id);
      if (existing) return toPortfolio(await replacePortfolio(user, existing, input));
      const checked = await checkPortfolio(options, user, input, true);
      const portfolioId = newId();
      await store.transaction(async (trx) => {
        await holdPortfolioLimit(options, trx, user);
        await insertChecked(trx, { portfolioId, ownerId: user.id, clientId: client.id }, input, checked);
      });
      return toPortfolio((await findOwnedPortfolio(db, user.id, portfolioId))!);
    },
  };
};
