import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEngineLogger, datasetLoader, loadEngineConfig } from '@esgkit/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeadEnd } from '../../engine/test/helpers/dead-end.ts';
import { loadWebHostConfig, startWebHost, type WebHost } from '../server/index.ts';
import { startTestHost, type TestHost } from './helpers/host.ts';

describe('web host', () => {
  let host: TestHost;
  let proxy: WebHost;

  beforeAll(async () => {
    host = await startTestHost({ trustProxy: true });
    // A second host without an engine of its own: /api goes to the first one (ENGINE_URL)
    proxy = await startWebHost({
      port: 0,
      host: '127.0.0.1',
      engineUrl: host.url,
      env: {},
      buildIfStale: false,
    });
  });
  afterAll(async () => {
    await proxy?.close();
    await host?.close();
  });

  it('answers a client route with the SPA under a CSP that allows no eval and no foreign scripts', async () => {
    const response = await fetch(`${host.url}/platform/datahub/lookup/research`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<div id="root">');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers a missing built file with 404, so a stale chunk fails visibly', async () => {
    expect((await fetch(`${host.url}/assets/gone-1234.js`)).status).toBe(404);
    expect((await fetch(`${host.url}/favicon-missing.png`)).status).toBe(404);
  });

  it('mounts the engine API in-process, with its own JSON answers and its closed CSP', async () => {
    const version = await fetch(`${host.url}/api/v1/version`);
    expect(version.status).toBe(200);
    expect(((await version.json()) as { data: { apiVersion: string } }).data.apiVersion).toBe('v1');
    expect(version.headers.get('content-security-policy')).toContain("default-src 'none'");
    const unknown = await fetch(`${host.url}/api/v1/no-such-route`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/json/);
  });

  it('shows no outbox page behind a proxy (trusted X-Forwarded-For) nor for a proxied engine', async () => {
    expect((await fetch(`${host.url}/dev/outbox`)).status).toBe(404);
    expect((await fetch(`${proxy.url}/dev/outbox`)).status).toBe(404);
  });

  it('proxies /api to ENGINE_URL, bodies and statuses unchanged', async () => {
    const exists = await fetch(`${proxy.url}/api/v1/auth/email-exists`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com' }),
    });
    expect(exists.status).toBe(200);
    expect(((await exists.json()) as { data: { exists: boolean } }).data.exists).toBe(false);
    const refused = await fetch(`${proxy.url}/api/v1/me/profile`);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('sessionExpired');
    expect((await fetch(`${proxy.url}/login`)).status).toBe(200);
  });

  it('answers 502 with the generic error code when ENGINE_URL cannot be reached', async () => {
    const deadEnd = await startDeadEnd();
    const dead = await startWebHost({
      port: 0,
      engineUrl: deadEnd.url,
      env: {},
      buildIfStale: false,
    });
    try {
      const response = await fetch(`${dead.url}/api/v1/version`);
      expect(response.status).toBe(502);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('anErrorHasOccurred');
    } finally {
      await dead.close();
      await deadEnd.close();
    }
  });

  it('reads its settings from the environment with the defaults of docs/architecture.md', () => {
    const defaults = loadWebHostConfig({});
    expect([defaults.port, defaults.host, defaults.engineUrl]).toEqual([3000, '127.0.0.1', undefined]);
    expect(defaults.appDir).toMatch(/packages\/web\/dist\/app$/);
    const set = loadWebHostConfig({
      ESGKIT_PORT: '8080',
      ESGKIT_HOST: '0.0.0.0',
      ENGINE_URL: 'http://engine:3000',
    });
    expect([set.port, set.host, set.engineUrl]).toEqual([8080, '0.0.0.0', 'http://engine:3000']);
    expect(() => loadWebHostConfig({ ESGKIT_PORT: 'eighty' })).toThrow(/ESGKIT_PORT/);
  });
});

describe('web host without SMTP on loopback (issue 22 item 2)', () => {
  let host: TestHost;
  beforeAll(async () => {
    host = await startTestHost();
  });
  afterAll(async () => {
    await host?.close();
  });

  it('lists the sign-up confirmation mail, with its code, on /dev/outbox', async () => {
    const email = `outbox-${Date.now()}@example.com`;
    const signUp = await fetch(`${host.url}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'First-Passw0rd', firstName: 'Ada', lastName: 'Lovelace' }),
    });
    expect(signUp.status).toBe(201);
    const page = await fetch(`${host.url}/dev/outbox`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const code = /code=(\w+)/.exec((await host.lastMail(email)).body_text)?.[1];
    expect(code).toBeTruthy();
    expect(html).toContain(email);
    expect(html).toContain(`code=${code}`);
  });
});

describe('web host on a first start (issue 22 item 15)', () => {
  it('builds the web app while the engine loads its dataset, not before it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'esgkit-web-'));
    let loadStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      loadStarted = resolve;
    });
    const cacheDir = process.env.ESGKIT_CACHE_DIR ?? join(tmpdir(), 'esgkit-web-cache');
    const real = datasetLoader(loadEngineConfig({ ESGKIT_CACHE_DIR: cacheDir, ESGKIT_DEMO_SIZE: 'small' }));
    // The build finishes only once the dataset load has begun: run one after the other, this never starts.
    const host = await startWebHost({
      port: 0,
      host: '127.0.0.1',
      buildApp: () => started,
      env: { ESGKIT_DATA_DIR: dataDir, ESGKIT_CACHE_DIR: cacheDir, ESGKIT_DEMO_SIZE: 'small' },
      engineOptions: {
        logger: createEngineLogger('silent'),
        print: () => {},
        loadSnapshot: (onProgress) => {
          loadStarted();
          return real(onProgress);
        },
      },
    });
    try {
      await host.ready;
      const page = await fetch(`${host.url}/login`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
    } finally {
      await host.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
