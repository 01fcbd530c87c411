import { contract, type RouteDef, type RouteId, routeIds } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { holdings } from './helpers/portfolios.ts';
import { paramsFor, validInputFor } from './helpers/route-input.ts';
import { objectShape } from './helpers/samples.ts';
import { type SeededActor, seedActor, seedShareLink } from './helpers/seed.ts';
import { cleanTempDirs } from './provider/helpers.ts';

// Issue 20, defect 5: `orderBy=__proto__` answered 500 in the holdings view, anonymously through a share link. Every
// paged route's sort key is an enum of its columns: a key an object has by inheritance is refused like any other
// unknown column, 422 invalidInput naming query.orderBy, for the owner and for a share-token caller alike.

const pagedRoutes = routeIds.filter((id) => {
  const query = (contract[id] as RouteDef).query;
  return query !== undefined && objectShape(query)?.orderBy !== undefined;
});
const inheritedKeys = ['__proto__', 'constructor', '__defineGetter__', 'toString', 'hasOwnProperty'];

failWhenPostgresMissing('sort-key suite');

describe.each(storeTargets)('sort keys on $name', (target) => {
  let t: TestEngine;
  let owner: SeededActor;
  let shareToken = '';

  beforeAll(async () => {
    t = await startTestEngine({ target, loadSnapshot: minimalSnapshot });
    await t.engine.ready;
    const seeded = await seedActor(t.engine, { label: 'sorter', plan: 'premium' });
    // a portfolio of two companies of the minimal dataset: the views have rows to order
    const { data } = await t.client({ token: seeded.token }).call('clients.create', {
      body: {
        firstname: 'Sort',
        lastname: 'Keys',
        portfolio: holdings,
      },
    });
    owner = { ...seeded, ids: { ...seeded.ids, clientId: data.id, portfolioId: data.portfolio!.id } };
    shareToken = await seedShareLink(t.engine, owner);
  });
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  const send = async (id: RouteId, orderBy: string, headers: Record<string, string>) => {
    const def = contract[id] as RouteDef;
    const input = validInputFor(id, owner.ids);
    const params = paramsFor(def, owner.ids) ?? {};
    const url = new URL(
      t.url +
        def.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params[name]))),
    );
    // no `find`: the rows must reach the sort
    url.searchParams.set('orderBy', orderBy);
    const response = await t.fetch(url, {
      method: def.method,
      headers: { 'content-type': 'application/json', ...headers },
      ...(def.method === 'GET' ? {} : { body: JSON.stringify(input.body ?? {}) }),
    });
    const json = (await response.json().catch(() => undefined)) as
      | { error?: { code?: string; issues?: Array<{ path: unknown[] }> } }
      | undefined;
    return {
      status: response.status,
      code: json?.error?.code,
      paths: (json?.error?.issues ?? []).map((i) => i.path.join('.')),
    };
  };

  it('covers the paged views and screenings', () => {
    expect(pagedRoutes).toEqual(
      expect.arrayContaining(['views.holdings', 'views.esg', 'views.taxonomy', 'screening.company']),
    );
  });

  it.each(pagedRoutes)('%s refuses inherited property names as orderBy with 422', async (id) => {
    const callers: Array<[string, Record<string, string>]> = [
      ['owner', { authorization: `Bearer ${owner.token}` }],
    ];
    if ((contract[id] as RouteDef).auth.includes('share'))
      callers.push(['share link', { 'x-esgkit-share-token': shareToken }]);
    const answers: string[] = [];
    for (const [caller, headers] of callers)
      for (const key of inheritedKeys) {
        const a = await send(id, key, headers);
        answers.push(`${caller} ${key}: ${a.status} ${a.code} ${a.paths.join(',')}`);
      }
    expect(answers).toEqual(
      callers.flatMap(([caller]) =>
        inheritedKeys.map((key) => `${caller} ${key}: 422 invalidInput query.orderBy`),
      ),
    );
  });

  it('still orders the holdings by a column of the enum', async () => {
    const a = await send('views.holdings', 'name', { 'x-esgkit-share-token': shareToken });
    expect(a.status).toBe(200);
  });
});
