import { readCsvTable } from '@esgkit/core';

/** A CSV row the upload did not keep: its file line and the ISIN or ticker written there. */
export interface LeftOutRow {
  line: number;
  input: string;
}

/**
 * The rows of a template CSV that the template did not keep (spec doc 2 §8: "notes on securities not found as
 * companies or funds"). The engine answers only the result type (3 or 4) and keeps the securities of the template's
 * kind, upper-cased (services/templates.ts), so a row is left out when its first non-empty cell — the security the
 * engine reads — is not among the template's securities after the upload.
 */
export const leftOutRows = (csv: string, kept: readonly string[]): LeftOutRow[] => {
  const keptSet = new Set(kept.map((s) => s.toUpperCase()));
  const [, ...body] = readCsvTable(csv).records;
  const seen = new Set<string>();
  const rows: LeftOutRow[] = [];
  for (const { cells, line } of body) {
    const input = cells
      .find((c) => c.trim() !== '')
      ?.trim()
      .toUpperCase();
    if (!input || keptSet.has(input) || seen.has(input)) continue;
    seen.add(input);
    rows.push({ line, input });
  }
  return rows;
};
