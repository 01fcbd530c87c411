import { contract } from '@esgkit/core';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { EngineConfig } from '../config/env.ts';
import type { AccountService } from '../services/accounts.ts';
import type { NotificationService } from '../services/notifications/index.ts';
import type { Store } from '../store/db.ts';
import { mountApiDocs } from './api-docs.ts';
import { type RouteHandlers, stateOf } from './context.ts';
import { DEV_OUTBOX_PATH, devOutboxPage } from './dev-outbox.ts';
import { apiNotFound, errorMiddleware } from './middleware/errors.ts';
import { requestIdAndLog } from './middleware/request-id.ts';
import { cors, securityHeaders } from './middleware/security.ts';
import { type MountOptions, mountContract } from './mount-contract.ts';
import { engineOpenApiDocument } from './openapi.ts';
import { UNSUBSCRIBE_PATH, unsubscribePage } from './unsubscribe-page.ts';

export interface AppOptions {
  config: EngineConfig;
  store: Store;
  accounts: AccountService;
  handlers: RouteHandlers;
  logger: Logger;
  version: string;
  servedDataset: MountOptions['servedDataset'];
  checkResponses?: boolean;
  /** Turns a notification mail's event off through its signed link (no login). */
  notifications?: NotificationService;
}

/** The engine's Express app: security headers, CORS (closed by default), request ids, every contract route. */
export const createApp = (options: AppOptions): Express => {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.config.trustProxy);
  app.set('query parser', 'simple');
  app.use(requestIdAndLog(options.logger));
  app.use(securityHeaders());
  app.use(cors(options.config.corsOrigins));

  let openApi: unknown;
  app.get('/api/openapi.json', (_req, res) => {
    stateOf(res).routeId = 'openapi';
    openApi ??= engineOpenApiDocument({ version: options.version, serverUrl: options.config.publicUrl });
    res.json(openApi);
  });
  mountApiDocs(app);

  mountContract(app, contract, {
    handlers: options.handlers,
    store: options.store,
    accounts: options.accounts,
    servedDataset: options.servedDataset,
    jsonBodyLimitBytes: options.config.jsonBodyLimitBytes,
    largeBodyLimitBytes: options.config.imageBodyLimitBytes,
    authRateLimit: { limit: options.config.authRateLimit, windowMs: options.config.authRateWindowMs },
    expensiveRateLimits: {
      limits: options.config.expensiveRateLimits,
      windowMs: options.config.expensiveRateWindowMs,
    },
    checkResponses: options.checkResponses ?? false,
  });
  app.get(DEV_OUTBOX_PATH, devOutboxPage({ config: options.config, store: options.store }));
  if (options.notifications) {
    const unsubscribe = unsubscribePage(options.notifications);
    app.get(UNSUBSCRIBE_PATH, unsubscribe);
    app.post(UNSUBSCRIBE_PATH, unsubscribe);
  }
  app.use('/api', apiNotFound);
  app.use(errorMiddleware(options.logger));
  return app;
};
