import { z } from 'zod';

// Environment values arrive as strings; an empty string means "unset".
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/**
 * The environment the CLI reads (docs/cli.md, Settings: each flag's `ESGKIT_*` twin, plus the terminal's own
 * variables). Parsed once here; the engine's own settings are read by the engine's config from the same env.
 */
export const CliEnv = z.object({
  ESGKIT_API: optionalText,
  ESGKIT_TOKEN: optionalText,
  ESGKIT_LANG: optionalText,
  ESGKIT_AMOUNT: optionalText,
  ESGKIT_DATASET: optionalText,
  ESGKIT_DATA_DIR: optionalText,
  ESGKIT_PUBLIC_URL: optionalText,
  ESGKIT_PORT: optionalText,
  ESGKIT_HOST: optionalText,
  /** Where the CLI's conf file lives (tests point it at a temp dir); default: the OS config dir. */
  ESGKIT_CONFIG_DIR: optionalText,
  LC_ALL: optionalText,
  LC_MESSAGES: optionalText,
  LANG: optionalText,
  NO_COLOR: z.string().optional(),
  FORCE_COLOR: z.string().optional(),
});
export type CliEnv = Partial<z.infer<typeof CliEnv>>;

/** The CLI's environment, parsed once; the only place in the CLI that reads `process.env`. */
export const readCliEnv = (env: NodeJS.ProcessEnv = process.env): CliEnv => CliEnv.parse(env);

/** The whole environment, handed to the embedded engine's own config reader (`loadEngineConfig`). */
export const processEnv = (): Record<string, string | undefined> => ({ ...process.env });
