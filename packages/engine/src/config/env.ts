import { isIP } from 'node:net';
import { availableParallelism, homedir } from 'node:os';
import { join } from 'node:path';
import {
  BillingProviderName,
  optionalEnvText,
  REPORT_BACKLOG_PER_THREAD,
  RISK_FREE_MAX_PCT,
  RISK_FREE_MIN_PCT,
} from '@esgkit/core';
import { z } from 'zod';
import { EXPENSIVE_RATE_WINDOW_MS, EXPENSIVE_ROUTES } from '../http/expensive-route-families.ts';

const intFrom = (fallback: number, min: number, max: number) =>
  optionalEnvText
    .pipe(z.coerce.number<string | undefined>().int().min(min).max(max).optional())
    .transform((v) => v ?? fallback);

const numberFrom = (fallback: number, min: number, max: number) =>
  optionalEnvText
    .pipe(z.coerce.number<string | undefined>().min(min).max(max).optional())
    .transform((v) => v ?? fallback);

/** An integer whose default lives with its user (undefined when unset). */
const optionalInt = (min: number, max: number) =>
  optionalEnvText.pipe(z.coerce.number<string | undefined>().int().min(min).max(max).optional());

/**
 * The store-backed login throttle (issue 20, OWASP ASVS V2.2.1; design in docs/decisions.md "Login throttle"):
 * failures past a free allowance make the next attempt wait `firstDelayMs`, doubling per failure, at most
 * `maxDelayMs`. Three counters: per (account, address), per account from any address, per address over accounts.
 */
export const LoginThrottleConfig = z.object({
  /** Free failures per (account, client address); one address's failures count this many at most below. */
  freeFailures: z.number().int().min(1),
  /** Free failures per account, all addresses together (many addresses guessing one password). */
  accountFreeFailures: z.number().int().min(1),
  /** Free failures per client address, all accounts together (credential stuffing). */
  addressFreeFailures: z.number().int().min(1),
  firstDelayMs: z.number().int().min(1),
  maxDelayMs: z.number().int().min(1),
  /** A counter without a failure for this long starts again from zero. */
  forgetAfterMs: z.number().int().min(1),
});
export type LoginThrottleConfig = Readonly<z.infer<typeof LoginThrottleConfig>>;

/** The engine's settings (docs/architecture.md, Settings), parsed once from the environment. */
/** A plan sold at a price and a period: the keys of STRIPE_PRICE_IDS. */
export const StripePriceKey = z.enum([
  'professional.month',
  'professional.quarter',
  'professional.year',
  'premium.month',
  'premium.quarter',
  'premium.year',
]);
export type StripePriceKey = z.infer<typeof StripePriceKey>;

/** More proxies than this in front of an engine is a misconfiguration, not a deployment. */
const MAX_TRUSTED_PROXY_HOPS = 10;

