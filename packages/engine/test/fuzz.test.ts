import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  contract,
  errorStatus,
  isErrorCode,
  type Locale,
  type RouteDef,
  type RouteId,
  routeIds,
  translateMessage,
} from '@esgkit/core';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../src/store/db.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { invalidBody, invalidParams, invalidQuery, type QueryValues } from './helpers/invalid-input.ts';
import { validInputFor } from './helpers/route-input.ts';
import { type SeededActor, seedActor } from './helpers/seed.ts';
import { snapshotTables } from './helpers/tables.ts';
import { cleanTempDirs } from './provider/helpers.ts';

// Property-based fuzzing of every write route, generated from the contract (issue 20): a signed-in caller with full
// access sends random INVALID bodies, queries and path ids (helpers/invalid-input.ts: the schema decides what is
// invalid). Each answer is a 4xx whose code is in core's errors table, with every message filled in both languages;
// never a 5xx; the database is unchanged (SQLite: the file's hash after a WAL checkpoint, and on both stores every
// row of every table); and nothing reaches Object.prototype. Seeded (ESGKIT_FUZZ_SEED) and bounded
// (ESGKIT_FUZZ_RUNS cases per route, a time limit per route).

const SEED = Number(process.env.ESGKIT_FUZZ_SEED ?? 20_2020);
const RUNS = Number(process.env.ESGKIT_FUZZ_RUNS ?? 12);
const ROUTE_TIME_LIMIT_MS = 4_000;
const LOCALES: Locale[] = ['en-US', 'it-IT'];

/** Write routes that take some input: a route with none (logout, delete account) has nothing to make invalid. */
const fuzzedRoutes = routeIds.filter((id) => {
  const def = contract[id] as RouteDef;
  return (
    def.method !== 'GET' && (def.body !== undefined || def.query !== undefined || def.params !== undefined)
  );
});

failWhenPostgresMissing('fuzz suite');

interface Case {
  part: 'body' | 'query' | 'params';
  params: Record<string, string>;
  query: QueryValues;
  body: string | undefined;
}

const describeCase = (c: Case) =>
  `${c.part}: params ${JSON.stringify(c.params)} query ${JSON.stringify(c.query)} body ${c.body?.slice(0, 300)}`;

