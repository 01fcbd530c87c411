import { createHash } from 'node:crypto';
import {
  type ClientInput,
  type PortfolioRow as EditorRow,
  type Holdings,
  toWireDateTime,
} from '@esgkit/core';
import type { Kysely } from 'kysely';
import { newId } from '../../store/ids.ts';
import type { ClientRow } from '../../store/repositories/clients.ts';
import type { PortfolioItemRow } from '../../store/repositories/portfolios.ts';
import type { Database } from '../../store/schema.ts';

// How clients and portfolios are laid out in the store's rows (the columns and data_json), and back.

/** What portfolios.data_json keeps beside the columns. */
export interface PortfolioExtra {
  benchmarkCash?: number;
  aum?: number;
}

/** The checked sides of a portfolio, as stored. */
export interface CheckedSides {
  portfolio: Holdings;
  benchmark: Holdings;
}

export const wire = (stored: string): string => toWireDateTime(new Date(stored));

export const parseExtra = (json: string): PortfolioExtra => {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' ? (value as PortfolioExtra) : {};
  } catch {
    return {};
  }
};

/** Deterministic ids for the per-advisor demo entry: two first requests at once insert the same row once. */
export const demoIds = (ownerId: string) => {
  const h = createHash('sha256').update(ownerId).digest('base64url').slice(0, 22);
  return { clientId: `demo-${h}`, portfolioId: `demop-${h}` };
};

/** A side as the editor's rows (CASH a row of its own). */
export const rowsOf = (holdings: Holdings): EditorRow[] => [
  ...holdings.items.map((item) => ({ input: item.input, weight: item.weight })),
  ...(holdings.cash > 0 ? [{ input: 'CASH', weight: holdings.cash }] : []),
];

/** The row of a client an advisor creates (contact details in data_json); the demo client is built apart. */
export const newClientRow = (
  ownerId: string,
  clientId: string,
  input: Pick<ClientInput, 'firstname' | 'lastname' | 'email' | 'phone'>,
  at: string,
): ClientRow => ({
  id: clientId,
  owner_id: ownerId,
  first_name: input.firstname,
  last_name: input.lastname,
  data_json: JSON.stringify({ email: input.email, phone: input.phone }),
  image_id: null,
  is_demo: 0,
  created_at: at,
  updated_at: at,
});

/** The item rows of both sides, each side's in its order. */
export const itemRows = (portfolioId: string, checked: CheckedSides): PortfolioItemRow[] => [
  ...checked.portfolio.items.map((item, position) => ({
    id: newId(),
    portfolio_id: portfolioId,
    is_benchmark: 0,
    position,
    security: item.input,
    weight: item.weight,
  })),
  ...checked.benchmark.items.map((item, position) => ({
    id: newId(),
    portfolio_id: portfolioId,
    is_benchmark: 1,
    position,
    security: item.input,
    weight: item.weight,
  })),
];

/** Rows per INSERT: SQLite takes at most 32,766 bound values (6 a row), PostgreSQL 65,535. */
const ITEM_INSERT_CHUNK = 1000;

export const insertItems = async (trx: Kysely<Database>, rows: PortfolioItemRow[]) => {
  for (let k = 0; k < rows.length; k += ITEM_INSERT_CHUNK)
    await trx
      .insertInto('portfolio_items')
      .values(rows.slice(k, k + ITEM_INSERT_CHUNK))
      .execute();
};

/** The owner's client portfolios that count toward the plan (the demo entry does not). */
export const countClientPortfolios = async (db: Kysely<Database>, ownerId: string): Promise<number> => {
  const row = await db
    .selectFrom('portfolios')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('owner_id', '=', ownerId)
    .where('kind', '=', 'client')
    .where('is_demo', '=', 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};
