import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Stands for the i-th argument while the query is compiled, so its place among the parameters can be found. */
class Slot {
  readonly index: number;
  constructor(index: number) {
    this.index = index;
  }
}

interface Compiled {
  query: CompiledQuery;
  /** For each parameter of the SQL, which argument fills it. */
  slots: number[];
}

/**
 * A read the engine runs on every request, compiled once per dialect instead of built and compiled by Kysely each
 * time (building was ~15 % of the server's CPU under load; docs/benchmarks.md, "Part 5: API"). `build` is called once
 * per dialect with placeholders for `args` and must use each argument only as a value (a `where` operand); its SQL
 * is then reused with the real values, so it stays the query Kysely writes for SQLite and for PostgreSQL.
 * @example const findUser = preparedFirst((db, id: string) => db.selectFrom('users').selectAll().where('id', '=', id));
 */
export const preparedRows = <A extends unknown[], R>(
  build: (db: Kysely<Database>, ...args: A) => Compilable<R>,
) => {
  // keyed by the dialect's adapter: one per Kysely instance, shared with its transactions
  const byAdapter = new WeakMap<object, Compiled>();
  const compile = (db: Kysely<Database>): Compiled => {
    const slots = Array.from({ length: build.length - 1 }, (_, i) => new Slot(i));
    const query = build(db, ...(slots as A)).compile();
    return {
      query,
      slots: query.parameters.map((parameter) => {
        if (!(parameter instanceof Slot))
          throw new Error(`a prepared query has a constant parameter: ${query.sql}`);
        return parameter.index;
      }),
    };
  };
  return async (db: Kysely<Database>, ...args: A): Promise<R[]> => {
    const adapter = db.getExecutor().adapter;
    let compiled = byAdapter.get(adapter);
    if (!compiled) {
      compiled = compile(db);
      byAdapter.set(adapter, compiled);
    }
    const { query, slots } = compiled;
    const result = await db.executeQuery<R>({ ...query, parameters: slots.map((i) => args[i]) });
    return result.rows;
  };
};

/** The first row of a prepared read, or undefined (like Kysely's executeTakeFirst). */
export const preparedFirst = <A extends unknown[], R>(
  build: (db: Kysely<Database>, ...args: A) => Compilable<R>,
) => {
  const rows = preparedRows(build);
  return async (db: Kysely<Database>, ...args: A): Promise<R | undefined> => (await rows(db, ...args))[0];
};
