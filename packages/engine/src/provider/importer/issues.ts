import { z } from 'zod';

/** One problem found while importing a dataset (dataset-format.md: errors fail the import, warnings do not). */
export const DatasetIssue = z.object({
  /** file name inside the dataset folder, e.g. `securities.csv` */
  file: z.string(),
  /** 1-based line (the header is line 1); 0 when the issue concerns the whole file */
  line: z.number().int().min(0),
  /** 1-based column position in that file's header; 0 when the issue concerns the whole row or file */
  column: z.number().int().min(0),
  reason: z.string(),
  severity: z.enum(['error', 'warning']),
});
export type DatasetIssue = z.infer<typeof DatasetIssue>;

/** At most this many errors are reported; the import stops collecting after it (dataset-format.md). */
export const MAX_REPORTED_ERRORS = 100;
const MAX_REPORTED_WARNINGS = 200;

/**
 * `file:line:column: reason`, the form dataset-format.md asks for; the line and column are left out when the issue
 * concerns a whole file or row.
 * @example formatDatasetIssue({ file: 'securities.csv', line: 13, column: 2, reason: 'invalid ISIN check digit', severity: 'error' })
 * // 'securities.csv:13:2: invalid ISIN check digit'
 */
export const formatDatasetIssue = (issue: DatasetIssue): string => {
  if (issue.line === 0) return `${issue.file}: ${issue.reason}`;
  if (issue.column === 0) return `${issue.file}:${issue.line}: ${issue.reason}`;
  return `${issue.file}:${issue.line}:${issue.column}: ${issue.reason}`;
};

/** Collects issues up to the caps; `isFull` tells the importer to stop looking for more errors. */
export interface IssueLog {
  readonly errors: DatasetIssue[];
  readonly warnings: DatasetIssue[];
  error(file: string, line: number, column: number, reason: string): void;
  warn(file: string, line: number, column: number, reason: string): void;
  isFull(): boolean;
}

export const createIssueLog = (): IssueLog => {
  const errors: DatasetIssue[] = [];
  const warnings: DatasetIssue[] = [];
  let droppedWarnings = 0;
  return {
    errors,
    warnings,
    error(file, line, column, reason) {
      if (errors.length < MAX_REPORTED_ERRORS) errors.push({ file, line, column, reason, severity: 'error' });
    },
    warn(file, line, column, reason) {
      if (warnings.length < MAX_REPORTED_WARNINGS) {
        warnings.push({ file, line, column, reason, severity: 'warning' });
        return;
      }
      droppedWarnings++;
      const last = warnings[MAX_REPORTED_WARNINGS - 1];
      if (last?.line === 0 && last.reason.startsWith('and '))
        last.reason = `and ${droppedWarnings} more warnings not listed`;
      else
        warnings[MAX_REPORTED_WARNINGS - 1] = {
          file,
          line: 0,
          column: 0,
          reason: `and ${droppedWarnings + 1} more warnings not listed`,
          severity: 'warning',
        };
    },
    isFull: () => errors.length >= MAX_REPORTED_ERRORS,
  };
};
