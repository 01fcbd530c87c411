import { homedir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

// Environment values arrive as strings; an empty string means "unset".
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const intFrom = (fallback: number, min: number, max: number) =>
  optionalText
    .pipe(z.coerce.number<string | undefined>().int().min(min).max(max).optional())
    .transform((v) => v ?? fallback);

/** The engine's settings (ARCHITECTURE.md "Conventions": the settings table), parsed once from the environment. */
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
  /** Requests per window and client IP on login, sign-up, forgot and reset password (429 tooManyRequests). */
  authRateLimit: z.number().int().min(1),
  authRateWindowMs: z.number().int().min(1),
  /** Largest JSON body in bytes (413 payloadTooLarge); image uploads get imageBodyLimitBytes. */
  jsonBodyLimitBytes: z.number().int().min(1024),
  imageBodyLimitBytes: z.number().int().min(1024),
  /** Origins allowed by CORS; empty = closed (no Access-Control-Allow-Origin). */
  corsOrigins: z.array(z.string()).readonly(),
  /** Express "trust proxy" (behind a reverse proxy, so rate limits see the client IP). */
  trustProxy: z.boolean(),
});
export type EngineConfig = Readonly<z.infer<typeof EngineConfig>>;

const Env = z.object({
  HOME: optionalText,
  XDG_DATA_HOME: optionalText,
  XDG_CACHE_HOME: optionalText,
  ESGKIT_DATA_DIR: optionalText,
  ESGKIT_CACHE_DIR: optionalText,
  ESGKIT_DATASET: optionalText,
  DATABASE_URL: optionalText,
  ESGKIT_PORT: intFrom(3000, 0, 65_535),
  ESGKIT_HOST: optionalText,
  ESGKIT_PUBLIC_URL: optionalText,
  SMTP_URL: optionalText,
  ESGKIT_MAIL_FROM: optionalText,
  ESGKIT_DEMO_SIZE: optionalText.pipe(z.enum(['small', 'full']).optional()),
  ESGKIT_LOG_LEVEL: optionalText.pipe(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ),
  ESGKIT_SESSION_IDLE_DAYS: intFrom(30, 1, 3650),
  ESGKIT_CODE_TTL_MINUTES: intFrom(60, 1, 10_080),
  ESGKIT_AUTH_RATE_LIMIT: intFrom(20, 1, 1_000_000),
  ESGKIT_AUTH_RATE_WINDOW_MS: intFrom(15 * 60_000, 1, 86_400_000),
  ESGKIT_CORS_ORIGINS: optionalText,
  ESGKIT_TRUST_PROXY: optionalText.pipe(z.stringbool().optional()),
});

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
    mailFrom: e.ESGKIT_MAIL_FROM ?? 'esgkit <no-reply@esgkit.local>',
    demoSize: e.ESGKIT_DEMO_SIZE ?? 'full',
    logLevel: e.ESGKIT_LOG_LEVEL ?? 'info',
    sessionIdleDays: e.ESGKIT_SESSION_IDLE_DAYS,
    codeTtlMinutes: e.ESGKIT_CODE_TTL_MINUTES,
    authRateLimit: e.ESGKIT_AUTH_RATE_LIMIT,
    authRateWindowMs: e.ESGKIT_AUTH_RATE_WINDOW_MS,
    jsonBodyLimitBytes: 1024 * 1024,
    imageBodyLimitBytes: 8 * 1024 * 1024,
    corsOrigins: (e.ESGKIT_CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: e.ESGKIT_TRUST_PROXY ?? false,
    ...overrides,
  });
  return Object.freeze({ ...config, corsOrigins: Object.freeze([...config.corsOrigins]) });
};
