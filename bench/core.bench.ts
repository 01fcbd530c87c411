import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildOpenApiDocument, createClient } from '@esgkit/core';
import { aHoldingRow, aHoldingsPage } from '@esgkit/core/testing';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, test } from 'vitest';

// The API client's own cost per call: a loopback server answering a 20-row holdings page, through undici's pool.
// A full page of 20 rows, as the engine answers (spec doc 1 §9: holdings page size 20).
const page = aHoldingsPage({
  data: Array.from({ length: 20 }, (_, i) => aHoldingRow({ id: `sec-${i}`, name: `Holding ${i}` })),
});
const body = JSON.stringify({
  data: page,
  meta: { snapshotVersion: 'x', asOf: '2026-09-30', demo: true, coverage: null },
  warnings: [],
});
const server = createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(body),
);
const agent = new Agent({ connections: 8 });
let client: ReturnType<typeof createClient>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fetch = ((url: string | URL, init?: RequestInit) =>
    undiciFetch(url, { ...(init as object), dispatcher: agent })) as unknown as typeof globalThis.fetch;
  client = createClient({ baseUrl: `http://127.0.0.1:${port}`, auth: { token: 't' }, fetch });
});
afterAll(async () => {
  server.close();
  await agent.close();
});

test('api client: views.holdings round trip (validated envelope, 20 rows)', async ({ bench }) => {
  await bench('views.holdings', async () => {
    await client
      .call('views.holdings', { params: { portfolioId: 'p1' }, query: { page: 1 } })
      .catch(() => undefined);
  }).run();
});

test('OpenAPI document generated from the contract', async ({ bench }) => {
  await bench('buildOpenApiDocument', () => {
    buildOpenApiDocument({ version: 'bench' });
  }).run();
});