describe.each(storeTargets)('contract fuzz on $name', (target) => {
  let t: TestEngine;
  let owner: SeededActor;

  beforeAll(async () => {
    // the per-caller budgets of the expensive routes would answer 429 after a few cases: lifted here
    const unlimited = '1000000';
    t = await startTestEngine({
      target,
      loadSnapshot: minimalSnapshot,
      env: Object.fromEntries(
        ['PDF', 'CSV', 'CHAIN', 'PAI', 'LOOKUP'].map((family) => [`ESGKIT_RATE_LIMIT_${family}`, unlimited]),
      ),
    });
    await t.engine.ready;
    owner = await seedActor(t.engine, { label: 'fuzz', plan: 'premium' });
  });
  // answers by part and code, printed with ESGKIT_FUZZ_VERBOSE=1 (to see what the cases reach)
  const seen = new Map<string, number>();
  afterAll(async () => {
    if (process.env.ESGKIT_FUZZ_VERBOSE === '1')
      console.log(
        [...seen]
          .sort()
          .map(([k, n]) => `${k}: ${n}`)
          .join('\n'),
      );
    await t?.close();
    cleanTempDirs();
  });

  /** The store's state: every row of every table, and on SQLite the database file's bytes after a checkpoint. */
  const stateOf = async () => {
    const db = t.engine.store.db;
    let fileHash = '';
    if (target.name === 'sqlite') {
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
      fileHash = createHash('sha256')
        .update(readFileSync(join(t.config.dataDir, SQLITE_FILE_NAME)))
        .digest('hex');
    }
    return { fileHash, tables: await snapshotTables(db) };
  };

  const casesFor = (id: RouteId): fc.Arbitrary<Case> => {
    const def = contract[id] as RouteDef;
    const valid = validInputFor(id, owner.ids);
    const params = Object.fromEntries(Object.entries(valid.params ?? {}).map(([k, v]) => [k, String(v)]));
    const query: QueryValues = Object.fromEntries(
      Object.entries(valid.query ?? {}).map(([k, v]) => [k, String(v)]),
    );
    const body = valid.body === undefined ? undefined : JSON.stringify(valid.body);
    const ownIds = Object.values(owner.ids);
    const parts: fc.Arbitrary<Case>[] = [];
    if (def.body)
      parts.push(invalidBody(def.body, valid.body).map((b) => ({ part: 'body', params, query, body: b })));
    if (def.query)
      parts.push(
        invalidQuery(def.query, valid.query ?? {}).map((q) => ({ part: 'query', params, query: q, body })),
      );
    if (def.params)
      parts.push(
        invalidParams(def.params, valid.params ?? {}, ownIds).map((p) => ({
          part: 'params',
          params: p,
          query,
          body,
        })),
      );
    return fc.oneof(...parts);
  };

  const send = async (id: RouteId, c: Case) => {
    const def = contract[id] as RouteDef;
    const path = def.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
      encodeURIComponent(c.params[name] ?? ''),
    );
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(c.query))
      for (const one of Array.isArray(v) ? v : [v]) search.append(k, one);
    const qs = search.toString();
    const response = await t.fetch(`${t.url}${path}${qs ? `?${qs}` : ''}`, {
      method: def.method,
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      ...(c.body === undefined ? {} : { body: c.body }),
    });
    const text = await response.text();
    let json: { error?: { code?: unknown; message?: unknown; issues?: unknown } } | undefined;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text };
  };

  /** What is wrong with an answer to an invalid input, or undefined when it is a proper refusal. */
  const problemWith = (answer: Awaited<ReturnType<typeof send>>): string | undefined => {
    const { status, json } = answer;
    if (status < 400 || status >= 500) return `status ${status}: ${answer.text.slice(0, 300)}`;
    const code = json?.error?.code;
    if (!isErrorCode(code))
      return `status ${status} without a known error code: ${answer.text.slice(0, 300)}`;
    if (errorStatus[code] !== status)
      return `${code} answered ${status}, the table says ${errorStatus[code]}`;
    const message = json?.error?.message;
    if (typeof message === 'string' && message.includes('{{'))
      return `${code}: unfilled message "${message}"`;
    const issues = Array.isArray(json?.error?.issues) ? json.error.issues : [];
    for (const issue of issues as Array<{ messageKey?: unknown; params?: Record<string, string | number> }>) {
      if (typeof issue.messageKey !== 'string') return `${code}: an issue without a message key`;
      for (const locale of LOCALES) {
        const text = translateMessage(locale, issue.messageKey, issue.params);
        if (text.includes('{{')) return `${code}: issue ${issue.messageKey} renders "${text}" in ${locale}`;
      }
    }
    return undefined;
  };

  it.each(fuzzedRoutes.map((id, k) => [id, k] as const))(
    '%s refuses random invalid input with a 4xx and changes nothing',
    async (id, k) => {
      const before = await stateOf();
      const problems: string[] = [];
      await fc
        .assert(
          fc.asyncProperty(casesFor(id), async (c) => {
            const problem = await send(id, c).then(
              (answer) => {
                const key = `${c.part} ${answer.status} ${String(answer.json?.error?.code)}`;
                seen.set(key, (seen.get(key) ?? 0) + 1);
                return problemWith(answer);
              },
              (error: unknown) => `could not send: ${error}`,
            );
            if (problem) problems.push(`${problem}\n    for ${describeCase(c)}`);
            return problem === undefined;
          }),
          {
            seed: SEED + k,
            numRuns: RUNS,
            endOnFailure: true,
            interruptAfterTimeLimit: ROUTE_TIME_LIMIT_MS,
            maxSkipsPerRun: 1_000,
          },
        )
        .catch((error: unknown) => {
          // the first problem found (fast-check's own report names the seed and path to replay it)
          throw new Error(`${id}: ${problems[0] ?? ''}\n${String(error).slice(0, 2_000)}`);
        });
      // the caller is still signed in: later routes are fuzzed with full access, not answered 401
      await t.client({ token: owner.token }).call('profile.get', {});
      const after = await stateOf();
      // a refused call still spends its caller's rate-limit budget, by design (http/expensive-routes.ts), and the
      // budgets live in the store since many engines share them (issue 32): every other table stays as it was
      const { rate_limits: budgetsBefore, ...tablesBefore } = before.tables;
      const { rate_limits: budgetsAfter, ...tablesAfter } = after.tables;
      expect(tablesAfter, `${id} changed a table`).toEqual(tablesBefore);
      if (budgetsAfter === budgetsBefore)
        expect(after.fileHash, `${id} changed the SQLite file`).toBe(before.fileHash);
      expect(Object.keys(Object.prototype), 'Object.prototype was polluted').toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    30_000,
  );
});
