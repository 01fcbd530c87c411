import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  createEngine,
  createEngineLogger,
  DEV_OUTBOX_PATH,
  type Engine,
  type EngineConfig,
  type EngineOptions,
  loadEngineConfig,
} from '@esgkit/engine';
import express, { type Express, type RequestHandler } from 'express';
import { buildWebAppIfStale } from './build-app.ts';
import { loadWebHostConfig, processEnv, type WebHostConfig } from './config/env.ts';
import { proxyToEngine } from './proxy.ts';
import { spaSecurityHeaders } from './security.ts';

/** Paths the SPA's router owns are answered with index.html; these never are (they are files or the API). */
const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/**
 * The host's Express app: `/api` goes to the engine (an Express app in this process, or a proxy), everything else
 * is the built SPA under a strict CSP, with index.html for the client routes (history-API fallback).
 */
export const createWebApp = (options: {
  appDir: string;
  api: RequestHandler;
  /** The in-process engine's local outbox page (it answers 404 unless enabled: engine http/dev-outbox.ts). */
  devOutbox?: RequestHandler;
}): Express => {
  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => (isApiPath(req.path) ? options.api(req, res, next) : next()));
  // the engine's page when it shows one; otherwise a 404, not the SPA
  const { devOutbox } = options;
  if (devOutbox) app.get(DEV_OUTBOX_PATH, (req, res, next) => devOutbox(req, res, next));
  app.get(DEV_OUTBOX_PATH, (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(spaSecurityHeaders());
  const indexHtml = join(options.appDir, 'index.html');
  // Vite names built files by content hash, so they never change under one name.
  app.use(
    '/assets',
    express.static(join(options.appDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  app.use(express.static(options.appDir, { index: false, maxAge: 0 }));
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    if (!existsSync(indexHtml)) {
      res
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build:web` and reload.');
      return;
    }
    // A request for a missing file (has an extension) is a 404, not the app: a stale chunk must fail visibly.
    if (/\.[a-z0-9]+$/i.test(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return app;
};

export interface WebHostOptions {
  /** Where to listen; default ESGKIT_PORT / ESGKIT_HOST, else 3000 on 127.0.0.1. 0 picks a free port. */
  port?: number;
  host?: string;
  /** Proxy `/api` to a running engine instead of starting one in this process; default ENGINE_URL. */
  engineUrl?: string;
  /** The built SPA; default packages/web/dist/app. */
  appDir?: string;
  /** Build the SPA first when its sources are newer than the build (default true; only where the sources are). */
  buildIfStale?: boolean;
  /** How the SPA is built when `buildIfStale` (default buildWebAppIfStale; tests hold it back). */
  buildApp?: () => Promise<unknown>;
  /** The environment settings are read from (the host's and the engine's); default process.env. */
  env?: Record<string, string | undefined>;
  /** Engine settings over those read from `env` (the in-process engine only). */
  engineConfig?: Partial<EngineConfig>;
  /** Passed to createEngine: a dataset loader, a logger, where the demo passwords are printed. */
  engineOptions?: Omit<EngineOptions, 'config'>;
}

export interface WebHost {
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  port: number;
  config: WebHostConfig;
  /** The in-process engine; null when proxying to ENGINE_URL. */
  engine: Engine | null;
  /** Resolves when the engine's dataset is loaded (at once when proxying). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the web app: listens at once, then mounts the engine (in this process, or a proxy to ENGINE_URL), and
 * serves the built SPA. `npm start` and `esgkit serve` both call this.
 * @example
 * const host = await startWebHost({ port: 3000 });
 * console.log(`open ${host.url}`); await host.ready;
 */
export const startWebHost = async (options: WebHostOptions = {}): Promise<WebHost> => {
  const env = options.env ?? processEnv();
  const config = loadWebHostConfig(env, {
    ...(options.port === undefined ? {} : { port: options.port }),
    ...(options.host === undefined ? {} : { host: options.host }),
    ...(options.engineUrl === undefined ? {} : { engineUrl: options.engineUrl }),
    ...(options.appDir === undefined ? {} : { appDir: options.appDir }),
  });

  // `npm start` and `esgkit serve` right after `npm ci`: the SPA is built here, once, when missing or out of date.
  // The build runs while the engine loads its dataset on a worker thread (the other core): a first start waits for
  // the longer of the two, not their sum (issue 22 item 15). Pages are served once it is done.
  const building =
    options.buildIfStale !== false && options.appDir === undefined && !env.ESGKIT_WEB_DIR
      ? (options.buildApp ?? buildWebAppIfStale)()
      : Promise.resolve();
  // Until awaited below (after the engine has started loading), a failed build must not count as unhandled.
  building.catch(() => undefined);

  // Listen first, so the port is known before the engine builds its links (ESGKIT_PUBLIC_URL defaults to it).
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${shownHost}:${address.port}`;

  let engine: Engine | null = null;
  try {
    let api: RequestHandler;
    if (config.engineUrl) {
      api = proxyToEngine(config.engineUrl);
    } else {
      const engineConfig = loadEngineConfig(env, {
        port: address.port,
        host: config.host,
        ...(env.ESGKIT_PUBLIC_URL ? {} : { publicUrl: url }),
        ...options.engineConfig,
      });
      engine = await createEngine({ config: engineConfig, ...options.engineOptions });
      api = engine.app;
    }
    await building;
    // a proxied engine's outbox page stays on its own machine: only the in-process engine's is served here
    server.on(
      'request',
      createWebApp({ appDir: config.appDir, api, ...(engine ? { devOutbox: engine.app } : {}) }),
    );
  } catch (error) {
    server.close();
    await engine?.close();
    throw error;
  }

  const logger = engine?.logger ?? createEngineLogger('info');
  if (!existsSync(join(config.appDir, 'index.html')))
    logger.warn({ appDir: config.appDir }, 'the web app is not built: pages answer 503 until it is');
  return {
    url,
    port: address.port,
    config,
    engine,
    ready: engine ? engine.ready : Promise.resolve(),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await engine?.close();
    },
  };
};
