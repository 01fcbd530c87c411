import { type ApiClient, createClient, type Locale } from '@esgkit/core';
import type { Engine, EngineConfig, SnapshotInfo } from '@esgkit/engine';
import { processEnv } from '../config/env.ts';
import type { Settings } from '../config/settings.ts';
import { CliError, ExitCode, InvalidInputError, UsageError } from '../errors.ts';
import type { Describe } from '../io/messages.ts';
import type { EmbeddedEngineRequest } from './embedded.ts';
import { NO_SUCH_LOCAL_USER } from './local-owner.ts';

/**
 * How a command reaches the engine: one started by the command (its routes called in-process, or over a port to its
 * own thread; over loopback HTTP for `serve`), or a remote one with `--api` (HTTP). One interface, core's ApiClient.
 */
export interface Connection {
  client: ApiClient;
  mode: 'embedded' | 'remote';
  /** The origin the client talks to (embedded: the engine's public URL, where its links point). */
  baseUrl: string;
  /** The engine in this process (embedded mode only). */
  engine: Engine | null;
  engineConfig: EngineConfig | null;
  /** The dataset the embedded engine serves, once loaded; null for a remote engine. */
  snapshot(): SnapshotInfo | null;
  /** Where the engine's log goes (embedded mode). */
  logFile: string | null;
  close(): Promise<void>;
}

export interface ConnectOptions {
  settings: Settings;
  describe: Describe;
  /** Progress notes (starting, loading), shown on stderr. */
  onNote?: (text: string) => void;
  /** Engine settings that win over the environment (`esgkit serve --port`). */
  engineOverrides?: Partial<EngineConfig>;
  /** Listen on this port and host instead of an ephemeral loopback port (serve). */
  listen?: { port: number; host: string };
  /** Wait for the dataset (every data command); serve answers 503 datasetLoading meanwhile instead. */
  waitForData?: boolean;
  /** Whether the embedded owner's API key is needed (not for serve). */
  needsOwner?: boolean;
  /**
   * Run the embedded engine on a worker thread (bulk lookups: the engine and the client then use two cores);
   * `connection.engine` is null then.
   */
  engineThread?: boolean;
}

interface DatasetIssueLike {
  file: string;
  line: number;
  column: number;
  reason: string;
}

const isDatasetImportError = (
  error: unknown,
): error is Error & { issues: DatasetIssueLike[]; datasetDir: string } =>
  error instanceof Error &&
  error.name === 'DatasetImportError' &&
  Array.isArray((error as { issues?: unknown }).issues);

// dataset-format.md's `file:line:column: reason`; line and column are left out for whole-file issues.
const datasetIssueLine = (i: DatasetIssueLike): string =>
  i.line === 0
    ? `${i.file}: ${i.reason}`
    : i.column === 0
      ? `${i.file}:${i.line}: ${i.reason}`
      : `${i.file}:${i.line}:${i.column}: ${i.reason}`;

/** A dataset that does not import: exit 3 with its `file:line:column` list (docs/architecture.md, "Data and dates"). */
export const datasetError = (error: unknown, describe: Describe): CliError | null => {
  if (!isDatasetImportError(error)) return null;
  return new InvalidInputError(
    describe('cli.errors.datasetInvalid', { dir: error.datasetDir, count: error.issues.length }),
    error.issues.map(datasetIssueLine),
  );
};

/** The budget of a caller (issue 20) far above any batch: see connectEmbedded. */
const BATCH_CALLER_BUDGET = 1_000_000;
const batchBudgets: EngineConfig['expensiveRateLimits'] = {
  pdf: BATCH_CALLER_BUDGET,
  csv: BATCH_CALLER_BUDGET,
  chain: BATCH_CALLER_BUDGET,
  pai: BATCH_CALLER_BUDGET,
  lookup: BATCH_CALLER_BUDGET,
};

