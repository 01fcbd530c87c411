import { join } from 'node:path';
import { optionalEnvText } from '@esgkit/core';
import { DEFAULT_PORT } from '@esgkit/engine';
import { z } from 'zod';
import { webPackageRoot } from '../build-app.ts';

/** The web host's own settings; the engine reads the rest of the environment itself (engine/config/env.ts). */
export const WebHostConfig = z.object({
  port: z.number().int().min(0).max(65_535),
  host: z.string().min(1),
  /** A running engine to proxy `/api` to; unset = the engine runs in this process. */
  engineUrl: z.string().url().optional(),
  /** The built SPA (vite build output). */
  appDir: z.string().min(1),
});
export type WebHostConfig = Readonly<z.infer<typeof WebHostConfig>>;

const Env = z.object({
  ESGKIT_PORT: optionalEnvText.pipe(
    z.coerce.number<string | undefined>().int().min(0).max(65_535).optional(),
  ),
  ESGKIT_HOST: optionalEnvText,
  ENGINE_URL: optionalEnvText,
  ESGKIT_WEB_DIR: optionalEnvText,
});

/** The process environment; read here only (docs/conventions.md §3: env is read in one config file per deployable). */
export const processEnv = (): Record<string, string | undefined> => process.env;

/** Where `vite build` puts the SPA: packages/web/dist/app. */
export const defaultAppDir = (): string => join(webPackageRoot(), 'dist', 'app');

/**
 * Reads the host's settings (ESGKIT_PORT, ESGKIT_HOST, ENGINE_URL, ESGKIT_WEB_DIR) with the defaults of
 * docs/architecture.md, Settings: 127.0.0.1:3000, the engine in-process. The only reader of process.env in the web host.
 * @example const config = loadWebHostConfig({ ESGKIT_PORT: '0' });
 */
export const loadWebHostConfig = (
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<WebHostConfig> = {},
): WebHostConfig => {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid web host settings in the environment: ${where}`);
  }
  const e = parsed.data;
  return Object.freeze(
    WebHostConfig.parse({
      port: e.ESGKIT_PORT ?? DEFAULT_PORT,
      host: e.ESGKIT_HOST ?? '127.0.0.1',
      engineUrl: e.ENGINE_URL,
      appDir: e.ESGKIT_WEB_DIR ?? defaultAppDir(),
      ...overrides,
    }),
  );
};
