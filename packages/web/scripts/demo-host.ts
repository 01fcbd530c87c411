// The start-up `npm run screenshots` and `npm run videos` share: the real web host with its in-process engine on a
// fresh data dir and a demo universe, a confirmed Premium user (Laura Bassi) signed in, the API client of her
// session, and the chains run through it. One place, so the two scripts film and shoot the same app.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChainDefinition, createClient, runChain } from '@esgkit/core';
import { createEngineLogger } from '@esgkit/engine';
import { startWebHost } from '../server/index.ts';

/** The portfolio both scripts analyse; the small demo's prices start on 2024-09-30 (a day before is refused). */
export const demoPortfolio = {
  investmentDay: '2024-10-01',
  investmentAmount: 100_000,
  portfolio: {
    items: [
      { input: 'URTH', weight: 60 },
      { input: 'US0001000001', weight: 30 },
    ],
    cash: 10,
  },
  benchmark: { items: [{ input: 'IAGG', weight: 100 }], cash: 0 },
};

/** Starts the host on a fresh `<name>-` data dir over the `demo` universe and signs a Premium user in. */
export const startDemoHost = async (name: string, demo = 'small') => {
  const dataDir = mkdtempSync(join(tmpdir(), `esgkit-${name}-`));
  console.log(`Starting the web host on a fresh data dir (${dataDir})…`);
  const host = await startWebHost({
    port: 0,
    host: '127.0.0.1',
    env: {
      ESGKIT_DATA_DIR: dataDir,
      ESGKIT_DEMO_SIZE: demo,
      ESGKIT_RATE_LIMIT_PDF: '100000',
      ESGKIT_RATE_LIMIT_CHAIN: '100000',
      ESGKIT_RATE_LIMIT_PAI: '100000',
      // no digest timer while the scripts run
      ESGKIT_NOTIFY_INTERVAL_MINUTES: '0',
    },
    engineOptions: { logger: createEngineLogger('warn'), print: () => undefined },
  });
  await host.ready;
  const engine = host.engine;
  if (!engine) throw new Error(`the ${name} host runs its engine in-process`);
  const user = { email: `${name}-${Date.now()}@example.com`, password: 'Demo-Passw0rd' };
  await engine.accounts.createUser({
    ...user,
    firstName: 'Laura',
    lastName: 'Bassi',
    plan: 'premium',
    isConfirmed: true,
  });
  const anonymous = createClient({ baseUrl: host.url, fetch, locale: 'en-US' });
  const { data: session } = await anonymous.call('auth.login', { body: user });
  const api = createClient({ baseUrl: host.url, fetch, auth: { token: session.token }, locale: 'en-US' });
  /** Runs `chain` as the user; anything but completed stops the script. */
  const run = async (chain: ChainDefinition, context: Omit<Parameters<typeof runChain>[1], 'client'>) => {
    const outcome = await runChain(chain, { client: api, ...context });
    if (outcome.status !== 'completed')
      throw new Error(`${chain.id}: ${outcome.status} ${String(outcome.error)}`);
    return outcome;
  };
  return {
    url: host.url,
    session,
    api,
    run,
    close: async () => {
      await host.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
