import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlanName } from '@esgkit/core';
import { createEngineLogger, listOutboxMails, type SnapshotLoader } from '@esgkit/engine';
import { startWebHost, type WebHost } from '../../server/index.ts';

export const DAY_MS = 86_400_000;

/**
 * The real host with its in-process engine on 127.0.0.1:0, over a fresh data dir (SQLite) and the small demo
 * universe. Its clock can be moved forward (`advance`) to let sessions expire.
 */
export const startTestHost = async (
  options: {
    trustProxy?: boolean;
    /** Replaces the engine's dataset loader (e.g. one held back to show a start in progress). */
    loadSnapshot?: SnapshotLoader;
    /** Wait for the dataset before returning (default true); `host.ready` tells when it is served. */
    awaitReady?: boolean;
    /** Mail through this SMTP server (a sink) instead of the outbox. */
    smtpUrl?: string;
  } = {},
) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'esgkit-web-'));
  let offsetMs = 0;
  const printed: string[] = [];
  const host: WebHost = await startWebHost({
    port: 0,
    host: '127.0.0.1',
    // global-setup.ts built it; other edits to core during a run must not trigger a rebuild here
    buildIfStale: false,
    env: {
      ESGKIT_DATA_DIR: dataDir,
      ESGKIT_CACHE_DIR: process.env.ESGKIT_CACHE_DIR ?? join(tmpdir(), 'esgkit-web-cache'),
      ESGKIT_DEMO_SIZE: 'small',
      ESGKIT_AUTH_RATE_LIMIT: '100000',
      // the per-caller budgets of the expensive routes: one demo user runs every suite's chains and exports
      ESGKIT_RATE_LIMIT_PDF: '100000',
      ESGKIT_RATE_LIMIT_CSV: '100000',
      ESGKIT_RATE_LIMIT_CHAIN: '100000',
      ESGKIT_RATE_LIMIT_PAI: '100000',
      ESGKIT_RATE_LIMIT_LOOKUP: '100000',
      // no digest timer in tests
      ESGKIT_NOTIFY_INTERVAL_MINUTES: '0',
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    },
    // An engine behind a proxy (ENGINE_URL) trusts its X-Forwarded-For, as ESGKIT_TRUST_PROXY=1 does.
    ...(options.trustProxy ? { engineConfig: { trustProxy: 1 } } : {}),
    engineOptions: {
      logger: createEngineLogger('silent'),
      now: () => new Date(Date.now() + offsetMs),
      print: (line) => printed.push(line),
      ...(options.loadSnapshot ? { loadSnapshot: options.loadSnapshot } : {}),
    },
  });
  if (options.awaitReady !== false) await host.ready;
  const engine = host.engine;
  if (!engine) throw new Error('the test host runs its engine in-process');
  let serial = 0;
  return {
    url: host.url,
    host,
    printed,
    /** The engine's data directory (its SQLite store): an operator's CLI run beside the host works on it. */
    dataDir,
    /** Moves the engine's clock forward (sessions end after 30 idle days). */
    advance: (ms: number) => {
      offsetMs += ms;
    },
    /** The newest mail to `email` in the engine's outbox (no SMTP_URL in tests). */
    lastMail: async (email: string) => {
      const mails = await listOutboxMails(engine.store.db, email.toLowerCase());
      const mail = mails.at(-1);
      if (!mail) throw new Error(`no mail to ${email} in the outbox`);
      return mail;
    },
    /**
     * A confirmed user on a plan, made directly in the store (the sign-up journey has its own test); `capability`
     * overrides the plan's (an operator's setting, e.g. 6, which screening blocks).
     */
    createUser: async (
      plan: PlanName,
      names: { firstName: string; lastName: string },
      options: { capability?: number } = {},
    ) => {
      serial += 1;
      const email = `${plan}-${serial}-${Date.now()}@example.com`;
      const password = 'Test-Passw0rd';
      await engine.accounts.createUser({ ...names, email, password, plan, isConfirmed: true, ...options });
      return { email, password };
    },
    close: async () => {
      await host.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

export type TestHost = Awaited<ReturnType<typeof startTestHost>>;
