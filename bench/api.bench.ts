import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@esgkit/core';
import { createEngine, loadEngineConfig } from '@esgkit/engine';
import { pino } from 'pino';
import { Agent, fetch as undiciFetch } from 'undici';
import { test } from 'vitest';

// The engine's HTTP path (docs/benchmarks.md, "api"): one engine on SQLite in a temp dir, core's client over an
// undici keep-alive pool. Measures the middleware chain (authenticate → validate → tenant scope → capability), not
// calculations: the data routes of part 7 answer 501.

test('api', async ({ bench }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'esgkit-bench-api-'));
  const engine = await createEngine({
    config: loadEngineConfig({
      ESGKIT_DATA_DIR: dataDir,
      ESGKIT_PORT: '0',
      ESGKIT_AUTH_RATE_LIMIT: '1000000',
    }),
    logger: pino({ level: 'silent' }),
    loadSnapshot: async () => ({ version: 'bench', asOf: '2024-12-31', demo: false }),
  });
  const { url } = await engine.listen(0, '127.0.0.1');
  const agent = new Agent({ connections: 8 });
  const fetch = ((input: Parameters<typeof undiciFetch>[0], init?: Parameters<typeof undiciFetch>[1]) =>
    undiciFetch(input, { ...init, dispatcher: agent })) as unknown as typeof globalThis.fetch;
  const password = 'Bench-Passw0rd';
  const email = 'bench@example.com';
  await engine.accounts.createUser({
    email,
    password,
    firstName: 'B',
    lastName: 'N',
    plan: 'premium',
    isConfirmed: true,
  });
  const { token } = await engine.accounts.login(email, password);
  const me = createClient({ baseUrl: url, auth: { token }, fetch });
  const anonymous = createClient({ baseUrl: url, fetch });
  try {
    await bench('GET /api/v1/version (no auth)', async () => {
      await anonymous.call('system.version');
    }).run();
    await bench('GET /api/v1/auth/session (session token)', async () => {
      await me.call('auth.session');
    }).run();
    await bench('POST /api/v1/auth/login (scrypt)', async () => {
      await anonymous.call('auth.login', { body: { email, password } });
    }).run();
  } finally {
    await engine.close();
    await agent.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
