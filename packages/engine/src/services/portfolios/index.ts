import { createHash } from 'node:crypto';
import {
  type Client,
  type ClientInput,
  type ClientPatch,
  checkPlanLimits,
  countSecurities,
  DEFAULT_INVESTMENT_AMOUNT_EUR,
  DEMO_WORLD_PORTFOLIO,
  DomainError,
  defaultInvestmentDay,
  type PortfolioRow as EditorRow,
  type Holdings,
  type Issue,
  isErrorCode,
  isPortfolioStale,
  type LastPortfolio,
  type LookupDefaults,
  type PlanName,
  type Portfolio,
  type PortfolioInput,
  type ResolvedSecurity,
  toHoldings,
  toIsoDate,
  toWireDateTime,
  validateInvestmentDayRange,
  validatePortfolio,
  validateSecurities,
} from '@esgkit/core';
import type { Kysely } from 'kysely';
import type { Store } from '../../store/db.ts';
import { fromFlag, newId, toFlag } from '../../store/ids.ts';
import {
  type ClientRow,
  findOwnedClient,
  insertClient,
  listClients,
} from '../../store/repositories/clients.ts';
import {
  findClientPortfolio,
  findOwnedPortfolio,
  insertPortfolio,
  listPortfolioItems,
  type PortfolioItemRow,
  type PortfolioRow,
} from '../../store/repositories/portfolios.ts';
import { deleteResultsOfPortfolio } from '../../store/repositories/results.ts';
import type { UserRow } from '../../store/repositories/users.ts';
import type { Database } from '../../store/schema.ts';
import type { SecurityService } from '../securities.ts';

/** What portfolios.data_json keeps beside the columns. */
interface PortfolioExtra {
  benchmarkCash?: number;
  aum?: number;
}

/** The demo world entry's names (spec doc 1 §3 "Demo world portfolio"). */
const DEMO_CLIENT_NAME = { firstname: 'Demo', lastname: 'World' } as const;

export interface PortfolioServiceOptions {
  store: Store;
  securities: SecurityService;
  now: () => Date;
  /** Whether the chain has computed this portfolio's current version on the current snapshot. */
  isComputed: (portfolio: PortfolioRow) => Promise<boolean>;
}

const wire = (stored: string): string => toWireDateTime(new Date(stored));

const parseExtra = (json: string): PortfolioExtra => {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' ? (value as PortfolioExtra) : {};
  } catch {
    return {};
  }
};

/** Deterministic ids for the per-advisor demo entry: two first requests at once insert the same row once. */
const demoIds = (ownerId: string) => {
  const h = createHash('sha256').update(ownerId).digest('base64url').slice(0, 22);
  return { clientId: `demo-${h}`, portfolioId: `demop-${h}` };
};

const rowsOf = (holdings: Holdings): EditorRow[] => [
  ...holdings.items.map((item) => ({ input: item.input, weight: item.weight })),
  ...(holdings.cash > 0 ? [{ input: 'CASH', weight: holdings.cash }] : []),
];

