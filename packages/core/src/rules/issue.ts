import { z } from 'zod';

/** Where an issue points: row index and field for a portfolio row, a field name for a form, a line for a file. */
export const IssuePath = z.array(z.union([z.string(), z.number()]));

/**
 * One problem found by a rule. `code` says what is wrong, `messageKey` is the i18n key to show,
 * `severity` says whether it blocks (error), needs the user's confirmation (confirm) or only informs (warning).
 */
export const Issue = z.object({
  code: z.string(),
  path: IssuePath,
  messageKey: z.string(),
  severity: z.enum(['error', 'confirm', 'warning']).default('error'),
  /** Values interpolated into the message, e.g. { item: 'US0000000000' }. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type Issue = z.infer<typeof Issue>;

export const hasErrors = (issues: readonly Issue[]): boolean => issues.some((i) => i.severity === 'error');
