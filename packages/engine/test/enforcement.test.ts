import { Writable } from 'node:stream';
import { ApiError, DomainError, REQUEST_ID_HEADER, SHARE_TOKEN_HEADER } from '@esgkit/core';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/http/index.ts';
import {
  createEngine,
  DEMO_ADVISOR_EMAIL,
  DEMO_STARTER_EMAIL,
  listOutboxMails,
  loadEngineConfig,
  type SnapshotInfo,
  snapshotInfoOf,
} from '../src/index.ts';
import { loadDataset } from '../src/provider/index.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { startTestEngine, type TestEngine, testSnapshot } from './helpers/engine.ts';
import { type SeededActor, seedActor, seedShareLink, TEST_PASSWORD } from './helpers/seed.ts';
import { minimalDir, tempDir } from './provider/helpers.ts';

const minimalSnapshot = async (): Promise<SnapshotInfo> =>
  snapshotInfoOf(await loadDataset({ datasetDir: minimalDir, cacheDir: tempDir() }));

const [sqlite] = storeTargets;
if (!sqlite) throw new Error('no SQLite target');

const statusOf = async (promise: Promise<unknown>): Promise<[number, string]> => {
  try {
    await promise;
    return [200, 'ok'];
  } catch (error) {
    if (error instanceof ApiError || error instanceof DomainError) return [error.status, error.code];
    throw error;
  }
};

failWhenPostgresMissing('enforcement suite');