/** Rows per INSERT: SQLite takes at most 32,766 bound values (6 a row), PostgreSQL 65,535. */
/** The row of a client an advisor creates (contact details in data_json); the demo client is built apart. */
const newClientRow = (
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

const ITEM_INSERT_CHUNK = 1000;

const insertItems = async (trx: Kysely<Database>, rows: PortfolioItemRow[]) => {
  for (let k = 0; k < rows.length; k += ITEM_INSERT_CHUNK)
    await trx
      .insertInto('portfolio_items')
      .values(rows.slice(k, k + ITEM_INSERT_CHUNK))
      .execute();
};

export type PortfolioService = ReturnType<typeof createPortfolioService>;

/**
 * Clients, their portfolios and lookup portfolios: validated with core's rules (structure, securities, plan limits)
 * and stored with their items; read back as core's `Client` and `Portfolio`.
 */
export const createPortfolioService = (options: PortfolioServiceOptions) => {
  const { store, securities, now } = options;
  const db = store.db;

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

  /** core's rules on both sides, then the dataset (exists, holdable, no two inputs on one security), then the plan. */
  /** `addsPortfolio`: the save adds one of the plan's portfolios (a new client portfolio; not a replacement or lookup). */
  const checkPortfolio = async (user: UserRow, input: PortfolioInput, addsPortfolio: boolean) => {
    const issues: Issue[] = [];
    const sides: Array<['portfolio' | 'benchmark', Holdings]> = [['portfolio', input.portfolio]];
    if (input.benchmark && (input.benchmark.items.length > 0 || input.benchmark.cash > 0))
      sides.push(['benchmark', input.benchmark]);
    const resolvedBySide = new Map<string, ResolvedSecurity[]>();
    for (const [name, holdings] of sides) {
      const rows = rowsOf(holdings);
      const structural = validatePortfolio(rows, { pathPrefix: [name] }).filter(
        (i) => i.severity === 'error',
      );
      issues.push(...structural);
      if (structural.length > 0) continue;
      // 503 datasetLoading while no snapshot is served: existence cannot be decided yet
      const resolved = securities.exist(rows.map((r) => r.input));
      resolvedBySide.set(name, resolved);
      issues.push(...validateSecurities(rows, resolved, { pathPrefix: [name] }));
    }
    // the date of first investment lies in the price history: from the first price day up to today (issue 20)
    const firstPriceDay = issues.length === 0 ? securities.firstPriceDay() : null;
    if (firstPriceDay !== null) {
      const today = toIsoDate(now());
      const outOfRange = validateInvestmentDayRange(input.investmentDay, { min: firstPriceDay, max: today });
      if (outOfRange.length > 0) throw new DomainError('invalidDateRange', { issues: outOfRange });
    }
    if (issues.length > 0) {
      // The first issue's code is the answer's message key (e.g. securityNotFound, duplicateSecurity).
      const code = issues[0]!.code;
      throw new DomainError(isErrorCode(code) ? code : 'invalidInput', { issues });
    }
    const plan = user.plan as PlanName;
    const portfolios = await countClientPortfolios(user.id);
    const limits = checkPlanLimits(plan, {
      securities: countSecurities(rowsOf(input.portfolio)),
      // the benchmark is a portfolio too: the same limit of securities (docs/decisions.md, issue 20)
      ...(input.benchmark ? { benchmarkSecurities: countSecurities(rowsOf(input.benchmark)) } : {}),
      portfolios: addsPortfolio ? portfolios + 1 : portfolios,
    });
    if (limits.length > 0) throw new DomainError(limits[0]!.code as 'maxSecurities', { issues: limits });
    return {
      portfolio: toHoldings(rowsOf(input.portfolio), resolvedBySide.get('portfolio')),
      benchmark: input.benchmark
        ? toHoldings(rowsOf(input.benchmark), resolvedBySide.get('benchmark'))
        : { items: [], cash: 0 },
    };
  };

  const countClientPortfolios = async (ownerId: string): Promise<number> => {
    const row = await db
      .selectFrom('portfolios')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('owner_id', '=', ownerId)
      .where('kind', '=', 'client')
      .where('is_demo', '=', 0)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };

  const itemRows = (portfolioId: string, checked: { portfolio: Holdings; benchmark: Holdings }) => [
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

  const insertChecked = async (
    trx: Kysely<Database>,
    ids: { portfolioId: string; ownerId: string; clientId: string | null; isDemo?: boolean },
    input: PortfolioInput,
    checked: { portfolio: Holdings; benchmark: Holdings },
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
    const checked = await checkPortfolio(user, input, false);
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

  return {
    toPortfolio,
    toClient,

    /** The advisor's clients, the demo world entry first (spec doc 1 §3). */
    async list(user: UserRow): Promise<Client[]> {
      const demo = await ensureDemoClient(user.id);
      const rows = (await listClients(db, user.id)).filter((r) => r.id !== demo.id);
      return Promise.all([demo, ...rows].map(toClient));
    },

    async create(user: UserRow, input: ClientInput): Promise<Client> {
      const clientId = newId();
      const checked = input.portfolio ? await checkPortfolio(user, input.portfolio, true) : null;
      const at = now().toISOString();
      await store.transaction(async (trx) => {
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

    /** Saves a lookup portfolio as a new client's: the portfolio moves to the client (spec doc 2 §7 from-lookup). */
    async createFromLookup(
      user: UserRow,
      input: Omit<ClientInput, 'portfolio'> & { portfolioId: string },
    ): Promise<Client> {
      const lookup = await findOwnedPortfolio(db, user.id, input.portfolioId);
      if (lookup?.kind !== 'lookup') throw new DomainError('notFound');
      const portfolios = await countClientPortfolios(user.id);
      const limits = checkPlanLimits(user.plan as PlanName, { portfolios: portfolios + 1 });
      if (limits.length > 0) throw new DomainError('maxPortfolios', { issues: limits });
      const clientId = newId();
      const at = now().toISOString();
      await store.transaction(async (trx) => {
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

    async update(user: UserRow, client: ClientRow, patch: ClientPatch): Promise<Client> {
      const data = parseExtra(client.data_json) as { email?: string; phone?: string };
      if (patch.portfolio) {
        const existing = await findClientPortfolio(db, client.id);
        if (existing) await replacePortfolio(user, existing, patch.portfolio);
        else {
          const checked = await checkPortfolio(user, patch.portfolio, true);
          await store.transaction((trx) =>
            insertChecked(
              trx,
              { portfolioId: newId(), ownerId: user.id, clientId: client.id },
              patch.portfolio!,
              checked,
            ),
          );
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
      const checked = await checkPortfolio(user, input, true);
      const portfolioId = newId();
      await store.transaction((trx) =>
        insertChecked(trx, { portfolioId, ownerId: user.id, clientId: client.id }, input, checked),
      );
      return toPortfolio((await findOwnedPortfolio(db, user.id, portfolioId))!);
    },

    /** A lookup portfolio (spec doc 2 §4, lookup chain step 1); lookups do not count toward the plan's portfolios. */
    async createLookup(user: UserRow, input: PortfolioInput): Promise<Portfolio> {
      const checked = await checkPortfolio(user, input, false);
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
      const row = await db
        .selectFrom('portfolios')
        .selectAll()
        .where('owner_id', '=', user.id)
        .where('kind', '=', 'lookup')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
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
