import type { z } from 'zod';

/** The report input does not match the result schemas; `issues` says where (zod issues, paths into the input). */
export class ReportInputError extends Error {
  readonly issues: z.core.$ZodIssue[];

  constructor(issues: z.core.$ZodIssue[]) {
    const first = issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    super(`The report input is not valid: ${first}`);
    this.name = 'ReportInputError';
    this.issues = issues;
  }
}
