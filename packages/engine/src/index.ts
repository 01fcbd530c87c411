import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiClient, DatasetLoading } from '@esgkit/core';
import type { Express } from 'express';
import { type Logger, pino } from 'pino';
import type { EngineConfig } from './config/env.ts';
import { createDataServices } from './data-services.ts';
import { createApp } from './http/app.ts';
import { DEV_OUTBOX_PATH, isDevOutboxEnabled } from './http/dev-outbox.ts';
import { createHandlers } from './http/handlers/index.ts';
import { createInProcessClient, createRouteRunner, type InProcessCaller } from './http/route-runner.ts';
import type { Jobs, JobsOptions, QueuePolicy } from './jobs/index.ts';
import { createEngineJobs, digestsQueue, startEngineWorker } from './jobs/worker.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { datasetLoader, type SnapshotInfo, type SnapshotLoader } from './preload.ts';
import { type AccountService, createAccountService } from './services/accounts.ts';
import { type ApiKeyService, createApiKeyService } from './services/api-keys.ts';
import { loadPlans, startBilling } from './services/billing/configure.ts';
import type { BillingService } from './services/billing/index.ts';
import type { CalculationService } from './services/calculations/index.ts';
import { createChainJobs } from './services/chain-jobs.ts';
import { seedDemoUsers } from './services/demo-users.ts';
import { createCsvJobs } from './services/exports/csv-jobs.ts';
import type { NotificationService } from './services/notifications/index.ts';
import { createPdfJobs } from './services/pdf-jobs.ts';
import type { ReportService } from './services/report.ts';
import { createStore, type Store } from './store/db.ts';
import { purgeResultsOfOtherSnapshots } from './store/repositories/results.ts';

// The names other packages, the benches and the scripts use, listed (issue 23: no `export *`); the rest is the
// engine's own. To use another from outside, add it to its module's list.
export {
  analyseSide,
  buildCompanyFactsInputs,
  buildCountryFactsInputs,
  buildTaxonomyInputs,
  buildUniverseInputs,
  buildValuePath,
  type CompanyFactsRecord,
  companyScreeningFilters,
  computeExposure,
  computePai,
  computeTaxonomy,
  controversyView,
  countryAllocation,
  countryEsgView,
  dailyPerformance,
  type Exposure,
  type ExposurePortfolio,
  esgView,
  exclusionsWatchList,
  type FundRatingInput,
  fundRatings,
  holdingsPage,
  impactDetail,
  impactSummary,
  matchFunds,
  type PerformanceFxSeries,
  type PerformanceItem,
  type PerformancePortfolio,
  type PerformanceSeries,
  performanceReturns,
  portfolioAggregates,
  productsView,
  redCompanies,
  riskMeasures,
  rollingReturnSeries,
  screenCompanies,
  screenFunds,
  sustainabilityScore,
  type TaxonomyRecord,
  type UniverseHoldingRecord,
  type UniverseSecurityRecord,
} from './analytics/index.ts';
export { DEFAULT_PORT, EngineConfig, loadEngineConfig } from './config/index.ts';
export { DEV_OUTBOX_PATH } from './http/index.ts';
export type { InProcessCaller } from './http/route-runner.ts';
export { datasetLoader, type SnapshotInfo, type SnapshotLoader, snapshotInfoOf } from './preload.ts';
export type { LoadProgress } from './provider/load-dataset.ts';
export {
  DEMO_ADVISOR_EMAIL,
  DEMO_STARTER_EMAIL,
  newRandomPassword,
} from './services/index.ts';
export { listOutboxMails } from './store/index.ts';

export interface EngineOptions {
  config: EngineConfig;
  /** Loads the dataset snapshot; the server listens before it resolves (data routes answer 503 until then). */
  loadSnapshot?: SnapshotLoader;
  /** Each change of the loading stage or percent (the host prints it where it says where to log in). */
  onLoadProgress?: (loading: DatasetLoading) => void;
  logger?: Logger;
  now?: () => Date;
  /** Where the demo users' one-time passwords go; default stderr. */
  print?: (line: string) => void;
  /** Validate every JSON answer against the contract (tests); default: the config's checkAnswers. */
  checkResponses?: boolean;
  /** The job queue's tuning (tests poll faster); default: jobs/types.ts's production values. */
  jobsOptions?: JobsOptions;
  /** The PDF queue's policy over its defaults (tests: a killed worker's attempt lapses in a second). */
  pdfJobPolicy?: Partial<QueuePolicy>;
}