export const EngineConfig = z.object({
  dataDir: z.string().min(1),
  cacheDir: z.string().min(1),
  /** The provider dataset folder; undefined = the demo universe. */
  dataset: z.string().optional(),
  /** PostgreSQL instead of SQLite when set. */
  databaseUrl: z.string().optional(),
  port: z.number().int().min(0).max(65_535),
  host: z.string().min(1),
  /** Base of links in mails and share links; default http://HOST:PORT. */
  publicUrl: z.string().url(),
  /** Outgoing mail; unset = the outbox table plus a log line. */
  smtpUrl: z.string().optional(),
  mailFrom: z.string().min(3),
  demoSize: z.enum(['small', 'full']),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  /** An idle session ends after this many days. */
  sessionIdleDays: z.number().int().min(1),
  /** Password-reset and email-confirmation codes expire after this many minutes. */
  codeTtlMinutes: z.number().int().min(1),
  /** Requests per window and client IP on sign-up, forgot and reset password, confirmation (429 tooManyRequests). */
  authRateLimit: z.number().int().min(1),
  authRateWindowMs: z.number().int().min(1),
  /** Login has its own throttle, in the store (every engine process shares it; it survives restarts). */
  loginThrottle: LoginThrottleConfig,
  /** Largest JSON body in bytes (413 payloadTooLarge); image uploads get imageBodyLimitBytes. */
  jsonBodyLimitBytes: z.number().int().min(1024),
  imageBodyLimitBytes: z.number().int().min(1024),
  /** Origins allowed by CORS; empty = closed (no Access-Control-Allow-Origin). */
  corsOrigins: z.array(z.string()).readonly(),
  /** Whose X-Forwarded-For entries to believe, so rate limits see the client's address (see TrustProxyFromEnv). */
  trustProxy: z.union([
    z.literal(false),
    z.number().int().min(1).max(MAX_TRUSTED_PROXY_HOPS),
    z.array(z.string()).min(1).readonly(),
  ]),
  /** Calls per window and caller (user or share link) on each expensive route family (http/expensive-routes.ts). */
  expensiveRateLimits: z.object({
    pdf: z.number().int().min(1),
    csv: z.number().int().min(1),
    chain: z.number().int().min(1),
    pai: z.number().int().min(1),
    lookup: z.number().int().min(1),
  }),
  expensiveRateWindowMs: z.number().int().min(1),
  /**
   * Report threads: one per core but the one the event loop answers every other request on (at least one); render
   * requests that may wait for them (default 2 a thread; past that 503 busy) and how long an idle thread stays
   * (default 10 s): @esgkit/report's pool (docs/decisions.md, issue 20 defect 4).
   */
  reportThreads: z.number().int().min(1),
  /**
   * The annual risk-free rate in percent used when the dataset has no rates.csv and the request asks for none
   * (metrics.md §0, dataset-format.md rates.csv: default 0).
   */
  riskFreePct: z.number().min(RISK_FREE_MIN_PCT).max(RISK_FREE_MAX_PCT),
  reportBacklog: z.number().int().min(0).optional(),
  /** Check every answer against the contract, on both transports (tests; ESGKIT_CHECK_ANSWERS=1). */
  checkAnswers: z.boolean(),
  reportIdleMs: z.number().int().min(1).optional(),
  /**
   * How often the notification scheduler looks for due digests (ESGKIT_NOTIFY_INTERVAL_MINUTES, default 60); 0 turns
   * it off (tests call runDueNotifications themselves).
   */
  notifyIntervalMinutes: z.number().int().min(0),
  /**
   * Whether this process also runs background jobs (ESGKIT_WORKER, default on; `esgkit serve --no-worker` or
   * ESGKIT_WORKER=0 for an API-only engine whose jobs `esgkit worker` processes run: docs/deploy.md).
   */
  worker: z.boolean(),
  /**
   * Jobs a worker runs at once per queue (ESGKIT_WORKER_CONCURRENCY, default 2: one renders while the next reads its
   * sections). Its PDF renders go through this process's report threads and their backlog, which must hold them all.
   */
  workerConcurrency: z.number().int().min(1),
  /**
   * Where rendered PDFs go as files (ESGKIT_REPORTS_DIR: shared storage every engine and worker mounts at the same
   * path); unset = the `pdf_renders` table.
   */
  reportsDir: z.string().optional(),
  /** The operator's plans file (ESGKIT_PLANS_FILE); undefined = the repo's (core's plans.json). */
  plansFile: z.string().optional(),
  /**
   * Who takes payments (docs/billing.md "Providers"): `stripe` when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are
   * both set, else `manual`, whose plan requests go to `operatorEmail` (ESGKIT_OPERATOR_EMAIL, default the
   * address of ESGKIT_MAIL_FROM).
   */
  /**
   * The optional LLM rewrite of chat questions the parser did not understand (ESGKIT_LLM_URL, an OpenAI-compatible
   * server; services/chat/llm.ts); undefined = off, the default.
   */
  llm: z.object({ url: z.url(), model: z.string().min(1), timeoutMs: z.number().int().min(1) }).optional(),
  billing: z.object({
    provider: BillingProviderName,
    operatorEmail: z.string().min(3),
    stripe: z
      .object({
        secretKey: z.string().min(1),
        webhookSecret: z.string().min(1),
        /** Where the Stripe API is (STRIPE_API_URL): unset = Stripe's own; a local stand-in or stripe-mock in tests. */
        apiUrl: z.url().optional(),
        /**
         * Stripe Price ids per plan and period (STRIPE_PRICE_IDS=professional.month=price_…,…); a pair without one
         * is charged at the plans file's price, sent inline (docs/decisions.md "Stripe provider").
         */
        priceIds: z.partialRecord(StripePriceKey, z.string().min(1)),
      })
      .optional(),
  }),
});
export type EngineConfig = Readonly<z.infer<typeof EngineConfig>>;

