import {
  type Client,
  DEFAULT_INVESTMENT_AMOUNT_EUR,
  DEMO_WORLD_PORTFOLIO,
  type Holdings,
  isPortfolioStale,
  type Portfolio,
} from '@esgkit/core';
import { fromFlag } from '../../store/ids.ts';
import type { ClientRow } from '../../store/repositories/clients.ts';
import {
  findClientPortfolio,
  listPortfolioItems,
  type PortfolioItemRow,
  type PortfolioRow,
} from '../../store/repositories/portfolios.ts';
import type { PortfolioServiceOptions } from './options.ts';
import { parseExtra, wire } from './rows.ts';

/** Stored clients and portfolios read back as core's `Client` and `Portfolio`. */
export const createPortfolioReader = (options: PortfolioServiceOptions) => {
  const { securities, now } = options;
  const db = options.store.db;

  const toPortfolio = async (row: PortfolioRow, items?: PortfolioItemRow[]): Promise<Portfolio> => {
    const list = items ?? (await listPortfolioItems(db, row.id));
    const extra = parseExtra(row.data_json);
    const side = (isBenchmark: boolean, cash: number): Holdings => {
      const raw = list.filter((i) => fromFlag(i.is_benchmark) === isBenchmark);
      const resolved = securities.resolveMany(raw.map((i) => i.security));
      return {
        items: raw.map((i, k) => {
          const r = resolved[k];
          return {
            input: i.security,
            weight: i.weight,
            ...(r?.fundId ? { fundId: r.fundId } : {}),
            ...(r ? { valid: r.exists, checked: true } : {}),
          };
        }),
        cash,
      };
    };
    const updatedAt = wire(row.updated_at);
    return {
      id: row.id,
      name: row.name,
      // the columns are nullable in the schema, but every portfolio is written with both
      investmentDay: row.investment_day ?? DEMO_WORLD_PORTFOLIO.investmentDay,
      investmentAmount: row.investment_amount ?? DEFAULT_INVESTMENT_AMOUNT_EUR,
      portfolio: side(false, row.cash),
      benchmark: side(true, extra.benchmarkCash ?? 0),
      updatedAt,
      paiUpdatedAt: row.pai_calculated_at ? wire(row.pai_calculated_at) : null,
      // Outdated: the chain has not computed this version of the portfolio on the served snapshot, or the portfolio
      // has not been updated in 31 days (spec doc 1 §4 "selecting a client whose portfolio isOutdated").
      isOutdated: !(await options.isComputed(row)) || isPortfolioStale(updatedAt, now()),
      ...(extra.aum === undefined ? {} : { aum: extra.aum }),
    };
  };

  const toClient = async (row: ClientRow): Promise<Client> => {
    const portfolio = await findClientPortfolio(db, row.id);
    const data = parseExtra(row.data_json) as { email?: string; phone?: string };
    return {
      id: row.id,
      firstname: row.first_name,
      lastname: row.last_name,
      ...(data.email !== undefined ? { email: data.email } : {}),
      ...(data.phone !== undefined ? { phone: data.phone } : {}),
      ...(row.image_id ? { imageUrl: `/api/v1/images/${row.image_id}` } : {}),
      portfolio: portfolio ? await toPortfolio(portfolio) : null,
      ...(fromFlag(row.is_demo) ? { isDemo: true } : {}),
    };
  };

  return { toPortfolio, toClient };
};