export interface Engine {
  app: Express;
  store: Store;
  accounts: AccountService;
  apiKeys: ApiKeyService;
  /** Plans, subscriptions and the payment provider; the operator's `esgkit users set-plan` and `users list`. */
  billing: BillingService;
  /** The PDF report, in-process (its `input()` is what a report shows, read under the caller's rules). */
  report: ReportService;
  mailer: Mailer;
  /**
   * Background work (issue 32): pg-boss on PostgreSQL, else the in-process queue; started by the worker (jobs/worker.ts)
   * or, in an API-only engine (ESGKIT_WORKER=0), not at all; `close` stops it before the store closes.
   */
  jobs: Jobs;
  /** Resolves once this process works the queues (never starts with ESGKIT_WORKER=0); rejects if it could not. */
  worker: Promise<void>;
  /** Notification mails; `runDueNotifications(now)` sends the digests due (the digest cron job calls it). */
  notifications: NotificationService;
  logger: Logger;
  /** Resolves when the snapshot is loaded (and demo users seeded); rejects if loading fails. */
  ready: Promise<void>;
  snapshot(): SnapshotInfo | null;
  /** the calculation service: the views and the derivation of their figures (part 12's explain) */
  calculations: CalculationService;
  /**
   * core's ApiClient on the contract's routes in this process, as the holder of `credential` (the embedded CLI's
   * transport: http/route-runner.ts). Same authentication, validation, tenant scope and capability as over HTTP.
   */
  inProcessClient(caller: InProcessCaller): ApiClient;
  listen(port?: number, host?: string): Promise<{ url: string; port: number }>;
  close(): Promise<void>;
}

/** Results of another snapshot stay this long before the purge at start (docs/decisions.md "Result purge"). */
const OTHER_SNAPSHOT_RESULTS_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

const readVersion = (): string => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? '0.0.0';
};

/** Redacted wherever they appear in a log object: credentials, passwords, tokens and codes. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-esgkit-share-token"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.token',
  '*.secret',
  '*.secretKey',
  '*.webhookSecret',
  'password',
  'token',
  'secret',
];

export const createEngineLogger = (level: EngineConfig['logLevel']): Logger =>
  pino({ level, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } });

/** The HTTP servers of an app: each `listen` starts one, `close` ends them all with their open connections. */
const serversOf = (app: Express) => {
  const servers = new Set<Server>();
  return {
    listen: (port: number, host: string) =>
      new Promise<{ url: string; port: number }>((resolve, reject) => {
        const server = app.listen(port, host, (error?: Error) => {
          if (error) {
            reject(error);
            return;
          }
          const address = server.address() as AddressInfo;
          const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve({ url: `http://${shown}:${address.port}`, port: address.port });
        });
        servers.add(server);
      }),
    close: () =>
      Promise.all(
        [...servers].map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      ),
  };
};

/** Logs the served dataset and purges the stored results of other snapshots past their grace. */
const afterDatasetServed = async (
  loaded: SnapshotInfo,
  { store, now, logger }: { store: Store; now: () => Date; logger: Logger },
): Promise<void> => {
  logger.info({ snapshotVersion: loaded.version, asOf: loaded.asOf, demo: loaded.demo }, 'dataset ready');
  const purged = await purgeResultsOfOtherSnapshots(
    store.db,
    loaded.version,
    new Date(now().getTime() - OTHER_SNAPSHOT_RESULTS_GRACE_MS),
  );
  if (purged > 0) logger.info({ purged }, 'results of older dataset snapshots purged');
};

/**
 * Builds the engine: store (migrated), services, and the Express app with every contract route. It does not listen
 * until `listen()`; `ready` follows the snapshot load, and demo users are seeded only for the demo dataset.
 * @example
 * const engine = await createEngine({ config: loadEngineConfig(), loadSnapshot });
 * const { url } = await engine.listen(0);
 */
