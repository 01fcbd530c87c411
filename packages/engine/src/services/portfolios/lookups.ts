import {
  type Client,
  type ClientInput,
  DEFAULT_INVESTMENT_AMOUNT_EUR,
  DomainError,
  defaultInvestmentDay,
  type Holdings,
  type LastPortfolio,
  type LookupDefaults,
  type Portfolio,
  type PortfolioInput,
  toIsoDate,
} from '@esgkit/core';
import { newId } from '../../store/ids.ts';
import { type ClientRow, findOwnedClient, insertClient } from '../../store/repositories/clients.ts';
import {
  findLastLookup,
  findOwnedPortfolio,
  type PortfolioRow,
} from '../../store/repositories/portfolios.ts';
import type { UserRow } from '../../store/repositories/users.ts';
import { checkPortfolio, holdPortfolioLimit } from './check.ts';
import type { PortfolioServiceOptions } from './options.ts';
import { newClientRow } from './rows.ts';
import type { createPortfolioWriter } from './write.ts';

/** Lookup portfolios (spec doc 2 §4): created, defaulted, read back, and saved as a new client's. */
export const createLookupUseCases = (
  options: PortfolioServiceOptions,
  deps: {
    toPortfolio: (row: PortfolioRow) => Promise<Portfolio>;
    toClient: (row: ClientRow) => Promise<Client>;
    insertChecked: ReturnType<typeof createPortfolioWriter>['insertChecked'];
  },
) => {
  const { store, securities, now } = options;
  const db = store.db;
  const { toPortfolio, toClient, insertChecked } = deps;
  return {
    /** Saves a lookup portfolio as a new client's: the portfolio moves to the client (spec doc 2 §7 from-lookup). */
    async createFromLookup(
      user: UserRow,
      input: Omit<ClientInput, 'portfolio'> & { portfolioId: string },
    ): Promise<Client> {
      const lookup = await findOwnedPortfolio(db, user.id, input.portfolioId);
      if (lookup?.kind !== 'lookup') throw new DomainError('notFound');
      const clientId = newId();
      const at = now().toISOString();
      await store.transaction(async (trx) => {
        await holdPortfolioLimit(options, trx, user);
        await insertClient(trx, newClientRow(user.id, clientId, input, at));
        // The computed results stay valid: the holdings did not change, only their owner.
        await trx
          .updateTable('portfolios')
          .set({ client_id: clientId, kind: 'client' })
          .where('id', '=', lookup.id)
          .execute();
      });
      return toClient((await findOwnedClient(db, user.id, clientId))!);
    },

    /** A lookup portfolio (spec doc 2 §4, lookup chain step 1); lookups do not count toward the plan's portfolios. */
    async createLookup(user: UserRow, input: PortfolioInput): Promise<Portfolio> {
      const checked = await checkPortfolio(options, user, input, false);
      const portfolioId = newId();
      await store.transaction((trx) =>
        insertChecked(trx, { portfolioId, ownerId: user.id, clientId: null }, input, checked),
      );
      return toPortfolio((await findOwnedPortfolio(db, user.id, portfolioId))!);
    },

    /** The first-investment day and amount a lookup starts with on the served dataset (core's rule, issue 21). */
    lookupDefaults(): LookupDefaults {
      const history = securities.priceHistory();
      return {
        investmentDay: defaultInvestmentDay(history, toIsoDate(now())),
        investmentAmount: DEFAULT_INVESTMENT_AMOUNT_EUR,
        firstPriceDay: history.firstPriceDay,
      };
    },

    /** The caller's latest lookup portfolio as the spec's distribution list (doc 2 §3), or null. */
    async lastLookup(user: UserRow): Promise<LastPortfolio | null> {
      const row = await findLastLookup(db, user.id);
      if (!row) return null;
      const p = await toPortfolio(row);
      const entries = (isBenchmark: boolean, h: Holdings) => [
        ...h.items.map((i) => ({ isBenchmark, input: i.input, weight: i.weight })),
        ...(h.cash > 0 ? [{ isBenchmark, input: 'CASH', weight: h.cash }] : []),
      ];
      return {
        investmentAmount: p.investmentAmount,
        investmentDay: p.investmentDay,
        distribution: [...entries(false, p.portfolio), ...entries(true, p.benchmark)],
        ...(p.aum === undefined ? {} : { aum: p.aum }),
      };
    },
  };
};