/** Express's names for address ranges, accepted in an ESGKIT_TRUST_PROXY list. */
const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isAddressOrSubnet = (entry: string): boolean => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/**
 * ESGKIT_TRUST_PROXY: whose X-Forwarded-For the engine believes (Express "trust proxy"). Unset, `false` or `0`: none
 * (the socket's address). `true` or `1`: one proxy in front (nginx, or the web host with ENGINE_URL); `2`…: that many
 * (nginx, then the web host); or a list of the proxies' addresses, subnets or Express's names (`loopback,10.0.0.0/8`).
 * Never Express's `true` (believe every hop): a proxy appends the address it saw, so the first entry is whatever
 * the client sent and each request could choose the address its rate limits count.
 */
const TrustProxyFromEnv = optionalEnvText.pipe(
  z
    .string()
    .optional()
    .transform((text, ctx): false | number | string[] => {
      const value = (text ?? '').trim().toLowerCase();
      if (['', 'false', '0', 'no', 'off'].includes(value)) return false;
      if (['true', 'yes', 'on'].includes(value)) return 1;
      if (/^\d+$/.test(value)) {
        const hops = Number(value);
        if (hops <= MAX_TRUSTED_PROXY_HOPS) return hops;
        ctx.addIssue({ code: 'custom', message: `at most ${MAX_TRUSTED_PROXY_HOPS} proxies, not ${hops}` });
        return z.NEVER;
      }
      const entries = value.split(',').map((entry) => entry.trim());
      const wrong = entries.find((entry) => !NAMED_PROXY_RANGES.has(entry) && !isAddressOrSubnet(entry));
      if (wrong === undefined) return entries;
      ctx.addIssue({
        code: 'custom',
        message: `"${wrong}" is not a number of proxies, an address, a subnet (10.0.0.0/8) nor one of ${[...NAMED_PROXY_RANGES].join(', ')}`,
      });
      return z.NEVER;
    }),
);

/** `professional.month=price_A,premium.year=price_B` → { 'professional.month': 'price_A', … }; a bad pair is refused. */
const StripePriceIds = optionalEnvText.pipe(
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      const ids: Partial<Record<StripePriceKey, string>> = {};
      for (const pair of (text ?? '').split(',').filter((p) => p.trim() !== '')) {
        const [key = '', id = ''] = pair.split('=').map((part) => part.trim());
        const parsed = StripePriceKey.safeParse(key);
        if (!parsed.success || id === '') {
          ctx.addIssue({
            code: 'custom',
            message: `"${pair.trim()}" is not plan.period=price_id (plan.period one of ${StripePriceKey.options.join(', ')})`,
          });
          return z.NEVER;
        }
        ids[parsed.data] = id;
      }
      return ids;
    }),
);

/** The port of `npm start`, `esgkit serve` and the embedded engine's links when ESGKIT_PORT is unset. */
export const DEFAULT_PORT = 3000;