describe.each(storeTargets)('enforcement on $name', (target) => {
  let t: TestEngine;
  const startClock = Date.parse('2025-01-01T00:00:00Z');
  let clock = startClock;
  // every test starts at the same time, whichever ran before it (-t, it.only, a test added in between)
  afterEach(() => {
    clock = startClock;
  });
  let advisor: SeededActor;
  let lowCapability: SeededActor;
  let demoOwner: SeededActor;

  beforeAll(async () => {
    // a real dataset, so that a request past every check reaches its view and answers 200
    t = await startTestEngine({ target, now: () => new Date(clock), loadSnapshot: minimalSnapshot });
    advisor = await seedActor(t.engine, { label: 'advisor', plan: 'premium' });
    lowCapability = await seedActor(t.engine, { label: 'low', plan: 'professional', capability: 2 });
    demoOwner = await seedActor(t.engine, {
      label: 'demo',
      plan: 'professional',
      capability: 2,
      demoPortfolio: true,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gates a view by the portfolio’s context: lookup rules for a lookup, client rules for a client (doc 1 §6)', async () => {
    const me = t.client({ token: lowCapability.token });
    const { portfolioId, lookupPortfolioId } = lowCapability.ids;
    // capability 2: lookup ESG needs 2, lookup impact 3; client impact needs nothing beyond full access
    expect(await statusOf(me.call('views.esg', { params: { portfolioId: lookupPortfolioId } }))).toEqual([
      200,
      'ok',
    ]);
    expect(
      await statusOf(me.call('views.impactSummary', { params: { portfolioId: lookupPortfolioId } })),
    ).toEqual([403, 'notEnoughCapability']);
    expect(await statusOf(me.call('views.impactSummary', { params: { portfolioId } }))).toEqual([200, 'ok']);
    // product needs 4 in both contexts
    expect(await statusOf(me.call('views.products', { params: { portfolioId } }))).toEqual([
      403,
      'notEnoughCapability',
    ]);
  });

  it('lets the demo portfolio bypass capability minimums (doc 1 §3)', async () => {
    const me = t.client({ token: demoOwner.token });
    expect(
      await statusOf(me.call('views.products', { params: { portfolioId: demoOwner.ids.portfolioId } })),
    ).toEqual([200, 'ok']);
    expect(
      await statusOf(me.call('views.products', { params: { portfolioId: demoOwner.ids.lookupPortfolioId } })),
    ).toEqual([403, 'notEnoughCapability']);
  });

  it('keeps a share token to its one client: other portfolios are 404, non-share routes 401, bad tokens refused', async () => {
    const token = await seedShareLink(t.engine, advisor);
    const shared = t.client({ shareToken: token });
    expect(
      await statusOf(shared.call('views.holdings', { params: { portfolioId: advisor.ids.portfolioId } })),
    ).toEqual([200, 'ok']);
    // the advisor's lookup portfolio is not part of the share
    expect(
      await statusOf(
        shared.call('views.holdings', { params: { portfolioId: advisor.ids.lookupPortfolioId } }),
      ),
    ).toEqual([404, 'notFound']);
    const everywhere = t.client({}, { [SHARE_TOKEN_HEADER]: token });
    expect(await statusOf(everywhere.call('clients.list'))).toEqual([401, 'sessionExpired']);

    const unknown = t.client({ shareToken: 'not-a-real-token' });
    expect(
      await statusOf(unknown.call('views.holdings', { params: { portfolioId: advisor.ids.portfolioId } })),
    ).toEqual([404, 'sharingLinkInvalid']);
    const expiredToken = await seedShareLink(t.engine, advisor, {
      expiresAt: new Date(clock - 1000).toISOString(),
    });
    const expired = t.client({ shareToken: expiredToken });
    expect(
      await statusOf(expired.call('views.holdings', { params: { portfolioId: advisor.ids.portfolioId } })),
    ).toEqual([410, 'sharedLinkExpired']);
  });

  it('ends a session after the idle period and keeps it alive while used', async () => {
    const { token } = await t.engine.accounts.login(advisor.email, TEST_PASSWORD);
    const me = t.client({ token });
    const days = t.config.sessionIdleDays;
    clock += (days - 1) * 86_400_000;
    expect((await statusOf(me.call('auth.session')))[0]).toBe(200);
    clock += (days - 1) * 86_400_000;
    expect((await statusOf(me.call('auth.session')))[0]).toBe(200);
    clock += (days + 1) * 86_400_000;
    expect(await statusOf(me.call('auth.session'))).toEqual([401, 'sessionExpired']);
  });

  it('sends strict security headers, a request id, and no CORS permission', async () => {
    const response = await t.fetch(`${t.url}/api/v1/version`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await t.fetch(`${t.url}/api/v1/nowhere`, {
      headers: { [REQUEST_ID_HEADER]: 'trace-12345678' },
    });
    expect(echoed.status).toBe(404);
    expect(echoed.headers.get(REQUEST_ID_HEADER)).toBe('trace-12345678');
    expect(await echoed.json()).toMatchObject({ error: { code: 'notFound', requestId: 'trace-12345678' } });
  });

  it('serves the OpenAPI document and the version', async () => {
    const doc = (await (await t.fetch(`${t.url}/api/openapi.json`)).json()) as {
      openapi: string;
      paths: object;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/v1/version');
    expect((await t.client().call('system.version')).data.apiVersion).toBe('v1');
    expect((await t.client().call('system.health')).data).toEqual({
      status: 'ok',
      snapshotVersion: t.engine.snapshot()?.version,
      loading: null,
    });
  });
});

describe('the engine while the dataset loads (SQLite)', () => {
  let t: TestEngine;
  let finish: (info: SnapshotInfo) => void = () => {};
  let token = '';
  let portfolioId = '';

  beforeAll(async () => {
    t = await startTestEngine({
      target: sqlite,
      loadSnapshot: () =>
        new Promise<SnapshotInfo>((resolve) => {
          finish = resolve;
        }),
    });
    const actor = await seedActor(t.engine, { label: 'early', plan: 'premium' });
    token = actor.token;
    portfolioId = actor.ids.portfolioId;
  });
  afterAll(async () => {
    finish(testSnapshot);
    await t?.close();
  });

  it('listens at once: accounts work, data routes answer 503 datasetLoading until the snapshot is ready', async () => {
    const me = t.client({ token });
    expect((await t.client().call('system.health')).data).toEqual({
      status: 'loading',
      snapshotVersion: null,
      loading: { stage: 'hash', percent: 0 },
    });
    expect((await me.call('profile.get')).data.plan).toBe('premium');
    expect(await statusOf(me.call('views.holdings', { params: { portfolioId } }))).toEqual([
      503,
      'datasetLoading',
    ]);
    expect((await t.fetch(`${t.url}/api/openapi.json`)).status).toBe(200);
    finish(await minimalSnapshot());
    await t.engine.ready;
    expect(await statusOf(me.call('views.holdings', { params: { portfolioId } }))).toEqual([200, 'ok']);
  });
});

describe('rate limits and configured CORS (SQLite)', () => {
  let t: TestEngine;
  beforeAll(async () => {
    t = await startTestEngine({
      target: sqlite,
      env: { ESGKIT_AUTH_RATE_LIMIT: '3', ESGKIT_CORS_ORIGINS: 'https://app.example' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 tooManyRequests past the limit on a mailed-code route, per route', async () => {
    const anonymous = t.client();
    const body = { email: 'nobody@example.com' };
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await statusOf(anonymous.call('auth.forgotPassword', { body })));
    expect(answers).toEqual([
      [200, 'ok'],
      [200, 'ok'],
      [200, 'ok'],
      [429, 'tooManyRequests'],
    ]);
    // sign-up has its own counter
    expect((await statusOf(anonymous.call('auth.emailExists', { body })))[0]).toBe(200);
    // login has the store-backed throttle instead (login-throttle.test.ts): four wrong passwords are four 401s
    const wrong = { email: body.email, password: 'Wrong-Passw0rd' };
    for (let i = 0; i < 4; i++)
      expect(await statusOf(anonymous.call('auth.login', { body: wrong }))).toEqual([
        401,
        'incorrectCredentials',
      ]);
  });
});

describe.each(storeTargets)('demo users on $name', (target) => {
  it('are seeded only for the demo dataset, printed once, and never again on the next start', async () => {
    const place = await target.create();
    const env = {
      ESGKIT_DATA_DIR: place.dataDir,
      ESGKIT_PORT: '0',
      ESGKIT_LOG_LEVEL: 'silent',
      ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
    };
    const printed: string[] = [];
    const start = async (demo: boolean) => {
      const engine = await createEngine({
        config: loadEngineConfig(env),
        logger: pino({ level: 'silent' }),
        loadSnapshot: async () => ({ ...testSnapshot, demo }),
        print: (line) => printed.push(line),
      });
      await engine.ready;
      return engine;
    };
    try {
      const plain = await start(false);
      expect(await statusOf(plain.accounts.login(DEMO_ADVISOR_EMAIL, 'x'))).toEqual([
        401,
        'incorrectCredentials',
      ]);
      await plain.close();
      expect(printed).toEqual([]);

      const first = await start(true);
      expect(printed).toHaveLength(1);
      const advisorPassword = new RegExp(`${DEMO_ADVISOR_EMAIL}\\s+(\\S+)`).exec(printed[0] ?? '')?.[1] ?? '';
      const starterPassword = new RegExp(`${DEMO_STARTER_EMAIL}\\s+(\\S+)`).exec(printed[0] ?? '')?.[1] ?? '';
      expect((await first.accounts.login(DEMO_ADVISOR_EMAIL, advisorPassword)).accessLevel).toBe(100);
      expect((await first.accounts.login(DEMO_STARTER_EMAIL, starterPassword)).userCapability).toBe(1);
      await first.close();

      const second = await start(true);
      expect(printed).toHaveLength(1);
      // the operator's reset uses the same service
      await second.accounts.setPassword(DEMO_ADVISOR_EMAIL, 'Operator-Passw0rd');
      expect((await second.accounts.login(DEMO_ADVISOR_EMAIL, 'Operator-Passw0rd')).accessLevel).toBe(100);
      await second.close();
    } finally {
      await place.drop();
    }
  });
});

describe('errors and logs (SQLite)', () => {
  it('answers 500 anErrorHasOccurred without internals, and logs the request id; logs carry no secrets', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const place = await sqlite.create();
    const config = loadEngineConfig({ ESGKIT_DATA_DIR: place.dataDir, ESGKIT_PORT: '0' });
    const engine = await createEngine({
      config,
      logger: pino({ level: 'info' }, sink),
      loadSnapshot: async () => testSnapshot,
    });
    const failing = createApp({
      config,
      store: engine.store,
      accounts: engine.accounts,
      logger: pino({ level: 'info' }, sink),
      version: '0.0.0-test',
      servedDataset: () => ({ snapshotVersion: 'test', asOf: '2025-12-31', demo: false }),
      handlers: {
        'system.version': async () => {
          throw new Error('database password is hunter2');
        },
      },
    });
    const server = failing.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    const { url } = await engine.listen(0, '127.0.0.1');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/version`);
      expect(response.status).toBe(500);
      const body = (await response.json()) as { error: { code: string; message: string; requestId: string } };
      expect(body.error.code).toBe('anErrorHasOccurred');
      expect(JSON.stringify(body)).not.toContain('hunter2');
      expect(lines.some((l) => l.includes(body.error.requestId) && l.includes('unexpected error'))).toBe(
        true,
      );

      // secrets in headers, bodies and paths stay out of the log
      const password = 'Logged-Passw0rd';
      await engine.accounts.createUser({
        email: 'log@example.com',
        password,
        firstName: 'L',
        lastName: 'G',
        isConfirmed: true,
      });
      const login = await fetch(`${url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'log@example.com', password }),
      });
      const { data } = (await login.json()) as { data: { token: string } };
      await fetch(`${url}/api/v1/auth/session`, { headers: { authorization: `Bearer ${data.token}` } });
      await fetch(`${url}/api/v1/shared/secret-share-token-123`);
      const log = lines.join('');
      expect(log).toContain('"route":"auth.session"');
      expect(log).not.toContain(password);
      expect(log).not.toContain(data.token);
      expect(log).not.toContain('secret-share-token-123');
    } finally {
      server.close();
      await engine.close();
      await place.drop();
    }
  });
});

describe('mail without SMTP (SQLite)', () => {
  it('queues the mail in the outbox and logs the link, so a local user can confirm', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const place = await sqlite.create();
    const engine = await createEngine({
      config: loadEngineConfig({
        ESGKIT_DATA_DIR: place.dataDir,
        ESGKIT_PUBLIC_URL: 'http://esg.local:3000',
      }),
      logger: pino({ level: 'info' }, sink),
      loadSnapshot: async () => testSnapshot,
    });
    try {
      await engine.accounts.signUp({
        email: 'outbox@example.com',
        password: 'Outbox-Passw0rd',
        firstName: 'O',
        lastName: 'B',
      });
      const mails = await listOutboxMails(engine.store.db, 'outbox@example.com');
      expect(mails).toHaveLength(1);
      const code = /code is ([A-Z2-9]{10})/.exec(mails[0]?.body_text ?? '')?.[1] ?? '';
      expect(lines.join('')).toContain(
        `http://esg.local:3000/confirm_email?email=outbox%40example.com&code=${code}`,
      );
      await engine.accounts.confirmEmail('outbox@example.com', code);
      expect((await engine.accounts.login('outbox@example.com', 'Outbox-Passw0rd')).accessLevel).toBe(4);
    } finally {
      await engine.close();
      await place.drop();
    }
  });
});
