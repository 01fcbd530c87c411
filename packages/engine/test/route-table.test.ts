import { contract } from '@esgkit/core';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import { describe, expect, it } from 'vitest';
import { routesInMountOrder } from '../src/http/mount-contract.ts';
import { createRouteTable } from '../src/http/route-table.ts';

// Issue 24 (API): the contract's routes are matched by a route table in front of Express's router. Whatever the table
// answers must be what Express would have chosen — the same route and the same parameters — or nothing (Express then
// takes the request). A table that took `/clients/from-lookup` for `/clients/:clientId`, or matched a path Express
// would not, would send requests to another handler.

const tableAndExpress = () => {
  const table = createRouteTable();
  const express = Router();
  for (const [id, def] of routesInMountOrder(contract)) {
    const chain: RequestHandler[] = [
      (req, res) => ((res as unknown as { chosen: unknown }).chosen = [id, { ...req.params }]),
    ];
    const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    express[method](def.path, ...chain);
    table.add(method, def.path, chain);
  }
  const expressChoice = async (method: string, url: string) => {
    const res = { chosen: undefined as unknown } as unknown as Response & { chosen: unknown };
    const req = { method, url } as Request;
    await new Promise<void>((resolve) => {
      express(req, res, () => resolve());
      if (res.chosen !== undefined) resolve();
    });
    return res.chosen;
  };
  const tableChoice = (method: string, url: string) => {
    const found = table.match(method, url);
    if (!found) return undefined;
    const res = { chosen: undefined as unknown } as unknown as Response & { chosen: unknown };
    (found.entry.chain[0] as (req: unknown, res: unknown) => void)({ params: found.params }, res);
    return res.chosen;
  };
  return { expressChoice, tableChoice };
};

const samplePaths = (path: string): string[] => {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => `Id-${name}_9`);
  return [
    filled,
    filled.toUpperCase(),
    `${filled}/`,
    filled.replace(/Id-(\w+)_9/g, 'from-lookup'),
    filled.replace(/Id-(\w+)_9/g, 'a%20b'),
    filled.replace(/Id-(\w+)_9/g, ''),
    `${filled}/extra`,
  ];
};

describe('the route table', () => {
  const { expressChoice, tableChoice } = tableAndExpress();

  it('chooses what Express chooses for every route, in every case it answers, and answers the plain paths', async () => {
    let answered = 0;
    for (const def of Object.values(contract)) {
      for (const method of [def.method, 'HEAD', 'OPTIONS']) {
        for (const url of samplePaths(def.path)) {
          const chosen = tableChoice(method, url);
          if (chosen === undefined) continue;
          answered += 1;
          expect([method, url, chosen]).toEqual([method, url, await expressChoice(method, url)]);
        }
      }
      // the plain path and its upper-case form are always the table's (the fast path)
      expect(tableChoice(def.method, samplePaths(def.path)[0]!)).toBeDefined();
      expect(tableChoice(def.method, samplePaths(def.path)[1]!)).toBeDefined();
    }
    expect(answered).toBeGreaterThan(Object.keys(contract).length * 2);
  });

  it('takes a static segment before a parameter, as Express does', () => {
    expect(tableChoice('POST', '/api/v1/clients/from-lookup')).toEqual(['clients.createFromLookup', {}]);
  });
});