const Env = z.object({
  HOME: optionalEnvText,
  XDG_DATA_HOME: optionalEnvText,
  XDG_CACHE_HOME: optionalEnvText,
  ESGKIT_DATA_DIR: optionalEnvText,
  ESGKIT_CACHE_DIR: optionalEnvText,
  ESGKIT_DATASET: optionalEnvText,
  DATABASE_URL: optionalEnvText,
  ESGKIT_PORT: intFrom(DEFAULT_PORT, 0, 65_535),
  ESGKIT_HOST: optionalEnvText,
  ESGKIT_PUBLIC_URL: optionalEnvText,
  SMTP_URL: optionalEnvText,
  ESGKIT_MAIL_FROM: optionalEnvText,
  ESGKIT_DEMO_SIZE: optionalEnvText.pipe(z.enum(['small', 'full']).optional()),
  ESGKIT_LOG_LEVEL: optionalEnvText.pipe(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ),
  ESGKIT_SESSION_IDLE_DAYS: intFrom(30, 1, 3650),
  ESGKIT_CODE_TTL_MINUTES: intFrom(60, 1, 10_080),
  ESGKIT_AUTH_RATE_LIMIT: intFrom(20, 1, 1_000_000),
  ESGKIT_AUTH_RATE_WINDOW_MS: intFrom(15 * 60_000, 1, 86_400_000),
  ESGKIT_LOGIN_FREE_FAILURES: intFrom(5, 1, 1_000_000),
  ESGKIT_LOGIN_ACCOUNT_FREE_FAILURES: intFrom(20, 1, 1_000_000),
  ESGKIT_LOGIN_ADDRESS_FREE_FAILURES: intFrom(50, 1, 1_000_000),
  ESGKIT_LOGIN_DELAY_MS: intFrom(1000, 1, 86_400_000),
  ESGKIT_LOGIN_MAX_DELAY_MS: intFrom(15 * 60_000, 1, 86_400_000),
  ESGKIT_LOGIN_FORGET_MS: intFrom(86_400_000, 1, 30 * 86_400_000),
  ESGKIT_CORS_ORIGINS: optionalEnvText,
  ESGKIT_TRUST_PROXY: TrustProxyFromEnv,
  ESGKIT_CHECK_ANSWERS: optionalEnvText.pipe(z.stringbool().optional()),
  ESGKIT_RATE_LIMIT_PDF: intFrom(EXPENSIVE_ROUTES.pdf.perWindow, 1, 1_000_000),
  ESGKIT_RATE_LIMIT_CSV: intFrom(EXPENSIVE_ROUTES.csv.perWindow, 1, 1_000_000),
  ESGKIT_RATE_LIMIT_CHAIN: intFrom(EXPENSIVE_ROUTES.chain.perWindow, 1, 1_000_000),
  ESGKIT_RATE_LIMIT_PAI: intFrom(EXPENSIVE_ROUTES.pai.perWindow, 1, 1_000_000),
  ESGKIT_RATE_LIMIT_LOOKUP: intFrom(EXPENSIVE_ROUTES.lookup.perWindow, 1, 1_000_000),
  ESGKIT_EXPENSIVE_RATE_WINDOW_MS: intFrom(EXPENSIVE_RATE_WINDOW_MS, 1, 86_400_000),
  ESGKIT_REPORT_THREADS: optionalInt(1, 256),
  ESGKIT_REPORT_BACKLOG: optionalInt(0, 10_000),
  ESGKIT_RISK_FREE_PCT: numberFrom(0, RISK_FREE_MIN_PCT, RISK_FREE_MAX_PCT),
  ESGKIT_REPORT_IDLE_MS: optionalInt(1, 86_400_000),
  ESGKIT_NOTIFY_INTERVAL_MINUTES: optionalInt(0, 10_080),
  ESGKIT_WORKER: optionalEnvText.pipe(z.stringbool().optional()),
  ESGKIT_WORKER_CONCURRENCY: intFrom(2, 1, 256),
  ESGKIT_REPORTS_DIR: optionalEnvText,
  ESGKIT_PLANS_FILE: optionalEnvText,
  ESGKIT_OPERATOR_EMAIL: optionalEnvText,
  ESGKIT_LLM_URL: optionalEnvText,
  ESGKIT_LLM_MODEL: optionalEnvText,
  ESGKIT_LLM_TIMEOUT_MS: intFrom(5000, 1, 600_000),
  STRIPE_SECRET_KEY: optionalEnvText,
  STRIPE_WEBHOOK_SECRET: optionalEnvText,
  STRIPE_API_URL: optionalEnvText,
  STRIPE_PRICE_IDS: StripePriceIds,
});