const connectEmbedded = async (options: ConnectOptions): Promise<Connection> => {
  const { settings, describe } = options;
  options.onNote?.(describe('cli.notes.startingEngine'));
  const waitForData = options.waitForData ?? true;
  const request: EmbeddedEngineRequest = {
    env: processEnv(),
    overrides: {
      ...(settings.dataset ? { dataset: settings.dataset } : {}),
      // an engine of this command alone (in-process, no port) has one caller, the command itself: the
      // per-caller budgets of a shared server would stop a batch (--all-clients --calculate) half-way; `esgkit
      // serve` (options.listen) keeps them
      ...(options.listen ? {} : { expensiveRateLimits: batchBudgets }),
      ...options.engineOverrides,
    },
    ...(options.listen ? { listen: options.listen } : {}),
    waitForData,
    needsOwner: options.needsOwner ?? true,
    ...(settings.actAs ? { actAs: settings.actAs } : {}),
    verbose: settings.verbose,
  };
  if (waitForData) options.onNote?.(describe('cli.notes.loadingData'));
  const clientFor = (url: string, apiKey: string | null) =>
    createClient({ baseUrl: url, ...(apiKey ? { auth: { apiKey } } : {}), locale: settings.locale });
  try {
    if (options.engineThread) {
      const { startEngineThread } = await import('./engine-thread.ts');
      const thread = await startEngineThread({ ...request, locale: settings.locale });
      return {
        client: thread.client,
        mode: 'embedded',
        baseUrl: thread.url,
        engine: null,
        engineConfig: thread.config,
        snapshot: () => thread.snapshot,
        logFile: thread.logFile,
        close: thread.close,
      };
    }
    const { startEmbeddedEngine } = await import('./embedded.ts');
    const started = await startEmbeddedEngine(request);
    return {
      // `serve` answers over HTTP; every other command calls the engine's routes in this process
      client: options.listen
        ? clientFor(started.url, started.apiKey)
        : started.engine.inProcessClient({ credential: started.apiKey, locale: settings.locale }),
      mode: 'embedded',
      baseUrl: started.url,
      engine: started.engine,
      engineConfig: started.config,
      snapshot: () => started.engine.snapshot(),
      logFile: started.logFile,
      close: started.close,
    };
  } catch (error) {
    if (error instanceof Error && error.name === NO_SUCH_LOCAL_USER)
      throw new UsageError(describe('cli.errors.noSuchLocalUser', { email: settings.actAs ?? '' }));
    throw datasetError(error, describe) ?? error;
  }
};

/** How long one call waits out a remote engine's 429s and 503s in all (a batch paced by the engine's budgets). */
const REMOTE_MAX_WAIT_SECONDS = 15 * 60;

const connectRemote = (
  settings: Settings & { api: string },
  locale: Locale,
  options: Pick<ConnectOptions, 'describe' | 'onNote'>,
): Connection => {
  const client = createClient({
    baseUrl: settings.api,
    ...(settings.token ? { auth: { token: settings.token } } : {}),
    locale,
    // a batch against a shared engine meets its per-caller budgets (ESGKIT_RATE_LIMIT_*): it waits and goes on
    retryAfter: {
      maxWaitSeconds: REMOTE_MAX_WAIT_SECONDS,
      onWait: ({ route, seconds }) =>
        options.onNote?.(
          options.describe('cli.notes.waitingForEngine', { api: settings.api, seconds, route }),
        ),
    },
  });
  return {
    client,
    mode: 'remote',
    baseUrl: settings.api,
    engine: null,
    engineConfig: null,
    snapshot: () => null,
    logFile: null,
    close: async () => undefined,
  };
};

/**
 * The engine a command talks to (docs/cli.md, "Where the engine runs"): with `--api`, the remote engine as the token's
 * user; otherwise an engine started by this command (its routes called in-process), acting as the local owner (or, with
 * `--as EMAIL`, as that user of the same store: the web's accounts and the CLI share one data directory).
 */
export const connect = async (options: ConnectOptions): Promise<Connection> => {
  const { settings } = options;
  // --as picks a user of this machine's store; a remote engine's user is whoever `esgkit login` signed in
  if (settings.api && settings.actAs) throw new UsageError(options.describe('cli.errors.asEmbeddedOnly'));
  if (settings.api) {
    if (!settings.token)
      throw new CliError(ExitCode.failure, options.describe('cli.errors.notLoggedIn', { api: settings.api }));
    return connectRemote({ ...settings, api: settings.api }, settings.locale, options);
  }
  return connectEmbedded(options);
};