export const createEngine = async (options: EngineOptions): Promise<Engine> => {
  const { config } = options;
  const logger = options.logger ?? createEngineLogger(config.logLevel);
  const now = options.now ?? (() => new Date());
  const plans = loadPlans(config.plansFile); // a bad file stops the start-up before the store opens
  const store = await createStore({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (error) =>
      logger.warn({ err: error }, 'an idle database connection failed; it is replaced'),
  });
  const jobs = createEngineJobs(store, config, logger, options.jobsOptions);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    store,
    logger,
    now,
    outboxPageUrl: isDevOutboxEnabled(config) ? `${config.publicUrl}${DEV_OUTBOX_PATH}` : undefined,
  });
  const accounts = createAccountService({
    store,
    mailer,
    logger,
    now,
    publicUrl: config.publicUrl,
    sessionIdleDays: config.sessionIdleDays,
    codeTtlMinutes: config.codeTtlMinutes,
    loginThrottle: config.loginThrottle,
    plans,
  });
  const apiKeys = createApiKeyService({ store, now });
  const billing = startBilling({ config, store, mailer, plans, now, logger });
  const version = readVersion();

  let snapshot: SnapshotInfo | null = null;
  // What system.health shows until the snapshot is served (the login page's progress bar).
  let loading: DatasetLoading = { stage: 'hash', percent: 0 };
  const source = () => snapshot?.data ?? null;
  const snapshotVersion = () => snapshot?.version ?? null;
  const data = createDataServices({ config, store, accounts, source, plans, now, version, mailer, logger });
  const { securities, calculations, portfolios, exportsService, advisorTools, report, notifications } = data;
  const workerStarted = () => (config.worker ? worker : undefined);
  // what every kind of job needs: the queue, the clock, the snapshot a job is for, the worker, where files go
  const jobDeps = { store, jobs, now, snapshotVersion, workerStarted, reportsDir: config.reportsDir };
  const pdfJobs = createPdfJobs({
    ...jobDeps,
    report,
    screening: advisorTools.screening,
    policy: options.pdfJobPolicy,
  });
  const chainJobs = createChainJobs({ ...data, ...jobDeps });
  const csvJobs = createCsvJobs({ ...jobDeps, exports: exportsService });
  const jobQueues = [...pdfJobs.queues, csvJobs.queue, chainJobs.queue];
  const handlers = createHandlers({
    notifications,
    accounts,
    apiKeys,
    billing: billing.service,
    version,
    snapshotVersion,
    loading: () => (snapshot ? null : loading),
    source,
    plans,
    portfolios,
    securities,
    calculations,
    advisorTools,
    exports: exportsService,
    report,
    pdfJobs,
    chainJobs,
    csvJobs,
  });
  const servedDataset = () =>
    snapshot && { snapshotVersion: snapshot.version, asOf: snapshot.asOf, demo: snapshot.demo };
  const checkResponses = options.checkResponses ?? config.checkAnswers;
  const app = createApp({
    config,
    store,
    accounts,
    handlers,
    logger,
    version,
    servedDataset,
    checkResponses,
    notifications,
  });
  const runRoute = createRouteRunner({ handlers, store, accounts, servedDataset, logger, checkResponses });

  const print = options.print ?? ((line: string) => process.stderr.write(`${line}\n`));
  const load = options.loadSnapshot ?? datasetLoader(config);
  const ready = (async () => {
    const loaded = await load((progress) => {
      if (progress.stage === 'ready') return;
      const next = { stage: progress.stage, percent: progress.percent };
      if (next.stage === loading.stage && next.percent === loading.percent) return;
      loading = next;
      options.onLoadProgress?.(next);
    });
    if (loaded.demo) await seedDemoUsers({ store, accounts, now, print });
    snapshot = loaded;
    await afterDatasetServed(loaded, { store, now, logger });
  })();
  // The failure is the caller's to handle through `ready`; keep it from becoming an unhandled rejection.
  ready.catch((error: unknown) => logger.error({ err: error }, 'the dataset could not be loaded'));

  const worker = startEngineWorker({
    config,
    ready,
    jobs,
    logger,
    snapshotVersion,
    queues: [...jobQueues, digestsQueue(() => notifications.runDueNotifications())],
  });
  const http = serversOf(app);
  return {
    app,
    store,
    accounts,
    apiKeys,
    billing: billing.service,
    report,
    mailer,
    jobs,
    worker,
    notifications,
    logger,
    ready,
    snapshot: () => snapshot,
    calculations,
    inProcessClient: (caller) =>
      createInProcessClient(runRoute, { ...caller, baseUrl: config.publicUrl, logger }),
    listen: (port = config.port, host = config.host) => http.listen(port, host),
    close: async () => {
      billing.stop();
      await http.close();
      await worker.catch(() => undefined);
      await jobs.stop();
      mailer.close();
      await report.close();
      await ready.catch(() => undefined);
      await store.close();
    },
  };
};
