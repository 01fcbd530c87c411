import { ApiError, type ClientAuth, createClient } from '@esgkit/core';
import { type Logger, pino } from 'pino';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll } from 'vitest';
import {
  createEngine,
  type Engine,
  type EngineConfig,
  loadEngineConfig,
  type SnapshotInfo,
  type SnapshotLoader,
  snapshotInfoOf,
} from '../../src/index.ts';
import type { JobsOptions, QueuePolicy } from '../../src/jobs/index.ts';
import { loadDataset } from '../../src/provider/index.ts';
import { minimalDir, tempDir } from '../provider/helpers.ts';
import type { StoreTarget } from './databases.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';

export const testSnapshot: SnapshotInfo = { version: 'test-snapshot-1', asOf: '2024-12-31', demo: false };

/** The hand-computable dataset (fixtures/datasets/minimal, asOf 2025-06-30), imported into a fresh cache. */
export const minimalSnapshot = async (): Promise<SnapshotInfo> =>
  snapshotInfoOf(await loadDataset({ datasetDir: minimalDir, cacheDir: tempDir() }));

/** An SQLite store in a temporary folder (removed by the provider helpers' cleanTempDirs). */
export const tempSqlite: StoreTarget = {
  name: 'sqlite',
  create: async () => ({ dataDir: tempDir(), drop: async () => undefined }),
};

export interface TestEngineOptions {
  target: StoreTarget;
  smtpUrl?: string;
  env?: Record<string, string>;
  overrides?: Partial<EngineConfig>;
  loadSnapshot?: SnapshotLoader;
  now?: () => Date;
  print?: (line: string) => void;
  /** Default: silent. */
  logger?: Logger;
  /** The job queue's tuning (testJobsOptions polls fast); default: production's. */
  jobsOptions?: JobsOptions;
  /** The PDF queue's policy over its defaults. */
  pdfJobPolicy?: Partial<QueuePolicy>;
}

/** A real engine on 127.0.0.1:0 over a fresh store, plus clients that talk to it through core's client. */
export const startTestEngine = async (options: TestEngineOptions) => {
  const place = await options.target.create();
  const config = loadEngineConfig(
    {
      ESGKIT_DATA_DIR: place.dataDir,
      ESGKIT_CACHE_DIR: place.dataDir,
      ESGKIT_PORT: '0',
      ESGKIT_LOG_LEVEL: 'silent',
      ESGKIT_AUTH_RATE_LIMIT: '100000',
      // the per-caller budgets of the expensive routes: suites call them far more often than a person would
      ESGKIT_RATE_LIMIT_PDF: '100000',
      ESGKIT_RATE_LIMIT_CSV: '100000',
      ESGKIT_RATE_LIMIT_CHAIN: '100000',
      ESGKIT_RATE_LIMIT_PAI: '100000',
      ESGKIT_RATE_LIMIT_LOOKUP: '100000',
      // no digest timer: suites call engine.notifications.runDueNotifications(at) with their own dates
      ESGKIT_NOTIFY_INTERVAL_MINUTES: '0',
      ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
      ...options.env,
    },
    options.overrides,
  );
  const engine: Engine = await createEngine({
    config,
    logger: options.logger ?? pino({ level: 'silent' }),
    loadSnapshot: options.loadSnapshot ?? (async () => testSnapshot),
    checkResponses: true,
    ...(options.jobsOptions ? { jobsOptions: options.jobsOptions } : {}),
    ...(options.pdfJobPolicy ? { pdfJobPolicy: options.pdfJobPolicy } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.print ? { print: options.print } : {}),
  });
  const { url } = await engine.listen(0, '127.0.0.1');
  const agent = new Agent({ connections: 16 });
  const fetch = ((input: Parameters<typeof undiciFetch>[0], init?: Parameters<typeof undiciFetch>[1]) =>
    undiciFetch(input, { ...init, dispatcher: agent })) as unknown as typeof globalThis.fetch;
  return {
    engine,
    url,
    config,
    fetch,
    /** A core client with these credentials (and extra headers, e.g. a share token sent everywhere). */
    client: (
      auth: ClientAuth = {},
      headers: Record<string, string> = {},
      onStatus?: (status: number) => void,
    ) =>
      createClient({
        baseUrl: url,
        auth,
        headers,
        fetch: onStatus
          ? async (input, init) => {
              const response = await fetch(input, init);
              onStatus(response.status);
              return response;
            }
          : fetch,
      }),
    close: async () => {
      await engine.close();
      await agent.destroy();
      await place.drop();
    },
  };
};

export type TestEngine = Awaited<ReturnType<typeof startTestEngine>>;

/** The ApiError a call fails with, undefined when it succeeds (any other error is rethrown). */
export const failureOf = (promise: Promise<unknown>): Promise<ApiError | undefined> =>
  promise.then(
    () => undefined,
    (error: unknown) => {
      if (error instanceof ApiError) return error;
      throw error;
    },
  );

/** The ApiError a call must fail with: a call that succeeds fails the test. */
export const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await failureOf(promise);
  if (!error) throw new Error('expected the call to fail');
  return error;
};

/**
 * A test engine on `target` that mails to an SMTP sink, both started in the enclosing suite's beforeAll and closed
 * in its afterAll; `use` hands them over once started.
 */
export const engineWithSmtpSink = (
  target: StoreTarget,
  use: (started: { t: TestEngine; smtp: SmtpSink }) => void,
  options: Omit<TestEngineOptions, 'target' | 'smtpUrl'> = {},
): void => {
  let t: TestEngine | undefined;
  let smtp: SmtpSink | undefined;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestEngine({ ...options, target, smtpUrl: smtp.url });
    use({ t, smtp });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
};