/**
 * A worker's jobs render through this process's report pool, which admits `threads` renders and `backlog` waiting;
 * more jobs at once than that would have the pool answer its own jobs 503 busy (each a failed attempt).
 */
const checkWorkerFitsPool = (config: EngineConfig): void => {
  if (!config.worker) return;
  const admitted =
    config.reportThreads + (config.reportBacklog ?? REPORT_BACKLOG_PER_THREAD * config.reportThreads);
  if (config.workerConcurrency <= admitted) return;
  throw new Error(
    `invalid engine settings in the environment: ESGKIT_WORKER_CONCURRENCY: ${config.workerConcurrency} jobs at once, but the report threads admit ${admitted} renders (ESGKIT_REPORT_THREADS=${config.reportThreads} and their backlog); raise ESGKIT_REPORT_THREADS or ESGKIT_REPORT_BACKLOG, or lower ESGKIT_WORKER_CONCURRENCY (docs/deploy.md "Sizing")`,
  );
};

/** The address inside a From header (`esgkit <no-reply@esgkit.local>` → `no-reply@esgkit.local`). */
const addressOf = (from: string): string => /<([^>]+)>/.exec(from)?.[1] ?? from;

/**
 * Reads the engine's settings from an environment (process.env by default; tests pass their own), with defaults
 * that work on a fresh machine, and freezes the result. The only reader of process.env in the engine.
 * @example const config = loadEngineConfig({ ESGKIT_PORT: '0', ESGKIT_DATA_DIR: tmp });
 */
