import { optionalEnvText } from '@esgkit/core';
import { z } from 'zod';

/**
 * The environment the CLI reads (docs/cli.md, Settings: each flag's `ESGKIT_*` twin, plus the terminal's own
 * variables). Parsed once here; the engine's own settings are read by the engine's config from the same env.
 */
export const CliEnv = z.object({
  ESGKIT_API: optionalEnvText,
  ESGKIT_TOKEN: optionalEnvText,
  ESGKIT_LANG: optionalEnvText,
  ESGKIT_AMOUNT: optionalEnvText,
  ESGKIT_DATASET: optionalEnvText,
  ESGKIT_DATA_DIR: optionalEnvText,
  ESGKIT_PUBLIC_URL: optionalEnvText,
  ESGKIT_PORT: optionalEnvText,
  ESGKIT_HOST: optionalEnvText,
  /** Where the CLI's conf file lives (tests point it at a temp dir); default: the OS config dir. */
  ESGKIT_CONFIG_DIR: optionalEnvText,
  LC_ALL: optionalEnvText,
  LC_MESSAGES: optionalEnvText,
  LANG: optionalEnvText,
  NO_COLOR: z.string().optional(),
  FORCE_COLOR: z.string().optional(),
});
export type CliEnv = Partial<z.infer<typeof CliEnv>>;

/** The CLI's environment, parsed once; the only place in the CLI that reads `process.env`. */
export const readCliEnv = (env: NodeJS.ProcessEnv = process.env): CliEnv => CliEnv.parse(env);

/** The whole environment, handed to the embedded engine's own config reader (`loadEngineConfig`). */
export const processEnv = (): Record<string, string | undefined> => ({ ...process.env });
