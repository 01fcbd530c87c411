import { z } from 'zod';

/**
 * An environment variable read as text: values arrive as strings, trimmed; unset, empty or blank means "unset"
 * (undefined). The engine's and the CLI's env readers build their settings on it.
 */
export const optionalEnvText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));