export const loadEngineConfig = (
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<EngineConfig> = {},
): EngineConfig => {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid engine settings in the environment: ${where}`);
  }
  const e = parsed.data;
  // One Stripe secret without the other is a half-done set-up, not a choice of the manual provider.
  if ((e.STRIPE_SECRET_KEY === undefined) !== (e.STRIPE_WEBHOOK_SECRET === undefined)) {
    const missing = e.STRIPE_SECRET_KEY === undefined ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET';
    throw new Error(
      `invalid engine settings in the environment: ${missing}: set it too for the stripe provider, or unset both for the manual one`,
    );
  }
  const mailFrom = e.ESGKIT_MAIL_FROM ?? 'esgkit <no-reply@esgkit.local>';
  const home = e.HOME ?? homedir();
  const host = e.ESGKIT_HOST ?? '127.0.0.1';
  const port = e.ESGKIT_PORT;
  const config = EngineConfig.parse({
    dataDir: e.ESGKIT_DATA_DIR ?? join(e.XDG_DATA_HOME ?? join(home, '.local', 'share'), 'esgkit'),
    cacheDir: e.ESGKIT_CACHE_DIR ?? join(e.XDG_CACHE_HOME ?? join(home, '.cache'), 'esgkit'),
    dataset: e.ESGKIT_DATASET,
    databaseUrl: e.DATABASE_URL,
    port,
    host,
    publicUrl: (e.ESGKIT_PUBLIC_URL ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(
      /\/+$/,
      '',
    ),
    smtpUrl: e.SMTP_URL,
    mailFrom,
    demoSize: e.ESGKIT_DEMO_SIZE ?? 'full',
    logLevel: e.ESGKIT_LOG_LEVEL ?? 'info',
    sessionIdleDays: e.ESGKIT_SESSION_IDLE_DAYS,
    codeTtlMinutes: e.ESGKIT_CODE_TTL_MINUTES,
    authRateLimit: e.ESGKIT_AUTH_RATE_LIMIT,
    authRateWindowMs: e.ESGKIT_AUTH_RATE_WINDOW_MS,
    loginThrottle: {
      freeFailures: e.ESGKIT_LOGIN_FREE_FAILURES,
      accountFreeFailures: e.ESGKIT_LOGIN_ACCOUNT_FREE_FAILURES,
      addressFreeFailures: e.ESGKIT_LOGIN_ADDRESS_FREE_FAILURES,
      firstDelayMs: e.ESGKIT_LOGIN_DELAY_MS,
      maxDelayMs: e.ESGKIT_LOGIN_MAX_DELAY_MS,
      forgetAfterMs: e.ESGKIT_LOGIN_FORGET_MS,
    },
    jsonBodyLimitBytes: 1024 * 1024,
    imageBodyLimitBytes: 8 * 1024 * 1024,
    corsOrigins: (e.ESGKIT_CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: e.ESGKIT_TRUST_PROXY,
    expensiveRateLimits: {
      pdf: e.ESGKIT_RATE_LIMIT_PDF,
      csv: e.ESGKIT_RATE_LIMIT_CSV,
      chain: e.ESGKIT_RATE_LIMIT_CHAIN,
      pai: e.ESGKIT_RATE_LIMIT_PAI,
      lookup: e.ESGKIT_RATE_LIMIT_LOOKUP,
    },
    expensiveRateWindowMs: e.ESGKIT_EXPENSIVE_RATE_WINDOW_MS,
    reportThreads: e.ESGKIT_REPORT_THREADS ?? Math.max(1, availableParallelism() - 1),
    reportBacklog: e.ESGKIT_REPORT_BACKLOG,
    riskFreePct: e.ESGKIT_RISK_FREE_PCT,
    reportIdleMs: e.ESGKIT_REPORT_IDLE_MS,
    notifyIntervalMinutes: e.ESGKIT_NOTIFY_INTERVAL_MINUTES ?? 60,
    worker: e.ESGKIT_WORKER ?? true,
    workerConcurrency: e.ESGKIT_WORKER_CONCURRENCY,
    reportsDir: e.ESGKIT_REPORTS_DIR,
    checkAnswers: e.ESGKIT_CHECK_ANSWERS ?? false,
    plansFile: e.ESGKIT_PLANS_FILE,
    ...(e.ESGKIT_LLM_URL
      ? {
          llm: {
            url: e.ESGKIT_LLM_URL,
            model: e.ESGKIT_LLM_MODEL ?? 'default',
            timeoutMs: e.ESGKIT_LLM_TIMEOUT_MS,
          },
        }
      : {}),
    billing: {
      provider: e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET ? 'stripe' : 'manual',
      operatorEmail: e.ESGKIT_OPERATOR_EMAIL ?? addressOf(mailFrom),
      ...(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            stripe: {
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              ...(e.STRIPE_API_URL ? { apiUrl: e.STRIPE_API_URL } : {}),
              priceIds: e.STRIPE_PRICE_IDS,
            },
          }
        : {}),
    },
    ...overrides,
  });
  checkWorkerFitsPool(config);
  return Object.freeze({
    ...config,
    billing: Object.freeze({ ...config.billing }),
    corsOrigins: Object.freeze([...config.corsOrigins]),
    trustProxy: Array.isArray(config.trustProxy) ? Object.freeze([...config.trustProxy]) : config.trustProxy,
    loginThrottle: Object.freeze({ ...config.loginThrottle }),
  });
};
