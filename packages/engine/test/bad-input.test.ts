import { contract, isErrorCode, type RouteDef, type RouteId, routeIds } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { startTestEngine, type TestEngine } from './helpers/engine.ts';
import { paramsFor, validInputFor } from './helpers/route-input.ts';
import { objectShape, wrongTypeFor } from './helpers/samples.ts';
import { type SeededActor, seedActor } from './helpers/seed.ts';
import { snapshotTables } from './helpers/tables.ts';

// Bad input, generated from the contract for every route with a body: malformed JSON, an oversized body, missing
// fields, wrong types. Each answers 4xx with a known message key and leaves every table as it was.

const writeRoutes = routeIds.filter((id) => (contract[id] as RouteDef).body !== undefined);

failWhenPostgresMissing('bad-input suite');

describe.each(storeTargets)('bad input on $name', (target) => {
  let t: TestEngine;
  let owner: SeededActor;

  beforeAll(async () => {
    t = await startTestEngine({ target });
    owner = await seedActor(t.engine, { label: 'owner', plan: 'premium' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const urlOf = (id: RouteId) => {
    const def = contract[id] as RouteDef;
    const params = paramsFor(def, owner.ids) ?? {};
    return (
      t.url + def.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params[name])))
    );
  };

  const send = async (id: RouteId, body: string, contentType = 'application/json') => {
    const def = contract[id] as RouteDef;
    const query = validInputFor(id, owner.ids).query;
    const url = new URL(urlOf(id));
    for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
    const response = await t.fetch(url, {
      method: def.method,
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': contentType },
      body,
    });
    const json = (await response.json().catch(() => undefined)) as
      | { error?: { code?: string; issues?: Array<{ messageKey: string }> } }
      | undefined;
    return { status: response.status, code: json?.error?.code, issues: json?.error?.issues ?? [] };
  };

  const cases = (id: RouteId): Array<[string, string, number[], string[]]> => {
    const def = contract[id] as RouteDef;
    const body = def.body as NonNullable<RouteDef['body']>;
    const valid = validInputFor(id, owner.ids).body;
    const limit = t.config.jsonBodyLimitBytes;
    const big =
      id === 'profile.uploadImage' ||
      id === 'company.setLogo' ||
      id === 'clients.setImage' ||
      id === 'templates.uploadCsv';
    const oversized = JSON.stringify({
      padding: 'x'.repeat((big ? t.config.imageBodyLimitBytes : limit) + 10),
    });
    const list: Array<[string, string, number[], string[]]> = [
      ['malformed JSON', '{"unterminated": ', [400], ['invalidRequestBody']],
      ['oversized body', oversized, [413], ['payloadTooLarge']],
      ['a JSON array instead of the body', '[]', [422], ['invalidInput']],
    ];
    if (!body.safeParse({}).success) list.push(['no fields', '{}', [422], ['invalidInput']]);
    const shape = objectShape(body);
    if (shape && valid && typeof valid === 'object') {
      for (const [field, value] of Object.entries(valid as Record<string, unknown>)) {
        const wrong = { ...(valid as Record<string, unknown>), [field]: wrongTypeFor(value) };
        if (!body.safeParse(wrong).success)
          list.push([`${field} of the wrong type`, JSON.stringify(wrong), [422], ['invalidInput']]);
      }
    }
    return list;
  };

  it.each(writeRoutes)('%s refuses bad bodies and changes nothing', async (id) => {
    // the rate-limit budgets count refused calls too, by design (http/expensive-routes.ts): left out
    const tables = async () => {
      const { rate_limits: _budgets, ...rest } = await snapshotTables(t.engine.store.db);
      return rest;
    };
    const before = await tables();
    for (const [label, body, statuses, codes] of cases(id)) {
      const answer = await send(id, body);
      expect(statuses, `${id}: ${label} → ${answer.status} ${answer.code}`).toContain(answer.status);
      expect(codes, `${id}: ${label}`).toContain(answer.code);
      expect(isErrorCode(answer.code)).toBe(true);
      if (answer.code === 'invalidInput') {
        expect(answer.issues.length, `${id}: ${label}`).toBeGreaterThan(0);
        for (const issue of answer.issues) expect(typeof issue.messageKey).toBe('string');
      }
    }
    expect(await tables()).toEqual(before);
  });

  it('answers 400 to a body that is not JSON at all (wrong content type)', async () => {
    const answer = await send('clients.create', 'firstName=x', 'application/x-www-form-urlencoded');
    expect([answer.status, answer.code]).toEqual([400, 'invalidRequestBody']);
  });

  it('names the field and a specific message key for a bad email', async () => {
    const answer = await send('auth.emailExists', JSON.stringify({ email: 'not-an-email' }));
    expect(answer.status).toBe(422);
    expect(answer.issues).toEqual([
      expect.objectContaining({ path: ['body', 'email'], messageKey: 'invalidEmail' }),
    ]);
  });
});
